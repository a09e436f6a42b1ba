import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ApiError } from '../src/protocol.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, eventually, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

function refusal(code: string): ApiError {
  return { error: { code, messageKey: `errors.${code}`, params: {} } };
}

describe.each(DIALECTS)('health endpoints (%s)', (dialect) => {
  let database: TestDatabase;
  let server: { child: ChildProcess; url: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await spawnServer(database.env);
  });
  afterAll(async () => {
    if (server) await kill9(server.child);
    await database?.drop();
  });

  it('/healthz and its alias /api/health say the process is alive; /readyz that it takes commands', async () => {
    expect(await get(`${server.url}/healthz`)).toEqual({ status: 200, body: { ok: true } });
    expect(await get(`${server.url}/api/health`)).toEqual({ status: 200, body: { ok: true } });
    expect(await get(`${server.url}/readyz`)).toEqual({ status: 200, body: { ok: true } });
  });

  it('other failed requests keep their answers beside the database error mapping', async () => {
    const broken = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"game":',
    });
    expect(broken.status).toBe(400);
    expect(await get(`${server.url}/api/nothing-here`)).toEqual({ status: 404, body: refusal('notFound') });
    const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hb') });
    expect(created.invites).toHaveLength(1);
  });
});

describe('draining (postgres)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('from SIGTERM, /readyz answers 503 draining while the command in progress commits; then the process exits', async () => {
    const server = await spawnServer(database.env);
    const url = database.env['DATABASE_URL']!;
    // One connection holds the match row so the server's commit waits; the other watches it wait (a snapshot of
    // pg_stat_activity lasts a whole transaction, so the holder cannot).
    const holder = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await holder.connect();
    await watcher.connect();
    try {
      const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hh') });
      const clients = await Promise.all(
        created.invites.map(async (i) => (await SocketClient.join(server.url, created.matchId, i.token)).client),
      );
      const mover = clients.find((c) => (c.lastUpdate?.decisionCount ?? 0) > 0)!;
      const action = mover.lastUpdate!.actions[0];

      await holder.query('BEGIN');
      await holder.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [created.matchId]);
      mover.send({ type: 'action', seq: 0, action });
      await eventually(async () => {
        const waiting = await watcher.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return Number(waiting.rows[0]!.n) > 0;
      });

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      const draining = await eventually(async () => {
        const ready = await get(`${server.url}/readyz`);
        return ready.status === 503 && ready;
      });
      expect(draining.body).toEqual(refusal('draining'));
      expect(await get(`${server.url}/healthz`)).toEqual({ status: 200, body: { ok: true } });

      await holder.query('ROLLBACK');
      // The command that was in progress is committed and acknowledged before the sockets close.
      expect((await mover.anyUpdate((u) => u.seq === 1)).seq).toBe(1);
      expect(await exited).toBe(0);
      const side = await readServerSide(database.options, created.matchId);
      expect(side.actions.map((a) => a.action)).toEqual([action]);
      await Promise.all(clients.map((c) => c.close()));
    } finally {
      await holder.end();
      await watcher.end();
      await kill9(server.child);
    }
  });
});
