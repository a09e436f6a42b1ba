import { cloneJson, seedRng } from '@arrakis/engine';
import { dune } from '../dune/src/index.ts';
import { botSeats, chooseRandomAction } from '../cli/src/randomBot.ts';
import { botSeed, runGame } from '../cli/src/runGame.ts';
import { performance } from 'node:perf_hooks';
const game = dune;
const seats = botSeats(6);
type S = ReturnType<typeof game.setup>;
const samples: { state: S; seat: number; action: unknown }[] = [];
for (let g = 0; g < 4; g++) {
  const seed = `apply:${g}`;
  const length = runGame(game, { options: {}, seats, seed }).steps;
  const state = game.setup({}, seats, seed);
  const rng = seedRng(botSeed(seed));
  for (let step = 0; step < (length * 3) >> 2; step++) {
    const chosen = chooseRandomAction(game, state, rng, seats.length);
    if (chosen === null) break;
    if (step >= length >> 2) samples.push({ state: cloneJson(state), seat: chosen.seat, action: chosen.action });
    game.applyInPlace(state, chosen.seat, chosen.action as never);
  }
}
const n = samples.length;
const cols = ['parseCold', 'checkCold', 'parseWarm', 'checkWarm'];
const least = cols.map(() => new Float64Array(n).fill(Infinity));
const keep = (c: number, i: number, v: number) => { if (v < least[c]![i]!) least[c]![i] = v; };
const r = game.rules;
for (let rep = 0; rep < 9; rep++) {
  for (let i = 0; i < n; i++) {
    const s = samples[i]!;
    const copy = cloneJson(s.state);
    game.applyInPlace(copy, s.seat, s.action as never);
    const first = rep % 2 === 0; // parse first, or check first
    let t = performance.now();
    let p: ReturnType<typeof r.parse>;
    if (first) { p = r.parse(s.action); keep(0, i, performance.now() - t); }
    else p = r.parse(s.action);
    if (!p.ok) throw new Error('parse');
    t = performance.now();
    r.check(s.state, s.seat, p.action);
    keep(first ? 3 : 1, i, performance.now() - t);
    if (!first) { t = performance.now(); r.parse(s.action); keep(2, i, performance.now() - t); }
  }
}
const by = new Map<string, number[]>();
samples.forEach((s, i) => { const t = (s.action as { type: string }).type; (by.get(t) ?? by.set(t, []).get(t)!).push(i); });
const rows = [['all', [...samples.keys()]] as const, ...[...by].sort((a, b) => b[1].length - a[1].length)];
console.log('type count ' + cols.join(' '));
for (const [t, idx] of rows) console.log(t, idx.length, ...least.map((l) => ((idx.reduce((a, i) => a + l[i]!, 0) * 1000) / idx.length).toFixed(2)));
