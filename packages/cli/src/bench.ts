import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cloneJson, copyToPerform, seedRng, type Seat } from '@arrakis/engine';
import type { GameEntry } from './catalog.ts';
import { formatNumber, formatTable } from './format.ts';
import { botSeats, chooseRandomAction } from './randomBot.ts';
import { botSeed, runGame } from './runGame.ts';

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface BenchInput<O> {
  readonly players: number;
  readonly games: number;
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly options: O;
  readonly maxSteps?: number;
  /** Games whose mid-game states time the validating `apply` against `applyInPlace` (0: no such line). */
  readonly applyGames?: number;
  /** Also time `apply`'s steps apart on the same actions, by action type (`ApplyDetail`). */
  readonly applyDetail?: boolean;
}

export interface BenchRound {
  readonly games: number;
  readonly actions: number;
  /** The whole round, timed once: no clock is read inside a game. */
  readonly seconds: number;
  /** The process's CPU time over the round (all its threads): steadier than `seconds` on a shared machine. */
  readonly cpuSeconds: number;
}

/** The validating `apply` against `applyInPlace` on the same mid-game states and actions. */
export interface ApplyCost {
  readonly samples: number;
  readonly repetitions: number;
  /**
   * Each action's least time over the repetitions, averaged over the actions, in microseconds: what an action
   * costs when nothing preempts it (no other process, no collection of earlier garbage).
   */
  readonly inPlaceMicros: number;
  readonly validatingMicros: number;
  /** The validation alone (`explain`: parsing and the rule check, nothing applied): what no copy can save. */
  readonly checkMicros: number;
  /**
   * The same, but each run kept only from the repetitions where it ran first, right after the copy: `apply` and
   * `applyInPlace` in the same condition (neither warmed by the other's run of the same action). The lines above
   * keep the least of both orders, so `applyInPlace` there is mostly the run after `apply`, which has just done the
   * same `perform` on the same data, while `apply` after `applyInPlace` still runs its check cold.
   */
  readonly inPlaceFirstMicros: number;
  readonly validatingFirstMicros: number;
  /** Each repetition's mean time per action, collections included: their median, then their least and greatest. */
  readonly inPlaceMeans: readonly number[];
  readonly validatingMeans: readonly number[];
}

export interface BenchResult {
  readonly warmupGames: number;
  readonly rounds: readonly BenchRound[];
  readonly errors: number;
  readonly apply?: ApplyCost;
  readonly applyDetail?: readonly ApplyDetailRow[];
}

/**
 * `apply`'s steps timed apart, by action type (each column's least time per action, averaged over the type's
 * actions, in µs; see `applyDetailRows` for "cold" and "warm"): the check (`explain`), the copy `apply` performs on
 * (`copyToPerform`), `perform` on that copy, beside `applyInPlace` on a plain copy and the whole `apply`. `lazy`
 * counts the actions that `apply` copies lazily (neither `copy` nor `writes` answers): their copy is in `perform`.
 */
export interface ApplyDetailRow {
  readonly type: string;
  readonly count: number;
  readonly lazy: number;
  readonly inPlace: number;
  readonly applyCold: number;
  readonly applyWarm: number;
  readonly checkCold: number;
  readonly checkWarm: number;
  readonly copy: number;
  readonly performOnCopy: number;
}

/**
 * Warms the JIT up, then times rounds of the same games (same seeds every round, so rounds differ only by noise).
 * `between` runs just before the first timed round and just after the last (e.g. to start and stop a profiler).
 */
