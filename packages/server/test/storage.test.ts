import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, openDatabase, type Database } from '../src/storage/database.ts';
import {
  actionsAfter,
  commitAction,
  getMatch,
  insertMatch,
  latestSnapshot,
  type MatchRecord,
} from '../src/storage/matchStore.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';

const match: MatchRecord = {
  id: 'm1',
  game: 'dune',
  engineVersion: 1,
  options: {},
  seats: [
    { kind: 'human', name: 'A', resigned: false },
    { kind: 'bot', name: 'B', resigned: false },
  ],
  seed: 'seed',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  rematchOf: null,
  rematch: null,
  moveDeadlineSeconds: null,
  standIn: null,
  listed: false,
  webhook: null,
  seq: 0,
  deciding: [0],
  factions: ['atreides', 'harkonnen'],
  quarantine: null,
  unreadable: null,
};

describe.each(DIALECTS)('storage (%s)', (dialect) => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    database = await openDatabase(testDb.options);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('migrations run on every start and leave the data alone', async () => {
    await insertMatch(
      database.db,
      match,
      [{ seat: 0, tokenHash: 'ab'.repeat(32) }],
      [{ kind: 'move', seq: 0, dueAt: 1_800_000_000_000 }],
    );
    const again = await openDatabase(testDb.options);
    expect(await getMatch(again.db, 'm1')).toEqual(match);
    await again.close();
  });

  it('of concurrent inserts at one seq, exactly one commits; the other is a unique violation', async () => {
    const commit = (db: Database, seat: number) =>
      commitAction(db.db, {
        matchId: 'm1',
        action: { seq: 1, seat, action: { type: 'pass', seat }, source: 'seat', events: [], at: Date.now() },
        status: 'active',
        deciding: [1 - seat],
        snapshot: JSON.stringify({ seat }),
        timers: [],
      });
    // On PostgreSQL a second pool stands for a second server instance. better-sqlite3 is synchronous: two
    // connections in one thread would wait on each other's lock, so SQLite shares one (Kysely queues its transactions).
    const other = dialect === 'postgres' ? await openDatabase(testDb.options) : database;
    const results = await Promise.allSettled([commit(database, 0), commit(other, 1)]);
    if (other !== database) await other.close();
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(isUniqueViolation((failed[0] as PromiseRejectedResult).reason)).toBe(true);
    const stored = await actionsAfter(database.db, 'm1', 0);
    expect(stored).toHaveLength(1);
    // The loser's whole transaction rolled back: the snapshot and match row match the winner.
    const winner = (stored[0]!.action as { seat: number }).seat;
    expect(await latestSnapshot(database.db, 'm1')).toEqual({ seq: 1, state: { seat: winner } });
    expect((await getMatch(database.db, 'm1'))!.deciding).toEqual([winner === 0 ? 1 : 0]);
  });
});
