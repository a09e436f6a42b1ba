import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import WebSocket from 'ws';
import { startServer } from '../src/index.ts';
import type { CreateMatchResponse, ServerMessage } from '../src/protocol.ts';

/**
 * `npm run bench:server`: the server in this process on loopback with a temp SQLite file, and N six-seat
 * matches played at once by clients over real WebSockets. Every seat is a "human" seat driven by a bench client
 * that answers its decisions with random legal actions, so the traffic is the real one: hello, actions, a view
 * per seat after every action. One seat of a table acts at a time, so each action's own update is unambiguous:
 * latency is send → the sender's update for the next seq. A finished match is replaced by a new one.
 */

type Update = Extract<ServerMessage, { type: 'update' }>;

interface Seat {
  readonly socket: WebSocket;
  latest: Update | null;
}

interface Table {
  readonly matchId: string;
  readonly seats: Seat[];
  /** The seq of the action in flight, and when it was sent. */
  inFlight: { seq: number; seat: number; sentAt: number } | null;
  done: boolean;
  /** Tables wait until all are open, so the setup does not compete with play. */
  started: boolean;
  /** A move is waiting out the player's thinking time. */
  thinking: boolean;
}

interface Figures {
  readonly latencies: number[];
  actions: number;
  finished: number;
  errors: Map<string, number>;
  peakRss: number;
}

const { values: flags } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: 'bench' },
    'think-ms': { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log('Usage: npm run bench:server -- [--matches 200] [--seconds 30] [--seed bench] [--think-ms 0]');
  console.log('  --think-ms N: each move waits N ms on average (0.5N to 1.5N) before it is sent, as a person would;');
  console.log('                0 (the default) sends every move at once: a closed loop that saturates the server.');
  process.exit(0);
}

const matchCount = Number(flags.matches);
const seconds = Number(flags.seconds);
const thinkMs = Number(flags['think-ms']);
if (!(thinkMs >= 0)) {
  console.error('--think-ms must be a number of milliseconds, 0 or more');
  process.exit(2);
}
if (!Number.isInteger(matchCount) || matchCount < 1 || !(seconds > 0)) {
  console.error('--matches must be a positive integer and --seconds a positive number');
  process.exit(2);
}

