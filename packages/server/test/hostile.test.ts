import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ApiError, type RunningServer } from '../src/index.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';

/** Opens a socket on a raw `/ws` query and returns the first message and the close code. */
function rawSocket(baseUrl: string, query: string): Promise<{ first: unknown; code: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?${query}`);
    let first: unknown = null;
    socket.once('message', (data: Buffer) => (first = JSON.parse(data.toString())));
    socket.once('close', (code) => resolve({ first, code }));
    socket.once('error', reject);
  });
}

async function request(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page, not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

function createBody(name: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'dune', seats: [{ kind: 'human', name }, { kind: 'bot' }] }),
  };
}

/** The process is alive and answers. */
async function alive(child: ChildProcess, url: string): Promise<void> {
  expect(child.exitCode).toBeNull();
  expect(child.signalCode).toBeNull();
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
}

describe.each(DIALECTS)('hostile requests to a real server process (%s)', (dialect) => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ({ child, url } = await spawnServer(database.env));
  });
  afterAll(async () => {
    if (child) await kill9(child);
    await database?.drop();
  });

  it('issue 12 finding 1: a repeated `match` parameter is refused by name, and the server lives', async () => {
    const created = await createMatch(url, { game: 'dune', seats: seatsOf('hb') });
    const { first, code } = await rawSocket(url, `match=${created.matchId}&match=${created.matchId}`);
    expect(first).toMatchObject({ type: 'error', code: 'malformedRequest', params: { field: 'match' } });
    expect(code).toBe(4400);
    expect((await rawSocket(url, 'x=1')).first).toMatchObject({ code: 'malformedRequest' });
    await alive(child, url);
    // The match itself is untouched and still answers.
    expect((await request(url, `/api/matches/${created.matchId}`)).status).toBe(200);
  });

  it('issue 12 finding 2: a NUL byte in a match id never reaches the database', async () => {
    const socket = await rawSocket(url, 'match=%00');
    expect(socket.first).toMatchObject({ type: 'error', code: 'malformedRequest', params: { field: 'match' } });
    for (const path of ['/api/matches/%00', '/api/matches/a%00b', '/api/matches/%E2%80%AEx']) {
      const answer = await request(url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ error: { code: 'malformedRequest', params: { field: 'id' } } });
      expect(JSON.stringify(answer.body)).not.toMatch(/byte sequence|UTF8|sql|postgres/i);
    }
    const rematch = await request(url, '/api/matches/%00/rematch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(rematch.status).toBe(400);
    await alive(child, url);
  });

  it('issue 12 finding 8: names with control, invisible or bidi characters are refused; real names are kept', async () => {
    for (const name of [
      'Paul\u0000',
      'Pa\u200Bul',
      '\u202EluaP',
      'Paul\u2066',
      '\u200DPaul',
      'Paul\u200C',
      'a\nb',
      '   ',
    ]) {
      const answer = await request(url, '/api/matches', createBody(name));
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body, JSON.stringify(name)).toMatchObject({
        error: { code: 'malformedRequest', params: { field: 'seats.0.name' } },
      });
    }
    expect((await request(url, '/api/matches', createBody('x'.repeat(33)))).status).toBe(400);
    // An emoji sequence joined by U+200D, a Persian name with U+200C, a decomposed accent (stored as NFC), and
    // 32 emoji (32 graphemes, many more code units).
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const accepted = [`Leto ${family}`, 'می\u200Cخواهم', 'Jessica\u0301', '\u{1F3DC}'.repeat(32), '  Paul  '];
    for (const name of accepted) {
      const answer = await request(url, '/api/matches', createBody(name));
      expect(answer.status, JSON.stringify(name)).toBe(201);
      const { matchId } = answer.body as { matchId: string };
      const side = await readServerSide(database.options, matchId);
      expect(side.match.seats[0]!.name).toBe(name.normalize('NFC').trim());
    }
    await alive(child, url);
  });

  it('issue 12 finding 8: body parser errors come back as ApiError', async () => {
    const cases: [RequestInit, number, string][] = [
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"game":' }, 400, 'malformedRequest'],
      [{ method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }, 415, 'unsupportedMediaType'],
      [
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(70_000)}"` },
        413,
        'requestTooLarge',
      ],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }, 400, 'malformedRequest'],
    ];
    for (const [init, status, code] of cases) {
      const answer = await request(url, '/api/matches', init);
      expect(answer.status, code).toBe(status);
      expect(answer.body, code).toMatchObject({ error: { code, messageKey: `errors.${code}` } });
    }
    const unknown = await request(url, '/api/nothing-here');
    expect(unknown.body).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound', params: {} } });
    const wrongMethod = await request(url, '/api/matches', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect((wrongMethod.body as ApiError).error.code).toBe('notFound');
    await alive(child, url);
  });
});

describe('security headers and REST rate limits (issue 12 findings 5 and 7)', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let webRoot: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    webRoot = mkdtempSync(join(tmpdir(), 'arrakis-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Arrakis</title>');
    server = await startServer({ ...database.options, webRoot, httpRateLimit: { perMinute: 20, createsPerMinute: 3 } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('finding 7: no page may frame the client; a strict content security policy', async () => {
    for (const path of ['/', '/play/abc', '/api/matches/abc']) {
      const { headers } = await request(server.url, path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('finding 5: creations past the per-address limit are refused with rateLimited; other routes keep their own bucket', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await request(server.url, '/api/matches', createBody(`P${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]!.body).toMatchObject({ error: { code: 'rateLimited', messageKey: 'errors.rateLimited' } });
    expect((answers[3]!.body as ApiError).error.params['retryAfterSeconds']).toBeGreaterThan(0);
    const { matchId } = answers[0]!.body as { matchId: string };
    expect((await request(server.url, `/api/matches/${matchId}`)).status).toBe(200);
  });
});
