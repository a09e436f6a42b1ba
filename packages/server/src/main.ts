import { startServer } from './server.ts';

/** `node packages/server/bin/server.js`: the server as configured by the environment. */
const port = Number(process.env['PORT'] ?? 8080);
const server = await startServer({
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
