import type { UiLanguage } from '../i18n/index.ts';
import type { RuleRef } from '../rules/refs.ts';
import type { GuidedGame } from './guided.ts';

export const DUNE_GUIDE_PHASES = [
  'setup',
  'storm',
  'spiceBlow',
  'bidding',
  'movement',
  'battle',
  'collection',
] as const;
export const IMPERIUM_GUIDE_PHASES = ['roundStart', 'playerTurns', 'combat', 'makers', 'recall'] as const;

type DuneGuidePhase = (typeof DUNE_GUIDE_PHASES)[number];
type ImperiumGuidePhase = (typeof IMPERIUM_GUIDE_PHASES)[number];

/** The section each step opens in the Rules panel. */
export const GUIDE_RULES: {
  readonly dune: Readonly<Record<DuneGuidePhase, RuleRef>>;
  readonly imperium: Readonly<Record<ImperiumGuidePhase, RuleRef>>;
} = {
  dune: {
    setup: { book: '000', section: '3' },
    storm: { book: '000', section: '6' },
    spiceBlow: { book: '000', section: '7' },
    bidding: { book: '000', section: '8' },
    movement: { book: '000', section: '9' },
    battle: { book: '000', section: '10' },
    collection: { book: '000', section: '11' },
  },
  imperium: {
    roundStart: { book: '002', section: 'Début de manche' },
    playerTurns: { book: '002', section: "Tour d'Agent" },
    combat: { book: '002', section: 'Conflit' },
    makers: { book: '002', section: 'Faiseurs' },
    recall: { book: '002', section: 'Rappel' },
  },
};

export interface GuideStep {
  readonly title: string;
  /** What is decided now, and why it matters. */
  readonly text: string;
}

/** A guide's words in one language: one step per phase of either title (a missing one fails the typecheck). */
export interface GuideTexts {
  readonly dune: Readonly<Record<DuneGuidePhase, GuideStep>>;
  readonly imperium: Readonly<Record<ImperiumGuidePhase, GuideStep>>;
}

/** The step of `phase`, with its rule, or null for a phase the guide says nothing about (the end, the prelude). */
export function guideStep(
  texts: Readonly<Record<UiLanguage, GuideTexts>>,
  lang: UiLanguage,
  game: GuidedGame,
  phase: string,
): (GuideStep & { readonly rule: RuleRef }) | null {
  if (game === 'dune') {
    const key = DUNE_GUIDE_PHASES.find((p) => p === phase);
    return key ? { ...texts[lang].dune[key], rule: GUIDE_RULES.dune[key] } : null;
  }
  const key = IMPERIUM_GUIDE_PHASES.find((p) => p === phase);
  return key ? { ...texts[lang].imperium[key], rule: GUIDE_RULES.imperium[key] } : null;
}
