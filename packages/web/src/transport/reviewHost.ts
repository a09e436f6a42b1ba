import {
  REVIEW_ENTRIES,
  ReviewReplayError,
  reviewSteps,
  type ReviewBudget,
  type ReviewEntry,
  type SearchGame,
} from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';
import type { FromReview, ReviewProgress, ReviewRefusal, ToReview } from './reviewProtocol.ts';

/** A slice of playouts this long at most runs before the worker reads its messages again (a cancel, a new start). */
const SLICE_MS = 40;

/** How a review's steps (one playout each) map to what the page shows: each point's turn, in order. */
interface ReviewPlan {
  /** The turn each point of the chart closes, the start (0) first. */
  readonly turns: readonly number[];
  readonly stepsPerPoint: number;
}

type Planned =
  | { readonly ok: true; readonly plan: ReviewPlan }
  | { readonly ok: false; readonly reason: ReviewRefusal; readonly detail: string };

/**
 * Replays the record to its end: a review reads the full state, which only a finished game may show, so a record
 * whose outcome is not set is refused here, before a single playout. The points follow `reviewSteps`: one at the
 * start, one at each change of turn, one at the end.
 */
function plan(entry: ReviewEntry<unknown, unknown>, record: GameRecord, budget: ReviewBudget): Planned {
  const { game } = entry;
  let state = game.setup(
    record.options,
    record.seats.map((s) => ({ name: s.name, kind: s.kind })),
    record.seed,
  );
  const turns = [0];
  let turn = entry.turnOf(state);
  for (let index = 0; index < record.actions.length; index++) {
    const { seat, action } = record.actions[index]!;
    const result = game.apply(state, seat, action);
    if (!result.ok) return { ok: false, reason: 'replayRefused', detail: `action ${index}: ${result.error.code}` };
    state = result.state;
    const now = entry.turnOf(state);
    if (now !== turn || index === record.actions.length - 1) {
      turns.push(now !== turn ? turn : now);
      turn = now;
    }
  }
  if (game.outcome(state) === null)
    return { ok: false, reason: 'notFinished', detail: `${record.actions.length} actions` };
  return { ok: true, plan: { turns, stepsPerPoint: Math.max(1, budget.playouts) } };
}

/** What the page is told after `step` playouts: the turn under search, or the moments once every point is known. */
export function progressAt(plan: ReviewPlan, step: number): ReviewProgress {
  const { turns, stepsPerPoint } = plan;
  const last = turns[turns.length - 1]!;
  // Every point but the last (a finished game, one step) is searched with the full budget.
  const point = Math.floor(step / stepsPerPoint);
  if (point >= turns.length) return { turn: last, turns: last, moments: true };
  return { turn: Math.max(1, turns[point]!), turns: last, moments: false };
}

export interface ReviewHost {
  receive(message: ToReview): void;
}

/**
 * The review worker's logic (`reviewWorker.ts` posts its messages; the unit tests run it inline): one review at a
 * time, with the bots' own review code (`reviewSteps`), a slice of playouts at a time between two reads of the
 * messages, so that a cancel or a new start is heard within a slice. `later` puts the next slice behind the
 * messages already queued.
 */
export function createReviewHost(
  post: (message: FromReview) => void,
  later: (next: () => void) => void = (next) => setTimeout(next, 0),
): ReviewHost {
  let current: {
    readonly job: number;
    readonly steps: Generator<void, GameReview, void>;
    readonly plan: ReviewPlan;
    done: number;
    shown: string;
  } | null = null;

  const run = (job: number) => {
    const review = current;
    if (review?.job !== job) return;
    const until = performance.now() + SLICE_MS;
    try {
      do {
        const next = review.steps.next();
        if (next.done) {
          current = null;
          post({ type: 'result', job, review: next.value });
          return;
        }
        review.done++;
      } while (performance.now() < until);
    } catch (error) {
      current = null;
      const detail = error instanceof Error ? error.message : String(error);
      post({ type: 'refused', job, reason: error instanceof ReviewReplayError ? 'replayRefused' : 'failed', detail });
      return;
    }
    const progress = progressAt(review.plan, review.done);
    const key = JSON.stringify(progress);
    if (key !== review.shown) {
      review.shown = key;
      post({ type: 'progress', job, progress });
    }
    later(() => run(job));
  };

  return {
    receive(message) {
      if (message.type === 'cancel') {
        if (current?.job === message.job) current = null;
        return;
      }
      const { job, record, budget } = message;
      current = null;
      const entry = Object.hasOwn(REVIEW_ENTRIES, record.game) ? REVIEW_ENTRIES[record.game as SearchGame] : null;
      if (!entry) {
        post({ type: 'refused', job, reason: 'unknownGame', detail: record.game });
        return;
      }
      let planned: Planned;
      try {
        planned = plan(entry, record, budget);
      } catch (error) {
        planned = {
          ok: false,
          reason: 'replayRefused',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
      if (!planned.ok) {
        post({ type: 'refused', job, reason: planned.reason, detail: planned.detail });
        return;
      }
      const progress = progressAt(planned.plan, 0);
      current = {
        job,
        steps: reviewSteps(entry, record, budget),
        plan: planned.plan,
        done: 0,
        shown: JSON.stringify(progress),
      };
      post({ type: 'progress', job, progress });
      later(() => run(job));
    },
  };
}
