import { ruleError } from '@arrakis/engine';
import type { FastifyInstance } from 'fastify';
import type { DatabaseAvailability } from '../storage/availability.ts';
import { apiError } from './errors.ts';

export interface HealthOptions {
  readonly database: DatabaseAvailability;
  /** True once the server began closing. */
  draining(): boolean;
}

/**
 * `/healthz`: the process is alive (no I/O, so a database outage never gets the process restarted).
 * `/readyz`: the server can take commands: the database answers and the server is not closing; else 503 naming why.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const alive = (): { ok: true } => ({ ok: true });
  app.get('/healthz', alive);
  app.get('/api/health', alive);
  app.get('/readyz', async (_request, reply) => {
    if (options.draining()) return reply.code(503).send(apiError(ruleError('draining')));
    if (!(await options.database.check())) return reply.code(503).send(apiError(ruleError('databaseUnavailable')));
    return { ok: true };
  });
}
