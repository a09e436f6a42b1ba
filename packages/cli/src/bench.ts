import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { GameEntry } from './catalog.ts';
import { formatNumber, formatTable } from './format.ts';
import { botSeats } from './randomBot.ts';
import { runGame } from './runGame.ts';

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
}

export interface BenchRound {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  /** Median time of one step (choosing among legal actions, then `applyInPlace`), in microseconds. */
  readonly stepMicros: number;
}

export interface BenchResult {
  readonly warmupGames: number;
  readonly rounds: readonly BenchRound[];
  readonly errors: number;
}

/**
 * Warms the JIT up, then times rounds of the same games (same seeds every round, so rounds differ only by noise).
 * Per-step timing costs a little, the same in every round.
 */
export function bench<S, A, V, O>(entry: GameEntry<S, A, V, O>, input: BenchInput<O>): BenchResult {
  const seats = botSeats(input.players);
  let errors = 0;
  const play = (seed: string, stepTimes?: number[]): number => {
    const run = runGame(entry.game, { options: input.options, seats, seed, maxSteps: input.maxSteps, stepTimes });
    if (run.error) errors++;
    return run.steps;
  };

  const warmupEnd = performance.now() + input.warmupSeconds * 1000;
  let warmupGames = 0;
  while (warmupGames === 0 || performance.now() < warmupEnd) play(`warmup:${warmupGames++}`);

  const rounds: BenchRound[] = [];
  for (let round = 0; round < input.rounds; round++) {
    const stepTimes: number[] = [];
    let actions = 0;
    const started = performance.now();
    for (let i = 0; i < input.games; i++) actions += play(`bench:${i}`, stepTimes);
    const seconds = (performance.now() - started) / 1000;
    rounds.push({ games: input.games, actions, seconds, stepMicros: stepTimes.length ? median(stepTimes) * 1000 : 0 });
  }
  return { warmupGames, rounds, errors };
}

export function benchReport(gameId: string, input: BenchInput<unknown>, result: BenchResult): string[] {
  const row = (name: string, values: number[], digits: number): (string | number)[] => [
    name,
    formatNumber(median(values), digits),
    formatNumber(Math.min(...values), digits),
    formatNumber(Math.max(...values), digits),
  ];
  const { rounds } = result;
  return [
    `bench ${gameId}: ${input.players} players, ${rounds.length} rounds of ${input.games} games ` +
      `after ${input.warmupSeconds} s of warm-up (${result.warmupGames} games)`,
    `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`,
    '',
    ...formatTable(
      ['per round', 'median', 'min', 'max'],
      [
        row(
          'games/s',
          rounds.map((r) => r.games / r.seconds),
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
          'µs/action (median step)',
          rounds.map((r) => r.stepMicros),
          2,
        ),
      ],
    ),
    ...(result.errors > 0 ? ['', `errors: ${result.errors} games failed (run simulate to see why)`] : []),
  ];
}
