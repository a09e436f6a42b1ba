import type { Seat } from './game.ts';
import type { GameRecord } from './records.ts';

/**
 * The post-game review (issue 22, docs/records.md "Review"): each seat's estimated chance to win after each turn
 * (Dune) or round (Imperium, Uprising), searched from the full state, and the three moments that swung the game most.
 */
export interface GameReview {
  readonly game: string;
  /** The seats in table order; `points[i].chances[k]` is the chance of `seats[k]`. */
  readonly seats: readonly Seat[];
  readonly points: readonly ReviewPoint[];
  /** At most three, biggest swing first. */
  readonly moments: readonly KeyMoment[];
  /** How it was searched, so that a later reader knows what the figures mean. */
  readonly searched: { readonly bot: string; readonly simulationsPerPoint: number; readonly ms: number };
}

export interface ReviewPoint {
  /** The turn (Dune) or round (Imperium) that has just ended; 0 is the start. */
  readonly turn: number;
  /** The number of actions of the record played at that point. */
  readonly at: number;
  /** One chance per seat, in [0, 1]. */
  readonly chances: readonly number[];
}

export interface KeyMoment {
  readonly turn: number;
  /** The action of the record (its index) whose estimate moved most within that turn. */
  readonly at: number;
  readonly seat: Seat;
  /** The swing of that turn: the largest change of one seat's chance between its two points. */
  readonly swing: number;
  /** The seat's chance before and after the action. */
  readonly before: number;
  readonly after: number;
  /** The action played, and the one the search preferred at the same decision (equal when it agreed). */
  readonly played: unknown;
  readonly preferred: unknown;
}

/** What the server answers for a match's review: computed once in the background, then kept. */
export type ReviewStatus =
  | { readonly status: 'pending' | 'running' }
  | { readonly status: 'ready'; readonly review: GameReview }
  | { readonly status: 'unavailable'; readonly reason: string };

/** Where a match was branched from ("play on from here"): a record and a number of its actions. */
export interface BranchSource {
  /** The match it came from, when it was a stored match; absent for an imported file. */
  readonly matchId?: string;
  readonly at: number;
}

/** What the server takes to start a match from a record's position with a fresh seed. */
export interface PlayOnRequest {
  /** Either the stored finished match… */
  readonly matchId?: string;
  /** …or an imported record. */
  readonly record?: GameRecord;
  /** How many of its actions are played before the new match begins. */
  readonly at: number;
}
