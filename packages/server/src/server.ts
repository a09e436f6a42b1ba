import { fileURLToPath } from 'node:url';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { Bot } from './bots/bot.ts';
import { randomBot } from './bots/randomBot.ts';
import { serveConnection } from './connection.ts';
import { registerApi } from './http/api.ts';
import { registerWebRoot } from './http/webRoot.ts';
import { MatchService } from './matchService.ts';
import { MAX_MESSAGE_BYTES } from './protocol.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rateLimit.ts';
import { DEFAULT_SOCKET_LIMITS, SocketRegistry, type SocketLimits } from './sockets.ts';
import { openDatabase } from './storage/database.ts';

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
  /** Fastify's request log. Default false. */
  readonly logger?: boolean;
  /** A state snapshot is stored every this many actions. Default 50. */
  readonly snapshotEvery?: number;
  readonly rateLimit?: RateLimit;
  /** Plays every bot seat. Default: the random bot. */
  readonly bot?: Bot;
  /** Caps on spectators and sockets, the slow-reader threshold, the hello deadline and the heartbeat. */
  readonly sockets?: Partial<SocketLimits>;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  close(): Promise<void>;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Frames up to this size reach our own check (and get `messageTooLarge`); larger ones make ws drop the socket. */
const MAX_FRAME_BYTES = 16 * MAX_MESSAGE_BYTES;

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, sqlitePath: opts.sqlitePath });
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 64 * 1024 });
  const report = (error: unknown, context: string): void => app.log.error({ err: error }, context);
  const service = new MatchService({
    db: database.db,
    bot: opts.bot ?? randomBot,
    snapshotEvery: opts.snapshotEvery ?? 50,
    report,
  });
  try {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    registerApi(app, service);
    const sockets = new SocketRegistry({ ...DEFAULT_SOCKET_LIMITS, ...opts.sockets });
    app.addHook('onClose', () => sockets.close());
    const connection = { service, rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT, sockets, report };
    app.get<{ Querystring: { match?: string } }>('/ws', { websocket: true }, (socket, request) => {
      serveConnection(socket, request.query.match ?? '', request.ip, connection);
    });
    await registerWebRoot(app, opts.webRoot ?? DEFAULT_WEB_ROOT);
    await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
    await service.resume();
  } catch (error) {
    await app.close().catch(() => undefined);
    await service.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1';
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close() {
      closing ??= (async () => {
        await service.close();
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
}
