import { Worker } from 'node:worker_threads';
import { randomInt, type GameRecord, type GameReview, type RngState, type Seat } from '@arrakis/engine';
import type { ReviewBudget } from '../review/review.ts';
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

/**
 * One slice of a post-game review (a playout): the worker keeps the review under way between slices, keyed by
 * `job`; the first slice carries the record.
 */
export interface ReviewStepRequest {
  readonly kind: 'reviewStep';
  readonly id: number;
  readonly job: number;
  readonly start?: { readonly game: SearchGame; readonly record: GameRecord; readonly budget: ReviewBudget };
}

export type ReviewStepReply =
  | { readonly id: number; readonly ok: true; readonly done: false }
  | { readonly id: number; readonly ok: true; readonly done: true; readonly review: GameReview }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Live work (a bot deciding in a match) always goes before review work on a worker. */
export type PoolPriority = 'live' | 'review';

export type SearchReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly iterations: number;
      readonly root: SearchResult<unknown>['root'];
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

type WorkerReply = SearchReply | ReviewStepReply;

interface Slot {
  readonly worker: Worker;
  readonly waiting: Map<number, (reply: WorkerReply) => void>;
}

interface Job {
  readonly message: Record<string, unknown>;
  readonly resolve: (reply: WorkerReply) => void;
}

/** A worker's waiting work, in two lanes: the review lane is served only when no live job waits. */
interface Lanes {
  readonly live: Job[];
  readonly review: Job[];
  busy: boolean;
}

/**
 * Worker threads that search in parallel (root parallelisation: each worker grows its own tree from the same view
 * with its own random stream; their root statistics are summed). The main thread only waits, so a server stays
 * responsive while its bots think.
 */
export class SearchPool {
  private readonly slots: Slot[] = [];
  private readonly lanes: Lanes[] = [];
  private nextId = 1;
  private nextReview = 1;
  private readonly reviewsInFlight = new Map<number, (reply: WorkerReply) => void>();
  private closed = false;
  /** Live jobs queued or running, and who waits for there to be none. */
  private live = 0;
  private liveWaiters: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a search pool needs at least one worker, not ${size}`);
  }

  private slot(i: number): Slot {
    let slot = this.slots[i];
    if (!slot) {
      const worker = new Worker(new URL('./worker.js', import.meta.url));
      worker.unref();
      const waiting = new Map<number, (reply: WorkerReply) => void>();
      worker.on('message', (reply: WorkerReply) => {
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

  private lane(i: number): Lanes {
    let lane = this.lanes[i];
    if (!lane) this.lanes[i] = lane = { live: [], review: [], busy: false };
    return lane;
  }

  /** Queues a message for worker `i`; each worker runs one job at a time, live ones first. */
  private enqueue(i: number, priority: PoolPriority, message: Record<string, unknown>): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'));
    if (priority === 'live') this.live++;
    const done = new Promise<WorkerReply>((resolve) => {
      this.lane(i)[priority].push({ message, resolve });
      this.dispatch(i);
    });
    if (priority === 'live') void done.finally(() => this.liveDone());
    return done;
  }

  private liveDone(): void {
    if (--this.live > 0) return;
    const waiters = this.liveWaiters;
    this.liveWaiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Resolves once no live search is queued or running: work outside the pool (a post-game review in a process of
   * its own) waits for it between two of its slices: a bot's decision goes first.
   */
  liveIdle(): Promise<void> {
    if (this.live === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.liveWaiters.push(resolve));
  }

  private dispatch(i: number): void {
    const lane = this.lane(i);
    if (lane.busy || this.closed) return;
    const live = lane.live.shift();
    const job = live ?? lane.review.shift();
    if (!job) return;
    lane.busy = true;
    const slot = this.slot(i);
    const id = this.nextId++;
    if (!live) this.reviewsInFlight.set(id, job.resolve);
    slot.waiting.set(id, (reply) => {
      lane.busy = false;
      this.reviewsInFlight.delete(id);
      job.resolve(reply);
      this.dispatch(i);
    });
    slot.worker.postMessage({ ...job.message, id });
  }

  private async ask<V, A>(i: number, request: Omit<SearchRequest<V, A>, 'id'>): Promise<SearchReply> {
    return (await this.enqueue(i, 'live', { ...request })) as SearchReply;
  }

  /**
   * Reviews a finished game's record on one worker, a playout at a time at the lowest priority: a live search
   * queued meanwhile waits at most one playout. Rejects when the record does not replay or the worker fails.
   */
  async review(game: SearchGame, record: GameRecord, budget: ReviewBudget): Promise<GameReview> {
    const i = this.size - 1;
    const job = this.nextReview++;
    let start: ReviewStepRequest['start'] = { game, record, budget };
    for (;;) {
      const reply = (await this.enqueue(i, 'review', {
        kind: 'reviewStep',
        job,
        ...(start ? { start } : {}),
      })) as ReviewStepReply;
      start = undefined;
      if (!reply.ok) throw new Error(`review worker failed: ${reply.message}`);
      if (reply.done) return reply.review;
    }
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
    for (const wake of this.liveWaiters.splice(0)) wake();
    for (const lane of this.lanes) {
      for (const job of [...lane.live, ...lane.review]) job.resolve({ id: 0, ok: false, message: 'the pool closed' });
      lane.live.length = 0;
      lane.review.length = 0;
    }
    // A terminated worker never answers: the review it was slicing is told now, so that its caller can stop.
    for (const [id, resolve] of this.reviewsInFlight) resolve({ id, ok: false, message: 'the pool closed' });
    this.reviewsInFlight.clear();
    await Promise.all(this.slots.filter(Boolean).map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}
