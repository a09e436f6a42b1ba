import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../src/index.ts';
import type { CreateMatchRequest, CreateMatchResponse, ServerMessage } from '../src/protocol.ts';

/**
 * `npm run bench:memory` (issue 12: "loaded matches stay in memory forever"): the server in this process with a
 * temp SQLite file, and finished games one after another, K at a time, created and watched the way the lobby and
 * the web client do: POST /api/matches for a solo Dune: Imperium match whose one seat is a random bot (the server
 * plays it, and House Hagal's Rivals), a spectator socket that says hello and waits for the `finished` update, then
 * closes. After a warm-up, the heap is measured after forced garbage collections, before and after the games.
 */

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '8' },
    'keep-rooms': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log('Usage: npm run bench:memory -- [--games 1000] [--warmup 100] [--concurrency 8] [--keep-rooms]');
  console.log('  --keep-rooms: finished rooms stay in memory (as before eviction), for comparison');
  process.exit(0);
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc (npm run bench:memory does)');
  process.exit(2);
}
const games = Number(flags.games);
const warmup = Number(flags.warmup);
const concurrency = Number(flags.concurrency);
if (![games, warmup, concurrency].every((n) => Number.isInteger(n) && n >= 0) || concurrency < 1) {
  console.error('--games, --warmup and --concurrency must be whole numbers (concurrency at least 1)');
  process.exit(2);
}

/** The budget of the must-show: heap growth over 1,000 finished games. */
const MAX_GROWTH_MB = 10;

const SOLO_BOT: CreateMatchRequest = { game: 'imperium', seats: [{ kind: 'bot', botLevel: 'random' }] };

async function createMatch(url: string): Promise<string> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SOLO_BOT),
  });
  if (response.status !== 201) throw new Error(`create match: ${response.status} ${await response.text()}`);
  return ((await response.json()) as CreateMatchResponse).matchId;
}

/** Watches the match as a spectator until it is finished, then leaves. Resolves with its final seq. */
function watchToEnd(url: string, matchId: string): Promise<number> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?match=${matchId}`);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello' })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'error') reject(new Error(`${matchId}: ${message.code}`));
      if (message.type !== 'update' || message.status === 'active') return;
      socket.once('close', () => resolve(message.seq));
      socket.close();
    });
  });
}

async function playGames(url: string, count: number): Promise<{ actions: number }> {
  let next = 0;
  let actions = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      next++;
      const seq = await watchToEnd(url, await createMatch(url));
      actions += seq;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { actions };
}

/** Heap in use once garbage collection has run to a standstill (rooms leave memory a moment after their game). */
async function settledHeap(server: RunningServer): Promise<{ heap: number; live: number }> {
  // Evictions run on timers: let them, then collect until the heap stops shrinking.
  for (let i = 0; i < 50 && server.liveMatches().length > 0 && !flags['keep-rooms']; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  let heap = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc!();
    const used = process.memoryUsage().heapUsed;
    if (used >= heap - 64 * 1024) return { heap: Math.min(heap, used), live: server.liveMatches().length };
    heap = used;
  }
  return { heap, live: server.liveMatches().length };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-memory-'));
  const server = await startServer({
    sqlitePath: join(dir, 'bench.db'),
    webRoot: dir,
    // One client creates every game: the per-address REST limits are for crowds of clients, not for this bench.
    httpRateLimit: { perMinute: 1_000_000, createsPerMinute: 1_000_000 },
    ...(flags['keep-rooms'] ? { finishedRoomMs: 2 ** 31 - 1 } : {}),
  });
  const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  try {
    const warm = performance.now();
    await playGames(server.url, warmup);
    const warmSeconds = (performance.now() - warm) / 1000;
    const before = await settledHeap(server);

    const started = performance.now();
    const { actions } = await playGames(server.url, games);
    const seconds = (performance.now() - started) / 1000;
    const after = await settledHeap(server);
    const growth = after.heap - before.heap;

    console.log(
      `bench:memory — ${games} finished solo Dune: Imperium games (one random bot seat, House Hagal), ${concurrency} at a time, ` +
        `each created over REST and watched over a WebSocket; SQLite temp file`,
    );
    console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`);
    console.log(`rooms: ${flags['keep-rooms'] ? 'kept (--keep-rooms)' : 'evicted when finished and unwatched'}`);
    console.log(`warm-up: ${warmup} games in ${warmSeconds.toFixed(1)} s`);
    console.log(`measured: ${games} games, ${actions} actions in ${seconds.toFixed(1)} s`);
    console.log(`heap used after GC: before ${mb(before.heap)} (${before.live} rooms in memory)`);
    console.log(`heap used after GC: after  ${mb(after.heap)} (${after.live} rooms in memory)`);
    console.log(`growth: ${mb(growth)} (${(growth / 1024 / Math.max(1, games)).toFixed(1)} KB a game)`);
    console.log(`RSS at the end: ${mb(process.memoryUsage().rss)}`);
    const met = growth <= MAX_GROWTH_MB * 2 ** 20;
    console.log(`must-show (growth ≤ ${MAX_GROWTH_MB} MB over 1,000 games): ${met ? 'met' : 'NOT met'}`);
    if (!met) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
