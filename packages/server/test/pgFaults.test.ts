import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { visibleTo } from '../src/matchLoader.ts';
import type { ApiError } from '../src/protocol.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { latest, playSeats } from './helpers/play.ts';
import {
  createMatch,
  eventually,
  matchSummary,
  readServerSide,
  seatsOf,
  type ServerSide,
} from './helpers/serverState.ts';
import { SocketClient, type ErrorMessage, type Update } from './helpers/socketClient.ts';

/** `commit` as pg sends it (a simple Query message): the proxy can recognise it in the stream. */
const COMMIT_QUERY = Buffer.concat([Buffer.from('Q'), Buffer.from([0, 0, 0, 11]), Buffer.from('commit\0')]);
/** An action's commit on PostgreSQL: one statement, atomic by itself (its text is in the Parse message). */
const ACTION_STATEMENT = Buffer.from('with logged as (insert into actions');

/**
 * The server's own proxy to PostgreSQL, which the test can cut (every connection dropped, new ones refused) and
 * restore, or use to lose the answer to one COMMIT: the shared cluster itself is never touched.
 */
class DatabaseProxy {
  private readonly sockets = new Set<net.Socket>();
  private cut = false;
  private commitTrap: (() => void) | null = null;

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (client) => this.carry(client));
  }

  static async open(target: { host: string; port: number }): Promise<DatabaseProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new DatabaseProxy(server, target);
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Drops every connection and refuses new ones, as a database restart or a network failure would. */
  sever(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  /**
   * The next COMMIT (or action statement, which commits by itself) reaches the database and is answered, but the
   * answer never reaches the server: its connection drops instead. Resolves once that happened.
   */
  loseNextCommitAnswer(): Promise<void> {
    return new Promise((resolve) => {
      this.commitTrap = resolve;
    });
  }

  async close(): Promise<void> {
    this.sever();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private carry(client: net.Socket): void {
    if (this.cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target.port, this.target.host);
    this.sockets.add(client);
    this.sockets.add(upstream);
    let swallowing: (() => void) | null = null;
    client.on('data', (chunk: Buffer) => {
      if (this.commitTrap && (chunk.includes(COMMIT_QUERY) || chunk.includes(ACTION_STATEMENT))) {
        swallowing = this.commitTrap;
        this.commitTrap = null;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!swallowing) {
        client.write(chunk);
        return;
      }
      // The database answered the COMMIT: it went through, and the server will never know.
      client.destroy();
      upstream.destroy();
      swallowing();
    });
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        other.destroy();
      });
    }
  }
}

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

const UNAVAILABLE: ApiError = {
  error: { code: 'databaseUnavailable', messageKey: 'errors.databaseUnavailable', params: {} },
};

/** CPU seconds the process used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Nothing acknowledged is lost, nothing twice: every update a client got names a seq that is in the stored log, and
 * the log entries it got for each seq are exactly the stored events of that action it may see.
 */
function expectLogAgrees(client: SocketClient, side: ServerSide): void {
  const updates = client.messages.filter((m): m is Update => m.type === 'update');
  expect(updates.length).toBeGreaterThan(0);
  const seat = updates[0]!.seat;
  const received = new Map<number, unknown[]>();
  for (const update of updates) {
    expect(update.seq).toBeLessThanOrEqual(side.seq);
    if (update.seq > 0) expect(side.actions[update.seq - 1]?.seq).toBe(update.seq);
    for (const { seq, type, params } of update.log) received.set(seq, [...(received.get(seq) ?? []), { type, params }]);
  }
  for (const [seq, entries] of received) {
    const stored = side.actions[seq - 1]!.events.filter((e) => visibleTo(e, seat));
    expect(entries, `log of seq ${seq}`).toEqual(stored.map((e) => ({ type: e.type, params: e.params })));
  }
}

