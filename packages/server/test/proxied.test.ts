import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { NGINX, startNginx, type TestNginx } from './helpers/nginx.ts';
import { latest, playSeats } from './helpers/play.ts';
import { haveOrFailOnCi, REDIS_SERVER, startRedis, type TestRedis } from './helpers/redis.ts';
import { createMatch, eventually, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

/** A client of the test that comes back (through the proxy) after its socket closed, from its last seq. */
class ReturningClient {
  /** Every connection's client, in order: the last one is the live one. */
  readonly connections: SocketClient[] = [];
  /** The actions sent, with the seq each was sent at. */
  readonly sent: { seq: number; action: unknown }[] = [];

  constructor(
    private readonly url: string,
    private readonly matchId: string,
    private readonly token: string | undefined,
  ) {}

  get live(): SocketClient {
    return this.connections.at(-1)!;
  }

  async join(): Promise<void> {
    const lastSeq = this.connections.at(-1)?.lastUpdate?.seq;
    const client = await SocketClient.open(this.url, this.matchId);
    client.send({
      type: 'hello',
      ...(this.token === undefined ? {} : { token: this.token }),
      ...(lastSeq === undefined ? {} : { lastSeq }),
    });
    await client.nextUpdate();
    // Every action sent is recorded: the server answers each with an error or with nothing (accepted: the update).
    const send = client.send.bind(client);
    client.send = (message) => {
      if (message.type === 'action') this.sent.push({ seq: Number(message['seq']), action: message['action'] });
      send(message);
    };
    this.connections.push(client);
  }

  /** Every update of every connection, in order. */
  get updates(): Update[] {
    return this.connections.flatMap((c) => c.messages.filter((m): m is Update => m.type === 'update'));
  }
}

/** Seqs never go back, and each update's log starts right after the previous one's seq, across reconnections. */
function expectNoGapNoDuplicate(updates: readonly Update[]): void {
  for (let i = 1; i < updates.length; i++) {
    const before = updates[i - 1]!;
    const after = updates[i]!;
    expect(after.seq).toBeGreaterThanOrEqual(before.seq);
    if (after.seq > before.seq) expect(after.logFrom).toBe(before.seq + 1);
    else expect(after.log).toEqual([]);
  }
}

/**
 * A GET through the proxy from this loopback address (each one a different client to the proxy), with the headers
 * the client sends itself.
 */
function getFrom(url: string, localAddress: string, headers: Readonly<Record<string, string>> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/matches/nope`, { localAddress, agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function metricsOf(url: string): Promise<string> {
  return (await fetch(`${url}/metrics`)).text();
}

function gauge(text: string, name: string): number {
  const found = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return found ? Number(found[1]) : Number.NaN;
}

const PER_MINUTE = 20;

// Issue 23, must show 1: two server processes on loopback against one PostgreSQL and one Redis, behind Debian's
// nginx with deploy/nginx.conf.
describe.runIf(haveOrFailOnCi(REDIS_SERVER) && haveOrFailOnCi(NGINX))('two instances behind nginx', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let nginx: TestNginx;
  const instances: { child: ChildProcess; url: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    redis = await startRedis();
    const env = {
      ...database.env,
      REDIS_URL: redis.url,
      ARRAKIS_SCAN_MS: '300',
      // Only the proxy's X-Forwarded-For is believed.
      ARRAKIS_TRUST_PROXY: '127.0.0.1',
      ARRAKIS_API_PER_MINUTE: String(PER_MINUTE),
    };
    instances.push(await spawnServer(env), await spawnServer(env));
    nginx = await startNginx(instances.map((i) => new URL(i.url).host.replace('localhost', '127.0.0.1')));
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) await kill9(instance.child);
    await redis?.stop();
    await database?.drop();
  });

  it('two clients behind the proxy get separate rate limits', async () => {
    // The proxy sends requests to each instance in turn, and each counts its own: 2 x the limit, then refusals.
    const first: number[] = [];
    for (let i = 0; i < 2 * PER_MINUTE + 2; i++) first.push(await getFrom(nginx.url, '127.0.0.2'));
    expect(first.slice(0, 2 * PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(first.slice(2 * PER_MINUTE)).toEqual([429, 429]);
    expect([await getFrom(nginx.url, '127.0.0.3'), await getFrom(nginx.url, '127.0.0.3')]).toEqual([404, 404]);
    // A client cannot pass for another by sending its own X-Forwarded-For: the proxy writes the address it sees.
    const spoofed = { 'x-forwarded-for': '127.0.0.77' };
    expect([await getFrom(nginx.url, '127.0.0.2', spoofed), await getFrom(nginx.url, '127.0.0.2', spoofed)]).toEqual([
      429, 429,
    ]);
    // Nor by going round the proxy: an instance believes X-Forwarded-For only from the proxy's address (127.0.0.1),
    // so a new made-up address on each request still counts against the client's own.
    const direct: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++)
      direct.push(
        await getFrom(instances[0]!.url.replace('localhost', '127.0.0.1'), '127.0.0.4', {
          'x-forwarded-for': `127.0.1.${i + 1}`,
        }),
      );
    expect(direct.slice(0, PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(direct[PER_MINUTE]).toBe(429);
  });

  it('a game of bots and people through the proxy on both instances, one of them killed mid-game', async () => {
    const seats = [...seatsOf('hhh'), ...seatsOf('bb').map((s) => ({ ...s, botLevel: 'random' as const }))];
    const created = await createMatch(nginx.url, { game: 'dune', seats, moveDeadlineSeconds: 5 });
    const tokens = created.invites.map((i) => i.token);
    const people = tokens.map((t) => new ReturningClient(nginx.url, created.matchId, t));
    const watcher = new ReturningClient(nginx.url, created.matchId, undefined);
    const everyone = [...people, watcher];
    for (const client of everyone) await client.join();
    // The proxy spread the sockets over both instances.
    for (const instance of instances)
      expect(gauge(await metricsOf(instance.url), 'arrakis_open_sockets')).toBeGreaterThan(0);

    await playSeats(
      people.map((p) => p.live),
      () => false,
      30,
    );
    const metrics = await Promise.all(instances.map((i) => metricsOf(i.url)));
    expect(metrics.map((m) => gauge(m, 'arrakis_leases_held')).sort()).toEqual([0, 1]);
    for (const m of metrics) {
      expect(m).toMatch(/^arrakis_command_duration_seconds_bucket/m);
      expect(m).toMatch(/^arrakis_actions_total/m);
      expect(m).toMatch(/^arrakis_timer_lag_seconds_count/m);
      expect(m).toMatch(/^arrakis_bot_queue /m);
    }
    // The instance that runs the bots and deadlines dies.
    const victim = instances[metrics.findIndex((m) => gauge(m, 'arrakis_leases_held') === 1)]!;
    const survivor = instances.find((i) => i !== victim)!;
    const killedAt = latest(people.map((p) => p.live)).seq;
    await kill9(victim.child);

    // Its clients' sockets close; they come back through the proxy, which sends them to the survivor.
    // A ping finds out which: an instance's pong, or the close of the socket whose instance died.
    for (const client of everyone) {
      const { live } = client;
      const from = live.messages.length;
      live.send({ type: 'ping' });
      const answer = await Promise.race([
        live.closed.then(() => 'closed' as const),
        live.next((m) => m.type === 'pong', 20_000, from).then(() => 'pong' as const),
      ]);
      if (answer === 'closed') await client.join();
    }
    expect(gauge(await metricsOf(survivor.url), 'arrakis_open_sockets')).toBe(everyone.length);
    await eventually(async () => gauge(await metricsOf(survivor.url), 'arrakis_leases_held') === 1, 20_000);

    // A deadline runs on the survivor: the person to move does nothing and the server plays for them.
    const waiting = await firstFulfilled(
      people.map((p) => p.live.anyUpdate((u) => u.seq >= killedAt && (u.decisionCount ?? 0) > 0, 20_000)),
    );
    const timedOut = await firstFulfilled(
      people.map((p) =>
        p.live.anyUpdate((u) => u.log.some((e) => e.type === 'timeout' && e.seq > waiting.seq), 20_000),
      ),
    );
    expect(timedOut.seq).toBeGreaterThan(waiting.seq);

    const after = await playSeats(
      people.map((p) => p.live),
      () => false,
      3_000,
    );
    expect(after.last.status).toBe('finished');
    await watcher.live.anyUpdate((u) => u.status === 'finished', 20_000);

    const side = await readServerSide(database.options, created.matchId);
    // The log: every seq once, equal to its replay.
    expect(side.actions.map((a) => a.seq)).toEqual(side.actions.map((_, i) => i + 1));
    expect(side.hash).toBe(side.replayedHash);
    // Bots moved after the kill: on the survivor.
    expect(side.actions.some((a) => a.source === 'bot' && a.seq > killedAt)).toBe(true);
    // What the people sent: the log holds each accepted action exactly once, at the seq after the one it was sent
    // at; the others were refused (an error each: a bot's simultaneous decision came first), or were on their way to
    // the killed instance (at most the two a client may have in flight).
    for (const [seat, person] of people.entries()) {
      const committed = side.actions.filter((a) => a.source === 'seat' && a.seat === seat);
      for (const action of committed)
        expect(person.sent.some((m) => m.seq === action.seq - 1 && isDeepStrictEqual(m.action, action.action))).toBe(
          true,
        );
      const refused = person.connections.flatMap((c) => c.messages.filter((m) => m.type === 'error')).length;
      const unanswered = person.sent.length - committed.length - refused;
      expect(unanswered).toBeGreaterThanOrEqual(0);
      expect(unanswered).toBeLessThanOrEqual(2);
    }
    // Every client saw the same sequence: each seq once, in order, across its reconnections; the watcher's log is
    // the public log.
    for (const client of everyone) expectNoGapNoDuplicate(client.updates);
    const publicLog = side.actions.flatMap((a) =>
      a.events.filter((e) => e.visibility === 'public').map((e) => ({ seq: a.seq, type: e.type, params: e.params })),
    );
    expect(watcher.updates.flatMap((u) => u.log)).toEqual(publicLog);
    for (const client of everyone) for (const c of client.connections) await c.close();
  }, 120_000);
});

/** The first of the promises to succeed (one client of several sees the update first); fails only if all fail. */
function firstFulfilled<T>(promises: readonly Promise<T>[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const failures: unknown[] = [];
    for (const promise of promises) {
      promise.then(resolve, (failure: unknown) => {
        failures.push(failure);
        if (failures.length === promises.length) reject(new AggregateError(failures, 'every promise failed'));
      });
    }
  });
}
