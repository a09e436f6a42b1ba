import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type LogEvent, type PostgresPool } from 'kysely';
import pg from 'pg';
import { AvailabilityMonitor, isConnectionError, type DatabaseAvailability } from './availability.ts';
import { migrate } from './migrations.ts';
import type { DatabaseSchema } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite is always available; PostgreSQL may go away and come back (see `AvailabilityMonitor`). */
export interface Database extends DatabaseAvailability {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, SQLite. */
  readonly databaseUrl?: string;
  /** The SQLite file, created with its directory on first use. */
  readonly sqlitePath?: string;
  /** Told of connection errors (a pooled connection dropped, the database went away); never fatal. */
  readonly report?: (error: unknown, context: string) => void;
  /** Told of every query sent (its SQL): the metrics count them, and tests check that a path reads nothing. */
  readonly onQuery?: (sql: string) => void;
}

export const DEFAULT_SQLITE_PATH = './data/arrakis.db';

/** The databases opened on PostgreSQL: a hot write there may be one statement instead of a transaction. */
const POSTGRES = new WeakSet<Kysely<DatabaseSchema>>();

export function isPostgres(db: Kysely<DatabaseSchema>): boolean {
  return POSTGRES.has(db);
}

const INT8_OID = 20;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const report = options.report ?? (() => undefined);
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, report, options.onQuery)
    : openSqlite(options.sqlitePath ?? DEFAULT_SQLITE_PATH, report, options.onQuery);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqlite(
  path: string,
  report: (error: unknown, context: string) => void,
  onQuery: ((sql: string) => void) | undefined,
): Database {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  // WAL lets readers run beside the writer; FULL syncs every commit, so an acknowledged action survives even a
  // power cut, not only a crash of the process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: sqlite }),
    ...(onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {}),
  });
  // A local file has no connection to lose: nothing ever calls `lost`, so it stays available.
  const monitor = new AvailabilityMonitor(() => sql`select 1`.execute(db), report);
  return withMonitor(db, 'sqlite', monitor);
}

function withMonitor(db: Kysely<DatabaseSchema>, dialect: Dialect, monitor: AvailabilityMonitor): Database {
  return {
    db,
    dialect,
    available: () => monitor.available(),
    check: () => monitor.check(),
    lost: (error) => monitor.lost(error),
    whenAvailable: () => monitor.whenAvailable(),
    close: () => {
      monitor.close();
      return db.destroy();
    },
  };
}

/**
 * A pg pool whose every failure is heard: an `error` event without a listener would end the process (a pooled
 * connection terminated by the server, a restart, a network blip), so each is reported and makes the monitor probe,
 * and every failed query or connection attempt that is the connection's fault marks the database away.
 */
function openPostgres(
  url: string,
  report: (error: unknown, context: string) => void,
  onQuery: ((sql: string) => void) | undefined,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails the command instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // Times are epoch milliseconds in bigint columns: read them back as numbers, not strings.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const monitor = new AvailabilityMonitor(() => sql`select 1`.execute(db), report);
  const suspect = (error: unknown): void => monitor.suspect(error);
  const lostIfConnection = (error: unknown): void => {
    if (isConnectionError(error)) monitor.lost(error);
  };
  // pg's pool.end() resolves once its clients are asked to end, not once their connections are closed: closing
  // waits for the last one, so nothing of this database is still open when `close` resolves.
  let open = 0;
  let lastClosed: (() => void) | null = null;
  // Every client, idle or held by Kysely (pg-pool leaves a held client without a listener): heard here once.
  pool.on('connect', (client) => {
    open++;
    client.on('error', suspect);
  });
  pool.on('remove', () => {
    if (--open === 0) lastClosed?.();
  });
  // pg-pool also re-emits an idle client's error after removing it: already heard above.
  pool.on('error', () => undefined);
  const heard: PostgresPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        lostIfConnection(error);
        throw error;
      }),
    end: () => pool.end(),
  };
  const log = (event: LogEvent): void => {
    onQuery?.(event.query.sql);
    if (event.level === 'error') lostIfConnection(event.error);
  };
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: heard }), log });
  POSTGRES.add(db);
  const database = withMonitor(db, 'postgres', monitor);
  return {
    ...database,
    async close() {
      await database.close();
      if (open > 0) await new Promise<void>((resolve) => (lastClosed = resolve));
    },
  };
}

/** A duplicate primary key: for `actions`, another command took this seq first. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
