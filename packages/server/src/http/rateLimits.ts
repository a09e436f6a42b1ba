import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Requests per minute and per client address on the REST API. */
export interface HttpRateLimit {
  /** Every `/api` request. */
  readonly perMinute: number;
  /** Match creations and rematches together (each sets a game up and stores it). */
  readonly createsPerMinute: number;
}

export const DEFAULT_HTTP_RATE_LIMIT: HttpRateLimit = { perMinute: 600, createsPerMinute: 60 };

interface LimitedRoute {
  readonly config: {
    readonly rateLimit: { readonly max: number; readonly timeWindow: number; readonly groupId?: string };
  };
}

/**
 * Token buckets per address (`request.ip`: behind a proxy, set Fastify's `trustProxy` so that it is the client's).
 * Only routes given `apiLimit` or `createLimit` are counted; a refusal goes through the error handler
 * (`rateLimited`, with the seconds to wait).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

export function apiLimit(limit: HttpRateLimit): LimitedRoute {
  return { config: { rateLimit: { max: limit.perMinute, timeWindow: 60_000 } } };
}

export function createLimit(limit: HttpRateLimit): LimitedRoute {
  return { config: { rateLimit: { max: limit.createsPerMinute, timeWindow: 60_000, groupId: 'create' } } };
}
