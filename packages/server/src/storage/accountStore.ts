import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** Accounts (issue 18): a hashed link token, and the seats attached to it (their tokens sealed with the link's). */

type Db = Kysely<DatabaseSchema>;

export interface AttachedSeat {
  readonly matchId: string;
  readonly seat: number;
  /** The seat's token, sealed with a key only the account's link gives (see accounts/seal.ts). */
  readonly sealedToken: string;
}

export async function insertAccount(db: Db, tokenHash: string, at: number): Promise<void> {
  await db.insertInto('accounts').values({ token_hash: tokenHash, created_at: at }).execute();
}

export async function accountExists(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Attaches seats; a seat attached already keeps its row. */
export async function attachSeats(db: Db, tokenHash: string, seats: readonly AttachedSeat[]): Promise<void> {
  if (seats.length === 0) return;
  await db
    .insertInto('account_seats')
    .values(
      seats.map((s) => ({ account_hash: tokenHash, match_id: s.matchId, seat: s.seat, sealed_token: s.sealedToken })),
    )
    .onConflict((oc) => oc.columns(['account_hash', 'match_id', 'seat']).doNothing())
    .execute();
}

export async function attachedSeats(db: Db, tokenHash: string): Promise<AttachedSeat[]> {
  const rows = await db
    .selectFrom('account_seats')
    .select(['match_id', 'seat', 'sealed_token'])
    .where('account_hash', '=', tokenHash)
    .execute();
  return rows.map((r) => ({ matchId: r.match_id, seat: Number(r.seat), sealedToken: r.sealed_token }));
}

/**
 * Deletes the account, its attachments, and the chat lines its seats wrote (personal data): in one transaction.
 * Answers how many chat lines went.
 */
export async function deleteAccount(db: Db, tokenHash: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const seats = await tx
      .selectFrom('account_seats')
      .select(['match_id', 'seat'])
      .where('account_hash', '=', tokenHash)
      .execute();
    let lines = 0;
    for (const { match_id, seat } of seats) {
      const result = await tx
        .deleteFrom('chat_lines')
        .where('match_id', '=', match_id)
        .where('from_seat', '=', Number(seat))
        .executeTakeFirst();
      lines += Number(result.numDeletedRows);
    }
    await tx.deleteFrom('account_seats').where('account_hash', '=', tokenHash).execute();
    await tx.deleteFrom('accounts').where('token_hash', '=', tokenHash).execute();
    return lines;
  });
}
