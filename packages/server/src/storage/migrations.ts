import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** Migrations are code, in order; never edit one that has shipped, add the next. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('engine_version', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rematch_of', 'text')
        .addColumn('rematch', 'text')
        .addColumn('move_deadline_seconds', 'integer')
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('deciding', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('seat_tokens')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_tokens_pk', ['match_id', 'seat'])
        .execute();
      await db.schema.createIndex('seat_tokens_by_hash').on('seat_tokens').column('token_hash').execute();
      await db.schema
        .createTable('actions')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['match_id', 'seq'])
        .execute();
      await db.schema
        .createTable('snapshots')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['match_id', 'seq'])
        .execute();
      await db.schema
        .createTable('timers')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('timers_pk', ['match_id', 'kind'])
        .execute();
      await db.schema.createIndex('matches_by_status').on('matches').column('status').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['timers', 'snapshots', 'actions', 'seat_tokens', 'matches']) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  },
  '0002_match_lifecycle': {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement: SQLite adds only one at a time.
      for (const column of ['factions', 'quarantine', 'quarantine_detail']) {
        await db.schema.alterTable('matches').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const column of ['quarantine_detail', 'quarantine', 'factions']) {
        await db.schema.alterTable('matches').dropColumn(column).execute();
      }
    },
  },
  '0003_chat': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('chat_lines')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('from_seat', 'integer')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('to_seat', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_lines_pk', ['match_id', 'n'])
        .execute();
      await db.schema
        .createTable('chat_settings')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('other', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_settings_pk', ['match_id', 'seat', 'kind', 'other'])
        .execute();
      await db.schema
        .createTable('chat_reports')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('reporter', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_reports_pk', ['match_id', 'n', 'reporter'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['chat_reports', 'chat_settings', 'chat_lines']) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  },
  '0004_stand_in': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('matches').addColumn('stand_in', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('matches').dropColumn('stand_in').execute();
    },
  },
  '0005_open_tables': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('matches').addColumn('listed', 'integer').execute();
      await db.schema.createIndex('matches_listed').on('matches').columns(['listed', 'status']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('matches_listed').execute();
      await db.schema.alterTable('matches').dropColumn('listed').execute();
    },
  },
  '0006_webhooks': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('matches').addColumn('webhook', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('matches').dropColumn('webhook').execute();
    },
  },
  '0007_accounts': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('accounts')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('account_seats')
        .addColumn('account_hash', 'text', (c) => c.notNull().references('accounts.token_hash'))
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('sealed_token', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_seats_pk', ['account_hash', 'match_id', 'seat'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['account_seats', 'accounts']) await sql`drop table ${sql.table(table)}`.execute(db);
    },
  },
  '0008_match_branches': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('match_branches')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('source_match', 'text')
        .addColumn('at', 'integer', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table match_branches`.execute(db);
    },
  },
  '0009_match_reviews': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('match_reviews')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('review', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table match_reviews`.execute(db);
    },
  },
  // Issue 23: a vote on a seat counts on every instance, not only on the voter's.
  '0010_seat_votes': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('seat_votes')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('proposal', 'text', (c) => c.notNull())
        .addColumn('voter', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_votes_pk', ['match_id', 'seat', 'proposal', 'voter'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table seat_votes`.execute(db);
    },
  },
  // Issue 22: a review under way holds a lease; a stuck one goes back to the queue, to be tried again later.
  '0011_review_leases': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('match_reviews')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('match_reviews').addColumn('lease_until', 'bigint').execute();
      await db.schema.alterTable('match_reviews').addColumn('retry_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const column of ['attempts', 'lease_until', 'retry_at'])
        await db.schema.alterTable('match_reviews').dropColumn(column).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Runs on every start; Kysely's migration lock makes concurrent starts against one PostgreSQL safe. Migrations
 * see an untyped database: they must not depend on today's schema types.
 */
export async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  const untyped = db as unknown as Kysely<unknown>;
  const { error, results } = await new Migrator({ db: untyped, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
