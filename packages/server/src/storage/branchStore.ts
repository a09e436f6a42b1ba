import type { BranchSource, LoggedAction, SeatSetup } from '@arrakis/engine';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/**
 * What a match started by "play on from here" (issue 22) needs to load again: it cannot be replayed from its setup
 * alone. Its first state is the source game's setup (`seed`, `seats`, the match's options) with the source's first
 * `source.at` actions replayed, then rebranched with the match's own seed; its own actions follow.
 */
export interface StoredBranch {
  readonly source: BranchSource;
  /** The source game's seed and seats, as its setup took them. */
  readonly seed: string;
  readonly seats: readonly SeatSetup[];
  /** The source's first `source.at` actions. */
  readonly actions: readonly LoggedAction[];
}

type Db = Kysely<DatabaseSchema>;

export async function insertBranch(tx: Transaction<DatabaseSchema> | Db, matchId: string, branch: StoredBranch) {
  await tx
    .insertInto('match_branches')
    .values({
      match_id: matchId,
      source_match: branch.source.matchId ?? null,
      at: branch.source.at,
      seed: branch.seed,
      seats: JSON.stringify(branch.seats),
      actions: JSON.stringify(branch.actions),
    })
    .execute();
}

/** The match's branch, or null for a match played from its setup. */
export async function matchBranch(db: Db, matchId: string): Promise<StoredBranch | null> {
  const row = await db.selectFrom('match_branches').selectAll().where('match_id', '=', matchId).executeTakeFirst();
  if (!row) return null;
  return {
    source: { ...(row.source_match === null ? {} : { matchId: row.source_match }), at: Number(row.at) },
    seed: row.seed,
    seats: JSON.parse(row.seats) as SeatSetup[],
    actions: JSON.parse(row.actions) as LoggedAction[],
  };
}
