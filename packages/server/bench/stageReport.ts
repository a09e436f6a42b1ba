import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npx tsx packages/server/bench/stageReport.ts DIR`: joins the marks that `bench:server -- --instances 2 --stages
 * DIR` wrote (instance-1.txt, instance-2.txt, bench-2.txt) per action sent by the bench, and prints each stage of an
 * update seen on the other instance at p50/p90/p99, with each process's event-loop delay and GC pauses.
 */

type Marks = Map<string, Map<string, number[]>>;

function load(path: string): { marks: Marks; summary: string[] } {
  const marks: Marks = new Map();
  const summary: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#')) summary.push(line.slice(2));
    if (line === '' || line.startsWith('#')) continue;
    const [match, seq, stage, value] = line.split(' ');
    const key = `${match} ${seq}`;
    let stages = marks.get(key);
    if (!stages) marks.set(key, (stages = new Map()));
    const values = stages.get(stage!) ?? [];
    values.push(Number(value));
    stages.set(stage!, values);
  }
  return { marks, summary };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx packages/server/bench/stageReport.ts DIR');
  process.exit(2);
}
const instances = [load(join(dir, 'instance-1.txt')), load(join(dir, 'instance-2.txt'))];
const bench = load(join(dir, 'bench-2.txt'));
instances.forEach((instance, i) => console.log(`instance ${i + 1}: ${instance.summary.join('; ')}`));
console.log(`bench client: ${bench.summary.join('; ')}`);

const rows = new Map<string, number[]>();
const add = (name: string, value: number | undefined): void => {
  if (value === undefined || Number.isNaN(value)) return;
  const values = rows.get(name) ?? [];
  values.push(value);
  rows.set(name, values);
};
const last = (stages: Map<string, number[]> | undefined, stage: string): number | undefined =>
  stages?.get(stage)?.at(-1);
const sum = (stages: Map<string, number[]> | undefined, stage: string): number | undefined =>
  stages?.get(stage)?.reduce((a, b) => a + b, 0);

for (const [key, stages] of bench.marks) {
  const send = [...stages.keys()].find((stage) => stage.startsWith('send:'));
  if (!send) continue;
  const [, origin, seat] = send.split(':');
  const o = instances[Number(origin)]?.marks.get(key);
  const r = instances[1 - Number(origin)]?.marks.get(key);
  const own = stages.get(`recv:${origin}:${seat}`)?.[0];
  const others = [...stages].flatMap(([stage, values]) =>
    stage.startsWith('recv:') && stage.split(':')[1] !== origin ? values : [],
  );
  const applied = last(o, 'applied');
  if (own === undefined || others.length === 0 || applied === undefined || last(o, 'committed') === undefined) continue;
  if (last(r, 'remoteSent') === undefined) continue;
  const sent = stages.get(send)![0]!;
  const other = Math.min(...others);
  const before = (stage: string) =>
    o
      ?.get(stage)
      ?.filter((at) => at <= applied)
      .at(-1);
  const span = (name: string, from: number | undefined, to: number | undefined): void =>
    add(name, from === undefined || to === undefined ? undefined : to - from);
  span('client send → message handled (origin)', sent, before('recv'));
  span('message → room task start', before('recv'), before('start'));
  span('engine apply, decisions, timers', before('start'), applied);
  span('commit', applied, last(o, 'committed'));
  span('committed → publish', last(o, 'committed'), last(o, 'publishing'));
  span('publish → Redis delivery (other instance)', last(o, 'publishing'), last(r, 'delivered'));
  span('delivery → room task start (other)', last(r, 'delivered'), last(r, 'remoteStart'));
  span('engine apply (other)', last(r, 'remoteStart'), last(r, 'remoteApplied'));
  span('views, JSON, socket writes (other)', last(r, 'remoteApplied'), last(r, 'remoteSent'));
  span('socket writes done → client handler (other)', last(r, 'remoteSent'), other);
  span('views, JSON, socket writes (origin)', last(o, 'published'), last(o, 'sent'));
  span('socket writes done → client handler (origin)', last(o, 'sent'), own);
  span('TOTAL send → own update', sent, own);
  span('TOTAL send → update on the other instance', sent, other);
  for (const [label, marks] of [
    ['origin', o],
    ['other', r],
  ] as const)
    for (const stage of ['picture', 'stringify', 'socketSend', 'logPage'])
      add(`${label}: ${stage} (sum per seq)`, sum(marks, `d:${stage}`));
  add('client: JSON.parse (sum per seq)', sum(stages, 'd:clientParse'));
}

console.log(`${rows.get('TOTAL send → update on the other instance')?.length ?? 0} actions joined (ms)`);
console.log(`${'stage'.padEnd(48)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)}`);
for (const [name, values] of rows) {
  const cells = [50, 90, 99].map((p) => percentile(values, p).toFixed(2).padStart(8));
  console.log(`${name.padEnd(48)} ${cells.join(' ')}`);
}