export function bench<S, A, V, O>(
  entry: GameEntry<S, A, V, O>,
  input: BenchInput<O>,
  between?: { readonly start: () => void; readonly stop: () => void },
): BenchResult {
  const seats = botSeats(input.players);
  let errors = 0;
  const play = (seed: string): number => {
    const run = runGame(entry.game, {
      options: input.options,
      seats,
      seed,
      maxSteps: input.maxSteps,
      keepActions: false,
    });
    if (run.error) errors++;
    return run.steps;
  };

  const warmupEnd = performance.now() + input.warmupSeconds * 1000;
  let warmupGames = 0;
  while (warmupGames === 0 || performance.now() < warmupEnd) play(`warmup:${warmupGames++}`);

  between?.start();
  const rounds: BenchRound[] = [];
  for (let round = 0; round < input.rounds; round++) {
    let actions = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < input.games; i++) actions += play(`bench:${i}`);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    rounds.push({ games: input.games, actions, seconds, cpuSeconds: (used.user + used.system) / 1e6 });
  }
  between?.stop();
  const applyGames = input.applyGames ?? 0;
  const apply = applyGames > 0 ? applyCost(entry, input, applyGames) : undefined;
  const applyDetail = applyGames > 0 && input.applyDetail ? applyDetailRows(entry, input, applyGames) : undefined;
  return { warmupGames, rounds, errors, ...(apply ? { apply } : {}), ...(applyDetail ? { applyDetail } : {}) };
}

interface Sample<S, A> {
  readonly state: S;
  readonly seat: Seat;
  readonly action: A;
}

/** Every step between a quarter and three quarters of each game: the states a server mostly sees. */
function midGameSamples<S, A, V, O>(entry: GameEntry<S, A, V, O>, input: BenchInput<O>, games: number): Sample<S, A>[] {
  const { game } = entry;
  const seats = botSeats(input.players);
  const samples: Sample<S, A>[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `apply:${g}`;
    const length = runGame(game, { options: input.options, seats, seed, maxSteps: input.maxSteps }).steps;
    const state = game.setup(input.options, seats, seed);
    const rng = seedRng(botSeed(seed));
    for (let step = 0; step < (length * 3) >> 2; step++) {
      const chosen = chooseRandomAction(game, state, rng, seats.length);
      if (chosen === null) break;
      if (step >= length >> 2) samples.push({ state: cloneJson(state), seat: chosen.seat, action: chosen.action });
      game.applyInPlace(state, chosen.seat, chosen.action);
    }
  }
  return samples;
}

const APPLY_REPETITIONS = 9;
/**
 * Untimed passes over the samples before the timed ones: the random games never run `apply`'s check (`explain`), so
 * without them the first repetitions time that code while the optimising compiler is still at work on it.
 */
const APPLY_WARMUP_PASSES = 2;
/** Actions between two forced collections, when the process allows them (see `collector`). */
const APPLY_BLOCK = 64;

/**
 * A full garbage collection on demand, outside the timed windows: `gc` is exposed at run time (the bench's own
 * process, started without `--expose-gc`); `undefined` if this V8 refuses.
 */
function collector(): (() => void) | undefined {
  const exposed: unknown = Reflect.get(globalThis, 'gc');
  if (typeof exposed === 'function') return () => void exposed();
  try {
    setFlagsFromString('--expose-gc');
    const made: unknown = runInNewContext('gc');
    return typeof made === 'function' ? () => void made() : undefined;
  } catch {
    return undefined;
  }
}

/** `APPLY_WARMUP_PASSES` untimed runs of each sample's three calls; the count of refusals (none expected). */
function warmApply<S, A, V, O>(game: GameEntry<S, A, V, O>['game'], samples: readonly Sample<S, A>[]): number {
  let refused = 0;
  for (let pass = 0; pass < APPLY_WARMUP_PASSES; pass++)
    for (const s of samples) {
      game.applyInPlace(cloneJson(s.state), s.seat, s.action);
      if (!game.apply(s.state, s.seat, s.action).ok) refused++;
      if (game.explain(s.state, s.seat, s.action) !== null) refused++;
    }
  return refused;
}

/**
 * Each recorded (state, seat, action) is timed alone, three ways in a row: `applyInPlace` on a copy made just
 * before (the copy also brings the original into the cache, so `apply` and `explain` start as warm as the in-place
 * run), the validating `apply`, and `explain`; the in-place and validating runs swap order every other repetition.
 * Per action, the least of its repetitions is kept: a run preempted by the machine or hit by a collection only
 * ever raises a time. A full collection runs between blocks of actions, outside the clock.
 */
