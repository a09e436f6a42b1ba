import type { RuleRef as WireRuleRef } from '@arrakis/engine';
import type { TFunction } from 'i18next';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleReference } from '../i18n/ruleReference.ts';
import { parseRuleKey, ruleKey, type RuleBook, type RuleRef } from '../rules/refs.ts';
import { RulesPanel } from '../rules/RulesPanel.tsx';

/** The Rules panel's entry for a refusal's rule, or null when the panel has none (a section it does not list). */
export function panelRule(rule: WireRuleRef | undefined): RuleRef | null {
  return rule ? parseRuleKey(`${rule.book} ${rule.section}`) : null;
}

/** The books the panel shows for a reference: Uprising's with the base game's, which it builds on. */
function booksOf(ref: RuleRef): readonly RuleBook[] {
  return ref.book === '004' ? ['004', '002'] : [ref.book];
}

/**
 * How a refusal names its rule: « Règle 9.C.1.c », "Rule Tour d'Agent", "Regel annex 3" — the section as the book
 * numbers or heads it, "annexe" in the reader's words.
 */
export function ruleName(t: TFunction, ref: RuleRef): string {
  const section = ref.book === '000' ? ref.section.replace(/^(annexe \d+)\..*$/, '$1') : ref.section;
  return t('explain.rule', { section: ruleReference(t, section) });
}

const OpenRules = createContext<((ref: RuleRef) => void) | null>(null);

/**
 * Holds the Rules panel that refusals and reasons open: a reason's tooltip may close while its panel stays open.
 * Each game screen wraps its table in one.
 */
export function RulesHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<RuleRef | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <OpenRules.Provider value={setOpen}>
      {children}
      {open && <RulesPanel key={ruleKey(open)} books={booksOf(open)} at={open} onClose={close} />}
    </OpenRules.Provider>
  );
}

/** A refusal's rule as a link to its section of the Rules panel; nothing when the panel has no entry for it. */
export function RuleLink({ rule }: { rule: WireRuleRef | undefined }) {
  const { t } = useTranslation();
  const host = useContext(OpenRules);
  const [own, setOwn] = useState<RuleRef | null>(null);
  const ref = panelRule(rule);
  if (!ref) return null;
  const name = ruleName(t, ref);
  return (
    <>
      <button
        type="button"
        className="rule-link"
        data-testid="rule-link"
        data-rule={ruleKey(ref)}
        aria-haspopup="dialog"
        title={t('explain.openRule', { rule: name })}
        onClick={(event) => {
          // The link sits in a board's tooltip or a banner: the click opens the panel, nothing under it.
          event.stopPropagation();
          if (host) host(ref);
          else setOwn(ref);
        }}
      >
        {name}
      </button>
      {own && <RulesPanel books={booksOf(own)} at={own} onClose={() => setOwn(null)} />}
    </>
  );
}
