import type { ReviewBudget, SearchGame } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';

/**
 * Between the server and its review process (issue 22): one playout per step, asked for by the server, so that it
 * sees the review progress and can put a live bot decision between two steps. The first step carries the record.
 */
export interface ReviewerStep {
  readonly job: number;
  readonly start?: { readonly game: SearchGame; readonly record: GameRecord; readonly budget: ReviewBudget };
}

export type ReviewerReply =
  | { readonly job: number; readonly ok: true; readonly done: false }
  | { readonly job: number; readonly ok: true; readonly done: true; readonly review: GameReview }
  | { readonly job: number; readonly ok: false; readonly message: string };
