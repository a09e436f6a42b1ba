import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../src/index.ts';
import { visibleTo } from '../src/matchLoader.ts';
import {
  CLOSE_CODES,
  HISTORY_PAGE_ACTIONS,
  HISTORY_PAGE_ENTRIES,
  type CreateMatchRequest,
  type LogEntry,
  type ServerMessage,
} from '../src/protocol.ts';
import { openDatabase } from '../src/storage/database.ts';
import { actionsAfter } from '../src/storage/matchStore.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, eventually, matchSummary, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type ErrorMessage, type Update } from './helpers/socketClient.ts';

type History = Extract<ServerMessage, { type: 'history' }>;

/** Says hello and waits for the answer: the first update, or the error that refused it. */
async function hello(client: SocketClient, token?: string): Promise<Update | ErrorMessage> {
  const from = client.messages.length;
  client.send(token === undefined ? { type: 'hello' } : { type: 'hello', token });
  return (await client.next((m) => m.type === 'update' || m.type === 'error', 10_000, from)) as Update | ErrorMessage;
}

/** A socket that joins as a spectator, or fails the test. */
async function spectate(url: string, matchId: string): Promise<SocketClient> {
  const client = await SocketClient.open(url, matchId);
  expect(await hello(client)).toMatchObject({ type: 'update', seat: null });
  return client;
}

/** Six random bots with the options that make Dune's longest games (no alliances, four strongholds to win). */
const LONG_BOT_MATCH: CreateMatchRequest = {
  game: 'dune',
  seats: Array.from({ length: 6 }, () => ({ kind: 'bot' as const, botLevel: 'random' as const })),
  options: { noAlliances: true, moreStrongholdsToWin: true },
};

describe.each(DIALECTS)('spectator caps, against the server process (%s)', (dialect) => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ child, url } = await spawnServer({
      ...database.env,
      ARRAKIS_SPECTATORS_PER_MATCH: '3',
      ARRAKIS_SPECTATORS_PER_ADDRESS: '5',
      ARRAKIS_SOCKETS_PER_ADDRESS: '12',
    }));
  });
  afterAll(async () => {
    if (child) await kill9(child);
    await database?.drop();
  });

  it('refuses spectators past the caps of the match and of the address, never a seat', async () => {
    const first = await createMatch(url, { game: 'dune', seats: seatsOf('hh') });
    const spectators = [];
    for (let i = 0; i < 3; i++) spectators.push(await spectate(url, first.matchId));

    const fourth = await SocketClient.open(url, first.matchId);
    expect(await hello(fourth)).toMatchObject({
      type: 'error',
      code: 'tooManySpectators',
      messageKey: 'errors.tooManySpectators',
      params: { max: 3 },
    });
    expect(await fourth.closed).toEqual({ code: CLOSE_CODES.tooMany, reason: 'tooManySpectators' });

    // The seats join a match full of spectators, and play: every spectator gets the move.
    const seats = await Promise.all(first.invites.map((i) => SocketClient.join(url, first.matchId, i.token)));
    const mover = seats.find((s) => (s.update.decisionCount ?? 0) > 0)!;
    mover.client.send({ type: 'action', seq: mover.update.seq, action: mover.update.actions[0] });
    // Every socket may have its update already by the time the loop reaches it: look at what came, then wait.
    for (const spectator of spectators) await spectator.anyUpdate((u) => u.seq === mover.update.seq + 1);
    for (const seat of seats) await seat.client.anyUpdate((u) => u.seq === mover.update.seq + 1);

    // Another match: two more spectators from this address make five, the sixth is one too many.
    const second = await createMatch(url, { game: 'dune', seats: seatsOf('hh') });
    spectators.push(await spectate(url, second.matchId), await spectate(url, second.matchId));
    const sixth = await SocketClient.open(url, second.matchId);
    expect(await hello(sixth)).toMatchObject({
      type: 'error',
      code: 'tooManySpectatorsFromAddress',
      params: { max: 5 },
    });
    expect(await sixth.closed).toEqual({ code: CLOSE_CODES.tooMany, reason: 'tooManySpectatorsFromAddress' });

    // A spectator who leaves gives back both places: its match's and its address's.
    await spectators.shift()!.close();
    const again = await eventually(async () => {
      const client = await SocketClient.open(url, first.matchId);
      const answer = await hello(client);
      if (answer.type === 'update') return client;
      await client.closed;
      return null;
    });
    spectators.push(again);

    // Seats are not spectators: a token holder still joins, and its own sockets count toward the address's cap.
    // (A socket closed just before may still count for a moment on the server: such a refusal is retried.)
    const seatSockets = [];
    for (let open = spectators.length + seats.length; open < 12; open++) {
      const client = await eventually(async () => {
        const socket = await SocketClient.open(url, second.matchId);
        const answer = await hello(socket, second.invites[0]!.token);
        if (answer.type === 'update') return socket;
        expect(answer).toMatchObject({ code: 'tooManyConnections' });
        await socket.closed;
        return null;
      });
      seatSockets.push(client);
    }
    const thirteenth = await SocketClient.open(url, second.matchId);
    expect(await thirteenth.closed).toEqual({ code: CLOSE_CODES.tooMany, reason: 'tooManyConnections' });
    expect(thirteenth.messages).toEqual([
      { type: 'error', code: 'tooManyConnections', messageKey: 'errors.tooManyConnections', params: { max: 12 } },
    ]);

    await Promise.all([...spectators, ...seats.map((s) => s.client), ...seatSockets].map((c) => c.close()));
  });
});

