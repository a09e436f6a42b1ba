import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseOptions, Dialect } from '../../src/storage/database.ts';
import { dropDatabase } from '../../src/storage/dropDatabase.ts';
import { TEST_SEED } from './seed.ts';

export interface TestDatabase {
  readonly dialect: Dialect;
  /**
   * What `startServer` and `openDatabase` take: the same database for every call, and the seeds of the test's
   * matches (`startServer` reads `matchSeeds`; `openDatabase` ignores it). The server answers no window by itself
   * (`autoPassDelay: null`): tests that replay what the clients sent see every action; autoPass.test.ts sets one.
   */
  readonly options: DatabaseOptions & { readonly matchSeeds: string; readonly autoPassDelay: null };
  /** The same, as environment variables for a server in a child process. */
  readonly env: Readonly<Record<string, string>>;
  drop(): Promise<void>;
}

/** Both dialects: every server test runs on each (`describe.each(DIALECTS)`). */
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

function adminUrl(): string {
  const pgInfo = inject('arrakisPg');
  if ('error' in pgInfo) {
    throw new Error(
      `PostgreSQL is required by the server tests and could not be reached. Set ARRAKIS_TEST_PG_URL to an admin URL, ` +
        `or install Debian's postgresql package (see .ci/run).\n${pgInfo.error}`,
    );
  }
  return pgInfo.url;
}

/** A fresh, empty database: a file in a temp dir, or a throwaway PostgreSQL database. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-test-'));
    const sqlitePath = join(dir, 'arrakis.db');
    return {
      dialect,
      options: { sqlitePath, matchSeeds: `${TEST_SEED}:${dialect}`, autoPassDelay: null },
      env: {
        ARRAKIS_SQLITE_PATH: sqlitePath,
        ARRAKIS_MATCH_SEEDS: `${TEST_SEED}:${dialect}`,
        ARRAKIS_AUTO_PASS_MS: 'off',
      },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const admin = adminUrl();
  const name = `arrakis_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dialect,
    options: { databaseUrl: url.toString(), matchSeeds: `${TEST_SEED}:${dialect}`, autoPassDelay: null },
    env: { DATABASE_URL: url.toString(), ARRAKIS_MATCH_SEEDS: `${TEST_SEED}:${dialect}`, ARRAKIS_AUTO_PASS_MS: 'off' },
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
