import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** How long personal data is kept (issue 18); null: for ever. */
export interface RetentionPolicy {
  /** A finished match (its log, its players' names, its chat) is deleted this long after its last move. */
  readonly finishedMatchDays: number | null;
  /** A chat line is deleted this long after it was written, in every match. */
  readonly chatDays: number | null;
}

export const DEFAULT_RETENTION: RetentionPolicy = { finishedMatchDays: 365, chatDays: 180 };

const DAY_MS = 86_400_000;

/** The tables that hold a match's rows, children first. */
const MATCH_TABLES = [
  'seat_votes',
  'match_branches',
  'match_reviews',
  'account_seats',
  'chat_reports',
  'chat_settings',
  'chat_lines',
  'timers',
  'snapshots',
  'actions',
  'seat_tokens',
] as const;

/** Deletes what the policy no longer keeps at `now`; answers how many matches and chat lines went. */
export async function purgeExpired(
  db: Kysely<DatabaseSchema>,
  policy: RetentionPolicy,
  now: number,
): Promise<{ matches: number; chatLines: number }> {
  let matches = 0;
  let chatLines = 0;
  if (policy.finishedMatchDays !== null) {
    const cutoff = now - policy.finishedMatchDays * DAY_MS;
    const finished = await db
      .selectFrom('matches')
      .select(['id', 'created_at'])
      .where('status', '=', 'finished')
      .execute();
    const lastMoves = new Map(
      (
        await db
          .selectFrom('actions')
          .select((eb) => ['match_id', eb.fn.max('at').as('last')])
          .where('match_id', 'in', finished.length === 0 ? [''] : finished.map((m) => m.id))
          .groupBy('match_id')
          .execute()
      ).map((r) => [r.match_id, Number(r.last)]),
    );
    const expired = finished.filter((m) => (lastMoves.get(m.id) ?? Date.parse(m.created_at)) < cutoff).map((m) => m.id);
    for (const id of expired) {
      await db.transaction().execute(async (tx) => {
        for (const table of MATCH_TABLES) await tx.deleteFrom(table).where('match_id', '=', id).execute();
        await tx.deleteFrom('matches').where('id', '=', id).execute();
      });
    }
    matches = expired.length;
  }
  if (policy.chatDays !== null) {
    const cutoff = now - policy.chatDays * DAY_MS;
    const result = await db.deleteFrom('chat_lines').where('at', '<', cutoff).executeTakeFirst();
    chatLines = Number(result.numDeletedRows);
  }
  return { matches, chatLines };
}
