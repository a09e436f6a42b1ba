import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { openDatabase } from '../src/storage/database.ts';
import type { DatabaseSchema } from '../src/storage/schema.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { latest, playSeats } from './helpers/play.ts';
import { createMatch, eventually, matchSummary, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

async function withDb<T>(database: TestDatabase, use: (db: Kysely<DatabaseSchema>) => Promise<T>): Promise<T> {
  const opened = await openDatabase(database.options);
  try {
    return await use(opened.db);
  } finally {
    await opened.close();
  }
}

async function joinAll(url: string, matchId: string, tokens: readonly string[]): Promise<SocketClient[]> {
  return Promise.all(tokens.map(async (t) => (await SocketClient.join(url, matchId, t)).client));
}

async function closeAll(clients: readonly SocketClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.close()));
}

describe.each(DIALECTS)('room eviction and summaries from the row (%s)', (dialect) => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];

  async function server(options: ServerOptions): Promise<RunningServer> {
    const started = await startServer({ ...database.options, ...options });
    servers.push(started);
    return started;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await database?.drop();
  });

  const isOut = (s: RunningServer, matchId: string) => async () => !s.liveMatches().includes(matchId);

  it('a finished match leaves memory once nobody watches it, and comes back the same when opened', async () => {
    const s = await server({});
    const created = await createMatch(s.url, {
      game: 'dune',
      seats: [
        { kind: 'bot', botLevel: 'random' },
        { kind: 'bot', botLevel: 'random' },
      ],
    });
    const { client: watcher } = await SocketClient.join(s.url, created.matchId);
    const end = await watcher.anyUpdate((u) => u.status === 'finished', 60_000);
    // Watched: it stays.
    expect(s.liveMatches()).toContain(created.matchId);
    await watcher.close();
    await eventually(isOut(s, created.matchId), 10_000, 20);

    const { client: again, update } = await SocketClient.join(s.url, created.matchId);
    expect(s.liveMatches()).toContain(created.matchId);
    expect(update).toMatchObject({ seq: end.seq, status: 'finished', view: end.view, players: end.players });
    await again.close();
    await eventually(isOut(s, created.matchId), 10_000, 20);
  });

  it('a live match leaves memory after the quiet period with no client, and plays on when reopened', async () => {
    const s = await server({ idleRoomMs: 100 });
    const created = await createMatch(s.url, { game: 'dune', seats: seatsOf('hh') });
    const tokens = created.invites.map((i) => i.token);
    const clients = await joinAll(s.url, created.matchId, tokens);
    const { last } = await playSeats(clients, () => false, 4);
    await closeAll(clients);
    await eventually(isOut(s, created.matchId), 10_000, 20);

    const again = await joinAll(s.url, created.matchId, tokens);
    expect(latest(again)).toMatchObject({ seq: last.seq, status: 'active' });
    const more = await playSeats(again, () => false, 3);
    expect(more.acknowledged.map((a) => a.seq)).toEqual([last.seq + 1, last.seq + 2, last.seq + 3]);
    await closeAll(again);
    const side = await readServerSide(database.options, created.matchId);
    expect(side.seq).toBe(last.seq + 3);
    expect(side.hash).toBe(side.replayedHash);
  });

  it('a room whose bots have moves to make is not idle: a bot match nobody watches plays to its end', async () => {
    const s = await server({ idleRoomMs: 0 });
    const created = await createMatch(s.url, {
      game: 'dune',
      seats: [
        { kind: 'bot', botLevel: 'random' },
        { kind: 'bot', botLevel: 'random' },
      ],
    });
    const finished = await eventually(
      async () => (await matchSummary(s.url, created.matchId)).status === 'finished',
      60_000,
      50,
    );
    expect(finished).toBe(true);
    await eventually(isOut(s, created.matchId), 10_000, 20);
    const side = await readServerSide(database.options, created.matchId);
    expect(side.hash).toBe(side.replayedHash);
  });

  it('an evicted match keeps its timer: the move deadline still plays the default action', async () => {
    const s = await server({ idleRoomMs: 0 });
    const created = await createMatch(s.url, { game: 'dune', seats: seatsOf('hh'), moveDeadlineSeconds: 5 });
    const { client, update } = await SocketClient.join(s.url, created.matchId, created.invites[0]!.token);
    expect(update.deadline).not.toBeNull();
    await client.close();
    await eventually(isOut(s, created.matchId), 10_000, 20);
    const side = await eventually(async () => {
      const read = await readServerSide(database.options, created.matchId);
      return read.actions.some((a) => a.source === 'timeout') && read;
    }, 30_000);
    expect(side.actions[0]).toMatchObject({ seq: 1, source: 'timeout' });
    expect(side.actions[0]!.at).toBeGreaterThanOrEqual(update.deadline!);
  });

  it('commands racing evictions: whoever comes next gets the reloaded room, never a closed one', async () => {
    // Evicted the moment the last socket closes; each round sends an action and closes at once, then reconnects.
    const s = await server({ idleRoomMs: 0 });
    const created = await createMatch(s.url, { game: 'dune', seats: seatsOf('hh') });
    const tokens = created.invites.map((i) => i.token);
    let seq = 0;
    for (let round = 0; round < 12; round++) {
      const clients = await joinAll(s.url, created.matchId, tokens);
      const now: Update = latest(clients);
      expect(now.seq).toBeGreaterThanOrEqual(seq);
      const mover = clients.find((c) => c.lastUpdate?.seq === now.seq && (c.lastUpdate.decisionCount ?? 0) > 0)!;
      mover.send({ type: 'action', seq: now.seq, action: mover.lastUpdate!.actions[0] });
      for (const c of clients) c.socket.close();

      const again = await joinAll(s.url, created.matchId, tokens);
      const after = latest(again);
      // The action was either committed before the eviction or never taken: nothing in between.
      expect([now.seq, now.seq + 1]).toContain(after.seq);
      const next = await playSeats(again, () => false, 1);
      expect(next.acknowledged).toHaveLength(1);
      expect(again.flatMap((c) => c.messages).filter((m) => m.type === 'error')).toEqual([]);
      seq = next.last.seq;
      await closeAll(again);
    }
    const side = await readServerSide(database.options, created.matchId);
    expect(side.seq).toBeGreaterThanOrEqual(12);
    expect(side.hash).toBe(side.replayedHash);
  });

  it('the summary reads the row: it answers without loading the match, even when its log no longer replays', async () => {
    const s = await server({ idleRoomMs: 0 });
    const created = await createMatch(s.url, { game: 'dune', seats: seatsOf('hhh') });
    const tokens = created.invites.map((i) => i.token);
    const clients = await joinAll(s.url, created.matchId, tokens);
    const { last } = await playSeats(clients, () => false, 3);
    await closeAll(clients);
    await eventually(isOut(s, created.matchId), 10_000, 20);
    const before = await readServerSide(database.options, created.matchId);
    const factions = before.state.seats;

    await withDb(database, (db) =>
      db
        .updateTable('actions')
        .set({ action: JSON.stringify({ type: 'noSuchAction' }) })
        .where('match_id', '=', created.matchId)
        .where('seq', '=', 1)
        .execute(),
    );
    const summary = await matchSummary(s.url, created.matchId);
    expect(summary).toMatchObject({ status: 'active', seq: last.seq });
    expect(summary.seats.map((seat) => seat.faction)).toEqual(factions);
    expect(s.liveMatches()).not.toContain(created.matchId);

    // Opening it is what replays it: then it is quarantined, and says so.
    const socket = await SocketClient.open(s.url, created.matchId);
    socket.send({ type: 'hello', token: tokens[0]! });
    expect(await socket.nextError()).toMatchObject({ code: 'matchQuarantined', params: { reason: 'replayFailed' } });
    await socket.close();
    expect(await matchSummary(s.url, created.matchId)).toMatchObject({
      status: 'quarantined',
      quarantineReason: 'replayFailed',
    });
  });

  it('leaders chosen in play reach the summary through the action that chose them (Imperium, choose)', async () => {
    const s = await server({});
    const created = await createMatch(s.url, {
      game: 'imperium',
      seats: seatsOf('hh'),
      options: { leaderSelection: 'choose' },
    });
    expect((await matchSummary(s.url, created.matchId)).seats.map((seat) => seat.faction)).toEqual([null, null]);
    const clients = await joinAll(
      s.url,
      created.matchId,
      created.invites.map((i) => i.token),
    );
    // Two seats; the third player is House Hagal's Rival, not a seat.
    const chosen = (u: Update) =>
      (u.view as { players: { leader: string | null }[] }).players.slice(0, 2).every((p) => p.leader);
    const { last } = await playSeats(clients, chosen, 10);
    expect(chosen(last)).toBe(true);
    await closeAll(clients);
    const side = await readServerSide(database.options, created.matchId);
    const leaders = (side.state as unknown as { players: { leader: string }[] }).players
      .slice(0, 2)
      .map((p) => p.leader);
    expect((await matchSummary(s.url, created.matchId)).seats.map((seat) => seat.faction)).toEqual(leaders);
  });

  it('a row stored before factions were kept is filled in on its first load, then read from the row', async () => {
    const s = await server({ idleRoomMs: 0 });
    const created = await createMatch(s.url, { game: 'imperium', seats: seatsOf('hh') });
    const fresh = await matchSummary(s.url, created.matchId);
    expect(fresh.seats.every((seat) => typeof seat.faction === 'string')).toBe(true);
    await eventually(isOut(s, created.matchId), 10_000, 20);
    await withDb(database, (db) =>
      db.updateTable('matches').set({ factions: null }).where('id', '=', created.matchId).execute(),
    );
    expect((await matchSummary(s.url, created.matchId)).seats).toEqual(fresh.seats);
    const stored = await withDb(database, (db) =>
      db.selectFrom('matches').select('factions').where('id', '=', created.matchId).executeTakeFirstOrThrow(),
    );
    expect(JSON.parse(stored.factions!)).toEqual(fresh.seats.map((seat) => seat.faction));
  });
});

