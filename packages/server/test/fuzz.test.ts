import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMatchResponse } from '../src/index.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { TEST_SEED } from './helpers/seed.ts';
import { createMatch, readServerSide } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

/**
 * Issue 12, must-show 2: thousands of random and mutated HTTP requests, raw HTTP bytes, query strings and WebSocket
 * frames against a real server process. After each batch the process is alive, `/healthz` answers, and every
 * match's stored state is unchanged unless the batch sent a legal action (then the log holds only actions sent).
 */

const BATCHES = 20;
const REQUESTS_PER_BATCH = 120;
const FRAMES_PER_BATCH = 120;
const RAW_PER_BATCH = 8;

const human = { kind: 'human' as const };

/** A string with what hostile input likes: NUL, bidi overrides, lone surrogates, percent signs, long runs. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '%00', '%', '%ZZ', '\u202E', '\uD800', '..', '/', '?', '#', '&', '=', '[]', 'null', '-1'),
  fc.integer().map(String),
  fc.nat(5000).map((n) => 'x'.repeat(n)),
);

/** Percent-encodes a string's UTF-8 bytes (lone surrogates included, as U+FFFD) where a URL needs it. */
function pct(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Any bytes, percent-encoded: invalid UTF-8 in a path or a query. */
const rawBytes = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');

/** A value that replaces part of a valid body. */
const replacement = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nasty, fc.constant(undefined));

/** A valid body with one field replaced, removed or added at random. */
function mutate(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.constant(valid),
    fc.record({ key: fc.oneof(fc.constantFrom(...keys), nasty), value: replacement }).map(({ key, value }) => ({
      ...valid,
      [key]: value,
    })),
    fc.jsonValue({ maxDepth: 4 }),
  );
}

interface Fixture {
  readonly dune: CreateMatchResponse;
  readonly imperium: CreateMatchResponse;
  readonly uprising: CreateMatchResponse;
}

function httpRequest(
  fixture: Fixture,
): fc.Arbitrary<{ method: string; path: string; headers: Record<string, string>; body?: string }> {
  const ids = fc.oneof(
    fc.constantFrom(fixture.dune.matchId, fixture.imperium.matchId, fixture.uprising.matchId),
    nasty,
  );
  const tokens = fc.oneof(fc.constantFrom(...fixture.dune.invites.map((i) => i.token)), nasty);
  const segment = ids.map((id) => pct(id));
  const path = fc.oneof(
    fc.constant('/api/matches'),
    segment.map((id) => `/api/matches/${id}`),
    segment.map((id) => `/api/matches/${id}/rematch`),
    fc.constantFrom('/api/my-matches', '/api/health', '/healthz', '/readyz', '/api', '/api/', '/ws', '/'),
    nasty.map((s) => `/${pct(s)}`),
    nasty.map((s) => `/api/${pct(s)}`),
    rawBytes.map((bytes) => `/api/matches/${bytes}`),
  );
  const query = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('match', 'id', 'token'), nasty), fc.oneof(ids, nasty)), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}`));
  const body = fc.oneof(
    mutate({ game: 'dune', seats: [human, human] }),
    mutate({ game: 'imperium', seats: [human], options: { difficulty: 'mentat' } }),
    mutate({ game: 'uprising', seats: [human], options: { contracts: true, rivalDifficulty: 'expert' } }),
    mutate({ token: fixture.dune.invites[0]!.token }),
    tokens.chain((token) => mutate({ tokens: [token] })),
    fc.jsonValue({ maxDepth: 5 }),
  );
  const rawBody = fc.oneof(
    body.map((b) => JSON.stringify(b) ?? ''),
    nasty,
    fc.constant(''),
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'), weight: 4 },
    { arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  );
  return fc.record({
    method,
    path: fc.tuple(path, query).map(([p, q]) => p + q),
    headers: fc.record({ 'content-type': contentType }),
    body: fc.option(rawBody, { nil: undefined }),
  });
}

/** Bytes that only look like HTTP, sent on a bare TCP socket. */
const rawHttp = fc.oneof(
  fc.tuple(method, nasty).map(([m, p]) => `${m} /${p} HTTP/1.1\r\nHost: x\r\n\r\n`),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    'GET /api/matches/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n',
    'POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\ncontent-type: application/json\r\n\r\n{',
    'POST /api/matches HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\ncontent-type: application/json\r\n\r\nZZ\r\n',
    `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'GET /ws?match=a&match=b HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  ),
);

