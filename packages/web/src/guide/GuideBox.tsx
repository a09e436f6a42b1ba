import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import { parseLocalLink } from '../lobby/storage.ts';
import { RuleCitation, RulesPanel } from '../rules/RulesPanel.tsx';
import type { RuleRef } from '../rules/refs.ts';
import { loadGuide, saveGuide, type GuidedGame, type GuideMemory } from './guided.ts';
import { guideStep } from './steps.ts';
import { GUIDE_TEXTS } from './text.ts';
import './guide.css';

/**
 * The guided first game's word for the phase under way, the first time it comes: what is decided now and why, with
 * its rule at hand. Shown only in a local game started as guided (its id in the address, transport/localStore.ts);
 * "leave the guide" turns it off for good and the game goes on as every other does.
 */
export function GuideBox({ game, phase }: { game: GuidedGame; phase: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = typeof window === 'undefined' ? null : (parseLocalLink(window.location.pathname)?.id ?? null);
  const [memory, setMemory] = useState<GuideMemory | null>(() => (id ? loadGuide(id) : null));
  const [rule, setRule] = useState<RuleRef | null>(null);
  // A step stays until it is acknowledged, even when the bots move the game on meanwhile: the reader keeps the
  // text they are reading, and the next phase not yet explained comes after it.
  const [pinned, setPinned] = useState<string | null>(null);
  const fresh =
    memory?.on === true && !memory.seen.includes(phase) && guideStep(GUIDE_TEXTS, lang, game, phase) !== null;
  useEffect(() => {
    if (pinned === null && fresh) setPinned(phase);
  }, [pinned, fresh, phase]);
  const shown = pinned ?? (fresh ? phase : null);
  const step = shown === null ? null : guideStep(GUIDE_TEXTS, lang, game, shown);
  if (!id || !memory?.on || shown === null || !step) return null;
  const remember = (next: GuideMemory) => {
    saveGuide(id, next);
    setMemory(next);
    setPinned(null);
  };
  return (
    <aside className="guide" role="status" aria-labelledby="guide-title" data-testid="guide" data-phase={shown}>
      <p className="guide-label">{t('guide.label')}</p>
      <h2 id="guide-title">{step.title}</h2>
      <p>{step.text}</p>
      <div className="guide-buttons">
        <button onClick={() => setRule(step.rule)} data-testid="guide-rule">
          {t('guide.seeRule')} (<RuleCitation at={step.rule} />)
        </button>
        <button onClick={() => remember({ ...memory, seen: [...memory.seen, shown] })} data-testid="guide-next">
          {t('guide.next')}
        </button>
        <button onClick={() => remember({ ...memory, on: false })} data-testid="guide-leave">
          {t('guide.leave')}
        </button>
      </div>
      {rule && <RulesPanel books={game === 'dune' ? ['000'] : ['002']} at={rule} onClose={() => setRule(null)} />}
    </aside>
  );
}
