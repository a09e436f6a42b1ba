import type { ReviewBudget } from '@arrakis/bots';
import { DEFAULT_AUTO_PASS_DELAY, type AutoPassDelay } from '@arrakis/engine';
import { fileURLToPath } from 'node:url';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { AccountService } from './accounts/accountService.ts';
import type { Bot } from './bots/bot.ts';
import { randomBot } from './bots/randomBot.ts';
import { serveConnection } from './connection.ts';
import { DEFAULT_SCAN_MS, openInstances, type Instances } from './fanout/instances.ts';
import { ruleError } from '@arrakis/engine';
import { registerApi } from './http/api.ts';
import { registerErrorHandling, registerNotFound } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { socketQuery } from './http/ids.ts';
import { DEFAULT_HTTP_RATE_LIMIT, registerRateLimits, type HttpRateLimit } from './http/rateLimits.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebRoot } from './http/webRoot.ts';
import { MatchService } from './matchService.ts';
import type { ReviewProcessSettings } from './reviews.ts';
import { ServerMetrics } from './metrics.ts';
import { CLOSE_CODES, MAX_MESSAGE_BYTES } from './protocol.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rateLimit.ts';
import { DEFAULT_SOCKET_LIMITS, SocketRegistry, type SocketLimits } from './sockets.ts';
import { openDatabase } from './storage/database.ts';
import { DEFAULT_RETENTION, purgeExpired, type RetentionPolicy } from './storage/retention.ts';
import { WebhookAnnouncer } from './webhooks/announcer.ts';
import { DEFAULT_WEBHOOK_QUEUE, WebhookQueue } from './webhooks/queue.ts';

export interface ServerOptions {
  /** 0 or omitted: a free port chosen by the system. */
  readonly port?: number;
  /** Default 127.0.0.1: listening on every interface is a choice (HOST=0.0.0.0). */
  readonly host?: string;
  /** A PostgreSQL URL; when absent, SQLite at `sqlitePath`. */
  readonly databaseUrl?: string;
  /** Default `./data/arrakis.db`. */
  readonly sqlitePath?: string;
  /** The built web client; default `packages/web/dist`. Not served if it has no index.html. */
  readonly webRoot?: string;
  /** Fastify's request log. Default false: only errors are logged (a bug, a database fault), with their detail. */
  readonly logger?: boolean;
  /** A state snapshot is stored every this many actions. Default 50. */
  readonly snapshotEvery?: number;
  /**
   * How long the server waits before answering a window a seat cannot use, uniform in this range (default
   * `DEFAULT_AUTO_PASS_DELAY`; env `ARRAKIS_AUTO_PASS_MS=min-max`). null: never (`ARRAKIS_AUTO_PASS_MS=off`).
   */
  readonly autoPassDelay?: AutoPassDelay | null;
  /** Messages per WebSocket. */
  readonly rateLimit?: RateLimit;
  /** REST requests per client address (default 600 a minute, of which 60 creations or rematches). */
  readonly httpRateLimit?: HttpRateLimit;
  /** Plays every bot seat. Default: the random bot. */
  readonly bot?: Bot;
  /** Tests only: derive every match's seed from this one (see `MatchServiceOptions.matchSeeds`). */
  readonly matchSeeds?: string;
  /** The post-game reviews' search budget (issue 22); tests use a small one. */
  readonly reviewBudget?: ReviewBudget;
  /**
   * The review process's watch (issue 22): a playout not done in `stuckMs` (`ARRAKIS_REVIEW_STUCK_MS`) kills it and
   * gives the review back, taken again after `retryMs` (`ARRAKIS_REVIEW_RETRY_MS`). Default `DEFAULT_REVIEW_PROCESS`.
   */
  readonly reviewProcess?: ReviewProcessSettings;
  /** An active match's room leaves memory after this long with no client and no bot to move. Default 10 min. */
  readonly idleRoomMs?: number;
  /** A finished match's room leaves memory this long after its last client left. Default 0 (at once). */
  readonly finishedRoomMs?: number;
  /** Caps on spectators and sockets, the slow-reader threshold, the hello deadline and the heartbeat. */
  readonly sockets?: Partial<SocketLimits>;
  /**
   * Behind a reverse proxy: which `X-Forwarded-For` hops to believe, so that per-address limits count clients, not
   * the proxy. `false` (default) believes none; a number, that many hops; a list, those proxy addresses or CIDRs.
   */
  readonly trustProxy?: TrustProxy;
  /**
   * Webhooks (issue 18). `allowPrivate` (`ARRAKIS_WEBHOOK_ALLOW_PRIVATE=1`): plain http and private addresses
   * allowed, for tests and private deployments only. `backoffMs`: the waits before each retry.
   */
  readonly webhooks?: { readonly allowPrivate?: boolean; readonly backoffMs?: readonly number[] };
  /**
   * How long finished matches (with their names and chat) and chat lines are kept (issue 18), purged at start and
   * every `purgeEveryMs` (default 6 hours). Default `DEFAULT_RETENTION`.
   */
  readonly retention?: RetentionPolicy & { readonly purgeEveryMs?: number };
  /** The longest vacation pause a seat may ask for, once per game (issue 18). Default 7 days. */
  readonly vacationMaxHours?: number;
  /**
   * Several instances (issue 23): Redis's URL (`REDIS_URL`). Changes are told to the other instances, and bots and
   * timers run where the match's lease is held. Needs `databaseUrl`. Absent: one process, as before.
   */
  readonly redisUrl?: string;
  /** With `redisUrl`: how often matches to take over are looked for. Default 2 s. */
  readonly scanMs?: number;
  /**
   * On close: how long `/readyz` answers 503 while everything still works, for the proxy to stop sending new
   * clients here (`ARRAKIS_DRAIN_MS`). Default 0.
   */
  readonly drainMs?: number;
  /** Told of every database query this server sends (its SQL), besides `arrakis_db_queries_total`: for tests. */
  readonly onQuery?: (sql: string) => void;
}

