import { startServer, type RunningServer } from './server.ts';

/** `node packages/server/bin/server.js`: the server as configured by the environment. */

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
server = await startServer({
  port,
  host: process.env['HOST'] ?? '127.0.0.1',
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  sqlitePath: process.env['ARRAKIS_SQLITE_PATH'] || undefined,
  webRoot: process.env['ARRAKIS_WEB_ROOT'] || undefined,
  logger: process.env['ARRAKIS_LOG'] === '1',
  matchSeeds: process.env['ARRAKIS_MATCH_SEEDS'] || undefined,
});
const shownPort = new URL(server.url).port;
console.log(`Arrakis is listening on http://localhost:${shownPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown(0));
