import { execFile, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';

const SERVER_BIN = fileURLToPath(new URL('../bin/server.js', import.meta.url));

/** Three requests a minute per address: the fourth from the same client is refused. */
const LIMITS = { ARRAKIS_API_PER_MINUTE: '3', ARRAKIS_CREATES_PER_MINUTE: '3' };

async function statuses(url: string, forwardedFor: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const client of forwardedFor)
    out.push((await fetch(`${url}/api/matches/nope`, { headers: { 'x-forwarded-for': client } })).status);
  return out;
}

// Per-address limits (issue 12 findings 5, 6) count clients only if the proxy's X-Forwarded-For is believed,
// and only then: a client that forges the header must not escape its own limit.
describe('ARRAKIS_TRUST_PROXY: per-address limits behind a reverse proxy, against the server process', () => {
  const running: { child: ChildProcess; database: TestDatabase }[] = [];
  afterAll(async () => {
    for (const { child, database } of running) {
      await kill9(child);
      await database.drop();
    }
  });

  async function serverWith(trust: string | undefined): Promise<string> {
    const database = await createTestDatabase('sqlite');
    const env = { ...database.env, ...LIMITS, ...(trust === undefined ? {} : { ARRAKIS_TRUST_PROXY: trust }) };
    const { child, url } = await spawnServer(env);
    running.push({ child, database });
    return url;
  }

  it('by default the header is not believed: every request counts against the one connecting address', async () => {
    const url = await serverWith(undefined);
    expect(await statuses(url, ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])).toEqual([404, 404, 404, 429]);
  });

  it('trusting the local proxy (one hop, or its address): each forwarded client has its own limit', async () => {
    for (const trust of ['1', '127.0.0.1', '127.0.0.0/8']) {
      const url = await serverWith(trust);
      const clients = ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.2'];
      expect(await statuses(url, clients), trust).toEqual([404, 404, 404, 429, 404]);
    }
  });

  it('a value that is none of those stops the start, naming the variable (exit 2)', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const run = promisify(execFile)(process.execPath, [SERVER_BIN], {
        env: { ...process.env, ...database.env, PORT: '0', ARRAKIS_TRUST_PROXY: 'everyone' },
      });
      await expect(run).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('ARRAKIS_TRUST_PROXY must be'),
      });
    } finally {
      await database.drop();
    }
  });
});
