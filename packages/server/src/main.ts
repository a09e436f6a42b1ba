import { startServer } from './server.ts';
import type { SocketLimits } from './sockets.ts';

/** `node packages/server/bin/server.js`: the server as configured by the environment. */
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
    const text = process.env[name];
    if (!text) continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) {
      console.error(`${name} must be a positive integer, not ${JSON.stringify(text)}`);
      process.exit(2);
    }
    limits[key] = value;
  }
  return limits;
}

const server = await startServer({
  port,
  host: process.env['HOST'] ?? '127.0.0.1',
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  sqlitePath: process.env['ARRAKIS_SQLITE_PATH'] || undefined,
  webRoot: process.env['ARRAKIS_WEB_ROOT'] || undefined,
  logger: process.env['ARRAKIS_LOG'] === '1',
  sockets: socketLimits(),
});
const shownPort = new URL(server.url).port;
console.log(`Arrakis is listening on http://localhost:${shownPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
