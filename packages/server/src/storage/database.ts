import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';
import type { DatabaseSchema } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, SQLite. */
  readonly databaseUrl?: string;
  /** The SQLite file, created with its directory on first use. */
  readonly sqlitePath?: string;
}

export const DEFAULT_SQLITE_PATH = './data/arrakis.db';

const INT8_OID = 20;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(options.sqlitePath ?? DEFAULT_SQLITE_PATH);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqlite(path: string): Database {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  // WAL lets readers run beside the writer; FULL syncs every commit, so an acknowledged action survives even a
  // power cut, not only a crash of the process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Times are epoch milliseconds in bigint columns: read them back as numbers, not strings.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // pg's pool.end() resolves once its clients are asked to end, not once their connections are closed: closing
  // waits for the last one, so nothing of this database is still open when `close` resolves.
  let open = 0;
  let lastClosed: (() => void) | null = null;
  pool.on('connect', () => open++);
  pool.on('remove', () => {
    if (--open === 0) lastClosed?.();
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    async close() {
      await db.destroy();
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
