import type { Faction } from './data/factions.ts';

/**
 * Every rule variant is a named option whose default is the rulebook's choice (rules 000): the edition's
 * corrections, and the optional and advanced rules of 000 §15–§25 (off by default, as in the rulebook).
 */
export interface DuneOptions {
  /** Factions by seat; omitted = drawn at random (rules 000 §3.E). */
  readonly factions?: readonly Faction[];
  /** 'base33' (default): the original 33 cards; 'descartes43' adds the ten cards of the French edition (000, correction 2). */
  readonly treacheryDeck: 'base33' | 'descartes43';
  /**
   * Atreides prescience during bidding (000 annexe 3 Atreides 1): false (default) follows the erratum (000,
   * correction 1: not the Harkonnen bonus card); true follows the printed French text.
   */
  readonly atreidesSeesHarkonnenBonusCard: boolean;
  /** Cielago South spice card: 10 as printed in 000 annexe 4 (default) or 12 as in later editions. */
  readonly cielagoSouth12: boolean;
  /** 000 §8.H: seconds a bidder has before a pass is assumed; null = no timer. Enforced by the server. */
  readonly biddingTimerSeconds: number | null;
  /** 000 §15: extra faction powers (annexe 5 back). */
  readonly extraPowers: boolean;
  /** 000 §17: climate (storm movement tokens drawn and seen by the Fremen, `state.stormToken`). */
  readonly climate: boolean;
  /**
   * 000 §18: special Karama powers: each faction's own use of a Karama (annexe 4 Karama B), and the Karama A uses
   * that prevent an extra power of §15 once.
   */
  readonly specialKarama: boolean;
  /**
   * 000 annexe 4, worthless cards ("Règle optionnelle"): the Bene Gesserit may use a worthless card as a Karama. With
   * `specialKarama` this is their special power anyway (annexe 4 Karama B Bene Gesserit).
   */
  readonly beneGesseritWorthlessKarama: boolean;
  /** 000 §20.A.1: no alliances. */
  readonly noAlliances: boolean;
  /** 000 §20.A.2: strongholds needed to win raised to 4 (5 with two players). */
  readonly moreStrongholdsToWin: boolean;
  /** 000 §20.B: the Shield Wall counts as a sixth victory territory. */
  readonly shieldWallVictory: boolean;
  /** 000 §21: increased spice flow. */
  readonly increasedSpiceFlow: boolean;
  /** 000 §23: two spice piles. Advanced rule: needs `increasedSpiceFlow` (000 §25, see `resolveOptions`). */
  readonly advancedSpiceBlow: boolean;
  /** 000 §24: spice-paid battles. Advanced rule: needs `increasedSpiceFlow` (000 §25, see `resolveOptions`). */
  readonly advancedBattles: boolean;
  /**
   * 000 §16: the spice-harvest prelude decides the starting positions. Absent = false: games recorded before the
   * option keep their hashes.
   */
  readonly spiceHarvest?: boolean;
  /**
   * 000 §16 with a worm Harvest card (a reading the rulebook leaves open): the year's harvest is lost either way;
   * true = the Manager still takes the 3-spice administrative tax of §16.B.2.b from the reserve. Absent = false.
   */
  readonly harvestWormTax?: boolean;
  /**
   * 000 §19: the duel: Main Character leaders (whose death eliminates their player), Duel cards, Kanly threats and
   * duels in the arena, the Assassins' War at a Nexus without alliance. Absent = false: games recorded before the
   * option keep their hashes.
   */
  readonly duel?: boolean;
  /**
   * 000 §19.C.8 "sur n'importe quel bord de case (ligne droite)", a reading: false (absent) = obstacles only on the
   * straight edges between cells of one ring; true = on the arcs between rings too.
   */
  readonly duelArcObstacles?: boolean;
  /**
   * 000 §19.B note, a reading: a Kanly not called and claimed as won may name the threatener's Main Character
   * (whose death eliminates him). Absent = false: every leader of his but the Main Character.
   */
  readonly kanlyClaimMainCharacter?: boolean;
  /**
   * The published variants of 000 "XXVII à XXXVIII" (Laget–Faidutti), each off when absent (variants/index.ts lists
   * them, their dependencies and incompatibilities). 000 XXVII: two spice piles, the simpler reading (each
   * territory receives the amount of the other pile's card). Not with `advancedSpiceBlow` (§23), its alternative.
   */
  readonly twoPilesSimple?: boolean;
  /** 000 XXVIII: the Thumper also played to escape a worm as it appears (needs the 43 cards, the Thumper's deck). */
  readonly thumperEscape?: boolean;
  /** 000 XXXV: the Fremen, not the Atreides, see the next spice cards; Duncan Idaho never betrays and is bought back. */
  readonly fremenForesight?: boolean;
  /** 000 XXXVI: the Harkonnen capture by a die roll before movement (it changes the capture of §15: needs it). */
  readonly harkonnenCapture?: boolean;
  /** 000 XXX: the movement order by secret fists of spice, the Guild choosing its moment first and breaking ties. */
  readonly movementBids?: boolean;
  /**
   * 000 XXXI: a group moves one or two territories, one at a time, and may leave tokens on the territory crossed;
   * with ornithopters three territories, leaving none on the way.
   */
  readonly twoTerritoryMove?: boolean;
  /** 000 XXIX: a diplomacy phase in place of the alliances: cards and spice exchanged, secretly if one wishes. */
  readonly diplomacy?: boolean;
  /** 000 XXIX "au début de chaque tour, ou à chaque nexus, selon le choix des joueurs": 'turn' when absent. */
  readonly diplomacyAt?: 'turn' | 'nexus';
  /**
   * 000 XXIX "La phase de diplomatie dure cinq minutes": the host's timer for the phase, in minutes (5 when absent);
   * a match with move deadlines uses its deadline instead. The engine never reads a clock.
   */
  readonly diplomacyMinutes?: number;
  /**
   * 000 XXXIV: the Governor of Dune: Arrakeen and Carthag split into north and south quarters, the Emperor names
   * the Governor's faction, the income per sietch or quarter (with §21), four sietchs or quarters to win.
   */
  readonly governor?: boolean;
  /** 000 XXXVIII: victory points (needs `governor`): the end-of-turn scoring, the Bene Gesserit's predictions. */
  readonly victoryPoints?: boolean;
  /** 000 XXXVIII "décider à l'avance de la durée de la partie, en nombre de tours": absent = 15 (§5). */
  readonly victoryPointsTurns?: number;
  /** 000 XXXVII: the Bene Tleilax, a seventh faction, up to seven seats (written for §15: needs `extraPowers`). */
  readonly tleilaxu?: boolean;
  /** 000 XXXII: the battle order chosen by the players in storm order, one battle each in turn. */
  readonly battleOrder?: boolean;
  /** 000 XXXIII: battles no longer compulsory: the occupants of a territory may agree instead of fighting. */
  readonly battleAgreement?: boolean;
  /**
   * 000 XXXIII "disposent d'une minute pour parvenir à un accord": the host's timer for the answers, in seconds
   * (60 when absent); a match with move deadlines uses its deadline instead. The engine never reads a clock.
   */
  readonly agreementSeconds?: number;
}

export const DEFAULT_OPTIONS: DuneOptions = {
  treacheryDeck: 'base33',
  atreidesSeesHarkonnenBonusCard: false,
  cielagoSouth12: false,
  biddingTimerSeconds: null,
  extraPowers: false,
  climate: false,
  specialKarama: false,
  beneGesseritWorthlessKarama: false,
  noAlliances: false,
  moreStrongholdsToWin: false,
  shieldWallVictory: false,
  increasedSpiceFlow: false,
  advancedSpiceBlow: false,
  advancedBattles: false,
};

/** The advanced rules (000 §22): with either, 000 §25 requires the increased spice flow of 000 §21. */
export const ADVANCED_OPTIONS = [
  'advancedSpiceBlow',
  'advancedBattles',
] as const satisfies readonly (keyof DuneOptions)[];
