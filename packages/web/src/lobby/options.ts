import type { DuneOptions, Faction } from '@arrakis/dune';
import type { PlayMode } from './ModeChoice.tsx';

export type OptionKey = Exclude<keyof DuneOptions, 'factions'>;

export interface OptionMeta {
  readonly key: OptionKey;
  /** Where the rulebook (rules 000) describes it. */
  readonly rule: string;
  /** Only a server can keep time. */
  readonly onlineOnly?: boolean;
  /** One of the variants XXVII–XXXVIII that close rules 000 (its words in the i18n block `variants`). */
  readonly variant?: true;
  /** A choice within another option (000 XXIX: where the diplomacy phase is held), in no preset. */
  readonly choiceOf?: OptionKey;
}

/** The Dune options of options.ts, in the lobby's order. */
export const OPTIONS: readonly OptionMeta[] = [
  { key: 'treacheryDeck', rule: 'correction 2' },
  { key: 'atreidesSeesHarkonnenBonusCard', rule: 'annexe 3, correction 1' },
  { key: 'cielagoSouth12', rule: 'annexe 4' },
  { key: 'biddingTimerSeconds', rule: '§8.H', onlineOnly: true },
  { key: 'noAlliances', rule: '§20.A.1' },
  { key: 'moreStrongholdsToWin', rule: '§20.A.2' },
  { key: 'shieldWallVictory', rule: '§20.B' },
  { key: 'increasedSpiceFlow', rule: '§21' },
  { key: 'extraPowers', rule: '§15' },
  { key: 'climate', rule: '§17' },
  { key: 'specialKarama', rule: '§18' },
  { key: 'beneGesseritWorthlessKarama', rule: 'annexe 4' },
  { key: 'advancedSpiceBlow', rule: '§23, §25' },
  { key: 'advancedBattles', rule: '§24, §25' },
  { key: 'spiceHarvest', rule: '§16' },
  { key: 'duel', rule: '§19' },
  // rules 000 XXVII–XXXVIII, the Laget–Faidutti variants built so far.
  { key: 'twoPilesSimple', rule: 'XXVII', variant: true },
  { key: 'thumperEscape', rule: 'XXVIII', variant: true },
  { key: 'diplomacy', rule: 'XXIX', variant: true },
  { key: 'diplomacyAt', rule: 'XXIX', variant: true, choiceOf: 'diplomacy' },
  { key: 'fremenForesight', rule: 'XXXV', variant: true },
  { key: 'harkonnenCapture', rule: 'XXXVI', variant: true },
  { key: 'movementBids', rule: 'XXX', variant: true },
  // Its words in the i18n block `stepMovement`.
  { key: 'twoTerritoryMove', rule: 'XXXI', variant: true },
  { key: 'governor', rule: 'XXXIV', variant: true },
  { key: 'victoryPoints', rule: 'XXXVIII', variant: true },
  // Its words in the i18n block `tleilaxu`.
  { key: 'tleilaxu', rule: 'XXXVII', variant: true },
  // Their words in the i18n block `battleOrder`.
  { key: 'battleOrder', rule: 'XXXII', variant: true },
  { key: 'battleAgreement', rule: 'XXXIII', variant: true },
];

/**
 * What each variant needs and replaces (the engine's `VARIANTS`, which setup enforces; a test holds the two
 * together): the lobby switches the needed ones on and the replaced ones off, so that a table never asks for a game
 * the engine refuses.
 */
export const VARIANT_LINKS: Readonly<Partial<Record<OptionKey, { needs: OptionKey[]; excludes: OptionKey[] }>>> = {
  twoPilesSimple: { needs: [], excludes: ['advancedSpiceBlow'] },
  thumperEscape: { needs: ['treacheryDeck'], excludes: [] },
  diplomacy: { needs: [], excludes: ['duel'] },
  diplomacyAt: { needs: ['diplomacy'], excludes: [] },
  fremenForesight: { needs: [], excludes: [] },
  harkonnenCapture: { needs: ['extraPowers'], excludes: [] },
  movementBids: { needs: [], excludes: [] },
  twoTerritoryMove: { needs: [], excludes: [] },
  governor: { needs: [], excludes: ['moreStrongholdsToWin', 'shieldWallVictory'] },
  victoryPoints: { needs: ['governor'], excludes: [] },
  tleilaxu: { needs: ['extraPowers'], excludes: ['duel', 'spiceHarvest'] },
  battleOrder: { needs: [], excludes: [] },
  battleAgreement: { needs: [], excludes: [] },
};