describe('PostgreSQL faults, against a real server process', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.drop();
  });

  function databaseUrl(): URL {
    return new URL(database.env['DATABASE_URL']!);
  }

  /** Runs a server process whose every connection to PostgreSQL goes through a proxy the test controls. */
  async function behindProxy(
    run: (proxy: DatabaseProxy, server: { child: ChildProcess; url: string }) => Promise<void>,
  ): Promise<void> {
    const direct = databaseUrl();
    const proxy = await DatabaseProxy.open({ host: direct.hostname, port: Number(direct.port) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    let child: ChildProcess | null = null;
    try {
      const server = await spawnServer({ DATABASE_URL: viaProxy.toString() });
      child = server.child;
      await run(proxy, server);
    } finally {
      if (child) await kill9(child);
      await proxy.close();
    }
  }

  it('pooled connections terminated by the database (pg_terminate_backend): the process lives, the match goes on', async () => {
    const server = await spawnServer(database.env);
    const admin = new pg.Client({ connectionString: databaseUrl().toString() });
    await admin.connect();
    try {
      const created = await createMatch(server.url, {
        game: 'dune',
        seats: [{ kind: 'human' }, { kind: 'bot', botLevel: 'random' }, { kind: 'bot', botLevel: 'random' }],
      });
      const { client } = await SocketClient.join(server.url, created.matchId, created.invites[0]!.token);
      await playSeats([client], (u) => u.seq >= 10);

      const name = databaseUrl().pathname.slice(1);
      const terminated = await admin.query<{ pid: number; done: boolean }>(
        'SELECT pid, pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      // The server's idle pooled connections were there to be terminated.
      const pids = terminated.rows.filter((r) => r.done).map((r) => r.pid);
      expect(pids.length).toBeGreaterThan(0);
      await eventually(async () => {
        const left = await admin.query('SELECT pid FROM pg_stat_activity WHERE pid = ANY($1)', [pids]);
        return left.rows.length === 0;
      });

      expect(await get(`${server.url}/healthz`)).toEqual({ status: 200, body: { ok: true } });
      const before = latest([client]).seq;
      const { last } = await playSeats([client], (u) => u.seq >= before + 10);
      expect(last.seq).toBeGreaterThanOrEqual(before + 10);
      expect(server.child.exitCode).toBeNull();
      expect(await get(`${server.url}/readyz`)).toEqual({ status: 200, body: { ok: true } });

      // The bots would move on while the log is read: stop the process first.
      await kill9(server.child);
      const side = await readServerSide(database.options, created.matchId);
      expect(side.hash).toBe(side.replayedHash);
      expectLogAgrees(client, side);
      await client.close();
    } finally {
      await admin.end();
      await kill9(server.child);
    }
  });

  it('the database cut off mid-game: refused by name meanwhile, then the games carry on and finish by themselves', async () => {
    await behindProxy(async (proxy, server) => {
      const { url } = server;
      // A person with two bots, and a match of bots alone that is in full swing when the database goes.
      const mixed = await createMatch(url, {
        game: 'dune',
        seats: [{ kind: 'human' }, { kind: 'bot', botLevel: 'heuristic' }, { kind: 'bot', botLevel: 'random' }],
      });
      const { client: person } = await SocketClient.join(url, mixed.matchId, mixed.invites[0]!.token);
      await playSeats([person], (u) => u.seq >= 8);
      const bots = await createMatch(url, { game: 'dune', seats: seatsOf('bbb') });
      const { client: watcher } = await SocketClient.join(url, bots.matchId);
      await watcher.anyUpdate((u) => u.seq >= 5, 30_000);

      proxy.sever();
      const cpuBefore = cpuSeconds(server.child.pid!);
      const refused = await eventually(async () => {
        const ready = await get(`${url}/readyz`);
        return ready.status === 503 && ready;
      });
      expect(refused.body).toEqual(UNAVAILABLE);
      expect(await get(`${url}/healthz`)).toEqual({ status: 200, body: { ok: true } });
      // A REST command that needs the database is refused by name too.
      const create = await fetch(`${url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'dune', seats: seatsOf('hb') }),
      });
      expect(create.status).toBe(503);
      expect(await create.json()).toEqual(UNAVAILABLE);

      const now = person.lastUpdate!;
      const from = person.messages.length;
      person.send({ type: 'action', seq: now.seq, action: now.actions[0] ?? { type: 'pass' } });
      const answer = (await person.next((m) => m.type === 'error', 10_000, from)) as ErrorMessage;
      expect(answer).toMatchObject({ code: 'databaseUnavailable', messageKey: 'errors.databaseUnavailable' });

      // A few seconds without a database: the matches wait (no update can be committed) and the process lives.
      const seqsWhileCut = [person.lastUpdate!.seq, watcher.lastUpdate!.seq];
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect([person.lastUpdate!.seq, watcher.lastUpdate!.seq]).toEqual(seqsWhileCut);
      expect(server.child.exitCode).toBeNull();
      const cpuWhileCut = cpuSeconds(server.child.pid!) - cpuBefore;

      proxy.restore();
      await eventually(async () => (await get(`${url}/readyz`)).status === 200, 30_000);
      // The bots' match takes up again by itself, and the person's match plays itself out once the person resigns.
      person.send({ type: 'resign' });
      for (const matchId of [mixed.matchId, bots.matchId]) {
        await eventually(async () => (await matchSummary(url, matchId)).status === 'finished', 110_000);
      }
      console.log(
        `database cut for 3 s: server CPU ${cpuWhileCut.toFixed(2)} s meanwhile; ` +
          `the bots' match was at seq ${seqsWhileCut[1]}`,
      );

      for (const [client, matchId, seqWhileCut] of [
        [person, mixed.matchId, seqsWhileCut[0]!],
        [watcher, bots.matchId, seqsWhileCut[1]!],
      ] as const) {
        const side = await readServerSide(database.options, matchId);
        expect(side.match.status).toBe('finished');
        // A match still going when the database went away went on once it came back (with some seeds, the bots'
        // match ends before the cut: then it simply stays finished).
        const wasActive = client.messages.some(
          (m) => m.type === 'update' && m.seq === seqWhileCut && m.status === 'active',
        );
        if (wasActive) expect(side.seq).toBeGreaterThan(seqWhileCut);
        expect(side.hash).toBe(side.replayedHash);
        await client.anyUpdate((u) => u.seq === side.seq, 10_000);
        expectLogAgrees(client, side);
      }
      await Promise.all([person.close(), watcher.close()]);
    });
  });

  it('a COMMIT whose answer is lost: the room re-reads the log, so the action counts once and play goes on', async () => {
    await behindProxy(async (proxy, server) => {
      const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hhh') });
      const clients = await Promise.all(
        created.invites.map(async (i) => (await SocketClient.join(server.url, created.matchId, i.token)).client),
      );
      // People only: nothing else commits, so the next COMMIT is this action's.
      const { acknowledged } = await playSeats(clients, () => false, 5);
      const seq = latest(clients).seq;
      const mover = await Promise.any(
        clients.map(async (c) => {
          await c.anyUpdate((u) => u.seq === seq && (u.decisionCount ?? 0) > 0, 10_000);
          return c;
        }),
      );
      const action = mover.lastUpdate!.actions[0];
      const from = mover.messages.length;
      const lost = proxy.loseNextCommitAnswer();
      mover.send({ type: 'action', seq, action });
      await lost;
      const answer = (await mover.next((m) => m.type === 'error', 10_000, from)) as ErrorMessage;
      expect(answer.code).toBe('databaseUnavailable');

      // Once the database answers again, the room reads the log and tells everyone what it holds.
      const told = await mover.nextUpdate((u) => u.seq === seq + 1, 15_000, from);
      const stored = await readServerSide(database.options, created.matchId);
      expect(stored.seq).toBe(seq + 1);
      expect(stored.actions[seq]).toMatchObject({ seq: seq + 1, seat: mover.lastUpdate!.seat, action });
      const visible = stored.actions[seq]!.events.filter((e) => visibleTo(e, told.seat));
      expect(told.log.filter((e) => e.seq === seq + 1)).toEqual(
        visible.map((e) => ({ seq: seq + 1, type: e.type, params: e.params })),
      );
      // Sent again at the old seq, the same action is refused: it counts once.
      const again = mover.messages.length;
      mover.send({ type: 'action', seq, action });
      expect(((await mover.next((m) => m.type === 'error', 10_000, again)) as ErrorMessage).code).toBe('staleSeq');

      const more = await playSeats(clients, () => false, 5);
      expect(more.acknowledged).toHaveLength(5);
      expect(more.acknowledged[0]!.seq).toBe(seq + 2);
      const side = await readServerSide(database.options, created.matchId);
      expect(side.seq).toBe(seq + 6);
      for (const ack of [...acknowledged, ...more.acknowledged]) {
        expect(side.actions[ack.seq - 1]).toMatchObject({ seq: ack.seq, seat: ack.seat, action: ack.action });
      }
      expect(side.hash).toBe(side.replayedHash);
      for (const client of clients) expectLogAgrees(client, side);
      await Promise.all(clients.map((c) => c.close()));
    });
  });
  it('a deadline that passes while the database is away fires once it is back', async () => {
    await behindProxy(async (proxy, server) => {
      const { url } = server;
      const created = await createMatch(url, { game: 'dune', seats: seatsOf('hh'), moveDeadlineSeconds: 8 });
      const clients = await Promise.all(
        created.invites.map(async (i) => (await SocketClient.join(url, created.matchId, i.token)).client),
      );
      const deadline = clients[0]!.lastUpdate!.deadline!;
      expect(deadline).toBeGreaterThan(Date.now());

      proxy.sever();
      await eventually(async () => (await get(`${url}/readyz`)).status === 503);
      await new Promise((resolve) => setTimeout(resolve, deadline - Date.now() + 1_000));
      // The deadline passed while the database was away: nothing could be stored.
      expect((await readServerSide(database.options, created.matchId)).seq).toBe(0);
      expect(clients.map((c) => c.lastUpdate!.seq)).toEqual([0, 0]);

      proxy.restore();
      await Promise.all(clients.map((c) => c.anyUpdate((u) => u.seq >= 1, 30_000)));
      // Both people were overdue (Dune's setup asks them at once): the timer plays for each, one after the other,
      // so the log is read once it holds every update the clients got.
      const side = await eventually(async () => {
        const read = await readServerSide(database.options, created.matchId);
        return clients.every((c) => c.lastUpdate!.seq <= read.seq) && read;
      }, 10_000);
      expect(side.actions[0]).toMatchObject({ seq: 1, source: 'timeout' });
      expect(side.hash).toBe(side.replayedHash);
      for (const client of clients) expectLogAgrees(client, side);
      await Promise.all(clients.map((c) => c.close()));
    });
  });
});
