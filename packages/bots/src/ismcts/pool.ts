import { Worker } from 'node:worker_threads';
import { randomInt, type RngState, type Seat } from '@arrakis/engine';
import type { SearchGame } from './levels.ts';
import { bestOver, keyOf, type RootStat, type SearchBudget, type SearchResult } from './search.ts';

export interface SearchRequest<V, A> {
  readonly id: number;
  /** Which game's search domain the worker builds. */
  readonly game: SearchGame;
  readonly view: V;
  readonly actions: readonly A[];
  readonly seat: Seat;
  readonly prior: A;
  readonly ranking?: readonly A[];
  readonly seed: string;
  readonly budget: SearchBudget;
  /** What the seat believes beyond its view (the game's belief type), for the determinizations. */
  readonly belief: unknown;
}

export type SearchReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly iterations: number;
      readonly root: SearchResult<unknown>['root'];
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

interface Slot {
  readonly worker: Worker;
  readonly waiting: Map<number, (reply: SearchReply) => void>;
}

/**
 * Worker threads that search in parallel (root parallelisation: each worker grows its own tree from the same view
 * with its own random stream; their root statistics are summed). The main thread only waits, so a server stays
 * responsive while its bots think.
 */
export class SearchPool {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a search pool needs at least one worker, not ${size}`);
  }

  private slot(i: number): Slot {
    let slot = this.slots[i];
    if (!slot) {
      const worker = new Worker(new URL('./worker.js', import.meta.url));
      worker.unref();
      const waiting = new Map<number, (reply: SearchReply) => void>();
      worker.on('message', (reply: SearchReply) => {
        waiting.get(reply.id)?.(reply);
        waiting.delete(reply.id);
      });
      worker.on('error', (error) => {
        for (const [id, resolve] of waiting) resolve({ id, ok: false, message: error.message });
        waiting.clear();
        this.slots[i] = undefined as unknown as Slot;
      });
      slot = { worker, waiting };
      this.slots[i] = slot;
    }
    return slot;
  }

  private ask<V, A>(i: number, request: Omit<SearchRequest<V, A>, 'id'>): Promise<SearchReply> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'));
    const slot = this.slot(i);
    const id = this.nextId++;
    return new Promise((resolve) => {
      slot.waiting.set(id, resolve);
      slot.worker.postMessage({ ...request, id });
    });
  }

  /**
   * Searches on every worker with the whole time budget and a share of the iterations, then merges the roots.
   * `game` names the search domain the workers build (Dune unless said).
   */
  async search<V, A>(
    input: {
      readonly view: V;
      readonly actions: readonly A[];
      readonly seat: Seat;
      readonly prior: A;
      readonly ranking?: readonly A[];
      readonly rng: RngState;
    },
    budget: SearchBudget,
    belief: unknown = {},
    game: SearchGame = 'dune',
  ): Promise<SearchResult<A>> {
    const share = { iterations: Math.max(1, Math.ceil(budget.iterations / this.size)), ms: budget.ms };
    const seeds = Array.from({ length: this.size }, () => `pool:${randomInt(input.rng, 1 << 30)}`);
    const replies = await Promise.all(
      seeds.map((seed, i) =>
        this.ask(i, {
          game,
          view: input.view,
          actions: input.actions,
          seat: input.seat,
          prior: input.prior,
          ...(input.ranking ? { ranking: input.ranking } : {}),
          seed,
          budget: share,
          belief,
        }),
      ),
    );
    const merged = new Map<
      string,
      { visits: number; total: number; pairs: number; advantage: number; advantageSq: number }
    >();
    let iterations = 0;
    for (const reply of replies) {
      if (!reply.ok) throw new Error(`search worker failed: ${reply.message}`);
      iterations += reply.iterations;
      for (const r of reply.root) {
        const m = merged.get(r.key) ?? { visits: 0, total: 0, pairs: 0, advantage: 0, advantageSq: 0 };
        m.visits += r.visits;
        m.total += r.mean * r.visits;
        m.pairs += r.pairs;
        m.advantage += r.advantage * r.pairs;
        m.advantageSq += r.advantageSq;
        merged.set(r.key, m);
      }
    }
    const stats: RootStat[] = [...merged.entries()].map(([key, m]) => ({
      key,
      visits: m.visits,
      mean: m.visits > 0 ? m.total / m.visits : 0,
      advantage: m.pairs > 0 ? m.advantage / m.pairs : 0,
      pairs: m.pairs,
      advantageSq: m.advantageSq,
    }));
    const chosen = bestOver(stats, keyOf(input.prior));
    const root = [...stats].sort((a, b) => (a.key === chosen ? -1 : b.key === chosen ? 1 : b.advantage - a.advantage));
    const action = input.actions.find((a) => keyOf(a) === chosen) ?? input.prior;
    return { action, iterations, root };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.filter(Boolean).map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}