const SETUP_BATCH = 10;
const RATE_LIMITED_PAUSE_MS = 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function createMatch(url: string): Promise<CreateMatchResponse> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'dune', seats: Array.from({ length: 6 }, () => ({ kind: 'human' })) }),
  });
  if (response.status !== 201) throw new Error(`create match: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateMatchResponse;
}

function connect(url: string, matchId: string): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?match=${matchId}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Moves at once, or after a thinking time when `--think-ms` is set (the latency measured starts at the send). */
function nextMove(table: Table, rng: RngState): void {
  if (thinkMs === 0) {
    move(table, rng);
    return;
  }
  if (table.thinking) return;
  table.thinking = true;
  setTimeout(
    () => {
      table.thinking = false;
      move(table, rng);
    },
    thinkMs * (0.5 + randomInt(rng, 1001) / 1000),
  );
}

/** Sends the next action of the table if one of its seats, up to date, must decide. */
function move(table: Table, rng: RngState): void {
  if (table.inFlight || table.done || !table.started) return;
  const seq = Math.max(...table.seats.map((s) => s.latest?.seq ?? -1));
  const movers = table.seats.flatMap((s, i) => (s.latest?.seq === seq && (s.latest.decisionCount ?? 0) > 0 ? [i] : []));
  if (movers.length === 0) return;
  const seat = movers[randomInt(rng, movers.length)]!;
  const update = table.seats[seat]!.latest!;
  const action = update.actions[randomInt(rng, update.decisionCount!)];
  table.inFlight = { seq, seat, sentAt: performance.now() };
  table.seats[seat]!.socket.send(JSON.stringify({ type: 'action', seq, action }));
}

async function openTable(
  url: string,
  figures: Figures,
  rng: RngState,
  replace: () => void,
  started: boolean,
): Promise<Table> {
  const created = await createMatch(url);
  const sockets = await Promise.all(created.invites.map(() => connect(url, created.matchId)));
  const table: Table = {
    matchId: created.matchId,
    seats: sockets.map((socket) => ({ socket, latest: null })),
    inFlight: null,
    done: false,
    started,
    thinking: false,
  };
  const greeted = table.seats.map(() => {
    let resolve = (): void => undefined;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve: () => resolve() };
  });
  table.seats.forEach((seat, index) => {
    seat.socket.on('error', (error) =>
      figures.errors.set(`socket ${error.message}`, (figures.errors.get(`socket ${error.message}`) ?? 0) + 1),
    );
    seat.socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'error') {
        figures.errors.set(message.code, (figures.errors.get(message.code) ?? 0) + 1);
        if (table.inFlight?.seat === index) table.inFlight = null;
        // A bench client outpaces people: when it hits the rate limit, it waits as a polite client would.
        if (message.code === 'rateLimited') setTimeout(() => move(table, rng), RATE_LIMITED_PAUSE_MS);
        else nextMove(table, rng);
        return;
      }
      if (message.type !== 'update') return;
      seat.latest = message;
      greeted[index]!.resolve();
      const flight = table.inFlight;
      if (flight && flight.seat === index && message.seq > flight.seq) {
        figures.latencies.push(performance.now() - flight.sentAt);
        figures.actions++;
        table.inFlight = null;
      }
      if (message.status !== 'active' && !table.done) {
        table.done = true;
        figures.finished++;
        for (const s of table.seats) s.socket.close();
        replace();
        return;
      }
      nextMove(table, rng);
    });
    seat.socket.send(JSON.stringify({ type: 'hello', token: created.invites[index]!.token }));
  });
  await Promise.all(greeted.map((g) => g.promise));
  return table;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-'));
  // Every bench client comes from 127.0.0.1: the per-address limits are for crowds of addresses, not for this bench.
  const server = await startServer({
    sqlitePath: join(dir, 'bench.db'),
    webRoot: dir,
    httpRateLimit: { perMinute: 1_000_000, createsPerMinute: 1_000_000 },
    sockets: { socketsPerAddress: matchCount * 6 + 100, spectatorsPerAddress: matchCount + 100 },
  });
  const rng = seedRng(flags.seed);
  const figures: Figures = { latencies: [], actions: 0, finished: 0, errors: new Map(), peakRss: 0 };
  const tables: Table[] = [];
  let stopping = false;
  const rssTimer = setInterval(() => (figures.peakRss = Math.max(figures.peakRss, process.memoryUsage().rss)), 250);

  const open = (): void => {
    if (stopping) return;
    openTable(server.url, figures, rng, open, true).then(
      (table) => tables.push(table),
      (error: unknown) => console.error('could not open a table:', error),
    );
  };
  const setupStart = performance.now();
  // In batches: a thousand connections at once would overflow the listen backlog of loopback.
  for (let opened = 0; opened < matchCount; opened += SETUP_BATCH) {
    const batch = Math.min(SETUP_BATCH, matchCount - opened);
    await Promise.all(
      Array.from({ length: batch }, () => openTable(server.url, figures, rng, open, false).then((t) => tables.push(t))),
    );
  }
  // Every seat has had its first update: start them all (with a thinking time, each after its own).
  for (const table of tables) {
    table.started = true;
    nextMove(table, rng);
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  // Measure from here: the tables are open and playing.
  figures.latencies.length = 0;
  figures.actions = 0;
  figures.finished = 0;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stopping = true;
  const elapsed = (performance.now() - started) / 1000;
  const rss = process.memoryUsage().rss;
  clearInterval(rssTimer);
  for (const table of tables) {
    table.done = true;
    for (const seat of table.seats) seat.socket.terminate();
  }
  await server.close();
  rmSync(dir, { recursive: true, force: true });

  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const errors = [...figures.errors].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  console.log(
    `bench:server — ${matchCount} concurrent 6-seat Dune matches, ${matchCount * 6} WebSockets, SQLite (WAL, synchronous=FULL)`,
  );
  console.log(
    thinkMs === 0
      ? 'closed loop: every move sent as soon as it may be'
      : `thinking time: ${thinkMs} ms a move on average`,
  );
  console.log(
    `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${mb(totalmem())} RAM`,
  );
  console.log(`setup: ${setupSeconds.toFixed(1)} s to create and join the matches`);
  console.log(
    `measured: ${elapsed.toFixed(1)} s, ${figures.actions} actions, ${figures.finished} matches finished (and replaced)`,
  );
  console.log(`actions/s: ${(figures.actions / elapsed).toFixed(0)}`);
  console.log(
    `latency (send → own update): median ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  console.log(`memory: RSS ${mb(rss)} at the end, peak ${mb(figures.peakRss)}`);
  console.log(`errors: ${errors}`);
}

await main();
