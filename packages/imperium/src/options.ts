import type { HagalDifficultyId } from './data/hagal.ts';
import type { LeaderId } from './data/leaders.ts';

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
}

export const DEFAULT_OPTIONS: ImperiumOptions = {
  leaderSelection: 'draw',
  leaders: null,
  difficulty: 'mercenary',
  rivalLeaders: null,
};
