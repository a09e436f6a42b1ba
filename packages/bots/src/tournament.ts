import type { DefinedGame, Seat } from '@arrakis/engine';
import type { Bot } from './bot.ts';
import { playBotGame } from './playGame.ts';

export interface TournamentInput<S, O> {
  readonly game: DefinedGame<S, unknown, unknown, O>;
  readonly options: O;
  /** The bot seated at each position of the first game, by name; later games rotate it one seat. */
  readonly lineup: readonly string[];
  readonly factories: Readonly<Record<string, () => Bot<unknown, unknown>>>;
  readonly games: number;
  readonly seed: string;
  readonly maxSteps?: number;
  /** How a seat is named by its role in the game (a Dune faction), for the by-label table. */
  readonly seatLabel?: (state: S, seat: Seat) => string;
  readonly onGame?: (index: number) => void;
}

export interface Tally {
  seated: number;
  /** Wins, allies' shared wins included (rules 000 §12.E.1). */
  wins: number;
  /** Wins with no other winner. */
  soloWins: number;
}

export interface BotRecord extends Tally {
  /** Every decision's time in milliseconds: view, legal actions and choice. */
  readonly times: number[];
  readonly byLabel: Record<string, Tally>;
}

export interface TournamentResult {
  readonly games: number;
  readonly players: number;
  readonly finished: number;
  readonly turns: number;
  readonly reasons: Readonly<Record<string, number>>;
  readonly bots: Readonly<Record<string, BotRecord>>;
  readonly errors: readonly { readonly index: number; readonly seed: string; readonly message: string }[];
  readonly seconds: number;
}

export function tournamentSeed(seed: string, index: number): string {
  return `${seed}:${index}`;
}

/** Game `index` seats `lineup[(seat + index) % players]` at each seat, so every bot plays every position alike. */
export function rotation(lineup: readonly string[], index: number): string[] {
  return lineup.map((_, seat) => lineup[(seat + index) % lineup.length]!);
}

/** Plays `games` games between the bots of the lineup, rotated, and tallies wins, turns and decision times. */
export function runTournament<S, O>(input: TournamentInput<S, O>): TournamentResult {
  const bots: Record<string, BotRecord> = {};
  for (const name of input.lineup) bots[name] ??= { seated: 0, wins: 0, soloWins: 0, times: [], byLabel: {} };
  const errors: { index: number; seed: string; message: string }[] = [];
  const reasons: Record<string, number> = {};
  let finished = 0;
  let turns = 0;
  const started = performance.now();
  for (let index = 0; index < input.games; index++) {
    const names = rotation(input.lineup, index);
    const seed = tournamentSeed(input.seed, index);
    const run = playBotGame(input.game, {
      options: input.options,
      seed,
      bots: names.map((name) => input.factories[name]!()),
      maxSteps: input.maxSteps,
      onDecision: (seat, ms) => bots[names[seat]!]!.times.push(ms),
    });
    input.onGame?.(index);
    if (run.error || !run.outcome || run.state === undefined) {
      errors.push({ index, seed, message: run.error?.message ?? 'no outcome' });
      continue;
    }
    finished++;
    turns += run.outcome.turn;
    reasons[run.outcome.reason] = (reasons[run.outcome.reason] ?? 0) + 1;
    const { winners } = run.outcome;
    names.forEach((name, seat) => {
      const record = bots[name]!;
      const label = input.seatLabel ? input.seatLabel(run.state!, seat) : `seat ${seat}`;
      const byLabel = (record.byLabel[label] ??= { seated: 0, wins: 0, soloWins: 0 });
      for (const tally of [record, byLabel]) {
        tally.seated++;
        if (winners.includes(seat)) tally.wins++;
        if (winners.length === 1 && winners[0] === seat) tally.soloWins++;
      }
    });
  }
  return {
    games: input.games,
    players: input.lineup.length,
    finished,
    turns,
    reasons,
    bots,
    errors,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The Wilson score interval for a proportion, 95% by default. */
export function wilson(successes: number, trials: number, z = 1.96): { readonly low: number; readonly high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The p-th percentile (0–100) of the values, nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
