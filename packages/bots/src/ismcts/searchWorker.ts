import { parentPort } from 'node:worker_threads';
import { seedRng } from '@arrakis/engine';
import type { DuneAction, DuneBelief, DuneView } from '@arrakis/dune';
import { duneSearchDomain } from '../dune/ismctsBot.ts';
import { ismcts } from './search.ts';
import type { SearchRequest, SearchReply } from './pool.ts';

// One search at a time per worker: the pool sends the next request only after the reply.
parentPort!.on('message', (request: SearchRequest<DuneView, DuneAction>) => {
  let reply: SearchReply;
  try {
    const result = ismcts(
      duneSearchDomain(request.view.turn, request.belief as DuneBelief),
      {
        view: request.view,
        actions: request.actions,
        seat: request.seat,
        prior: request.prior,
        rng: seedRng(request.seed),
      },
      request.budget,
    );
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
