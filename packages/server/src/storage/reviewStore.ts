import type { GameReview, ReviewStatus } from '@arrakis/engine';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

type Db = Kysely<DatabaseSchema>;

/** A stored review and when it was queued: a review is computed once, so `createdAt` never changes. */
export interface StoredReview {
  readonly status: ReviewStatus;
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

/** Queues a finished match's review; a second call (another instance, a restart) leaves the first row alone. */
export async function queueReview(db: Db, matchId: string, now: number): Promise<void> {
  await db
    .insertInto('match_reviews')
    .values({ match_id: matchId, status: 'pending', review: null, reason: null, created_at: now, finished_at: null })
    .onConflict((oc) => oc.column('match_id').doNothing())
    .execute();
}

export async function storedReview(db: Db, matchId: string): Promise<StoredReview | null> {
  const row = await db.selectFrom('match_reviews').selectAll().where('match_id', '=', matchId).executeTakeFirst();
  if (!row) return null;
  const status: ReviewStatus =
    row.status === 'ready' && row.review !== null
      ? { status: 'ready', review: JSON.parse(row.review) as GameReview }
      : row.status === 'unavailable'
        ? { status: 'unavailable', reason: row.reason ?? 'unknown' }
        : { status: row.status === 'running' ? 'running' : 'pending' };
  return {
    status,
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** The finished matches without a review row: those that ended while no server was there to queue them. */
export async function finishedWithoutReview(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('matches')
    .leftJoin('match_reviews', 'match_reviews.match_id', 'matches.id')
    .select('matches.id')
    .where('matches.status', '=', 'finished')
    .where('match_reviews.match_id', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** A review taken by this instance: its match, and the attempt that fences its writes. */
export interface ReviewClaim {
  readonly matchId: string;
  readonly attempt: number;
}

/**
 * Takes the oldest queued review for this instance, with a lease until `now + leaseMs`: the update only succeeds
 * while the row is as read, so two instances never compute the same review. A pending review waits for its
 * `retry_at`; a running one whose lease ran out (its instance died or stopped renewing) is taken again, and so
 * are all running rows with `retryRunning` (one instance, at start: nobody else computes them).
 */
export async function claimReview(
  db: Db,
  retryRunning: boolean,
  now: number,
  leaseMs: number,
): Promise<ReviewClaim | null> {
  const candidates = await db
    .selectFrom('match_reviews')
    .select(['match_id', 'status', 'attempts'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)])]),
        retryRunning
          ? eb('status', '=', 'running')
          : eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', now)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('match_id')
    .limit(8)
    .execute();
  for (const c of candidates) {
    const attempt = Number(c.attempts) + 1;
    const taken = await db
      .updateTable('match_reviews')
      .set({ status: 'running', attempts: attempt, lease_until: now + leaseMs, retry_at: null })
      .where('match_id', '=', c.match_id)
      .where('status', '=', c.status)
      .where('attempts', '=', Number(c.attempts))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { matchId: c.match_id, attempt };
  }
  return null;
}

/** The review progresses: its lease runs until `until`. Answers whether the review is still this claim's. */
export async function renewReview(db: Db, claim: ReviewClaim, until: number): Promise<boolean> {
  const renewed = await db
    .updateTable('match_reviews')
    .set({ lease_until: until })
    .where('match_id', '=', claim.matchId)
    .where('status', '=', 'running')
    .where('attempts', '=', claim.attempt)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** A stuck attempt gives the review back: pending again, not taken before `retryAt`. */
export async function giveBackReview(db: Db, claim: ReviewClaim, retryAt: number): Promise<void> {
  await db
    .updateTable('match_reviews')
    .set({ status: 'pending', lease_until: null, retry_at: retryAt })
    .where('match_id', '=', claim.matchId)
    .where('status', '=', 'running')
    .where('attempts', '=', claim.attempt)
    .execute();
}

/** How many attempts a review has had (tests, and the metrics of a stuck one). */
export async function reviewAttempts(db: Db, matchId: string): Promise<number | null> {
  const row = await db
    .selectFrom('match_reviews')
    .select('attempts')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

export async function finishReview(
  db: Db,
  claim: ReviewClaim,
  result: { readonly review: GameReview } | { readonly reason: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('match_reviews')
    .set(
      'review' in result
        ? { status: 'ready', review: JSON.stringify(result.review), reason: null, finished_at: now, lease_until: null }
        : { status: 'unavailable', review: null, reason: result.reason, finished_at: now, lease_until: null },
    )
    .where('match_id', '=', claim.matchId)
    .where('status', '=', 'running')
    .where('attempts', '=', claim.attempt)
    .execute();
}