/** What a socket sends: random text, mutated protocol messages, the current legal action (mutated or not). */
type Frame =
  | { readonly kind: 'raw'; readonly text: string }
  | { readonly kind: 'message'; readonly make: (u: Update | undefined) => unknown };

function frame(fixture: Fixture): fc.Arbitrary<Frame> {
  const token = fc.oneof(fc.constantFrom(...fixture.dune.invites.map((i) => i.token)), nasty);
  const legal = fc.nat(20);
  return fc.oneof(
    nasty.map((text): Frame => ({ kind: 'raw', text })),
    fc.jsonValue({ maxDepth: 4 }).map((json): Frame => ({ kind: 'raw', text: JSON.stringify(json) ?? 'null' })),
    fc
      .record({ token, lastSeq: fc.oneof(fc.integer(), fc.constant(0), replacement) })
      .map((hello): Frame => ({ kind: 'message', make: () => ({ type: 'hello', ...hello }) })),
    fc.tuple(legal, replacement, fc.boolean()).map(([index, noise, exact]): Frame => ({
      kind: 'message',
      make: (u) => {
        const action = u?.actions.length ? u.actions[index % u.actions.length] : noise;
        return exact ? { type: 'action', seq: u?.seq ?? 0, action } : { type: 'action', seq: noise, action };
      },
    })),
    fc.tuple(legal, fc.string({ maxLength: 12 }), replacement).map(([index, key, noise]): Frame => ({
      kind: 'message',
      make: (u) => {
        const action = u?.actions.length ? u.actions[index % u.actions.length] : {};
        return { type: 'action', seq: u?.seq ?? 0, action: { ...(action as object), [key]: noise } };
      },
    })),
    fc.constantFrom<Frame>({ kind: 'message', make: () => ({ type: 'ping' }) }),
  );
}

async function sendHttp(
  baseUrl: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<number | null> {
  try {
    const withBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: withBody ? request.body : undefined,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The client library refused to send it (a header it will not write): not the server's answer.
    return null;
  }
}

function sendRaw(port: number, bytes: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (): void => {
      socket.destroy();
      resolve();
    };
    socket.setTimeout(300, done);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('data', () => undefined);
    socket.write(bytes, 'latin1');
  });
}

