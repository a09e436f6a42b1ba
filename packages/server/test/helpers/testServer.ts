import { afterAll, beforeAll, expect } from 'vitest';
import type { ServerOptions } from '../../src/server.ts';
import { startServer, type RunningServer } from '../../src/index.ts';
import type { Dialect } from '../../src/storage/database.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import type { CreateMatchRequest, MatchSummary } from '../../src/protocol.ts';
import { createMatch, eventually, matchSummary } from './serverState.ts';

/** The server and database of one `describe` block, for its tests to read once `beforeAll` has run. */
export interface ServerUnderTest {
  readonly server: RunningServer;
  readonly database: TestDatabase;
}

/**
 * Starts an in-process server on a fresh database of `dialect` before the block's tests, and closes and drops both
 * after them. `options` is read in `beforeAll` (a test may build a web root there first).
 */
export function serverOn(dialect: Dialect, options: () => ServerOptions = () => ({})): ServerUnderTest {
  let server: RunningServer | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // Small post-game reviews (issue 22): every finished match of every test gets one.
    server = await startServer({ ...database.options, reviewBudget: { playouts: 1, horizon: 10 }, ...options() });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  return {
    get server() {
      if (!server) throw new Error('the test server is read before beforeAll started it');
      return server;
    },
    get database() {
      if (!database) throw new Error('the test database is read before beforeAll created it');
      return database;
    },
  };
}

/** POST /api/matches: the status and the error code, if any. */
export async function postMatch(baseUrl: string, body: unknown): Promise<{ status: number; code: string | undefined }> {
  const response = await fetch(`${baseUrl}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: payload.error?.code };
}

/** Creates a match of bots and waits until it has finished: its id and final summary. */
export async function finishedMatch(
  baseUrl: string,
  body: CreateMatchRequest,
  timeoutMs: number,
): Promise<{ matchId: string; summary: MatchSummary }> {
  const { matchId } = await createMatch(baseUrl, body);
  const summary = await eventually(async () => {
    const s = await matchSummary(baseUrl, matchId);
    return s.status === 'finished' && s;
  }, timeoutMs);
  expect(summary.status).toBe('finished');
  return { matchId, summary };
}
