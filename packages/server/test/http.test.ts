import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type CreateMatchResponse, type RunningServer } from '../src/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';

describe.each(DIALECTS)('HTTP: web client and lobby API (%s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  let webRoot: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    webRoot = mkdtempSync(join(tmpdir(), 'arrakis-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Arrakis</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log("arrakis")');
    server = await startServer({ ...database.options, webRoot });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the built client, with index.html for client-side routes', async () => {
    for (const path of ['/', '/lobby', '/play/abc123', '/play/abc123?x=1']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Arrakis</title>');
    }
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('arrakis');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'notFound' } });
  });

  it('creates matches with invite links; the summary holds public facts only', async () => {
    const created: CreateMatchResponse = await createMatch(server.url, { game: 'dune', seats: seatsOf('hbh') });
    expect(created.invites.map((i) => i.seat)).toEqual([0, 2]);
    for (const invite of created.invites) {
      expect(invite.link).toBe(`/play/${created.matchId}#token=${invite.token}`);
      // 256 random bits, base64url.
      expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(created.spectatorLink).toBe(`/play/${created.matchId}`);
    const summary = await (await fetch(`${server.url}/api/matches/${created.matchId}`)).text();
    for (const secret of ['hand', 'traitor', 'rng', 'seed', 'deck', created.invites[0]!.token])
      expect(summary).not.toContain(secret);
    expect(JSON.parse(summary)).toMatchObject({
      matchId: created.matchId,
      game: 'dune',
      status: 'active',
      rematchOf: null,
    });
  });
});
