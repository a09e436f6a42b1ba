import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import pg from 'pg';
import { dropDatabase } from '../src/storage/dropDatabase.ts';
import WebSocket from 'ws';
import { DEFAULT_REVIEW_BUDGET } from '@arrakis/bots';
import type { ReviewStatus } from '@arrakis/engine';
import { startServer } from '../src/index.ts';
import type { CreateMatchResponse, ServerMessage } from '../src/protocol.ts';
import { readRecord, REVIEWED_RECORDS, storeFinishedMatch } from './finishedMatches.ts';
import { readSeatUpdate, type SeatUpdate } from './seatUpdate.ts';

/**
 * `npm run bench:server`: the server in this process on loopback with a temp SQLite file, and N six-seat
 * matches played at once by clients over real WebSockets. Every seat is a "human" seat driven by a bench client
 * that answers its decisions with random legal actions, so the traffic is the real one: hello, actions, a view
 * per seat after every action. One seat of a table acts at a time, so each action's own update is unambiguous:
 * latency is send → the sender's update for the next seq. A finished match is replaced by a new one.
 *
 * `--instances 2` (issue 23): the compiled server (`dist/server.js`) in processes of its own, configured by the
 * environment as in production: first one on PostgreSQL, then two over the same PostgreSQL and a Redis (REDIS_URL,
 * or a redis-server of the bench's own on a free loopback port), each table's seats spread over both; the clients
 * stay in the bench's process. The cross-instance latency is send → the first update of that seq on a seat of the
 * other instance. While they play, the bench reads each instance's `/metrics` over HTTP and prints what it read.
 *
 * `--reviews` (issue 22): the same tables twice on one instance, the second time with post-game reviews running
 * (finished six-faction Dune and four-player Imperium matches stored and their reviews asked for, with the default
 * budget): the live commands' latency with and without them.
 */

interface Seat {
  readonly socket: WebSocket;
  latest: SeatUpdate | null;
}

interface Table {
  readonly matchId: string;
  readonly seats: Seat[];
  /** The seq of the action in flight, and when it was sent. */
  inFlight: { seq: number; seat: number; sentAt: number } | null;
  /** The last action sent, until a seat of another instance has its update (several instances only). */
  crossing: { seq: number; seat: number; sentAt: number } | null;
  /** Which instance each seat's socket is on. */
  readonly instanceOf: readonly number[];
  done: boolean;
  /** Tables wait until all are open, so the setup does not compete with play. */
  started: boolean;
  /** A move is waiting out the player's thinking time. */
  thinking: boolean;
}