describe.each(DIALECTS)('log pages and slow readers (%s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({ ...database.options, sockets: { maxBufferedBytes: 64 * 1024 } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** The seat's whole log as the database has it, filtered as the server filters it. */
  async function storedLog(matchId: string, seat: number | null): Promise<LogEntry[]> {
    const opened = await openDatabase(database.options);
    try {
      return (await actionsAfter(opened.db, matchId, 0)).flatMap(({ seq, events }) =>
        events.filter((e) => visibleTo(e, seat)).map((e) => ({ seq, type: e.type, params: e.params })),
      );
    } finally {
      await opened.close();
    }
  }

  /** Hello with lastSeq 0, then `history` pages back to the first action: the seat's log as a client can read it. */
  async function pagedLog(matchId: string, token?: string): Promise<{ update: Update; log: LogEntry[] }> {
    const client = await SocketClient.open(server.url, matchId);
    client.send({ type: 'hello', lastSeq: 0, ...(token ? { token } : {}) });
    const update = await client.nextUpdate();
    expect(update.log.length).toBeLessThanOrEqual(HISTORY_PAGE_ENTRIES);
    expect(update.logFrom).toBeGreaterThan(update.seq - HISTORY_PAGE_ACTIONS);
    expect(update.log.every((e) => e.seq >= update.logFrom! && e.seq <= update.seq)).toBe(true);
    let log = [...update.log];
    let before = update.logFrom!;
    for (let pages = 0; before > 1; pages++) {
      expect(pages, 'pages needed').toBeLessThan(100);
      const from = client.messages.length;
      client.send({ type: 'history', beforeSeq: before });
      const page = (await client.next((m) => m.type === 'history', 10_000, from)) as History;
      expect(page.beforeSeq).toBe(before);
      expect(page.fromSeq).toBeLessThan(before);
      expect(page.fromSeq).toBeGreaterThanOrEqual(before - HISTORY_PAGE_ACTIONS);
      expect(page.entries.length).toBeLessThanOrEqual(HISTORY_PAGE_ENTRIES);
      expect(page.entries.every((e) => e.seq >= page.fromSeq && e.seq < before)).toBe(true);
      expect(page.complete).toBe(page.fromSeq === 1);
      log = [...page.entries, ...log];
      before = page.fromSeq;
    }
    await client.close();
    return { update, log };
  }

  it('a hello far behind gets the latest page; the history pages together are exactly the seat’s log', async () => {
    // One person and five random bots; the person resigns, so the server plays the match to its end. The person
    // is the Atreides, who sees each card up for bid: events only that seat may see.
    const created = await createMatch(server.url, {
      game: 'dune',
      seats: [{ kind: 'human' }, ...LONG_BOT_MATCH.seats.slice(1)],
      options: { factions: ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'] },
    });
    const { client: seat } = await SocketClient.join(server.url, created.matchId, created.invites[0]!.token);
    seat.send({ type: 'resign' });
    await eventually(async () => (await matchSummary(server.url, created.matchId)).status === 'finished', 120_000);
    await seat.close();

    const mine = await pagedLog(created.matchId, created.invites[0]!.token);
    // Long enough for the hello page and at least one history page (how long depends on the seed).
    expect(mine.update.seq).toBeGreaterThan(HISTORY_PAGE_ACTIONS);
    expect(mine.update.logFrom).toBeGreaterThan(1);
    const stored = await storedLog(created.matchId, 0);
    expect(mine.log).toEqual(stored);

    const watched = await pagedLog(created.matchId);
    const publicLog = await storedLog(created.matchId, null);
    expect(watched.log).toEqual(publicLog);
    // The seat saw events the spectator did not: the pages are filtered per seat.
    expect(mine.log.some((e) => e.type === 'prescienceCardSeen')).toBe(true);
    expect(watched.log.some((e) => e.type === 'prescienceCardSeen')).toBe(false);

    // A hello a few actions behind gets just those, as before.
    const late = await SocketClient.open(server.url, created.matchId);
    late.send({ type: 'hello', lastSeq: mine.update.seq - 3 });
    const update = await late.nextUpdate();
    expect(update.logFrom).toBe(mine.update.seq - 2);
    expect(update.log).toEqual(publicLog.filter((e) => e.seq > mine.update.seq - 3));
    await late.close();
  });

  it('drops a socket that stops reading, and the others carry on', async () => {
    // A seat's socket gets every update at once (spectators, a few a second): one person, who resigns, so the
    // server plays the long match to its end.
    const created = await createMatch(server.url, {
      ...LONG_BOT_MATCH,
      seats: [{ kind: 'human' }, ...LONG_BOT_MATCH.seats.slice(1)],
    });
    const { client: stalled } = await SocketClient.join(server.url, created.matchId, created.invites[0]!.token);
    const reader = await spectate(server.url, created.matchId);
    stalled.send({ type: 'resign' });
    await stalled.anyUpdate((u) => u.resigned?.includes(0) === true);
    // The stalled client reads nothing more: the kernel's buffers fill, then the server's.
    stalled.socket.pause();
    const end = await reader.anyUpdate((u) => u.status !== 'active', 120_000);
    const received = stalled.raw.length;
    stalled.socket.resume();

    expect(await stalled.closed).toEqual({ code: CLOSE_CODES.slowConsumer, reason: 'slowConsumer' });
    expect(stalled.raw.length).toBeGreaterThan(received);
    const lastSeen = stalled.lastUpdate!.seq;
    expect(lastSeen).toBeLessThan(end.seq);
    expect(reader.socket.readyState).toBe(WebSocket.OPEN);
    // Spectators get a few updates a second, not one per action, and lose nothing: each update's log starts where
    // the previous one ended, and together they are the public log.
    const seen = reader.messages.filter((m): m is Update => m.type === 'update');
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.logFrom).toBe(seen[i - 1]!.seq + 1);
    const publicLog = await storedLog(created.matchId, null);
    expect(seen.flatMap((u) => u.log)).toEqual(publicLog.filter((e) => e.seq >= seen[0]!.logFrom!));

    // It comes back where it left off.
    const back = await SocketClient.open(server.url, created.matchId);
    back.send({ type: 'hello', token: created.invites[0]!.token, lastSeq: lastSeen });
    const update = await back.nextUpdate();
    expect(update).toMatchObject({ seq: end.seq, status: end.status });
    expect(update.logFrom).toBe(Math.max(lastSeen + 1, end.seq - HISTORY_PAGE_ACTIONS + 1));
    await Promise.all([reader.close(), back.close()]);
  });
});

