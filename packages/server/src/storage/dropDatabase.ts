import type pg from 'pg';

/**
 * Drops a throwaway PostgreSQL database (a test's, a bench run's) and the sessions still attached to it. A server
 * process of another role (an autovacuum worker after heavy writes) may be attached for a moment, and FORCE may not
 * end it (error 42501): the drop is tried again shortly, when the worker is gone.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt >= 10 || (error as { code?: string }).code !== '42501') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