function applyCost<S, A, V, O>(entry: GameEntry<S, A, V, O>, input: BenchInput<O>, games: number): ApplyCost {
  const { game } = entry;
  const samples = midGameSamples(entry, input, games);
  const n = samples.length;
  const least = { inPlace: new Float64Array(n).fill(Infinity), validating: new Float64Array(n).fill(Infinity) };
  const leastCheck = new Float64Array(n).fill(Infinity);
  const first = { inPlace: new Float64Array(n).fill(Infinity), validating: new Float64Array(n).fill(Infinity) };
  const inPlaceMeans: number[] = [];
  const validatingMeans: number[] = [];
  const gc = collector();
  let refused = warmApply(game, samples);
  for (let rep = 0; rep < APPLY_REPETITIONS; rep++) {
    let inPlaceSum = 0;
    let validatingSum = 0;
    for (let i = 0; i < n; i++) {
      if (i % APPLY_BLOCK === 0) gc?.();
      const s = samples[i]!;
      const copy = cloneJson(s.state);
      let inPlace: number;
      let validating: number;
      if (rep % 2 === 0) {
        const t0 = performance.now();
        game.applyInPlace(copy, s.seat, s.action);
        const t1 = performance.now();
        if (!game.apply(s.state, s.seat, s.action).ok) refused++;
        const t2 = performance.now();
        inPlace = t1 - t0;
        validating = t2 - t1;
        if (inPlace < first.inPlace[i]!) first.inPlace[i] = inPlace;
      } else {
        const t0 = performance.now();
        if (!game.apply(s.state, s.seat, s.action).ok) refused++;
        const t1 = performance.now();
        game.applyInPlace(copy, s.seat, s.action);
        const t2 = performance.now();
        validating = t1 - t0;
        inPlace = t2 - t1;
        if (validating < first.validating[i]!) first.validating[i] = validating;
      }
      const t3 = performance.now();
      if (game.explain(s.state, s.seat, s.action) !== null) refused++;
      const checking = performance.now() - t3;
      inPlaceSum += inPlace;
      validatingSum += validating;
      if (inPlace < least.inPlace[i]!) least.inPlace[i] = inPlace;
      if (validating < least.validating[i]!) least.validating[i] = validating;
      if (checking < leastCheck[i]!) leastCheck[i] = checking;
    }
    inPlaceMeans.push((inPlaceSum * 1000) / n);
    validatingMeans.push((validatingSum * 1000) / n);
  }
  if (refused > 0) throw new Error(`apply refused ${refused} actions that applyInPlace played`);
  const mean = (values: Float64Array): number => (values.reduce((a, b) => a + b, 0) * 1000) / n;
  return {
    samples: n,
    repetitions: APPLY_REPETITIONS,
    inPlaceMicros: mean(least.inPlace),
    validatingMicros: mean(least.validating),
    checkMicros: mean(leastCheck),
    inPlaceFirstMicros: mean(first.inPlace),
    validatingFirstMicros: mean(first.validating),
    inPlaceMeans,
    validatingMeans,
  };
}

/** The action's `type`, for the detail's rows. */
function actionType(action: unknown): string {
  const type: unknown = typeof action === 'object' && action !== null ? Reflect.get(action, 'type') : undefined;
  return typeof type === 'string' ? type : '(untyped)';
}

/**
 * The same mid-game actions as `applyCost`, each step of `apply` timed alone. Every repetition starts with
 * `applyInPlace` on a plain copy; then, on even repetitions, the whole `apply` first ("cold": the check's tables and
 * code as `applyInPlace` left them) and its steps after it; on odd ones, the steps first (`explain`, `copyToPerform`,
 * `perform` on that copy) and the whole `apply` after them ("warm"). Each column keeps its least time per action.
 */
