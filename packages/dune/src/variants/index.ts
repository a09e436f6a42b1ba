import { ruleError, type RuleError } from '@arrakis/engine';
import type { DuneOptions } from '../options.ts';

/**
 * The published variants that close rules 000 ("XXVII à XXXVIII", by Serge Laget and Bruno Faidutti, numbered after
 * the official I–XXVI). Each is an option, off when absent; the ones built so far are listed here with what they
 * need and what they exclude. All twelve are built.
 */
export type VariantKey =
  | 'twoPilesSimple'
  | 'thumperEscape'
  | 'diplomacy'
  | 'fremenForesight'
  | 'harkonnenCapture'
  | 'movementBids'
  | 'twoTerritoryMove'
  | 'governor'
  | 'victoryPoints'
  | 'tleilaxu'
  | 'battleOrder'
  | 'battleAgreement';

export interface VariantInfo {
  readonly key: VariantKey;
  /** Its number in 000. */
  readonly rule: string;
  /** Another option it modifies or needs, refused without it (`variantNeedsOption`). */
  readonly needs?: { readonly option: keyof DuneOptions; readonly rule: string };
  /** Options it replaces, refused together (`variantsIncompatible`). */
  readonly excludes?: readonly { readonly option: keyof DuneOptions; readonly rule: string }[];
  /** The Thumper card exists only among the 43 cards of the French edition (000, correction 2). */
  readonly needsFrenchDeck?: true;
}

export const VARIANTS: readonly VariantInfo[] = [
  // 000 XXVII "Voici une alternative plus simple" to the advanced spice blow: one or the other.
  { key: 'twoPilesSimple', rule: 'XXVII', excludes: [{ option: 'advancedSpiceBlow', rule: '§23' }] },
  // 000 XXVIII "la carte marteleur peut aussi être utilisée": the card of annexe 4 (descartes43).
  { key: 'thumperEscape', rule: 'XXVIII', needsFrenchDeck: true },
  // 000 XXIX replaces the alliances; the Assassins' War of §19.C.11 is what a Nexus without alliance brings.
  { key: 'diplomacy', rule: 'XXIX', excludes: [{ option: 'duel', rule: '§19' }] },
  { key: 'fremenForesight', rule: 'XXXV' },
  // 000 XXXVI "La règle optionnelle portant sur la capture … est modifiée": the capture is annexe 5 Harkonnen 1 (§15).
  { key: 'harkonnenCapture', rule: 'XXXVI', needs: { option: 'extraPowers', rule: '§15' } },
  { key: 'movementBids', rule: 'XXX' },
  // 000 XXXI: with XXX (the order only), XXXIV (a quarter gives the ornithopters: holdsACity) and every other.
  { key: 'twoTerritoryMove', rule: 'XXXI' },
  // 000 XXXIV.D: "l'objectif du jeu devient l'occupation de quatre sietchs ou quartiers de capitale", a reading:
  // instead of the counts of §20.A.2 and §20.B, which are refused with it.
  {
    key: 'governor',
    rule: 'XXXIV',
    excludes: [
      { option: 'moreStrongholdsToWin', rule: '§20.A.2' },
      { option: 'shieldWallVictory', rule: '§20.B' },
    ],
  },
  // 000 XXXVIII "ce système doit être employée avec la règle XXXIV sur le gouverneur de Dune".
  { key: 'victoryPoints', rule: 'XXXVIII', needs: { option: 'governor', rule: 'XXXIV' } },
  // 000 XXXVII "ces règles s'entendent pour le jeu avec la règle XV"; a reading: no Main Character (§19) nor planet
  // card (§16) is written for the Bene Tleilax, so neither option goes with it.
  {
    key: 'tleilaxu',
    rule: 'XXXVII',
    needs: { option: 'extraPowers', rule: '§15' },
    excludes: [
      { option: 'duel', rule: '§19' },
      { option: 'spiceHarvest', rule: '§16' },
    ],
  },
  // 000 XXXII and XXXIII change the battle phase only; they go together ("si la règle [XXXIII] est utilisée").
  { key: 'battleOrder', rule: 'XXXII' },
  { key: 'battleAgreement', rule: 'XXXIII' },
];

/** The dependencies and incompatibilities the texts state, checked at setup; the first broken one. */
export function checkVariants(options: DuneOptions): RuleError | null {
  // 000 XXXVIII: the game's length in turns means nothing without the points.
  if (options.victoryPointsTurns !== undefined && options.victoryPoints !== true)
    return ruleError('variantNeedsOption', {
      option: 'victoryPointsTurns',
      rule: 'XXXVIII',
      needs: 'victoryPoints',
      needsRule: 'XXXVIII',
    });
  // 000 XXXIII: the minute to agree means nothing without the agreements.
  if (options.agreementSeconds !== undefined && options.battleAgreement !== true)
    return ruleError('variantNeedsOption', {
      option: 'agreementSeconds',
      rule: 'XXXIII',
      needs: 'battleAgreement',
      needsRule: 'XXXIII',
    });
  for (const v of VARIANTS) {
    if (options[v.key] !== true) continue;
    if (v.needs && !options[v.needs.option])
      return ruleError('variantNeedsOption', {
        option: v.key,
        rule: v.rule,
        needs: v.needs.option,
        needsRule: v.needs.rule,
      });
    if (v.needsFrenchDeck && options.treacheryDeck !== 'descartes43')
      return ruleError('variantNeedsFrenchDeck', { option: v.key, rule: v.rule });
    for (const other of v.excludes ?? [])
      if (options[other.option])
        return ruleError('variantsIncompatible', {
          option: v.key,
          rule: v.rule,
          with: other.option,
          withRule: other.rule,
        });
  }
  return null;
}

/**
 * The `variants` preset: the largest compatible set of the variants built, with the official options they need
 * (the 43 cards for XXVIII, the extra powers for XXXVI). The `all` preset stays the official options.
 */
export const VARIANTS_PRESET = {
  treacheryDeck: 'descartes43',
  extraPowers: true,
  twoPilesSimple: true,
  thumperEscape: true,
  diplomacy: true,
  fremenForesight: true,
  harkonnenCapture: true,
  movementBids: true,
  twoTerritoryMove: true,
  governor: true,
  victoryPoints: true,
  tleilaxu: true,
  battleOrder: true,
  battleAgreement: true,
} as const satisfies Partial<DuneOptions>;

/** 000 XXVII or §23: two spice cards turned a turn, so the foreseer sees two (annexe 3 Atreides 2, "les cartes"). */
export function twoSpiceBlows(options: DuneOptions): boolean {
  return options.advancedSpiceBlow || options.twoPilesSimple === true;
}
