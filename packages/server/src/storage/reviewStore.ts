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

/**
 * Takes the oldest queued review for this instance: the update only succeeds while the row is still pending, so
 * two instances never compute the same review. `running` rows left by a stopped server are taken again.
 */
export async function claimReview(db: Db, retryRunning: boolean): Promise<string | null> {
  const statuses: ('pending' | 'running')[] = retryRunning ? ['pending', 'running'] : ['pending'];
  const candidates = await db
    .selectFrom('match_reviews')
    .select(['match_id', 'status'])
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('match_id')
    .limit(8)
    .execute();
  for (const c of candidates) {
    const taken = await db
      .updateTable('match_reviews')
      .set({ status: 'running' })
      .where('match_id', '=', c.match_id)
      .where('status', '=', c.status)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return c.match_id;
  }
  return null;
}

export async function finishReview(
  db: Db,
  matchId: string,
  result: { readonly review: GameReview } | { readonly reason: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('match_reviews')
    .set(
      'review' in result
        ? { status: 'ready', review: JSON.stringify(result.review), reason: null, finished_at: now }
        : { status: 'unavailable', review: null, reason: result.reason, finished_at: now },
    )
    .where('match_id', '=', matchId)
    .where('status', '=', 'running')
    .execute();
}