/** The switches after one is flipped: a variant brings what it needs and drops what it replaces, and back. */
export function withOptionToggled(on: ReadonlySet<OptionKey>, key: OptionKey): Set<OptionKey> {
  const next = new Set(on);
  const links = Object.entries(VARIANT_LINKS) as [OptionKey, { needs: OptionKey[]; excludes: OptionKey[] }][];
  if (next.has(key)) {
    next.delete(key);
    // A variant loses what it needs: it goes too.
    for (const [variant, link] of links) if (link.needs.includes(key)) next.delete(variant);
    return next;
  }
  next.add(key);
  for (const needed of VARIANT_LINKS[key]?.needs ?? []) {
    next.add(needed);
    // A variant needed brings its own exclusions (000 XXXVIII brings XXXIV, which replaces §20.A.2 and §20.B).
    for (const replaced of VARIANT_LINKS[needed]?.excludes ?? []) next.delete(replaced);
  }
  for (const replaced of VARIANT_LINKS[key]?.excludes ?? []) next.delete(replaced);
  // An official option a variant replaces: the variant goes.
  for (const [variant, link] of links)
    if (link.excludes.includes(key)) {
      next.delete(variant);
      // And the variants that need it (000 XXXVIII goes with XXXIV).
      for (const [other, needs] of links) if (needs.needs.includes(variant)) next.delete(other);
    }
  return next;
}

/** 000 XXXVIII's game length in turns: the options schema's bounds; absent, the engine plays the 15 of §5. */
export const POINTS_TURNS = { min: 1, max: 15, default: 15 } as const;

/** Seconds a bidder gets when the timer option is on (rules 000 §8.H says five; people online need more). */
export const BIDDING_TIMER_SECONDS = 30;

/** The lobby's switches as engine options: only the ones switched on, in the engine's terms. */
function toDuneOptions(on: ReadonlySet<OptionKey>): Partial<DuneOptions> {
  const options: Record<string, unknown> = {};
  for (const key of on) {
    if (key === 'treacheryDeck') options[key] = 'descartes43';
    else if (key === 'biddingTimerSeconds') options[key] = BIDDING_TIMER_SECONDS;
    // 000 XXIX: switched on, the phase is held at each nexus rather than at the start of each turn.
    else if (key === 'diplomacyAt') options[key] = 'nexus';
    else options[key] = true;
  }
  return options as Partial<DuneOptions>;
}

/**
 * The options of the lobby's create request (or local game): the switches on, without those only a server can keep
 * when the game is played on this device, the factions when every seat chose one (null: drawn), and 000 XXXVIII's
 * game length when the points are on and it is not the default.
 */
export function lobbyDuneOptions(
  on: ReadonlySet<OptionKey>,
  mode: PlayMode,
  factions: readonly Faction[] | null,
  pointsTurns: number = POINTS_TURNS.default,
): Partial<DuneOptions> {
  const kept = new Set([...on].filter((k) => mode === 'online' || !OPTIONS.find((o) => o.key === k)?.onlineOnly));
  const length =
    on.has('victoryPoints') && pointsTurns !== POINTS_TURNS.default ? { victoryPointsTurns: pointsTurns } : {};
  return { ...toDuneOptions(kept), ...length, ...(factions ? { factions } : {}) };
}

/**
 * The seven factions, as the engine's FACTIONS and the options schema's (checked by a test): the lobby names them from
 * the i18n catalogue so that the first page does not load the engine (nor zod).
 */
export const LOBBY_FACTIONS = [
  'atreides',
  'harkonnen',
  'emperor',
  'guild',
  'fremen',
  'beneGesserit',
  'tleilaxu',
] as const satisfies readonly Faction[];

/** rules 000 XXXVII: the Bene Tleilax and a seventh seat only with their variant. */
export function lobbyFactions(on: ReadonlySet<OptionKey>): readonly Faction[] {
  return on.has('tleilaxu') ? LOBBY_FACTIONS : LOBBY_FACTIONS.filter((f) => f !== 'tleilaxu');
}

export function lobbyMaxSeats(on: ReadonlySet<OptionKey>): number {
  return on.has('tleilaxu') ? 7 : 6;
}
