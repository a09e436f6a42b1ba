import type { ReviewBudget } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';

/** Messages from the page to the review worker (issue 22: the post-game review of a game played in this browser). */
export type ToReview =
  /** Review this finished record; a review under way is dropped for it. */
  | { readonly type: 'start'; readonly job: number; readonly record: GameRecord; readonly budget: ReviewBudget }
  /** Stop the review `job` (the viewer was left): nothing more is posted for it. */
  | { readonly type: 'cancel'; readonly job: number };

/** How far a review is: the turn (Dune) or round (Imperium) whose chances are searched, then the key moments. */
export interface ReviewProgress {
  readonly turn: number;
  /** The record's last turn or round. */
  readonly turns: number;
  /** The chances are known; the three key moments are searched again. */
  readonly moments: boolean;
}

/** Why a record is not reviewed: a game still under way (its full state is secret), a game the bots do not know… */
export type ReviewRefusal = 'notFinished' | 'unknownGame' | 'replayRefused' | 'failed';

/** Messages from the review worker to the page. */
export type FromReview =
  | { readonly type: 'progress'; readonly job: number; readonly progress: ReviewProgress }
  | { readonly type: 'result'; readonly job: number; readonly review: GameReview }
  | { readonly type: 'refused'; readonly job: number; readonly reason: ReviewRefusal; readonly detail: string };