interface Figures {
  readonly latencies: number[];
  /** Send → the first update of the next seq on a seat of another instance (several instances only). */
  readonly crossLatencies: number[];
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
    instances: { type: 'string', default: '1' },
    'pg-url': { type: 'string', default: process.env['ARRAKIS_BENCH_PG_URL'] ?? '' },
    reviews: { type: 'boolean', default: false },
    stages: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log('Usage: npm run bench:server -- [--matches 200] [--seconds 30] [--seed bench] [--think-ms 0]');
  console.log('  --think-ms N: each move waits N ms on average (0.5N to 1.5N) before it is sent, as a person would;');
  console.log('                0 (the default) sends every move at once: a closed loop that saturates the server.');
  console.log('  --instances 2: one instance on PostgreSQL, then two over PostgreSQL and Redis (issue 23); needs');
  console.log('                 --pg-url (or ARRAKIS_BENCH_PG_URL), a URL of a role that may create a database.');
  console.log('                 The instances are the compiled server (dist/server.js), each in its own process.');
  console.log('  --stages DIR: each instance and the bench write the marks of every commit stage, the event loop');
  console.log('                delay and the GC pauses into DIR (one file each); with --instances 2, then run');
  console.log('                npx tsx packages/server/bench/stageReport.ts DIR: each stage at p50/p90/p99.');
  console.log('  ARRAKIS_BENCH_NODE_ARGS: Node flags for the instance processes (e.g. --trace-gc);');
  console.log('  ARRAKIS_BENCH_OUTPUT_DIR: a directory for what each instance process prints (one file each).');
  console.log('  --reviews: one instance twice, the second time with post-game reviews running (default budget).');
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

const instanceCount = Number(flags.instances);
if (instanceCount !== 1 && instanceCount !== 2) {
  console.error('--instances must be 1 or 2');
  process.exit(2);
}
if (instanceCount === 2 && flags.reviews) {
  console.error('--reviews runs on one instance: leave out --instances 2');
  process.exit(2);
}
if (instanceCount === 2 && !flags['pg-url']) {
  console.error('--instances 2 needs --pg-url (or ARRAKIS_BENCH_PG_URL): an admin URL of a PostgreSQL');
  process.exit(2);
}

const stagesDir = flags.stages ?? '';
if (stagesDir) mkdirSync(stagesDir, { recursive: true });
/** The bench's own marks (`--stages`), for the run being measured. */
const clientMarks: string[] = [];
const wallClock = (): number => performance.timeOrigin + performance.now();

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
  if (stagesDir)
    clientMarks.push(`${table.matchId} ${seq + 1} send:${table.instanceOf[seat]}:${seat} ${wallClock().toFixed(3)}`);
  if (new Set(table.instanceOf).size > 1) table.crossing = { ...table.inFlight };
  table.seats[seat]!.socket.send(JSON.stringify({ type: 'action', seq, action }));
}

