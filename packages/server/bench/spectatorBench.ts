import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { seedRng } from '@arrakis/engine';
import { startServer } from '../src/index.ts';
import { median, percentile, sleep, Table } from './benchTable.ts';
import type { CrowdInput, CrowdReport } from './spectatorCrowd.ts';
import type { PlayerInput, PlayerReport } from './spectatorPlayer.ts';

/**
 * `npm run bench:spectators`: the server in this process (temp SQLite file), one six-seat Dune match watched by N
 * spectator sockets (a worker thread opens them), and a player in another match. Each phase is run without the
 * crowd, then with it, so both figures are taken on the machine as loaded at the time:
 * - one action of the watched match at a time, each waited for until every spectator has it: the event loop's busy
 *   time per action, whose excess with the crowd is the cost of broadcasting to it;
 * - both matches at once for `--seconds`: the watched one plays an action every `--interval-ms`, the player of the
 *   other (in a worker thread: see spectatorPlayer.ts) as soon as its update comes (after `--think-ms`), and its
 *   latency (send → its own update) is measured.
 */

const { values: flags } = parseArgs({
  options: {
    spectators: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    'interval-ms': { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '20' },
    broadcasts: { type: 'string', default: '40' },
    seed: { type: 'string', default: 'spectators' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(
    'Usage: npm run bench:spectators -- [--spectators 2000] [--seconds 20] [--interval-ms 100] [--think-ms 20] [--broadcasts 40] [--seed s]',
  );
  process.exit(0);
}

const spectators = Number(flags.spectators);
const seconds = Number(flags.seconds);
const intervalMs = Number(flags['interval-ms']);
const thinkMs = Number(flags['think-ms']);
const broadcasts = Number(flags.broadcasts);
for (const [name, value] of Object.entries({ spectators, seconds, intervalMs, thinkMs, broadcasts })) {
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a number, 0 or more`);
    process.exit(2);
  }
}
const HEARTBEAT_MS = 5000;
// However the run goes, it ends: phases 1 and 2 wait at most this long for each broadcast.
const WAIT_MS = 30_000;
const HARD_STOP_MS = (seconds + 4 * 60) * 1000;
setTimeout(() => {
  console.error('bench:spectators did not finish in time');
  process.exit(1);
}, HARD_STOP_MS).unref();

interface Play {
  readonly latencies: number[];
  readonly watchedActions: number;
  readonly playerMatches: number;
  readonly utilization: number;
  readonly loopDelayP99: number;
  readonly loopDelayMax: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-'));
  const roomy = spectators + 100;
  const server = await startServer({
    sqlitePath: join(dir, 'bench.db'),
    webRoot: dir,
    // Every bench socket comes from 127.0.0.1: the caps are raised above the crowd. The heartbeat beats every 5 s
    // (30 s by default), so every phase has a few beats that ping the whole crowd.
    sockets: {
      spectatorsPerMatch: roomy,
      spectatorsPerAddress: roomy,
      socketsPerAddress: roomy + 50,
      heartbeatMs: HEARTBEAT_MS,
    },
  });
  const rng = seedRng(flags.seed);
  const watched = await Table.open(server.url, 6);

  /** Plays `count` actions of the watched match one at a time; the event loop's busy time for each. */
  async function isolatedActions(count: number, reached: (seq: number) => Promise<void>): Promise<number[]> {
    const busy: number[] = [];
    for (let i = 0; i < count && !watched.over; i++) {
      const before = performance.eventLoopUtilization();
      const played = await watched.act(rng);
      if (!played) continue;
      await reached(played.seq);
      busy.push(performance.eventLoopUtilization(before).active);
      await sleep(20);
    }
    return busy;
  }

  /** Both matches at once for `seconds`: the player's latencies (measured in its own thread), the loop's load. */
  async function playBoth(): Promise<Play> {
    let watchedActions = 0;
    const elu = performance.eventLoopUtilization();
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const playerThread = new Worker(new URL('./spectatorPlayer.js', import.meta.url), {
      workerData: { url: server.url, seconds, thinkMs, seed: flags.seed } satisfies PlayerInput,
    });
    const played = new Promise<PlayerReport>((resolve, reject) => {
      playerThread.once('message', resolve);
      playerThread.once('error', reject);
    });
    let done = false;
    void played.finally(() => (done = true));
    while (!done && !watched.over) {
      if (await watched.act(rng)) watchedActions++;
      await sleep(intervalMs);
    }
    const report = await played;
    loopDelay.disable();
    return {
      latencies: [...report.latencies].sort((a, b) => a - b),
      watchedActions,
      playerMatches: report.matches,
      utilization: performance.eventLoopUtilization(elu).utilization,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
      loopDelayMax: loopDelay.max / 1e6,
    };
  }

  const alone = await isolatedActions(broadcasts, () => Promise.resolve());
  const playAlone = await playBoth();

  const setupStart = performance.now();
  const crowd = new Worker(new URL('./spectatorCrowd.js', import.meta.url), {
    workerData: { url: server.url, matchId: watched.matchId, count: spectators } satisfies CrowdInput,
  });
  const waiting = new Map<number, () => void>();
  const reachedSeqs = new Set<number>();
  let stats: Extract<CrowdReport, { type: 'stats' }> | null = null;
  const ready = new Promise<Extract<CrowdReport, { type: 'ready' }>>((resolve) => {
    crowd.on('message', (report: CrowdReport) => {
      if (report.type === 'ready') resolve(report);
      else if (report.type === 'reached') {
        reachedSeqs.add(report.seq);
        waiting.get(report.seq)?.();
      } else stats = report;
    });
  });
  const joined = await ready;
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const reached = (seq: number): Promise<void> =>
    joined.open === 0 || reachedSeqs.has(seq)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the crowd did not get seq ${seq}`)), WAIT_MS);
          waiting.set(seq, () => {
            clearTimeout(timer);
            waiting.delete(seq);
            resolve();
          });
        });
  const crowded = await isolatedActions(broadcasts, reached);
  const playCrowded = await playBoth();
  const rss = process.memoryUsage().rss;

  crowd.postMessage('stop');
  await new Promise((resolve) => crowd.once('exit', resolve));
  watched.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });

  const ms = (value: number): string => `${value.toFixed(1)} ms`;
  const crowdStats = stats as Extract<CrowdReport, { type: 'stats' }> | null;
  const broadcastMs = median(crowded) - median(alone);
  console.log(`bench:spectators — ${spectators} spectator sockets on one 6-seat Dune match, SQLite`);
  console.log(
    `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`setup: ${joined.open} spectators joined (${joined.refused} refused) in ${setupSeconds.toFixed(1)} s`);
  console.log(
    `event-loop time per action of the watched match: ${ms(median(alone))} without spectators (median of ${alone.length}), ` +
      `${ms(median(crowded))} with them (median of ${crowded.length})`,
  );
  console.log(
    `broadcast to the crowd: ${ms(broadcastMs)} of event loop per update, ` +
      `${((1000 * broadcastMs) / Math.max(1, joined.open)).toFixed(1)} µs per spectator`,
  );
  console.log(
    `both matches at once, ${seconds} s each: the watched one plays an action every ${intervalMs} ms at most, ` +
      `the player as soon as it may (think ${thinkMs} ms)`,
  );
  for (const [name, play] of [
    ['without spectators', playAlone],
    [`with ${joined.open} spectators`, playCrowded],
  ] as const) {
    console.log(
      `  ${name}: player latency (send → own update) median ${ms(percentile(play.latencies, 50))}, ` +
        `p99 ${ms(percentile(play.latencies, 99))}, max ${ms(play.latencies.at(-1) ?? Number.NaN)} ` +
        `(${play.latencies.length} actions, ${play.playerMatches} match${play.playerMatches > 1 ? 'es' : ''}); ` +
        `watched match ${play.watchedActions} actions; event loop busy ${(play.utilization * 100).toFixed(0)}%, ` +
        `delay p99 ${ms(play.loopDelayP99)}, max ${ms(play.loopDelayMax)}`,
    );
  }
  console.log(`RSS ${(rss / 2 ** 20).toFixed(0)} MB at the end`);
  if (crowdStats)
    console.log(
      `the crowd received ${crowdStats.frames} frames, ${(crowdStats.bytes / 2 ** 20).toFixed(0)} MB; ` +
        `${crowdStats.closed} sockets closed by the server`,
    );
}

await main();
