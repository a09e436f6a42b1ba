import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { seedRng } from '@arrakis/engine';
import { sleep, Table } from './benchTable.ts';

/**
 * The player of `npm run bench:spectators`, in a worker thread of its own: its clock and its sends do not wait for
 * the server's event loop, so a server busy writing to a crowd shows in its latencies (a client on the server's own
 * loop could only send when the loop is free, and would never see it).
 */
export interface PlayerInput {
  readonly url: string;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly seed: string;
}

export interface PlayerReport {
  /** Send → own update, in ms, in the order played. */
  readonly latencies: readonly number[];
  readonly matches: number;
}

const input = workerData as PlayerInput;
const rng = seedRng(input.seed);
const latencies: number[] = [];
let table = await Table.open(input.url, 2);
let matches = 1;
const end = performance.now() + input.seconds * 1000;
while (performance.now() < end) {
  if (table.over) {
    table.close();
    table = await Table.open(input.url, 2);
    matches++;
  }
  const played = await table.act(rng);
  if (played) latencies.push(played.ms);
  await sleep(input.thinkMs);
}
table.close();
parentPort!.postMessage({ latencies, matches } satisfies PlayerReport);
