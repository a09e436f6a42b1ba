import type { SearchPool } from '@arrakis/bots/pool';
import { ruleError, type ReviewStatus } from '@arrakis/engine';
import type { ReviewBudget } from '@arrakis/bots';
import type { Kysely } from 'kysely';
import type { Outcome } from './matchService.ts';
import { RecordService } from './records.ts';
import { getMatch } from './storage/matchStore.ts';
import { claimReview, finishedWithoutReview, finishReview, queueReview, storedReview } from './storage/reviewStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';

export interface ReviewServiceOptions {
  readonly db: Kysely<DatabaseSchema>;
  /** The bot pool: reviews run there at the lowest priority, a live decision always goes first. */
  pool(): SearchPool;
  readonly budget: ReviewBudget;
  /** One instance only: a review left `running` by a stopped server is taken again. */
  readonly retryRunning: boolean;
  report(error: unknown, context: string): void;
}

/**
 * The post-game reviews of issue 22 (docs/records.md "Review"): queued once when a match ends (or when a finished
 * match without one is found at start or asked for), computed one at a time in the background off the request path,
 * stored, and never computed again.
 */
export class ReviewService {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(private readonly options: ReviewServiceOptions) {}

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
      });
  }

  private async drain(): Promise<void> {
    const { db } = this.options;
    for (;;) {
      if (this.closed) return;
      const matchId = await claimReview(db, this.options.retryRunning);
      if (matchId === null) return;
      await this.compute(matchId);
    }
  }

  private async compute(matchId: string): Promise<void> {
    const { db } = this.options;
    const record = await new RecordService(db).record(matchId);
    if (!record.ok) {
      await finishReview(db, matchId, { reason: record.error.code }, Date.now());
      return;
    }
    const { game } = record.value;
    if (game !== 'dune' && game !== 'imperium' && game !== 'uprising') {
      await finishReview(db, matchId, { reason: 'unknownGame' }, Date.now());
      return;
    }
    // A closing server leaves the review `running`: the next start takes it again.
    if (this.closed) return;
    try {
      const review = await this.options.pool().review(game, record.value, this.options.budget);
      await finishReview(db, matchId, { review }, Date.now());
    } catch (error) {
      if (this.closed) return;
      this.options.report(error, `review of match ${matchId}`);
      await finishReview(db, matchId, { reason: 'reviewFailed' }, Date.now());
    }
  }

  /** Stops taking reviews; the one under way ends with the pool (`settled` waits for it). */
  close(): void {
    this.closed = true;
  }

  async settled(): Promise<void> {
    await this.running;
  }
}
