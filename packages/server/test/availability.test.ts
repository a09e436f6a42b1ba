import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { AvailabilityMonitor, isConnectionError } from '../src/storage/availability.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';

/** The error a real pg client gets from a port nobody listens on. */
async function refusedConnection(): Promise<unknown> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' });
  return client.connect().then(
    () => null,
    (error: unknown) => error,
  );
}

describe('the availability monitor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('once the database is lost, probes it after 100 ms, then twice as long each time up to 5 s, until it answers', async () => {
    vi.useFakeTimers();
    const probes: number[] = [];
    let answers = false;
    const start = Date.now();
    const reports: string[] = [];
    const monitor = new AvailabilityMonitor(
      () => {
        probes.push(Date.now() - start);
        return answers
          ? Promise.resolve()
          : Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      },
      (_error, context) => reports.push(context),
    );
    expect(monitor.available()).toBe(true);
    let back = false;
    monitor.lost(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    void monitor.whenAvailable().then(() => {
      back = true;
    });
    expect(monitor.available()).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(probes).toEqual([100, 300, 700, 1_500, 3_100, 6_300, 11_300, 16_300]);
    expect(back).toBe(false);
    // Lost once, reported once, however many probes fail.
    expect(reports).toHaveLength(1);

    answers = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probes.at(-1)).toBe(21_300);
    expect(monitor.available()).toBe(true);
    expect(back).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    // Back: no more probes.
    expect(probes).toHaveLength(9);
    monitor.close();
  });

  it('check() probes now and marks the database back or away; concurrent checks share one probe', async () => {
    let answers = true;
    let calls = 0;
    const monitor = new AvailabilityMonitor(
      () => {
        calls += 1;
        return answers
          ? Promise.resolve()
          : Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      },
      () => undefined,
    );
    expect(await Promise.all([monitor.check(), monitor.check(), monitor.check()])).toEqual([true, true, true]);
    expect(calls).toBe(1);
    answers = false;
    expect(await monitor.check()).toBe(false);
    expect(monitor.available()).toBe(false);
    answers = true;
    expect(await monitor.check()).toBe(true);
    expect(monitor.available()).toBe(true);
    monitor.close();
  });

  it('close() releases whoever waits for the database, and stops probing', async () => {
    let calls = 0;
    const monitor = new AvailabilityMonitor(
      () => {
        calls += 1;
        return Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      },
      () => undefined,
      { firstMs: 1, maxMs: 1 },
    );
    monitor.lost(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    const waiting = monitor.whenAvailable();
    monitor.close();
    await waiting;
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(after);
  });
});

describe('connection errors, as the real drivers raise them', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('a refused connection and a terminated backend are connection errors', async () => {
    expect(isConnectionError(await refusedConnection())).toBe(true);

    const url = database.env['DATABASE_URL']!;
    const victim = new pg.Client({ connectionString: url });
    const admin = new pg.Client({ connectionString: url });
    await victim.connect();
    await admin.connect();
    const heard: unknown[] = [];
    victim.on('error', (error) => heard.push(error));
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const sleeping = victim.query('SELECT pg_sleep(30)').then(
      () => null,
      (error: unknown) => error,
    );
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    const terminated = await sleeping;
    expect(terminated).toMatchObject({ code: '57P01' });
    expect(isConnectionError(terminated)).toBe(true);
    const afterwards = await victim.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConnectionError(afterwards)).toBe(true);
    expect(heard.every(isConnectionError)).toBe(true);
    await victim.end().catch(() => undefined);
    await admin.end();
  });

  it('a statement the database refuses is not one', async () => {
    const client = new pg.Client({ connectionString: database.env['DATABASE_URL']! });
    await client.connect();
    try {
      const failures = await Promise.all(
        ['SELEC 1', 'SELECT 1/0', 'SELECT * FROM no_such_table'].map((sql) =>
          client.query(sql).then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(Error);
        expect(isConnectionError(failure)).toBe(false);
      }
    } finally {
      await client.end();
    }
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    sqlite.exec('INSERT INTO t VALUES (1)');
    let duplicate: unknown = null;
    try {
      sqlite.exec('INSERT INTO t VALUES (1)');
    } catch (error) {
      duplicate = error;
    }
    expect(duplicate).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(isConnectionError(duplicate)).toBe(false);
    sqlite.close();
  });
});
