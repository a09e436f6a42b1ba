import { ruleError, type ReviewStatus } from '@arrakis/engine';
import type { ReviewBudget } from '@arrakis/bots';
import type { Kysely } from 'kysely';
import type { Outcome } from './matchService.ts';
import { RecordService } from './records.ts';
import { getMatch } from './storage/matchStore.ts';
import { reviewNiceFromEnv } from './reviewBudget.ts';
import { ReviewProcess, ReviewStuckError } from './reviewer/reviewProcess.ts';
import {
  claimReview,
  finishedWithoutReview,
  finishReview,
  giveBackReview,
  queueReview,
  renewReview,
  storedReview,
  type ReviewClaim,
} from './storage/reviewStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';

export interface ReviewServiceOptions {
  readonly db: Kysely<DatabaseSchema>;
  /** Resolves once no bot of a live match is searching: a review waits for it between two playouts. */
  liveIdle(): Promise<void>;
  readonly budget: ReviewBudget;
  readonly process?: ReviewProcessSettings;
  /** One instance only: a review left `running` by a stopped server is taken again. */
  readonly retryRunning: boolean;
  report(error: unknown, context: string): void;
}

/** The review process's watch (issue 22): see `DEFAULT_REVIEW_PROCESS`. */
export interface ReviewProcessSettings {
  /** A playout not done in this long: the review is stuck, its process killed, the review given back. */
  readonly stuckMs?: number;
  /** A review given back is taken again after this long. */
  readonly retryMs?: number;
  /** After this many stuck attempts the review is unavailable (`reviewStuck`). */
  readonly attempts?: number;
  /** The process's nice value; default `ARRAKIS_REVIEW_NICE`, else 19 (the lowest priority). */
  readonly nice?: number;
  /** Tests: a review process was started (its pid). */
  readonly started?: (pid: number) => void;
}

export const DEFAULT_REVIEW_PROCESS = { stuckMs: 5 * 60_000, retryMs: 10 * 60_000, attempts: 3 } as const;

/**
 * The post-game reviews of issue 22 (docs/records.md "Review"): queued once when a match ends (or when a finished
 * match without one is found at start or asked for), computed one at a time in the background off the request path,
 * stored, and never computed again.
 */
export class ReviewService {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly reviewer: ReviewProcess;
  private readonly stuckMs: number;
  private readonly retryMs: number;
  private readonly attempts: number;
  private retries = new Set<NodeJS.Timeout>();

  constructor(private readonly options: ReviewServiceOptions) {
    this.stuckMs = options.process?.stuckMs ?? DEFAULT_REVIEW_PROCESS.stuckMs;
    this.retryMs = options.process?.retryMs ?? DEFAULT_REVIEW_PROCESS.retryMs;
    this.attempts = options.process?.attempts ?? DEFAULT_REVIEW_PROCESS.attempts;
    const started = options.process?.started;
    this.reviewer = new ReviewProcess({
      stuckMs: this.stuckMs,
      nice: options.process?.nice ?? reviewNiceFromEnv(),
      liveIdle: () => options.liveIdle(),
      ...(started ? { started } : {}),
    });
  }

  /** Several instances: a review given back or left by a stopped instance is looked for (the periodic scan). */
  poll(): void {
    this.kick();
  }

  /** A match has just ended. */
  async ended(matchId: string): Promise<void> {
    await queueReview(this.options.db, matchId, Date.now());
    this.kick();
  }

  /** At start: the matches that finished without a review, and the reviews still waiting. */
  async resume(): Promise<void> {
    for (const id of await finishedWithoutReview(this.options.db)) await queueReview(this.options.db, id, Date.now());
    this.kick();
  }

  /** `GET /api/matches/:id/review`. */
  async status(matchId: string): Promise<Outcome<ReviewStatus>> {
    const match = await getMatch(this.options.db, matchId);
    if (!match) return { ok: false, status: 404, error: ruleError('unknownMatch', { matchId }) };
    if (match.quarantine || match.unreadable !== null)
      return {
        ok: false,
        status: 409,
        error: ruleError('matchQuarantined', { matchId, reason: match.quarantine?.reason ?? 'corruptRecord' }),
      };
    if (match.status === 'active') return { ok: false, status: 409, error: ruleError('matchNotFinished', { matchId }) };
    if (match.status !== 'finished') return { ok: true, value: { status: 'unavailable', reason: 'matchAbandoned' } };
    const stored = await storedReview(this.options.db, matchId);
    if (stored) return { ok: true, value: stored.status };
    await this.ended(matchId);
    return { ok: true, value: { status: 'pending' } };
  }

  private kick(): void {
    this.again = true;
    if (this.running || this.closed) return;
    this.running = (async () => {
      while (this.again && !this.closed) {
        this.again = false;
        await this.drain();
      }
    })()
      .catch((error: unknown) => this.options.report(error, 'post-game reviews'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.closed) this.kick();
        // Nothing left to review: the review process is not kept waiting.
        else this.reviewer.stop();
      });
  }

  private async drain(): Promise<void> {
    const { db } = this.options;
    for (;;) {
      if (this.closed) return;
      const claim = await claimReview(db, this.options.retryRunning, Date.now(), this.leaseMs);
      if (claim === null) return;
      await this.compute(claim);
    }
  }

  /** Another instance takes a running review over once its lease is this long past its last renewal. */
  private get leaseMs(): number {
    return 2 * this.stuckMs;
  }

  private async compute(claim: ReviewClaim): Promise<void> {
    const { db } = this.options;
    const { matchId } = claim;
    const record = await new RecordService(db).record(matchId);
    if (!record.ok) {
      await finishReview(db, claim, { reason: record.error.code }, Date.now());
      return;
    }
    const { game } = record.value;
    if (game !== 'dune' && game !== 'imperium' && game !== 'uprising') {
      await finishReview(db, claim, { reason: 'unknownGame' }, Date.now());
      return;
    }
    // A closing server leaves the review `running`: the next start (or another instance, once the lease ends) takes
    // it again.
    if (this.closed) return;
    let renewedAt = Date.now();
    const progressed = (): void => {
      const now = Date.now();
      if (now - renewedAt < this.stuckMs / 2) return;
      renewedAt = now;
      renewReview(db, claim, now + this.leaseMs).catch((error: unknown) =>
        this.options.report(error, `renewing the review lease of match ${matchId}`),
      );
    };
    try {
      const review = await this.reviewer.review(game, record.value, this.options.budget, progressed);
      await finishReview(db, claim, { review }, Date.now());
    } catch (error) {
      if (this.closed) return;
      this.options.report(error, `review of match ${matchId} (attempt ${claim.attempt})`);
      if (!(error instanceof ReviewStuckError)) {
        await finishReview(db, claim, { reason: 'reviewFailed' }, Date.now());
      } else if (claim.attempt >= this.attempts) {
        await finishReview(db, claim, { reason: error.code }, Date.now());
      } else {
        await giveBackReview(db, claim, Date.now() + this.retryMs);
        this.retryLater();
      }
    }
  }

  /** A review given back is looked for again once its retry time has come. */
  private retryLater(): void {
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.kick();
    }, this.retryMs);
    timer.unref();
    this.retries.add(timer);
  }

  /** Stops taking reviews; the one under way ends with the pool (`settled` waits for it). */
  close(): void {
    this.closed = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    this.reviewer.stop();
  }

  async settled(): Promise<void> {
    await this.running;
  }
}