describe.each(DIALECTS)('hello deadline and heartbeat (%s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  const DEADLINE_MS = 1000;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({
      ...database.options,
      sockets: { helloTimeoutMs: DEADLINE_MS, heartbeatMs: DEADLINE_MS, spectatorsPerAddress: 2 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('closes a socket that says no valid hello in time; one that did stays', async () => {
    const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hb') });
    const greeted = await SocketClient.join(server.url, created.matchId, created.invites[0]!.token);
    const silent = await SocketClient.open(server.url, created.matchId);
    const wrongToken = await SocketClient.open(server.url, created.matchId);
    expect(await hello(wrongToken, 'not-the-token-of-any-seat')).toMatchObject({ code: 'badToken' });

    for (const client of [silent, wrongToken]) {
      expect(await client.closed).toEqual({ code: CLOSE_CODES.helloTimeout, reason: 'helloTimeout' });
      expect(client.messages.at(-1)).toMatchObject({
        type: 'error',
        code: 'helloTimeout',
        params: { ms: DEADLINE_MS },
      });
    }
    // Opened before both, so its deadline passed too: it is still served.
    greeted.client.send({ type: 'ping' });
    await greeted.client.next((m) => m.type === 'pong');
    await greeted.client.close();
  });

  it('terminates a socket that stops answering pings, and frees its place', async () => {
    const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hb') });
    const answering = await spectate(server.url, created.matchId);
    const mute = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws?match=${created.matchId}`, { autoPong: false });
    let pings = 0;
    mute.on('ping', () => pings++);
    const closed = new Promise<number>((resolve) => mute.once('close', (code: number) => resolve(code)));
    await new Promise((resolve) => mute.once('open', resolve));
    mute.send(JSON.stringify({ type: 'hello' }));
    await new Promise((resolve) => mute.once('message', resolve));

    // Terminated, not closed: no close frame, so the client sees an abnormal closure.
    expect(await closed).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    // The address may watch two matches at once: the mute socket's place is free again.
    const next = await spectate(server.url, created.matchId);
    answering.send({ type: 'ping' });
    await answering.next((m) => m.type === 'pong');
    await Promise.all([answering.close(), next.close()]);
  });
});
