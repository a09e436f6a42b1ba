import { performance } from 'node:perf_hooks';
import { labelSeat, type GameEntry } from './catalog.ts';
import { formatNumber, formatPercent, formatTable } from './format.ts';
import { botSeats } from './randomBot.ts';
import type { ReplayLog } from './replayLog.ts';
import { runGame, type GameRun, type RunErrorKind } from './runGame.ts';
import { verifyByReplay, type VerifyErrorKind } from './verify.ts';

export interface SimulateInput<O> {
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  readonly options: O;
  readonly maxSteps?: number;
  /** Replay each game through `apply` and compare hashes (default true); it costs several times the play. */
  readonly verify?: boolean;
  /** Called after each game, e.g. for progress. */
  readonly onGame?: (index: number) => void;
  /** Called with each failed game's log, to save it for `arrakis replay`. */
  readonly onFailure?: (failure: GameFailure, log: ReplayLog) => void;
}

export interface GameFailure {
  readonly index: number;
  readonly seed: string;
  readonly kind: RunErrorKind | VerifyErrorKind;
  readonly message: string;
  readonly step: number;
  readonly cause?: unknown;
}

export interface LabelTally {
  seated: number;
  wins: number;
}

export interface SimulationSummary {
  readonly games: number;
  readonly failures: readonly GameFailure[];
  /** By seat label (a Dune faction): games seated in and games won; allies each count the shared win. */
  readonly labels: Readonly<Record<string, LabelTally>>;
  readonly reasons: Readonly<Record<string, number>>;
  readonly finished: number;
  readonly turns: number;
  readonly actions: number;
  readonly playSeconds: number;
  /** Null when games were not verified. */
  readonly verifySeconds: number | null;
}

/** The seed of game `index` of a simulation seeded `seed`. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}:${index}`;
}

/** Plays complete games between random bots, verifies each by replay, and tallies what happened. */
export function simulate<S, A, V, O>(entry: GameEntry<S, A, V, O>, input: SimulateInput<O>): SimulationSummary {
  const seats = botSeats(input.players);
  const failures: GameFailure[] = [];
  const labels: Record<string, LabelTally> = Object.fromEntries(
    (entry.labels ?? []).map((l) => [l, { seated: 0, wins: 0 }]),
  );
  const reasons: Record<string, number> = {};
  let finished = 0;
  let turns = 0;
  let actions = 0;
  let playSeconds = 0;
  let verifySeconds = 0;
  const verify = input.verify ?? true;

  for (let index = 0; index < input.games; index++) {
    const seed = gameSeed(input.seed, index);
    const setup = { options: input.options, seats, seed };
    const started = performance.now();
    const run: GameRun<S, A> = runGame(entry.game, { ...setup, maxSteps: input.maxSteps });
    const played = performance.now();
    const problem =
      run.error ??
      (verify && run.state !== undefined ? verifyByReplay(entry.game, setup, run.actions, run.state) : null);
    verifySeconds += (performance.now() - played) / 1000;
    playSeconds += (played - started) / 1000;
    actions += run.steps;

    if (problem) {
      const failure = { index, seed, ...problem };
      failures.push(failure);
      input.onFailure?.(failure, { ...setup, actions: run.actions });
    } else if (run.outcome && run.state !== undefined) {
      finished++;
      turns += run.outcome.turn;
      reasons[run.outcome.reason] = (reasons[run.outcome.reason] ?? 0) + 1;
      for (let seat = 0; seat < seats.length; seat++) {
        const tally = (labels[labelSeat(entry, run.state, seat)] ??= { seated: 0, wins: 0 });
        tally.seated++;
        if (run.outcome.winners.includes(seat)) tally.wins++;
      }
    }
    input.onGame?.(index);
  }
  return {
    games: input.games,
    failures,
    labels,
    reasons,
    finished,
    turns,
    actions,
    playSeconds,
    verifySeconds: verify ? verifySeconds : null,
  };
}

const SHOWN_FAILURES = 10;

export function simulationReport(summary: SimulationSummary): string[] {
  const { games, failures, finished } = summary;
  const winners = Object.entries(summary.labels)
    .sort(([a, x], [b, y]) => y.wins - x.wins || a.localeCompare(b))
    .map(([label, { seated, wins }]) => [label, seated, wins, formatPercent(wins, seated)]);
  const reasons = Object.entries(summary.reasons)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([reason, count]) => [reason, count, formatPercent(count, finished)]);
  return [
    `games: ${games}   finished: ${finished}   errors: ${failures.length}`,
    '',
    'winners (allies each count the shared win)',
    ...formatTable(['played as', 'seated', 'wins', 'win rate'], winners),
    '',
    'games by reason',
    ...formatTable(['reason', 'games', 'share'], reasons),
    '',
    `average turns: ${finished ? formatNumber(summary.turns / finished, 2) : '-'}   ` +
      `average actions per game: ${games ? formatNumber(summary.actions / games, 1) : '-'}`,
    `games/s: ${formatNumber(games / summary.playSeconds, 1)}   ` +
      `actions/s: ${formatNumber(summary.actions / summary.playSeconds, 0)}   ` +
      `(playing ${formatNumber(summary.playSeconds, 2)} s; ` +
      (summary.verifySeconds === null
        ? 'games not verified by replay)'
        : `verifying by replay ${formatNumber(summary.verifySeconds, 2)} s more)`),
    ...(failures.length ? ['', ...failureLines(failures)] : []),
  ];
}

function failureLines(failures: readonly GameFailure[]): string[] {
  const lines = failures
    .slice(0, SHOWN_FAILURES)
    .map((f) => `game ${f.index} (seed ${f.seed}) ${f.kind} at action ${f.step}: ${f.message}`);
  if (failures.length > SHOWN_FAILURES) lines.push(`... and ${failures.length - SHOWN_FAILURES} more`);
  const firstStack = failures.map((f) => (f.cause instanceof Error ? f.cause.stack : undefined)).find(Boolean);
  return ['errors', ...lines, ...(firstStack ? ['', 'first stack trace:', firstStack] : [])];
}