async function openTable(
  urls: readonly string[],
  figures: Figures,
  rng: RngState,
  replace: () => void,
  started: boolean,
): Promise<Table> {
  const created = await createMatch(urls[0]!);
  const instanceOf = created.invites.map((_, i) => i % urls.length);
  const sockets = await Promise.all(instanceOf.map((instance) => connect(urls[instance]!, created.matchId)));
  const table: Table = {
    matchId: created.matchId,
    instanceOf,
    seats: sockets.map((socket) => ({ socket, latest: null })),
    inFlight: null,
    crossing: null,
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
      const receivedAt = stagesDir ? wallClock() : 0;
      const message = readSeatUpdate(data) ?? (JSON.parse(data.toString()) as ServerMessage);
      if (stagesDir && message.type === 'update') {
        const parsed = wallClock();
        clientMarks.push(`${table.matchId} ${message.seq} recv:${instanceOf[index]}:${index} ${receivedAt.toFixed(3)}`);
        clientMarks.push(`${table.matchId} ${message.seq} d:clientParse ${(parsed - receivedAt).toFixed(3)}`);
      }
      if (message.type === 'error') {
        figures.errors.set(message.code, (figures.errors.get(message.code) ?? 0) + 1);
        if (table.inFlight?.seat === index) table.inFlight = null;
        // A bench client outpaces people: when it hits the rate limit, it waits as a polite client would.
        if (message.code === 'rateLimited') setTimeout(() => move(table, rng), RATE_LIMITED_PAUSE_MS);
        else nextMove(table, rng);
        return;
      }
      if (message.type !== 'update') return;
      // The view of a seat that decides is not kept past its own handler.
      const { seq, actions, decisionCount, status } = message;
      seat.latest = { type: 'update', seq, actions, decisionCount, status };
      greeted[index]!.resolve();
      const flight = table.inFlight;
      const crossing = table.crossing;
      if (crossing && message.seq > crossing.seq && instanceOf[index] !== instanceOf[crossing.seat]) {
        table.crossing = null;
        figures.crossLatencies.push(performance.now() - crossing.sentAt);
      }
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

/** A free loopback port, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** REDIS_URL, or a redis-server of the bench's own (nothing on disk). */
async function redisForBench(): Promise<{ url: string; stop(): void }> {
  const given = process.env['REDIS_URL'];
  if (given) return { url: given, stop: () => undefined };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** A throwaway PostgreSQL database for one run, dropped at the end. */
async function benchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `arrakis_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A server the bench plays on: in its own process, or (one SQLite instance) in the bench's. */
interface Instance {
  readonly url: string;
  close(): Promise<void>;
}

const SERVER_BIN = new URL('./server.js', import.meta.url);

/** The server processes still running: a bench that stops on an error stops them too. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Node flags for the instance processes, e.g. `ARRAKIS_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`
 * to profile them (Node refuses `--cpu-prof` in NODE_OPTIONS).
 */
function instanceNodeArgs(): string[] {
  return (process.env.ARRAKIS_BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
}

/** The compiled server in a process of its own, configured by the environment (docs/operations.md). */
async function spawnInstance(env: Readonly<Record<string, string>>): Promise<Instance> {
  const child = spawn(process.execPath, [...instanceNodeArgs(), SERVER_BIN.pathname], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (data: Buffer): void => {
      output += data.toString();
      const found = /Arrakis is listening on http:\/\/localhost:(\d+)/.exec(output);
      if (found) resolve(`http://127.0.0.1:${found[1]}`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  // What it says afterwards is kept for an error report, not printed among the figures; or written to a file of
  // ARRAKIS_BENCH_OUTPUT_DIR (e.g. what `--trace-gc` prints).
  child.stdout.removeAllListeners('data');
  const outputDir = process.env.ARRAKIS_BENCH_OUTPUT_DIR;
  if (outputDir) {
    mkdirSync(outputDir, { recursive: true });
    const file = createWriteStream(join(outputDir, `instance-${child.pid ?? 0}.log`));
    file.write(output);
    child.stdout.pipe(file);
  } else child.stdout.resume();
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One `/metrics` read, and when. */
interface Scrape {
  readonly at: number;
  readonly text: string;
}

async function scrape(url: string): Promise<Scrape | null> {
  try {
    const response = await fetch(`${url}/metrics`);
    return response.ok ? { at: performance.now(), text: await response.text() } : null;
  } catch {
    return null;
  }
}

/** The sum of every sample of a metric (all its labels). */
function sampleSum(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || !line.includes(labels)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** The metric lines issue 23 names: actions, the command latency histogram, sockets, matches, bots, timer lag. */
function metricLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) =>
      /^arrakis_(actions_total|db_queries_total|command_duration_seconds_(bucket|sum|count)|open_sockets|active_matches|bot_queue|leases_held|timer_lag_seconds_(sum|count))[ {]/.test(
        line,
      ),
    )
    .filter((line) => !/_bucket\{[^}]*outcome="refused"/.test(line));
}

/** The histogram's bucket bound under which a share `q` of the commands ended (an upper bound of the quantile). */
function histogramQuantile(text: string, q: number): string {
  const buckets = [...text.matchAll(/^arrakis_command_duration_seconds_bucket\{le="([^"]+)",outcome="ok"\} (\S+)$/gm)]
    .map((m) => ({ le: m[1]!, count: Number(m[2]) }))
    .filter((b) => Number.isFinite(b.count));
  const total = buckets.find((b) => b.le === '+Inf')?.count ?? 0;
  if (total === 0) return 'n/a';
  const found = buckets.find((b) => b.count >= q * total);
  return found ? (found.le === '+Inf' ? '> 2.5 s' : `≤ ${Number(found.le) * 1000} ms`) : 'n/a';
}

interface InstanceMetrics {
  readonly url: string;
  readonly first: Scrape;
  readonly last: Scrape;
}

interface Run {
  readonly label: string;
  readonly figures: Figures;
  readonly elapsed: number;
  readonly setupSeconds: number;
  readonly rss: number;
  readonly metrics: readonly InstanceMetrics[];
  /** The reviews asked for, and how many of them were in each state at the end. */
  readonly reviews: { readonly asked: number; readonly states: string } | null;
  /** The machine's 1-minute load average at the start and at the end of the measured time (it is shared). */
  readonly load: readonly [number, number];
  /** PostgreSQL's WAL and checkpoint counters over the measure (the whole server's: other databases count too). */
  readonly wal: string | null;
  /** The bench process's own CPU time over the measure (user + system), in seconds. */
  readonly clientCpu: number;
}

/** The reviews of finished matches asked for while the tables play (`--reviews`), then counted at the end. */
interface ReviewLoad {
  readonly url: string;
  readonly matchIds: readonly string[];
}

/** The review's state, or what the server refused (its status and error code). */
async function reviewStatus(url: string, matchId: string): Promise<string> {
  try {
    const response = await fetch(`${url}/api/matches/${matchId}/review`);
    const body = (await response.json()) as ReviewStatus | { error?: { code?: string } };
    if (response.ok && 'status' in body)
      return body.status === 'unavailable' ? `unavailable (${body.reason})` : body.status;
    return `refused (${response.status} ${'error' in body ? (body.error?.code ?? '') : ''})`;
  } catch (error) {
    return `unanswered (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Plays the tables on these servers for the measured time. */
/** PostgreSQL's cluster-wide WAL and checkpoint counters (`pg_stat_wal`, `pg_stat_bgwriter`), or null. */
type WalCounters = Readonly<Record<string, number>> | null;

async function walCounters(adminUrl: string): Promise<WalCounters> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query<Record<string, string>>(
      `SELECT w.wal_records, w.wal_fpi, w.wal_bytes, w.wal_write, w.wal_sync, w.wal_buffers_full,
              b.checkpoints_timed, b.checkpoints_req, b.checkpoint_write_time, b.checkpoint_sync_time,
              b.buffers_checkpoint, b.buffers_backend_fsync
         FROM pg_stat_wal w, pg_stat_bgwriter b`,
    );
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What PostgreSQL did over the measure, per action committed for the WAL. */
function walReport(before: WalCounters, after: WalCounters, actions: number): string | null {
  if (!before || !after) return null;
  const d = (key: string): number => (after[key] ?? 0) - (before[key] ?? 0);
  const per = (key: string): string => (d(key) / Math.max(1, actions)).toFixed(2);
  return [
    `WAL ${d('wal_records')} records (${per('wal_records')} per action), ${(d('wal_bytes') / 1024).toFixed(0)} KB`,
    `(${(d('wal_bytes') / Math.max(1, actions) / 1024).toFixed(1)} KB per action), ${d('wal_fpi')} full-page images,`,
    `${d('wal_write')} writes and ${d('wal_sync')} syncs (${per('wal_sync')} per action), ${d('wal_buffers_full')} with WAL buffers full;`,
    `checkpoints: ${d('checkpoints_timed')} timed, ${d('checkpoints_req')} requested, writing ${d('buffers_checkpoint')} buffers`,
    `(${d('checkpoint_write_time')} ms writing, ${d('checkpoint_sync_time')} ms syncing)`,
  ].join(' ');
}

async function play(
  urls: readonly string[],
  label: string,
  reviews: ReviewLoad | null = null,
  pgAdminUrl = '',
): Promise<Run> {
  const rng = seedRng(flags.seed);
  const figures: Figures = {
    latencies: [],
    crossLatencies: [],
    actions: 0,
    finished: 0,
    errors: new Map(),
    peakRss: 0,
  };
  const tables: Table[] = [];
  let stopping = false;
  const rssTimer = setInterval(() => (figures.peakRss = Math.max(figures.peakRss, process.memoryUsage().rss)), 250);

  const open = (): void => {
    if (stopping) return;
    openTable(urls, figures, rng, open, true).then(
      (table) => tables.push(table),
      (error: unknown) => console.error('could not open a table:', error),
    );
  };
  const setupStart = performance.now();
  // In batches: a thousand connections at once would overflow the listen backlog of loopback.
  for (let opened = 0; opened < matchCount; opened += SETUP_BATCH) {
    const batch = Math.min(SETUP_BATCH, matchCount - opened);
    await Promise.all(
      Array.from({ length: batch }, () => openTable(urls, figures, rng, open, false).then((t) => tables.push(t))),
    );
  }
  // The reviews are asked for once the tables are open: they run while the tables play.
  if (reviews) for (const id of reviews.matchIds) await reviewStatus(reviews.url, id);
  // Every seat has had its first update: start them all (with a thinking time, each after its own).
  for (const table of tables) {
    table.started = true;
    nextMove(table, rng);
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  // Measure from here: the tables are open and playing.
  figures.latencies.length = 0;
  figures.crossLatencies.length = 0;
  figures.actions = 0;
  figures.finished = 0;
  const started = performance.now();
  const loadBefore = loadavg()[0]!;
  const clientCpuBefore = process.cpuUsage();
  clientMarks.length = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  if (stagesDir) {
    loopDelay.enable();
    gcObserver.observe({ entryTypes: ['gc'] });
  }
  const firstScrapes = await Promise.all(urls.map(scrape));
  const walBefore = pgAdminUrl ? await walCounters(pgAdminUrl) : null;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const lastScrapes = await Promise.all(urls.map(scrape));
  const walAfter = pgAdminUrl ? await walCounters(pgAdminUrl) : null;
  const loadAfter = loadavg()[0]!;
  const clientCpuUsed = process.cpuUsage(clientCpuBefore);
  stopping = true;
  if (stagesDir) {
    loopDelay.disable();
    gcObserver.disconnect();
    const ms = (ns: number): string => (ns / 1e6).toFixed(1);
    gcPauses.sort((a, b) => a - b);
    const gcTotal = gcPauses.reduce((sum, d) => sum + d, 0);
    const summary = [
      `# eventLoopDelay p50 ${ms(loopDelay.percentile(50))} p99 ${ms(loopDelay.percentile(99))} max ${ms(loopDelay.max)} ms`,
      `# gc ${gcPauses.length} pauses, total ${gcTotal.toFixed(0)} ms, p99 ${(gcPauses[Math.floor(gcPauses.length * 0.99)] ?? 0).toFixed(1)} max ${(gcPauses.at(-1) ?? 0).toFixed(1)} ms`,
    ];
    writeFileSync(join(stagesDir, `bench-${urls.length}.txt`), [...summary, ...clientMarks].join('\n') + '\n');
  }
  const elapsed = (performance.now() - started) / 1000;
  const rss = process.memoryUsage().rss;
  clearInterval(rssTimer);
  for (const table of tables) {
    table.done = true;
    for (const seat of table.seats) seat.socket.terminate();
  }
  const metrics = urls.flatMap((url, i) => {
    const first = firstScrapes[i];
    const last = lastScrapes[i];
    return first && last ? [{ url, first, last }] : [];
  });
  let reviewed: Run['reviews'] = null;
  if (reviews) {
    const states = await Promise.all(reviews.matchIds.map((id) => reviewStatus(reviews.url, id)));
    const counts = new Map<string, number>();
    for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
    reviewed = {
      asked: reviews.matchIds.length,
      states: [...counts].map(([state, n]) => `${n} ${state}`).join(', '),
    };
  }
  const committed = metrics.reduce(
    (sum, m) =>
      sum + sampleSum(m.last.text, 'arrakis_actions_total') - sampleSum(m.first.text, 'arrakis_actions_total'),
    0,
  );
  const wal = walReport(walBefore, walAfter, committed);
  const clientCpu = (clientCpuUsed.user + clientCpuUsed.system) / 1e6;
  const load = [loadBefore, loadAfter] as const;
  return { label, figures, elapsed, setupSeconds, rss, metrics, reviews: reviewed, load, wal, clientCpu };
}

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function report(run: Run): void {
  const { figures, elapsed } = run;
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const errors = [...figures.errors].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  console.log(`— ${run.label}`);
  console.log(`setup: ${run.setupSeconds.toFixed(1)} s to create and join the matches`);
  console.log(
    `load average (1 min, ${cpus().length} cores, shared machine): ${run.load[0].toFixed(1)} at the start of the measure, ${run.load[1].toFixed(1)} at its end`,
  );
  console.log(
    `measured: ${elapsed.toFixed(1)} s, ${figures.actions} actions, ${figures.finished} matches finished (and replaced)`,
  );
  console.log(`actions/s: ${(figures.actions / elapsed).toFixed(0)}`);
  console.log(
    `latency (send → own update): median ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  if (figures.crossLatencies.length > 0) {
    const cross = [...figures.crossLatencies].sort((a, b) => a - b);
    console.log(
      `latency (send → update on the other instance): median ${percentile(cross, 50).toFixed(1)} ms, p99 ${percentile(cross, 99).toFixed(1)} ms, max ${(cross.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
  }
  if (run.reviews)
    console.log(
      `post-game reviews (default budget, ${DEFAULT_REVIEW_BUDGET.playouts} playouts): ${run.reviews.asked} asked for before the measured time; at its end: ${run.reviews.states}`,
    );
  console.log(`memory (bench process): RSS ${mb(run.rss)} at the end, peak ${mb(figures.peakRss)}`);
  console.log(
    `bench client's CPU: ${run.clientCpu.toFixed(2)} s over the measure, ${((run.clientCpu * 1000) / Math.max(1, figures.actions)).toFixed(2)} ms per action`,
  );
  console.log(`errors: ${errors}`);
  if (run.wal) console.log(`PostgreSQL over the measure (pg_stat_wal, pg_stat_bgwriter; the whole server): ${run.wal}`);
  if (run.metrics.length > 0) {
    // CPU time moves little with the machine's load, where latencies swing: the figure for an A/B on a shared machine.
    const cpu = run.metrics.map(
      (m) =>
        sampleSum(m.last.text, 'arrakis_process_process_cpu_seconds_total') -
        sampleSum(m.first.text, 'arrakis_process_process_cpu_seconds_total'),
    );
    const committed = run.metrics.reduce(
      (sum, m) =>
        sum + sampleSum(m.last.text, 'arrakis_actions_total') - sampleSum(m.first.text, 'arrakis_actions_total'),
      0,
    );
    const total = cpu.reduce((sum, s) => sum + s, 0);
    console.log(
      `instances' CPU (arrakis_process_process_cpu_seconds_total): ${cpu.map((s) => `${s.toFixed(2)} s`).join(' + ')} for ${committed} actions committed, ${((total * 1000) / Math.max(1, committed)).toFixed(2)} ms per action`,
    );
  }
  for (const [i, m] of run.metrics.entries()) {
    const seconds = (m.last.at - m.first.at) / 1000;
    const actions = sampleSum(m.last.text, 'arrakis_actions_total') - sampleSum(m.first.text, 'arrakis_actions_total');
    const queries =
      sampleSum(m.last.text, 'arrakis_db_queries_total') - sampleSum(m.first.text, 'arrakis_db_queries_total');
    console.log(`/metrics of instance ${i + 1} (${m.url}), read over HTTP at the start and at the end of the measure:`);
    console.log(
      `  actions/s: ${(actions / seconds).toFixed(0)} (arrakis_actions_total +${actions} in ${seconds.toFixed(1)} s); command latency from the histogram: p50 ${histogramQuantile(m.last.text, 0.5)}, p99 ${histogramQuantile(m.last.text, 0.99)}`,
    );
    console.log(
      `  database queries: ${queries} in the measure (arrakis_db_queries_total), ${(queries / Math.max(1, actions)).toFixed(2)} per action committed here`,
    );
    for (const line of metricLines(m.last.text)) console.log(`  ${line}`);
  }
}

/** Every bench client comes from 127.0.0.1: the per-address limits are for crowds of addresses, not for this bench. */
function benchLimits(): Readonly<Record<string, string>> {
  return {
    ARRAKIS_API_PER_MINUTE: '1000000',
    ARRAKIS_CREATES_PER_MINUTE: '1000000',
    ARRAKIS_SOCKETS_PER_ADDRESS: String(matchCount * 6 + 100),
    ARRAKIS_SPECTATORS_PER_ADDRESS: String(matchCount + 100),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-'));
  const common = {
    webRoot: dir,
    httpRateLimit: { perMinute: 1_000_000, createsPerMinute: 1_000_000 },
    sockets: { socketsPerAddress: matchCount * 6 + 100, spectatorsPerAddress: matchCount + 100 },
    reviewBudget: DEFAULT_REVIEW_BUDGET,
  };
  const runs: Run[] = [];
  let storage = 'SQLite (WAL, synchronous=FULL)';
  if (instanceCount === 1) {
    const server = await startServer({ ...common, sqlitePath: join(dir, 'bench.db') });
    runs.push(await play([server.url], 'one instance, SQLite'));
    await server.close();
    if (flags.reviews) {
      const sqlitePath = join(dir, 'reviews.db');
      const records = REVIEWED_RECORDS.map(readRecord);
      // Two of each: more than the measured time computes, so that a review runs from its start to its end.
      const matchIds: string[] = [];
      for (const record of [...records, ...records]) matchIds.push(await storeFinishedMatch({ sqlitePath }, record));
      const reviewing = await startServer({ ...common, sqlitePath });
      runs.push(
        await play([reviewing.url], 'one instance, SQLite, post-game reviews running', {
          url: reviewing.url,
          matchIds,
        }),
      );
      await reviewing.close();
    }
  } else {
    storage = 'PostgreSQL (one database per run); the instances are dist/server.js processes';
    const env = { ...benchLimits(), ARRAKIS_WEB_ROOT: dir };
    const single = await benchDatabase(flags['pg-url']!);
    const trace = (name: string): Record<string, string> =>
      stagesDir ? { ARRAKIS_TRACE_FILE: join(stagesDir, name) } : {};
    const alone = await spawnInstance({ ...env, ...trace('single.txt'), DATABASE_URL: single.url });
    runs.push(await play([alone.url], 'one instance (its own process), PostgreSQL', null, flags['pg-url']));
    await alone.close();
    const shared = await benchDatabase(flags['pg-url']!);
    const redis = await redisForBench();
    const both = { ...env, DATABASE_URL: shared.url, REDIS_URL: redis.url };
    const instances = [
      await spawnInstance({ ...both, ...trace('instance-1.txt') }),
      await spawnInstance({ ...both, ...trace('instance-2.txt') }),
    ];
    runs.push(
      await play(
        instances.map((i) => i.url),
        'two instances (two processes), PostgreSQL and Redis, seats spread over both',
        null,
        flags['pg-url'],
      ),
    );
    for (const instance of instances) await instance.close();
    redis.stop();
    // Both databases are dropped at the end: a DROP DATABASE makes PostgreSQL checkpoint at once, and the pages
    // changed after a checkpoint are written whole to the WAL (pg_stat_wal's full-page images) by the next commits.
    await shared.drop();
    await single.drop();
  }
  rmSync(dir, { recursive: true, force: true });

  console.log(`bench:server — ${matchCount} concurrent 6-seat Dune matches, ${matchCount * 6} WebSockets, ${storage}`);
  console.log(
    thinkMs === 0
      ? 'closed loop: every move sent as soon as it may be'
      : `thinking time: ${thinkMs} ms a move on average`,
  );
  console.log(
    `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${mb(totalmem())} RAM`,
  );
  console.log(
    'bench client: a seat with no decision to answer reads its seq and status from the bytes of its update; only the seat that decides parses it',
  );
  for (const run of runs) report(run);
}

await main();
