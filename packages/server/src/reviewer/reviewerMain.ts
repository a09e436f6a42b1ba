// First: the rest of the process runs at the priority the server chose.
import './lowerPriority.ts';
import { REVIEW_ENTRIES, reviewSteps } from '@arrakis/bots';
import type { GameReview } from '@arrakis/engine';
import type { ReviewerReply, ReviewerStep } from './messages.ts';

/**
 * The review process (issue 22): the server's post-game reviews are searched here, one playout per step asked for,
 * at the lowest OS priority (`lowerPriority.ts`). The review under way is kept between two steps.
 */
let current: { readonly job: number; readonly steps: Generator<void, GameReview, void> } | null = null;

function step(request: ReviewerStep): ReviewerReply {
  try {
    if (request.start) {
      const { game, record, budget } = request.start;
      current = { job: request.job, steps: reviewSteps(REVIEW_ENTRIES[game], record, budget) };
    }
    if (current?.job !== request.job) return { job: request.job, ok: false, message: 'no such review here' };
    const next = current.steps.next();
    if (!next.done) return { job: request.job, ok: true, done: false };
    current = null;
    return { job: request.job, ok: true, done: true, review: next.value };
  } catch (error) {
    current = null;
    return { job: request.job, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: ReviewerStep) => process.send?.(step(request)));
// The server went away: nothing is left to do here.
process.on('disconnect', () => process.exit(0));