describe('an eviction waits for the command in progress, and a newcomer waits for the eviction (postgres)', () => {
  let database: TestDatabase;
  let s: RunningServer | null = null;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await s?.close();
    await database?.drop();
  });

  it('the newcomer gets the room reloaded after the commit, with the action in it', async () => {
    s = await startServer({ ...database.options, idleRoomMs: 0 });
    const server = s;
    const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hh') });
    const tokens = created.invites.map((i) => i.token);
    const clients = await joinAll(server.url, created.matchId, tokens);
    const now = latest(clients);
    const mover = clients.find((c) => c.lastUpdate?.seq === now.seq && (c.lastUpdate.decisionCount ?? 0) > 0)!;

    // Holds the match row: the action's commit (which updates it) waits until this transaction ends.
    const lock = new pg.Client({ connectionString: database.options.databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [created.matchId]);
      mover.send({ type: 'action', seq: now.seq, action: mover.lastUpdate!.actions[0] });
      await eventually(async () => {
        const { rows } = await lock.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return Number(rows[0]!.n) > 0;
      });
      // Nobody watches now: the eviction starts, and must wait for the commit in its queue.
      await closeAll(clients);
      await eventually(async () => !server.liveMatches().includes(created.matchId), 10_000, 20);
      const newcomers = tokens.map(async (t) => {
        const client = await SocketClient.open(server.url, created.matchId);
        client.send({ type: 'hello', token: t });
        return client;
      });
      const opened = await Promise.all(newcomers);
      await lock.query('COMMIT');
      const updates = await Promise.all(opened.map((c) => c.nextUpdate()));
      for (const update of updates) expect(update.seq).toBe(now.seq + 1);
      const more = await playSeats(opened, () => false, 2);
      expect(more.acknowledged.map((a) => a.seq)).toEqual([now.seq + 2, now.seq + 3]);
      await closeAll(opened);
    } finally {
      await lock.end();
    }
    const side = await readServerSide(database.options, created.matchId);
    expect(side.seq).toBe(now.seq + 3);
    expect(side.hash).toBe(side.replayedHash);
  });
});
