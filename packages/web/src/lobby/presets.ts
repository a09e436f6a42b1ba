import type { HagalDifficultyId, ImperiumOptions, LeaderId } from '@arrakis/imperium';
import type { RivalDifficultyId } from '../imperium/lobbyOptions.ts';
import { OPTIONS, type OptionKey } from './options.ts';

/** A set of Dune options under one name, offered above the list of options. */
export interface DunePreset {
  readonly id: 'firstGame' | 'rules1979' | 'everyOption' | 'variants';
  readonly on: readonly OptionKey[];
}

/**
 * rules 000: learn the base rules first (§2–§13, "faites plusieurs parties avant de passer aux règles avancées");
 * the game as printed in 1979 (the 33 original cards, the printed Atreides text, the advanced rules §22–§25 with the
 * increased spice flow they require, §21); or every official option the table offers; or the variants of rules 000
 * XXVII–XXXVIII.
 */
export const DUNE_PRESETS: readonly DunePreset[] = [
  { id: 'firstGame', on: [] },
  {
    id: 'rules1979',
    on: ['atreidesSeesHarkonnenBonusCard', 'increasedSpiceFlow', 'advancedSpiceBlow', 'advancedBattles'],
  },
  { id: 'everyOption', on: OPTIONS.filter((o) => !o.variant && !o.choiceOf).map((o) => o.key) },
  // rules 000 XXVII–XXXVIII: every variant built, with the official rules they need (the engine's VARIANTS_PRESET).
  {
    id: 'variants',
    on: ['treacheryDeck', 'extraPowers', ...OPTIONS.filter((o) => o.variant && !o.choiceOf).map((o) => o.key)],
  },
];

/** The preset the switches match exactly, or null (the player's own mix). */
export function dunePresetOf(on: ReadonlySet<OptionKey>): DunePreset['id'] | null {
  return DUNE_PRESETS.find((p) => p.on.length === on.size && p.on.every((k) => on.has(k)))?.id ?? null;
}

/** How Dune: Imperium leaders are given: drawn, chosen in seat order, or the first game's recommended ones. */
export type LeaderChoice = ImperiumOptions['leaderSelection'] | 'firstGame';

/** A set of Dune: Imperium lobby choices under one name. */
export interface ImperiumPreset {
  readonly id: 'firstGame' | 'standard' | 'expert';
  readonly leaders: LeaderChoice;
  readonly difficulty: HagalDifficultyId;
}

/**
 * rules 002: a first game with the one-icon leaders and, solo, the novice House Hagal and its recommended Rivals;
 * the usual game (leaders drawn, "laisser faire le hasard"; the novice Hagal solo); an expert table (leaders chosen,
 * the hardest Hagal).
 */
export const IMPERIUM_PRESETS: readonly ImperiumPreset[] = [
  { id: 'firstGame', leaders: 'firstGame', difficulty: 'mercenary' },
  { id: 'standard', leaders: 'draw', difficulty: 'mercenary' },
  { id: 'expert', leaders: 'choose', difficulty: 'kwisatzHaderach' },
];

/**
 * rules 002 MISE EN PLACE D: "Pour votre première partie, il est conseillé" Paul Atréides, Glossu Rabban, Memnon
 * Thorvald or Ilban Richèse (one icon each); PARTIE SOLO: Memnon Thorvald and Glossu Rabban as the Rivals.
 */
export const FIRST_GAME_LEADERS = [
  'paulAtreides',
  'glossuRabban',
  'memnonThorvald',
  'ilbanRichese',
] as const satisfies readonly LeaderId[];
export const FIRST_GAME_RIVALS = ['memnonThorvald', 'glossuRabban'] as const satisfies readonly LeaderId[];

/** A set of Uprising lobby choices under one name. */
export interface UprisingPreset {
  readonly id: 'firstGame' | 'standard' | 'expert';
  readonly leaders: NonNullable<ImperiumOptions['leaderSelection']>;
  readonly contracts: boolean;
  readonly rivalDifficulty: RivalDifficultyId;
}

/**
 * rules 004: a first game without the optional CHOAM module ("Module CHOM (facultatif)") and the Novice Rivals; the
 * usual game with the contracts and the Veteran Rivals (no change to their rules); an expert table (leaders chosen,
 * the Expert+ Rivals).
 */
export const UPRISING_PRESETS: readonly UprisingPreset[] = [
  { id: 'firstGame', leaders: 'draw', contracts: false, rivalDifficulty: 'novice' },
  { id: 'standard', leaders: 'draw', contracts: true, rivalDifficulty: 'veteran' },
  { id: 'expert', leaders: 'choose', contracts: true, rivalDifficulty: 'expertPlus' },
];
