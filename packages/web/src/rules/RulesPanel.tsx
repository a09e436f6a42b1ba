import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import { ruleReference } from '../i18n/ruleReference.ts';
import { ruleKey, type RuleBook, type RuleRef } from './refs.ts';
import { ruleEntry, searchRules, sectionLabel } from './texts.ts';
import './rules.css';

/** A reference as the reader sees it: `000 §9.C.1.c`, `002 Tour d'Agent` ("annexe" in the reader's words). */
export function RuleCitation({ at }: { at: RuleRef }) {
  const { t } = useTranslation();
  return <>{ruleReference(t, `${at.book} ${sectionLabel(at)}`)}</>;
}

/**
 * The Rules panel: a short text of ours per rulebook section of `books`, opened at `at`, searchable. Over the
 * table on a wide screen, the whole screen on a phone; Escape or the close button leaves it.
 */
export function RulesPanel({
  books,
  at,
  onClose,
}: {
  books: readonly RuleBook[];
  at: RuleRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<RuleRef | null>(at);
  const list = useRef<HTMLOListElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const found = searchRules(lang, books, query);
  const currentKey = current ? ruleKey(current) : null;

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // The section asked for comes into view, at the top of the list.
  useEffect(() => {
    if (!currentKey) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-rule="${CSS.escape(currentKey)}"]`);
    if (item && list.current) list.current.scrollTop = item.offsetTop - list.current.offsetTop;
  }, [currentKey]);

  // Over the whole page, whatever the button's place (the top bar's colours are not the panel's).
  return createPortal(
    <div className="rules-backdrop" onClick={onClose}>
      <section
        className="rules-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        data-testid="rules-panel"
        data-at={currentKey ?? ''}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="rules-head">
          <h2 id="rules-title">{t('rulesPanel.title')}</h2>
          <button ref={close} onClick={onClose} data-testid="rules-close">
            {t('rulesPanel.close')}
          </button>
        </header>
        <input
          type="search"
          className="rules-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('rulesPanel.search')}
          aria-label={t('rulesPanel.search')}
          data-testid="rules-search"
        />
        <p className="hint" aria-live="polite">
          {found.length === 0 ? t('rulesPanel.nothing') : t('rulesPanel.found', { count: found.length })}
        </p>
        <ol className="rules-list" ref={list}>
          {found.map((ref) => {
            const key = ruleKey(ref);
            const entry = ruleEntry(lang, ref);
            const chosen = key === currentKey;
            return (
              <li
                key={key}
                data-rule={key}
                className={chosen ? 'rule current' : 'rule'}
                aria-current={chosen ? 'true' : undefined}
                data-testid={chosen ? 'rules-current' : undefined}
              >
                <button className="rule-title" onClick={() => setCurrent(ref)} aria-expanded={chosen}>
                  <span className="rule-ref">
                    <RuleCitation at={ref} />
                  </span>{' '}
                  {entry.title}
                </button>
                <p>{entry.text}</p>
              </li>
            );
          })}
        </ol>
      </section>
    </div>,
    document.body,
  );
}

/** The table's "Rules" button: opens the panel at the section of the moment (the phase under way). */
export function RulesButton({ books, at }: { books: readonly RuleBook[]; at: RuleRef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<RuleRef | null>(null);
  return (
    <>
      <button onClick={() => setOpen(at)} data-testid="rules-open" aria-haspopup="dialog">
        {t('rulesPanel.open')}
      </button>
      {open && <RulesPanel books={books} at={open} onClose={() => setOpen(null)} />}
    </>
  );
}