function applyDetailRows<S, A, V, O>(
  entry: GameEntry<S, A, V, O>,
  input: BenchInput<O>,
  games: number,
): ApplyDetailRow[] {
  const { game } = entry;
  const { rules } = game;
  const samples = midGameSamples(entry, input, games);
  const n = samples.length;
  const IN_PLACE = 0;
  const APPLY_COLD = 1;
  const APPLY_WARM = 2;
  const CHECK_COLD = 3;
  const CHECK_WARM = 4;
  const COPY = 5;
  const PERFORM = 6;
  const least = Array.from({ length: 7 }, () => new Float64Array(n).fill(Infinity));
  const lazy = new Uint8Array(n);
  const gc = collector();
  const keep = (column: number, i: number, ms: number): void => {
    if (ms < least[column]![i]!) least[column]![i] = ms;
  };
  let refused = warmApply(game, samples);
  for (let rep = 0; rep < APPLY_REPETITIONS; rep++) {
    const applyFirst = rep % 2 === 0;
    for (let i = 0; i < n; i++) {
      if (i % APPLY_BLOCK === 0) gc?.();
      const s = samples[i]!;
      const plainCopy = cloneJson(s.state);
      let t = performance.now();
      game.applyInPlace(plainCopy, s.seat, s.action);
      keep(IN_PLACE, i, performance.now() - t);
      const whole = (): void => {
        t = performance.now();
        if (!game.apply(s.state, s.seat, s.action).ok) refused++;
        keep(applyFirst ? APPLY_COLD : APPLY_WARM, i, performance.now() - t);
      };
      if (applyFirst) whole();
      t = performance.now();
      if (game.explain(s.state, s.seat, s.action) !== null) refused++;
      keep(applyFirst ? CHECK_WARM : CHECK_COLD, i, performance.now() - t);
      t = performance.now();
      const next = copyToPerform(rules, s.state, s.seat, s.action);
      keep(COPY, i, performance.now() - t);
      if (next === undefined) {
        lazy[i] = 1;
        keep(PERFORM, i, 0);
      } else {
        t = performance.now();
        rules.perform(next, s.seat, s.action);
        keep(PERFORM, i, performance.now() - t);
      }
      if (!applyFirst) whole();
    }
  }
  if (refused > 0) throw new Error(`apply refused ${refused} actions that applyInPlace played`);
  const byType = new Map<string, number[]>();
  samples.forEach((s, i) => {
    const type = actionType(s.action);
    const list = byType.get(type) ?? [];
    list.push(i);
    byType.set(type, list);
  });
  const row = (type: string, indices: readonly number[]): ApplyDetailRow => {
    const mean = (column: number): number =>
      (indices.reduce((sum, i) => sum + least[column]![i]!, 0) * 1000) / indices.length;
    return {
      type,
      count: indices.length,
      lazy: indices.reduce((sum, i) => sum + lazy[i]!, 0),
      inPlace: mean(IN_PLACE),
      applyCold: mean(APPLY_COLD),
      applyWarm: mean(APPLY_WARM),
      checkCold: mean(CHECK_COLD),
      checkWarm: mean(CHECK_WARM),
      copy: mean(COPY),
      performOnCopy: mean(PERFORM),
    };
  };
  const rows = [...byType].map(([type, indices]) => row(type, indices));
  const excess = (r: ApplyDetailRow): number => r.count * (r.applyCold - r.inPlace);
  rows.sort((a, b) => excess(b) - excess(a));
  return [row('all', [...samples.keys()]), ...rows];
}

function detailLines(rows: readonly ApplyDetailRow[]): string[] {
  const all = rows[0]!;
  const total = all.count * (all.applyCold - all.inPlace);
  const us = (value: number): string => formatNumber(value, 2);
  return [
    '',
    "apply's steps apart, by action type (µs, each column's least per action; cold: right after applyInPlace;",
    '  rest: apply cold − check cold − copy − perform on copy; share: of the summed apply cold − in place):',
    ...formatTable(
      [
        'type',
        'actions',
        'lazy',
        'in place',
        'apply cold',
        'check cold',
        'copy',
        'perform on copy',
        'rest',
        'apply warm',
        'check warm',
        'share',
      ],
      rows.map((r) => [
        r.type,
        r.count,
        r.lazy,
        us(r.inPlace),
        us(r.applyCold),
        us(r.checkCold),
        us(r.copy),
        us(r.performOnCopy),
        us(r.applyCold - r.checkCold - r.copy - r.performOnCopy),
        us(r.applyWarm),
        us(r.checkWarm),
        `${formatNumber(total === 0 ? 0 : ((r.count * (r.applyCold - r.inPlace)) / total) * 100, 1)}%`,
      ]),
    ),
  ];
}

