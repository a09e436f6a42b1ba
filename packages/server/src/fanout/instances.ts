import { AdvisoryLeases, type MatchLeases } from '../leases/leases.ts';
import { RedisFanout, type Fanout } from './fanout.ts';

/** How often an instance scans for matches to take over and rooms behind the log (issue 23). */
export const DEFAULT_SCAN_MS = 2_000;

export interface Instances {
  readonly fanout: Fanout;
  readonly leases: MatchLeases;
  close(): Promise<void>;
}

/**
 * What several instances share besides the database (issue 23): Redis for the fan-out, PostgreSQL advisory locks
 * for the leases. A start fails when Redis cannot be reached; SQLite is refused (one file, one process).
 */
export async function openInstances(options: {
  readonly redisUrl: string;
  readonly databaseUrl: string | undefined;
  resynced(): void;
  report(error: unknown, context: string): void;
}): Promise<Instances> {
  if (!options.databaseUrl) throw new Error('REDIS_URL needs DATABASE_URL: several instances share one PostgreSQL');
  const fanout = new RedisFanout(options.redisUrl, { resynced: options.resynced, report: options.report });
  try {
    await fanout.connect();
  } catch (error) {
    await fanout.close();
    throw error;
  }
  const leases = new AdvisoryLeases(options.databaseUrl, {
    lost: () => options.report(new Error('the lease connection closed'), 'leases lost: taken again on the next scan'),
    report: options.report,
  });
  return {
    fanout,
    leases,
    async close() {
      await leases.close();
      await fanout.close();
    },
  };
}