describe.each(DIALECTS)('fuzz: hostile input never ends the server nor changes a match (%s)', (dialect) => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ child, url } = await spawnServer({
      ...database.env,
      ARRAKIS_API_PER_MINUTE: '1000000',
      ARRAKIS_CREATES_PER_MINUTE: '1000000',
      ARRAKIS_WS_BURST: '1000000',
      ARRAKIS_WS_PER_SECOND: '1000000',
    }));
  });
  afterAll(async () => {
    if (child) await kill9(child);
    await database?.drop();
  });

  it('batches of random and mutated requests and frames', async () => {
    // People only: nothing moves unless a legal action is sent.
    const fixture: Fixture = {
      dune: await createMatch(url, {
        game: 'dune',
        seats: [human, human],
        options: { factions: ['fremen', 'emperor'] },
      }),
      imperium: await createMatch(url, { game: 'imperium', seats: [human, human] }),
      uprising: await createMatch(url, { game: 'uprising', seats: [human, human], options: { contracts: true } }),
    };
    const matches = [fixture.dune, fixture.imperium, fixture.uprising];
    const port = Number(new URL(url).port);
    let sockets: SocketClient[] = [];
    const sent = { http: 0, raw: 0, frames: 0, legal: 0, statuses: new Map<number, number>() };

    /** Seat sockets of both matches and one spectator of each, opened again when the server closed them. */
    async function openSockets(): Promise<SocketClient[]> {
      const open = sockets.filter((s) => s.socket.readyState === s.socket.OPEN);
      if (open.length === sockets.length && sockets.length > 0) return sockets;
      await Promise.all(sockets.map((s) => s.close()));
      const fresh: SocketClient[] = [];
      for (const match of matches) {
        for (const invite of match.invites)
          fresh.push((await SocketClient.join(url, match.matchId, invite.token)).client);
        fresh.push((await SocketClient.join(url, match.matchId)).client);
        fresh.push(await SocketClient.open(url, match.matchId));
      }
      sockets = fresh;
      return sockets;
    }

    const batch = fc.record({
      requests: fc.array(httpRequest(fixture), { minLength: REQUESTS_PER_BATCH, maxLength: REQUESTS_PER_BATCH }),
      raw: fc.array(rawHttp, { minLength: RAW_PER_BATCH, maxLength: RAW_PER_BATCH }),
      frames: fc.array(fc.tuple(fc.nat(), frame(fixture), fc.boolean()), {
        minLength: FRAMES_PER_BATCH,
        maxLength: FRAMES_PER_BATCH,
      }),
    });

    await fc.assert(
      fc.asyncProperty(batch, async ({ requests, raw, frames }) => {
        const before = await Promise.all(matches.map((m) => readServerSide(database.options, m.matchId)));
        for (const request of requests) {
          const status = await sendHttp(url, request);
          sent.http++;
          if (status !== null) sent.statuses.set(status, (sent.statuses.get(status) ?? 0) + 1);
          expect(status === null || status < 500, `${request.method} ${request.path} answered ${status}`).toBe(true);
        }
        await Promise.all(raw.map((bytes) => sendRaw(port, bytes)));
        sent.raw += raw.length;
        const actionsSent: unknown[] = [];
        const clients = await openSockets();
        for (const [which, f, binary] of frames) {
          const client = clients[which % clients.length]!;
          if (client.socket.readyState !== client.socket.OPEN) continue;
          const message = f.kind === 'raw' ? null : f.make(client.lastUpdate);
          // A resignation hands the seat to the server's default play: the state would move without an action sent.
          if (message !== null && typeof message === 'object' && (message as { type?: unknown }).type === 'resign')
            continue;
          const text = f.kind === 'raw' ? f.text : JSON.stringify(message);
          if (/"type"\s*:\s*"resign"/.test(text)) continue;
          if (message !== null && typeof message === 'object' && (message as { type?: unknown }).type === 'action')
            actionsSent.push((message as { action?: unknown }).action);
          client.socket.send(binary ? Buffer.from(text) : text);
          sent.frames++;
        }
        // Every socket still open has had all its frames handled once it answers a ping.
        await Promise.all(
          clients
            .filter((c) => c.socket.readyState === c.socket.OPEN)
            .map(async (c) => {
              const from = c.messages.length;
              c.send({ type: 'ping' });
              await c.next((m) => m.type === 'pong', 10_000, from).catch(() => undefined);
            }),
        );

        expect(child.exitCode).toBeNull();
        expect(child.signalCode).toBeNull();
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        for (const [index, match] of matches.entries()) {
          const after = await readServerSide(database.options, match.matchId);
          const was = before[index]!;
          expect(after.hash).toBe(after.replayedHash);
          // Only legal actions sent by this batch may have moved the match, each one step.
          const added = after.actions.slice(was.seq);
          for (const action of added) expect(actionsSent).toContainEqual(action.action);
          sent.legal += added.length;
          if (added.length === 0) expect(after.hash).toBe(was.hash);
        }
      }),
      { numRuns: BATCHES, seed: Number.parseInt(TEST_SEED.slice(0, 8), 16) | 0, endOnFailure: true },
    );
    await Promise.all(sockets.map((s) => s.close()));
    console.log(
      `fuzz (${dialect}): ${sent.http} HTTP requests, ${sent.raw} raw HTTP, ${sent.frames} frames, ` +
        `${sent.legal} legal actions applied; statuses ${JSON.stringify(Object.fromEntries(sent.statuses))}`,
    );
    expect(sent.http + sent.frames).toBeGreaterThan(2_000);
  }, 600_000);
});
