import { DEFAULT_REVIEW_BUDGET } from '@arrakis/bots';
import { DEFAULT_REVIEW_PROCESS } from './reviews.ts';
import { parseAutoPassDelay, type AutoPassDelay } from '@arrakis/engine';
import { DEFAULT_HTTP_RATE_LIMIT } from './http/rateLimits.ts';
import { DEFAULT_RATE_LIMIT } from './rateLimit.ts';
import { DEFAULT_RETENTION } from './storage/retention.ts';
import { isIP } from 'node:net';
import { startServer, type RunningServer, type TrustProxy } from './server.ts';
import type { SocketLimits } from './sockets.ts';

/** `node packages/server/bin/server.js`: the server as configured by the environment. */

/** A positive whole number from the environment, or the default; anything else stops the start, naming it. */
function countFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (got "${text}")`);
    process.exit(2);
  }
  return value;
}

/**
 * ARRAKIS_TRUST_PROXY: `true`, `false`, a number of proxy hops, or a comma-separated list of proxy addresses or
 * CIDRs (`10.0.0.0/8,127.0.0.1`); anything else stops the start, naming it.
 */
function trustProxyFromEnv(): TrustProxy {
  const text = (process.env['ARRAKIS_TRUST_PROXY'] ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text) && Number(text) <= 32) return Number(text);
  const list = text.split(',').map((item) => item.trim());
  if (list.every((item) => isIP(item.split('/')[0]!) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(item))) return list;
  console.error(
    `ARRAKIS_TRUST_PROXY must be true, false, a number of hops or a list of addresses or CIDRs (got "${text}")`,
  );
  process.exit(2);
}

/**
 * `ARRAKIS_AUTO_PASS_MS=min-max`: the range of the delay before the server answers an unusable window; `off`: the
 * server never answers for a seat.
 */
function autoPassDelayFromEnv(): AutoPassDelay | null | undefined {
  const text = process.env['ARRAKIS_AUTO_PASS_MS'];
  if (text === undefined || text === '') return undefined;
  if (text === 'off') return null;
  const range = parseAutoPassDelay(text);
  if (!range) {
    console.error(`ARRAKIS_AUTO_PASS_MS must be two whole numbers of milliseconds, min-max (got "${text}")`);
    process.exit(2);
  }
  return range;
}

/** A number of days to keep something, or `forever` (null); anything else stops the start, naming it. */
function daysFromEnv(name: string, fallback: number | null): number | null {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (text === 'forever') return null;
  return countFromEnv(name, 0);
}

let server: RunningServer | null = null;

function shutDown(code: number): void {
  if (!server) process.exit(code);
  server.close().then(
    () => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

// A promise nobody awaited that failed is a bug in one request or match: logged, and every other match goes on.
process.on('unhandledRejection', (reason: unknown) => {
  console.error('unhandled rejection (the server goes on):', reason);
});
// A synchronous throw nobody caught may have left any state half-written: logged, then an orderly stop (commands
// in progress end, the database closes) with exit code 1, for the supervisor to restart the process.
process.once('uncaughtException', (error: Error) => {
  console.error('uncaught exception (the server stops):', error);
  shutDown(1);
});

const port = Number(process.env['PORT'] ?? 8080);

/** The socket limits set in the environment (a positive integer each); the others keep their defaults. */
function socketLimits(): Partial<SocketLimits> {
  const variables: Record<keyof SocketLimits, string> = {
    spectatorsPerMatch: 'ARRAKIS_SPECTATORS_PER_MATCH',
    spectatorsPerAddress: 'ARRAKIS_SPECTATORS_PER_ADDRESS',
    socketsPerAddress: 'ARRAKIS_SOCKETS_PER_ADDRESS',
    maxBufferedBytes: 'ARRAKIS_MAX_BUFFERED_BYTES',
    helloTimeoutMs: 'ARRAKIS_HELLO_TIMEOUT_MS',
    heartbeatMs: 'ARRAKIS_HEARTBEAT_MS',
  };
  const limits: Partial<Record<keyof SocketLimits, number>> = {};
  for (const [key, name] of Object.entries(variables) as [keyof SocketLimits, string][]) {
    if (process.env[name]) limits[key] = countFromEnv(name, 0);
  }
  return limits;
}

server = await startServer({
  port,
  host: process.env['HOST'] ?? '127.0.0.1',
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  sqlitePath: process.env['ARRAKIS_SQLITE_PATH'] || undefined,
  webRoot: process.env['ARRAKIS_WEB_ROOT'] || undefined,
  logger: process.env['ARRAKIS_LOG'] === '1',
  matchSeeds: process.env['ARRAKIS_MATCH_SEEDS'] || undefined,
  trustProxy: trustProxyFromEnv(),
  autoPassDelay: autoPassDelayFromEnv(),
  httpRateLimit: {
    perMinute: countFromEnv('ARRAKIS_API_PER_MINUTE', DEFAULT_HTTP_RATE_LIMIT.perMinute),
    createsPerMinute: countFromEnv('ARRAKIS_CREATES_PER_MINUTE', DEFAULT_HTTP_RATE_LIMIT.createsPerMinute),
  },
  rateLimit: {
    burst: countFromEnv('ARRAKIS_WS_BURST', DEFAULT_RATE_LIMIT.burst),
    perSecond: countFromEnv('ARRAKIS_WS_PER_SECOND', DEFAULT_RATE_LIMIT.perSecond),
  },
  sockets: socketLimits(),
  retention: {
    finishedMatchDays: daysFromEnv('ARRAKIS_KEEP_FINISHED_DAYS', DEFAULT_RETENTION.finishedMatchDays),
    chatDays: daysFromEnv('ARRAKIS_KEEP_CHAT_DAYS', DEFAULT_RETENTION.chatDays),
  },
  vacationMaxHours: countFromEnv('ARRAKIS_VACATION_MAX_HOURS', 7 * 24),
  webhooks: { allowPrivate: process.env['ARRAKIS_WEBHOOK_ALLOW_PRIVATE'] === '1' },
  redisUrl: process.env['REDIS_URL'] || undefined,
  scanMs: countFromEnv('ARRAKIS_SCAN_MS', 2_000),
  drainMs: process.env['ARRAKIS_DRAIN_MS'] ? countFromEnv('ARRAKIS_DRAIN_MS', 1) : 0,
  reviewBudget: {
    playouts: countFromEnv('ARRAKIS_REVIEW_PLAYOUTS', DEFAULT_REVIEW_BUDGET.playouts),
    horizon: countFromEnv('ARRAKIS_REVIEW_HORIZON', DEFAULT_REVIEW_BUDGET.horizon),
  },
  reviewProcess: {
    stuckMs: countFromEnv('ARRAKIS_REVIEW_STUCK_MS', DEFAULT_REVIEW_PROCESS.stuckMs),
    retryMs: countFromEnv('ARRAKIS_REVIEW_RETRY_MS', DEFAULT_REVIEW_PROCESS.retryMs),
  },
});
const shownPort = new URL(server.url).port;
console.log(`Arrakis is listening on http://localhost:${shownPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown(0));
