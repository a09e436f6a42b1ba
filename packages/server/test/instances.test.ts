import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import type { ServerMessage } from '../src/protocol.ts';
import { openDatabase } from '../src/storage/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { latest, playSeats } from './helpers/play.ts';
import { haveOrFailOnCi, REDIS_SERVER, startRedis, type TestRedis } from './helpers/redis.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

/** Each client's updates, in the order received: seqs never go back, and each log starts right after the last. */
function expectNoGapNoDuplicate(client: SocketClient): Update[] {
  const updates = client.messages.filter((m): m is Update => m.type === 'update');
  for (let i = 1; i < updates.length; i++) {
    const before = updates[i - 1]!;
    const after = updates[i]!;
    expect(after.seq).toBeGreaterThanOrEqual(before.seq);
    if (after.seq > before.seq) expect(after.logFrom).toBe(before.seq + 1);
    else expect(after.log).toEqual([]);
  }
  return updates;
}

/** Every log entry a client was sent, in order. */
function entriesOf(client: SocketClient): Update['log'] {
  return client.messages.flatMap((m) => (m.type === 'update' ? m.log : []));
}

// Issue 23: two instances over one PostgreSQL and one Redis, in this process.
describe.runIf(haveOrFailOnCi(REDIS_SERVER))('two instances (fan-out and leases)', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    redis = await startRedis();
    const options = { ...database.options, redisUrl: redis.url, scanMs: 200 };
    first = await startServer(options);
    second = await startServer(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
    await database?.drop();
  });

  it('clients of one match on both instances see every action once, in order', async () => {
    const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
    const [zero, one, two] = created.invites.map((i) => i.token);
    const onFirst = (await SocketClient.join(first.url, created.matchId, zero)).client;
    const onSecond = (await SocketClient.join(second.url, created.matchId, one)).client;
    const alsoOnSecond = (await SocketClient.join(second.url, created.matchId, two)).client;
    const watchFirst = (await SocketClient.join(first.url, created.matchId)).client;
    const watchSecond = (await SocketClient.join(second.url, created.matchId)).client;
    try {
      const { acknowledged, last } = await playSeats([onFirst, onSecond, alsoOnSecond], () => false, 40);
      expect(acknowledged.length).toBe(40);
      const seq = last.seq;
      // Spectators are sent at most 4 updates a second: they catch up with everything, held back or not.
      for (const watcher of [watchFirst, watchSecond]) await watcher.anyUpdate((u) => u.seq >= seq, 10_000);
      for (const client of [onFirst, onSecond, alsoOnSecond, watchFirst, watchSecond]) expectNoGapNoDuplicate(client);
      const side = await readServerSide(database.options, created.matchId);
      expect(side.seq).toBeGreaterThanOrEqual(seq);
      const publicLog = side.actions
        .filter((a) => a.seq <= seq)
        .flatMap((a) =>
          a.events
            .filter((e) => e.visibility === 'public')
            .map((e) => ({ seq: a.seq, type: e.type, params: e.params })),
        );
      const through = (entries: Update['log']) => entries.filter((e) => e.seq <= seq);
      expect(through(entriesOf(watchFirst))).toEqual(publicLog);
      expect(through(entriesOf(watchSecond))).toEqual(publicLog);
      // Every acknowledged action is in the log once, at its seq.
      for (const ack of acknowledged)
        expect(side.actions[ack.seq - 1]).toMatchObject({ seq: ack.seq, seat: ack.seat, action: ack.action });
    } finally {
      await Promise.all([onFirst, onSecond, alsoOnSecond, watchFirst, watchSecond].map((c) => c.close()));
    }
  });

  it('a seat change on one instance reaches the clients on the other', async () => {
    const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
    const [zero, one] = created.invites.map((i) => i.token);
    const onFirst = (await SocketClient.join(first.url, created.matchId, zero)).client;
    const onSecond = (await SocketClient.join(second.url, created.matchId, one)).client;
    try {
      onFirst.send({ type: 'resign' });
      const seen = await onSecond.anyUpdate((u) => u.resigned?.includes(0) === true, 10_000);
      expect(seen.players?.[0]).toMatchObject({ resigned: true });
    } finally {
      await Promise.all([onFirst, onSecond].map((c) => c.close()));
    }
  });

  it('a seat vote started on one instance is counted with a vote given on the other (issue 18 votes, issue 23)', async () => {
    const created = await createMatch(first.url, {
      game: 'dune',
      seats: seatsOf('hhhh'),
      options: { factions: ['atreides', 'emperor', 'fremen', 'guild'] },
    });
    const [zero, one, , three] = created.invites.map((i) => i.token);
    const onFirst = (await SocketClient.join(first.url, created.matchId, zero)).client;
    const onSecond = (await SocketClient.join(second.url, created.matchId, one)).client;
    const votedOn = (await SocketClient.join(first.url, created.matchId, three)).client;
    type Notice = Extract<ServerMessage, { type: 'notice' }>;
    const notice = async (client: SocketClient, type: string, votes?: number) =>
      (
        (await client.next(
          (m) =>
            m.type === 'notice' &&
            m.event.type === type &&
            (votes === undefined || ('votes' in m.event.params && m.event.params.votes === votes)),
          10_000,
          0,
        )) as Notice
      ).event;
    try {
      // Seat 3 is voted on by the three other persons: two votes make the majority.
      onFirst.send({ type: 'seatVote', seat: 3, proposal: 'bot', agree: true });
      expect((await notice(onSecond, 'seatVote', 1)).params).toEqual({
        seat: 3,
        by: 0,
        proposal: 'bot',
        votes: 1,
        needed: 2,
      });
      // The second vote, on the other instance, counts the first: the seat goes to a bot.
      onSecond.send({ type: 'seatVote', seat: 3, proposal: 'bot', agree: true });
      expect((await notice(onFirst, 'seatVote', 2)).params).toMatchObject({ by: 1, votes: 2, needed: 2 });
      for (const client of [onFirst, onSecond, votedOn])
        expect((await notice(client, 'seatHandedOver')).params).toEqual({ seat: 3, proposal: 'bot' });
      for (const client of [onFirst, onSecond, votedOn]) {
        const seen = await client.anyUpdate((u) => u.players?.[3]?.standIn !== undefined, 10_000);
        expect(seen.players?.[3]).toMatchObject({ seat: 3, standIn: 'heuristic' });
      }
      // The seat was handed over once: one notice on each client, and no vote left in the database.
      for (const client of [onFirst, onSecond])
        expect(client.messages.filter((m) => m.type === 'notice' && m.event.type === 'seatHandedOver')).toHaveLength(1);
      const database2 = await openDatabase(database.options);
      try {
        const left = await database2.db
          .selectFrom('seat_votes')
          .selectAll()
          .where('match_id', '=', created.matchId)
          .execute();
        expect(left).toEqual([]);
      } finally {
        await database2.close();
      }
    } finally {
      await Promise.all([onFirst, onSecond, votedOn].map((c) => c.close()));
    }
  });

  it('a chat line said on one instance reaches the readers on the other, once', async () => {
    const created = await createMatch(first.url, { game: 'dune', seats: seatsOf('hhh') });
    const [zero, one] = created.invites.map((i) => i.token);
    const onFirst = (await SocketClient.join(first.url, created.matchId, zero)).client;
    const onSecond = (await SocketClient.join(second.url, created.matchId, one)).client;
    try {
      onFirst.send({ type: 'chat', to: 'table', text: 'The spice must flow.' });
      onSecond.send({ type: 'chat', to: 'table', text: 'Then let it flow.' });
      for (const client of [onFirst, onSecond]) {
        await client.next((m) => m.type === 'chat' && m.lines.some((l) => l.n === 2), 10_000, 0);
        const lines = client.messages.flatMap((m) => (m.type === 'chat' && m.live ? m.lines : []));
        expect(lines.map((l) => l.n)).toEqual([1, 2]);
      }
    } finally {
      await Promise.all([onFirst, onSecond].map((c) => c.close()));
    }
  });

  it('when the instance running the bots stops, another takes its matches over; its clients come back elsewhere', async () => {
    const third = await startServer({ ...database.options, redisUrl: redis.url, scanMs: 200 });
    const servers = [first, second, third];
    const seats = [...seatsOf('hhh'), ...seatsOf('bb').map((s) => ({ ...s, botLevel: 'random' as const }))];
    // Created on the spectator's instance, which then usually runs the bots: the spectator has to come back too.
    const created = await createMatch(first.url, { game: 'dune', seats });
    const tokens = created.invites.map((i) => i.token);
    const clients = await Promise.all(
      servers.map(async (s, i) => (await SocketClient.join(s.url, created.matchId, tokens[i])).client),
    );
    // The spectator's socket, then its next one if its instance is the one that stops.
    const watchers = [(await SocketClient.join(first.url, created.matchId)).client];
    try {
      await playSeats(clients, () => false, 10);
      // Exactly one instance holds the match's lease.
      const holders = servers.filter((s) => s.holdsLease(created.matchId));
      expect(holders).toHaveLength(1);
      const holder = holders[0]!;
      const gone = servers.indexOf(holder);
      const closed = clients[gone]!.closed;
      const closedAt = latest(clients).seq;
      await holder.close();
      // Its client is told to reconnect (1012) and does, on another instance, from its last seq.
      expect((await closed).code).toBe(1012);
      const elsewhere = servers[(gone + 1) % 3]!;
      const last = clients[gone]!.lastUpdate!;
      const back = await SocketClient.open(elsewhere.url, created.matchId);
      back.send({ type: 'hello', token: tokens[gone], lastSeq: last.seq });
      const resumed = await back.nextUpdate();
      expect(resumed.logFrom).toBe(last.seq + 1);
      clients[gone] = back;
      if (holder === first) {
        // The spectator was on the stopped instance too: it comes back elsewhere from its last seq, like the seat.
        const watcher = watchers[0]!;
        expect((await watcher.closed).code).toBe(1012);
        const again = await SocketClient.open(elsewhere.url, created.matchId);
        again.send({ type: 'hello', lastSeq: watcher.lastUpdate!.seq });
        expect((await again.nextUpdate()).logFrom).toBe(watcher.lastUpdate!.seq + 1);
        watchers.push(again);
      }
      // Bots and people play on to the end: the bots now on a surviving instance.
      const { last: end } = await playSeats(clients, () => false, 2_000);
      expect(end.status).toBe('finished');
      // A bound for a loaded machine (CI runs the browser tests beside these), not a measure.
      await watchers.at(-1)!.anyUpdate((u) => u.status === 'finished', 60_000);
      for (const client of [...clients, ...watchers]) expectNoGapNoDuplicate(client);
      const side = await readServerSide(database.options, created.matchId);
      expect(side.actions.map((a) => a.seq)).toEqual(side.actions.map((_, i) => i + 1));
      expect(side.actions.some((a) => a.source === 'bot' && a.seq > closedAt)).toBe(true);
      expect(side.hash).toBe(side.replayedHash);
      const publicLog = side.actions.flatMap((a) =>
        a.events.filter((e) => e.visibility === 'public').map((e) => ({ seq: a.seq, type: e.type, params: e.params })),
      );
      expect(watchers.flatMap(entriesOf)).toEqual(publicLog);
    } finally {
      await Promise.all([...clients, ...watchers].map((c) => c.close()));
      await third.close();
    }
  }, 120_000);
});
