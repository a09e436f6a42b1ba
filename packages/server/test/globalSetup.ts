import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL the server tests may create databases in, or why there is none. */
    arrakisPg: { readonly url: string } | { readonly error: string };
  }
}

const ROLE = 'arrakis_test';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * ARRAKIS_TEST_PG_URL if set; otherwise the machine's Debian PostgreSQL cluster, started if it is down, with a
 * test role. Any failure is passed on, not thrown: the PostgreSQL tests then fail with the reason, the others run.
 */
function findPostgres(): { url: string } | { error: string } {
  const given = process.env['ARRAKIS_TEST_PG_URL'];
  if (given) return { url: given };
  try {
    const line = run('pg_lsclusters', ['--no-header']).trim().split('\n')[0];
    if (!line) return { error: 'pg_lsclusters lists no PostgreSQL cluster' };
    const [version, name, port, status] = line.split(/\s+/);
    if (!version || !name || !port) return { error: `cannot read pg_lsclusters: ${line}` };
    // Left running afterwards: another test run (another package, another engineer) may be using it.
    if (status !== 'online') run('pg_ctlcluster', [version, name, 'start']);
    const sql =
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN ` +
      `CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}'; END IF; END $$;`;
    run('su', ['postgres', '-c', `psql -p ${port} -v ON_ERROR_STOP=1 -q -c "${sql.replaceAll('$', '\\$')}"`]);
    return { url: `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/postgres` };
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    return { error: `${String(error)}${typeof stderr === 'string' ? `\n${stderr}` : ''}` };
  }
}

export function setup(project: TestProject): void {
  project.provide('arrakisPg', findPostgres());
}
