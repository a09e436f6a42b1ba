import { parentPort } from 'node:worker_threads';
import { seedRng } from '@arrakis/engine';
import type { DuneAction, DuneBelief, DuneView } from '@arrakis/dune';
import type { ImperiumAction, ImperiumBelief, ImperiumView } from '@arrakis/imperium';
import { duneSearchDomain } from '../dune/ismctsBot.ts';
import type { BotAction, BotView } from '../imperium/context.ts';
import { imperiumSearchDomain, uprisingSearchDomain } from '../imperium/ismctsBot.ts';
import { ismcts, type SearchResult } from './search.ts';
import type { ReviewStepReply, ReviewStepRequest, SearchRequest, SearchReply } from './pool.ts';
import type { GameReview } from '@arrakis/engine';
import { REVIEW_ENTRIES } from '../review/entries.ts';
import { reviewSteps } from '../review/review.ts';

function search(request: SearchRequest<unknown, unknown>): SearchResult<unknown> {
  const rng = seedRng(request.seed);
  if (request.game === 'imperium') {
    const r = request as SearchRequest<ImperiumView, ImperiumAction>;
    return ismcts(
      imperiumSearchDomain(r.view.round, r.belief as ImperiumBelief),
      {
        view: r.view,
        actions: r.actions,
        seat: r.seat,
        prior: r.prior,
        rng,
        ...(r.ranking ? { ranking: r.ranking } : {}),
      },
      r.budget,
    );
  }
  if (request.game === 'uprising') {
    const r = request as SearchRequest<BotView, BotAction>;
    return ismcts(
      uprisingSearchDomain(r.view.round, r.belief as ImperiumBelief),
      {
        view: r.view,
        actions: r.actions,
        seat: r.seat,
        prior: r.prior,
        rng,
        ...(r.ranking ? { ranking: r.ranking } : {}),
      },
      r.budget,
    );
  }
  const r = request as SearchRequest<DuneView, DuneAction>;
  return ismcts(
    duneSearchDomain(r.view.turn, r.belief as DuneBelief),
    { view: r.view, actions: r.actions, seat: r.seat, prior: r.prior, rng },
    r.budget,
  );
}

/** The reviews under way on this worker, between two slices. */
const reviews = new Map<number, Generator<void, GameReview, void>>();

function reviewStep(request: ReviewStepRequest): ReviewStepReply {
  try {
    let steps = reviews.get(request.job);
    if (!steps && request.start) {
      const { game, record, budget } = request.start;
      steps = reviewSteps(REVIEW_ENTRIES[game], record, budget);
      reviews.set(request.job, steps);
    }
    if (!steps) return { id: request.id, ok: false, message: `review ${request.job} is not under way here` };
    const next = steps.next();
    if (!next.done) return { id: request.id, ok: true, done: false };
    reviews.delete(request.job);
    return { id: request.id, ok: true, done: true, review: next.value };
  } catch (error) {
    reviews.delete(request.job);
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

// One job at a time per worker: the pool sends the next request only after the reply.
parentPort!.on('message', (request: SearchRequest<unknown, unknown> | ReviewStepRequest) => {
  if ('kind' in request) {
    parentPort!.postMessage(reviewStep(request));
    return;
  }
  let reply: SearchReply;
  try {
    const result = search(request);
    reply = { id: request.id, ok: true, iterations: result.iterations, root: result.root };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort!.postMessage(reply);
});