/** The median, then the least and the greatest: `12.3 (11.9–14.0)`. */
function meanRange(values: readonly number[]): string {
  return `${formatNumber(median(values), 2)} (${formatNumber(Math.min(...values), 2)}–${formatNumber(Math.max(...values), 2)})`;
}

function spread(values: readonly number[]): string {
  const middle = median(values);
  return middle === 0 ? '—' : `±${formatNumber(((Math.max(...values) - Math.min(...values)) / 2 / middle) * 100, 1)} %`;
}

export function benchReport(gameId: string, input: BenchInput<unknown>, result: BenchResult): string[] {
  const row = (name: string, values: number[], digits: number): (string | number)[] => [
    name,
    formatNumber(median(values), digits),
    formatNumber(Math.min(...values), digits),
    formatNumber(Math.max(...values), digits),
    spread(values),
  ];
  const { rounds, apply } = result;
  const applyLines = apply
    ? [
        '',
        // Issue 19's line: both runs in the same condition. The least of either order below sets a cold check
        // against an in-place run that mostly came right after `apply` had performed the same action on the same data.
        `validating apply on ${apply.samples} mid-game actions, each run first after the copy (neither warmed by ` +
          `the other): ${formatNumber(apply.validatingFirstMicros, 2)} µs/action against ` +
          `${formatNumber(apply.inPlaceFirstMicros, 2)} µs in place ` +
          `(×${formatNumber(apply.validatingFirstMicros / apply.inPlaceFirstMicros, 2)})`,
        `  each action's least of ${apply.repetitions} in either order (in place mostly right after apply's own ` +
          `perform of it): ${formatNumber(apply.validatingMicros, 2)} against ${formatNumber(apply.inPlaceMicros, 2)} ` +
          `µs (×${formatNumber(apply.validatingMicros / apply.inPlaceMicros, 2)})`,
        `  of which the check alone (explain: parse and rules, nothing applied) ${formatNumber(apply.checkMicros, 2)} µs; ` +
          `copy ≈ ${formatNumber(apply.validatingMicros - apply.checkMicros - apply.inPlaceMicros, 2)} µs`,
        `  repetitions' means, collections included: apply ${meanRange(apply.validatingMeans)}, ` +
          `in place ${meanRange(apply.inPlaceMeans)} µs`,
      ]
    : [];
  return [
    `bench ${gameId}: ${input.players} players, ${rounds.length} rounds of ${input.games} games ` +
      `after ${input.warmupSeconds} s of warm-up (${result.warmupGames} games)`,
    `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`,
    '',
    ...formatTable(
      ['per round', 'median', 'min', 'max', 'spread'],
      [
        row(
          'games/s',
          rounds.map((r) => r.games / r.seconds),
          1,
        ),
        row(
          'games/CPU-s',
          rounds.map((r) => r.games / r.cpuSeconds),
          1,
        ),
        row(
          'actions/s',
          rounds.map((r) => r.actions / r.seconds),
          0,
        ),
        row(
          'actions/game',
          rounds.map((r) => r.actions / r.games),
          1,
        ),
        row(
          'µs/action',
          rounds.map((r) => (r.seconds * 1e6) / r.actions),
          2,
        ),
      ],
    ),
    ...applyLines,
    ...(result.applyDetail ? detailLines(result.applyDetail) : []),
    ...(result.errors > 0 ? ['', `errors: ${result.errors} games failed (run simulate to see why)`] : []),
  ];
}
