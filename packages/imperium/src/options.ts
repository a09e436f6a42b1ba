import type { HagalDifficultyId } from './data/hagal.ts';
import type { RivalDifficulty, RivalId } from './editions/uprising/rivals.ts';
import type { AnyLeaderId as LeaderId } from './ids.ts';

/** Named options; each default is the rulebook's choice (ARCHITECTURE §2, "Options"). */
export interface ImperiumOptions {
  /**
   * rules 002 MISE EN PLACE D: "Vous pouvez les choisir ou laisser faire le hasard". `draw`: leaders are dealt at
   * random; `choose`: each seat picks one in seat order among those left.
   */
  readonly leaderSelection: 'draw' | 'choose';
  /** Leaders fixed by seat (a lobby's choice); overrides `leaderSelection` when given. */
  readonly leaders: readonly LeaderId[] | null;
  /** Solo (rules 002 PARTIE SOLO, "Difficulté"): the rulebook names no default; ours is the novice level. */
  readonly difficulty: HagalDifficultyId;
  /** Solo: the two Rivals' leaders (never Paul or Helena); drawn at random when null. */
  readonly rivalLeaders: readonly LeaderId[] | null;
  /**
   * Uprising only (absent in the 2020 game, whose states it would change): the CHOAM module (rules 004 MISE EN
   * PLACE, "Module CHOM (facultatif)"): the contracts, the 4 CHOAM Imperium and Intrigue cards, Shaddam.
   */
  readonly contracts?: boolean;
  /** Uprising solo (rules 004 JEU SOLO – DÉTAIL, "Niveau de Difficulté"): Novice by default, as for the 2020 game. */
  readonly rivalDifficulty?: RivalDifficulty['id'];
  /** Uprising solo and two players: the Rivals' cards (rules 004 LISTE DES RIVAUX); drawn at random when null. */
  readonly rivals?: readonly RivalId[] | null;
}

export const DEFAULT_OPTIONS: ImperiumOptions = {
  leaderSelection: 'draw',
  leaders: null,
  difficulty: 'mercenary',
  rivalLeaders: null,
};