export type TrustProxy = boolean | number | readonly string[];

/** Fastify's form of `trustProxy`: a number of hops is a function of the hop (its typings take no number). */
function fastifyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  /** The matches whose rooms are in memory now (the others are loaded on demand). */
  liveMatches(): string[];
  /** Whether this instance runs the match's bots and timers now (always, for one process; issue 23). */
  holdsLease(matchId: string): boolean;
  close(): Promise<void>;
}

export const DEFAULT_IDLE_ROOM_MS = 10 * 60_000;

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Frames up to this size reach our own check (and get `messageTooLarge`); larger ones make ws drop the socket. */
const MAX_FRAME_BYTES = 16 * MAX_MESSAGE_BYTES;

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const app = Fastify({
    logger: { level: opts.logger ? 'info' : 'error' },
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrust(opts.trustProxy ?? false),
  });
  const report = (error: unknown, context: string): void => app.log.error({ err: error }, context);
  // The metrics exist once the database is open: the queries of its migrations are not counted.
  let queried: ((sql: string) => void) | undefined = undefined;
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    sqlitePath: opts.sqlitePath,
    report,
    onQuery: (sql) => queried?.(sql),
  });
  let instances: Instances | null = null;
  try {
    instances = opts.redisUrl
      ? await openInstances({
          redisUrl: opts.redisUrl,
          databaseUrl: opts.databaseUrl,
          // Called on a reconnection only, once the service exists.
          resynced: () => service.resync(),
          report,
        })
      : null;
  } catch (error) {
    await database.close();
    throw error;
  }
  let scan: NodeJS.Timeout | null = null;
  const sockets = new SocketRegistry({ ...DEFAULT_SOCKET_LIMITS, ...opts.sockets });
  const metrics = new ServerMetrics(
    {
      openSockets: () => sockets.openCount,
      activeMatches: (): number => service.roomCounts().active,
      botQueue: (): number => service.roomCounts().botPending,
      leasesHeld: (): number => service.roomCounts().leased,
    },
    (fields, message) => app.log.info(fields, message),
  );
  queried = (sql) => {
    metrics.queried();
    opts.onQuery?.(sql);
  };
  // Set once closing begins: `/readyz` then sends traffic elsewhere while the last commands finish.
  let draining = false;
  let purge: NodeJS.Timeout | null = null;
  const webhookQueue = new WebhookQueue({
    ...DEFAULT_WEBHOOK_QUEUE,
    policy: { allowPrivate: opts.webhooks?.allowPrivate === true },
    ...(opts.webhooks?.backoffMs ? { backoffMs: opts.webhooks.backoffMs } : {}),
    report,
  });
  const service: MatchService = new MatchService({
    observer: metrics,
    ...(instances ? { instances } : {}),
    vacationMaxMs: (opts.vacationMaxHours ?? 7 * 24) * 3_600_000,
    webhooks: { queue: webhookQueue, announcer: new WebhookAnnouncer(webhookQueue) },
    db: database.db,
    database,
    bot: opts.bot ?? randomBot,
    snapshotEvery: opts.snapshotEvery ?? 50,
    autoPassDelay: opts.autoPassDelay === undefined ? DEFAULT_AUTO_PASS_DELAY : opts.autoPassDelay,
    matchSeeds: opts.matchSeeds,
    idleRoomMs: opts.idleRoomMs ?? DEFAULT_IDLE_ROOM_MS,
    finishedRoomMs: opts.finishedRoomMs ?? 0,
    ...(opts.reviewBudget ? { reviewBudget: opts.reviewBudget } : {}),
    ...(opts.reviewProcess ? { reviewProcess: opts.reviewProcess } : {}),
    report,
  });
  try {
    registerErrorHandling(app, report);
    await registerSecurityHeaders(app);
    await registerRateLimits(app);
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    registerHealth(app, { database, draining: () => draining });
    registerApi(app, service, opts.httpRateLimit ?? DEFAULT_HTTP_RATE_LIMIT, new AccountService(database.db, service));
    app.addHook('onClose', () => sockets.close());
    app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()));
    const connection = { service, rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT, sockets, report };
    app.get('/ws', { websocket: true }, (socket, request) => {
      // The query is checked before anything reaches the database: `?match=a&match=b` arrives as an array.
      const query = socketQuery.safeParse(request.query);
      if (!query.success) {
        const issue = query.error.issues[0];
        const error = ruleError('malformedRequest', {
          field: issue?.path.join('.') || 'match',
          problem: issue?.message ?? 'invalid',
        });
        socket.send(
          JSON.stringify({ type: 'error', code: error.code, messageKey: error.messageKey, params: error.params }),
        );
        socket.close(CLOSE_CODES.malformedRequest, 'malformedRequest');
        return;
      }
      serveConnection(socket, query.data.match, request.ip, connection);
    });
    registerNotFound(app, await registerWebRoot(app, opts.webRoot ?? DEFAULT_WEB_ROOT));
    await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
    await service.resume();
    if (instances) scan = startScan(service, report, opts.scanMs ?? DEFAULT_SCAN_MS);
    purge = startPurge(database.db, opts.retention ?? DEFAULT_RETENTION, report, opts.retention?.purgeEveryMs);
  } catch (error) {
    await app.close().catch(() => undefined);
    clearInterval(scan ?? undefined);
    await service.close();
    webhookQueue.close();
    await instances?.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1';
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    liveMatches: () => service.liveMatches(),
    holdsLease: (matchId) => service.holdsLease(matchId),
    close() {
      closing ??= (async () => {
        draining = true;
        if (opts.drainMs) await new Promise((resolve) => setTimeout(resolve, opts.drainMs));
        clearInterval(purge ?? undefined);
        clearInterval(scan ?? undefined);
        // Commands in progress end; then the leases go, so another instance takes the matches over at once.
        await service.close();
        webhookQueue.close();
        await instances?.close();
        // Clients reconnect (through the proxy, to another instance) and catch up from their last seq.
        sockets.closeAll(1012, 'serverRestart');
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** Several instances (issue 23): the periodic scan, one at a time; a failure is logged and the next one retries. */
function startScan(
  service: MatchService,
  report: (error: unknown, context: string) => void,
  everyMs: number,
): NodeJS.Timeout {
  let scanning = false;
  const timer = setInterval(() => {
    if (scanning) return;
    scanning = true;
    service
      .scan()
      .catch((error: unknown) => report(error, 'instance scan'))
      .finally(() => (scanning = false));
  }, everyMs);
  timer.unref();
  return timer;
}

/** The retention purge (issue 18): once at start, then periodically; a failure is logged and the next run retries. */
function startPurge(
  db: Parameters<typeof purgeExpired>[0],
  policy: RetentionPolicy,
  report: (error: unknown, context: string) => void,
  everyMs = 6 * 3_600_000,
): NodeJS.Timeout {
  const run = () => {
    purgeExpired(db, policy, Date.now()).catch((error: unknown) => report(error, 'retention purge'));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return timer;
}
