import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, openDatabase, type Database } from '../src/storage/database.ts';
import {
  actionsAfter,
  commitAction,
  getMatch,
  insertMatch,
  latestSnapshot,
  matchTimers,
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

  it('a commit writes the action, the row and the timers whole: a gone kind deleted, a kept one moved, a new one added', async () => {
    const queries: string[] = [];
    const counted = await openDatabase({ ...testDb.options, onQuery: (sql) => queries.push(sql) });
    const m2 = { ...match, id: 'm2' };
    await insertMatch(
      counted.db,
      m2,
      [],
      [
        { kind: 'move', seq: 0, dueAt: 1_800_000_000_000 },
        { kind: 'bid', seq: 0, dueAt: 1_800_000_000_500 },
      ],
    );
    const seats = [{ ...m2.seats[0]!, missed: 1 }, m2.seats[1]!];
    const committed = queries.length;
    await commitAction(counted.db, {
      matchId: 'm2',
      action: { seq: 1, seat: 0, action: { type: 'pass' }, source: 'timeout', events: [], at: 1_800_000_000_001 },
      status: 'active',
      deciding: [1],
      snapshot: null,
      timers: [
        { kind: 'move', seq: 1, dueAt: 1_800_000_001_000 },
        { kind: 'phase', seq: 1, dueAt: 1_800_000_002_000 },
      ],
      factions: ['fremen', 'harkonnen'],
      seats,
    });
    // On PostgreSQL, one statement (data-modifying CTEs); SQLite runs its transaction's statements in process.
    if (dialect === 'postgres') expect(queries.length - committed).toBe(1);
    const row = await getMatch(counted.db, 'm2');
    expect(row).toMatchObject({ seq: 1, deciding: [1], factions: ['fremen', 'harkonnen'], seats });
    expect((await matchTimers(counted.db, 'm2')).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'move', seq: 1, dueAt: 1_800_000_001_000 },
      { kind: 'phase', seq: 1, dueAt: 1_800_000_002_000 },
    ]);
    expect(await latestSnapshot(counted.db, 'm2')).toBeNull();
    // Timers left alone (null), then all of them dropped (an empty list).
    const next = (seq: number, timers: [] | null) =>
      commitAction(counted.db, {
        matchId: 'm2',
        action: { seq, seat: 1, action: { type: 'pass' }, source: 'seat', events: [], at: 1_800_000_000_002 },
        status: seq === 3 ? 'finished' : 'active',
        deciding: [],
        snapshot: seq === 3 ? JSON.stringify({ seq }) : null,
        timers,
      });
    await next(2, null);
    expect(await matchTimers(counted.db, 'm2')).toHaveLength(2);
    await next(3, []);
    expect(await matchTimers(counted.db, 'm2')).toEqual([]);
    expect(await getMatch(counted.db, 'm2')).toMatchObject({ seq: 3, status: 'finished', seats });
    expect(await latestSnapshot(counted.db, 'm2')).toEqual({ seq: 3, state: { seq: 3 } });
    expect((await actionsAfter(counted.db, 'm2', 0)).map((a) => [a.seq, a.seat, a.source])).toEqual([
      [1, 0, 'timeout'],
      [2, 1, 'seat'],
      [3, 1, 'seat'],
    ]);
    await counted.close();
  });
});
