import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { latest, playSeats } from './helpers/play.ts';
import { haveOrFailOnCi, REDIS_SERVER, startRedis, type TestRedis } from './helpers/redis.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

function updatesOf(client: SocketClient): Update[] {
  return client.messages.filter((m): m is Update => m.type === 'update');
}

/** Each update's log starts right after the previous update's seq: no gap, no duplicate. */
function expectNoGapNoDuplicate(client: SocketClient): void {
  const updates = updatesOf(client);
  for (let i = 1; i < updates.length; i++) {
    const before = updates[i - 1]!;
    const after = updates[i]!;
    expect(after.seq).toBeGreaterThanOrEqual(before.seq);
    if (after.seq > before.seq) expect(after.logFrom).toBe(before.seq + 1);
    else expect(after.log).toEqual([]);
  }
}

function entriesOf(client: SocketClient): Update['log'] {
  return updatesOf(client).flatMap((u) => u.log);
}

/** The queries that read the match's log, row or timers (what a room's catch-up reads). */
function logReads(queries: readonly string[]): string[] {
  return queries.filter((sql) => /^select/i.test(sql) && /from "(actions|matches|match_timers|timers)"/i.test(sql));
}

// Issue 23: an update committed on one instance reaches the clients of another without a database read there; the
// database is read only when a seq cannot be followed (a lost message). Real PostgreSQL and Redis.
describe.runIf(haveOrFailOnCi(REDIS_SERVER))('updates from another instance', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let first: RunningServer;
  let second: RunningServer;
  /** Every query the second instance sent, through its storage layer. */
  const secondQueries: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    redis = await startRedis();
    first = await startServer({ ...database.options, redisUrl: redis.url, scanMs: 200 });
    // The second instance's periodic scan never runs during the tests: only the messages move its rooms.
    second = await startServer({
      ...database.options,
      redisUrl: redis.url,
      scanMs: 3_600_000,
      onQuery: (sql) => secondQueries.push(sql),
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
    await database?.drop();
  });

  it("a room follows the other instance's actions in memory: the same updates on both, no read", async () => {
    const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
    const tokens = created.invites.map((i) => i.token);
    const here = await Promise.all(
      tokens.map(async (t) => (await SocketClient.join(first.url, created.matchId, t)).client),
    );
    const there = await Promise.all(
      tokens.map(async (t) => (await SocketClient.join(second.url, created.matchId, t)).client),
    );
    const watcher = (await SocketClient.join(second.url, created.matchId)).client;
    try {
      const before = secondQueries.length;
      const { acknowledged, last } = await playSeats(here, () => false, 30);
      expect(acknowledged.length).toBe(30);
      for (const client of [...there, watcher]) await client.anyUpdate((u) => u.seq >= last.seq, 30_000);
      expect(second.holdsLease(created.matchId)).toBe(false);
      // Thirty actions, each pushed to four clients of the second instance: not one query there.
      expect(secondQueries.slice(before)).toEqual([]);
      // Each seat's clients got the same updates in the same order, wherever they were connected.
      tokens.forEach((_, seat) => expect(updatesOf(there[seat]!)).toEqual(updatesOf(here[seat]!)));
      for (const client of [...here, ...there, watcher]) expectNoGapNoDuplicate(client);
      expect(latest([watcher]).seq).toBe(last.seq);
    } finally {
      await Promise.all([...here, ...there, watcher].map((c) => c.close()));
    }
  });

  it('a lost message: the next one shows a gap, and the room reads what it missed from the database', async () => {
    // An instance on the same database without Redis: what it commits is never told (as if the message were lost).
    const deaf = await startServer({ ...database.options });
    const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
    const tokens = created.invites.map((i) => i.token);
    const here = await Promise.all(
      tokens.map(async (t) => (await SocketClient.join(first.url, created.matchId, t)).client),
    );
    const there = (await SocketClient.join(second.url, created.matchId, tokens[0])).client;
    const clients = [...here, there];
    try {
      const start = await playSeats(here, () => false, 5);
      const missed = start.last.seq;
      await there.anyUpdate((u) => u.seq >= missed, 30_000);
      // The action at missed + 1 is committed by the deaf instance.
      const mover = here.findIndex((c) => (c.lastUpdate?.decisionCount ?? 0) > 0);
      expect(mover).toBeGreaterThanOrEqual(0);
      const { client: onDeaf, update } = await SocketClient.join(deaf.url, created.matchId, tokens[mover]);
      clients.push(onDeaf);
      expect(update.seq).toBe(missed);
      onDeaf.send({ type: 'action', seq: missed, action: update.actions[0] });
      await onDeaf.nextUpdate((u) => u.seq === missed + 1);
      // The first instance finds it on its periodic scan; the second has no scan here and was told nothing.
      for (const client of here) await client.anyUpdate((u) => u.seq === missed + 1, 30_000);
      expect(there.lastUpdate?.seq).toBe(missed);
      const before = secondQueries.length;
      // The next action, on the first instance, is published: seq missed + 2 follows nothing the second room has.
      const next = await playSeats(here, () => false, 1);
      expect(next.last.seq).toBe(missed + 2);
      await there.anyUpdate((u) => u.seq === missed + 2, 30_000);
      expect(logReads(secondQueries.slice(before)).length).toBeGreaterThan(0);
      expectNoGapNoDuplicate(there);
      expect(entriesOf(there)).toEqual(entriesOf(here[0]!));
      expect(there.lastUpdate?.view).toEqual(here[0]!.lastUpdate?.view);
      expect(there.lastUpdate?.actions).toEqual(here[0]!.lastUpdate?.actions);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await deaf.close();
    }
  });
});
