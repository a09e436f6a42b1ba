import { performance } from 'node:perf_hooks';
import { cloneJson, seedRng, type DefinedGame, type Seat } from '@arrakis/engine';
import {
  duneSearchDomain,
  imperiumSearchDomain,
  ISMCTS_LEVELS,
  ismcts,
  uprisingSearchDomain,
  type IsmctsLevel,
  type SearchDomain,
} from '@arrakis/bots';
import { dune } from '@arrakis/dune';
import { imperium, uprising } from '@arrakis/imperium';
import { median } from '../bench.ts';
import { formatNumber, formatTable } from '../format.ts';
import { botSeats, chooseRandomAction } from '../randomBot.ts';
import { botSeed } from '../runGame.ts';
import { EXIT_OK, intFlag, requiredFlag, stringFlag, UsageError, type Command, type Io } from '../command.ts';

/** The time of one decision of the search bot at each level, and its simulations per second. */
export interface SearchBenchLine {
  readonly level: IsmctsLevel;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly medianIterations: number;
  readonly simulationsPerSecond: number;
}

interface Position<S> {
  readonly state: S;
  readonly seat: Seat;
}

/** Positions of one random game where the deciding seat has a choice, spread evenly over the game. */
function positions<S, A, V>(game: DefinedGame<S, A, V, unknown>, players: number, seed: string, count: number) {
  const seats = botSeats(players);
  const state = game.setup({}, seats, seed);
  const rng = seedRng(botSeed(seed));
  const all: Position<S>[] = [];
  for (let chosen = chooseRandomAction(game, state, rng, players); chosen !== null;) {
    const decision = game.decisions(state)[0];
    if (decision && game.decisionActions(state, decision.seat).length > 1)
      all.push({ state: cloneJson(state), seat: decision.seat });
    game.applyInPlace(state, chosen.seat, chosen.action);
    chosen = chooseRandomAction(game, state, rng, players);
  }
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

function measure<S, A, V>(
  game: DefinedGame<S, A, V, unknown>,
  domainOf: (view: V) => SearchDomain<S, A, V>,
  input: { players: number; seed: string; decisions: number; levels: readonly IsmctsLevel[] },
): SearchBenchLine[] {
  const picked = positions(game, input.players, input.seed, input.decisions);
  return input.levels.map((level) => {
    const times: number[] = [];
    const iterations: number[] = [];
    picked.forEach(({ state, seat }, i) => {
      const view = game.view(state, seat);
      const actions = game.decisionActions(state, seat);
      const started = performance.now();
      const result = ismcts(
        domainOf(view),
        { view, actions, seat, rng: seedRng(`${input.seed}:${level}:${i}`), prior: actions[0]! },
        ISMCTS_LEVELS[level],
      );
      times.push(performance.now() - started);
      iterations.push(result.iterations);
    });
    const sorted = [...times].sort((a, b) => a - b);
    const totalMs = times.reduce((a, b) => a + b, 0);
    return {
      level,
      decisions: times.length,
      medianMs: median(times),
      p90Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!,
      medianIterations: median(iterations),
      simulationsPerSecond: (iterations.reduce((a, b) => a + b, 0) / totalMs) * 1000,
    };
  });
}

function report(game: string, players: number, seed: string, lines: readonly SearchBenchLine[], io: Io): void {
  io.out(`bench-search ${game}: ${players} players, seed ${seed}, decisions of one random game, search in this thread`);
  for (const line of formatTable(
    ['level', 'budget', 'decisions', 'median ms', 'p90 ms', 'median iterations', 'simulations/s'],
    lines.map((l) => [
      l.level,
      `${ISMCTS_LEVELS[l.level].iterations} it. or ${ISMCTS_LEVELS[l.level].ms} ms`,
      l.decisions,
      formatNumber(l.medianMs, 1),
      formatNumber(l.p90Ms, 1),
      formatNumber(l.medianIterations, 0),
      formatNumber(l.simulationsPerSecond, 0),
    ]),
  ))
    io.out(line);
}

export const benchSearchCommand: Command = {
  name: 'bench-search',
  summary: 'time the ISMCTS bot at each level on positions of a seeded random game: decision time and simulations/s',
  flags: {
    game: { type: 'string', value: 'GAME', description: 'dune, imperium or uprising (required)' },
    players: { type: 'string', value: 'N', description: 'number of seats (default 6 for dune, 4 otherwise)' },
    decisions: { type: 'string', value: 'N', description: 'positions searched per level (default 12)' },
    seed: { type: 'string', value: 'SEED', description: 'the game and the searches (default search)' },
    levels: { type: 'string', value: 'LIST', description: 'levels, comma-separated (default easy,medium,hard)' },
  },
  run(flags, _catalog, io) {
    const game = requiredFlag(flags, 'game');
    const levels = (stringFlag(flags, 'levels') ?? 'easy,medium,hard').split(',').map((l) => {
      if (!Object.hasOwn(ISMCTS_LEVELS, l)) throw new UsageError(`unknown level "${l}"`);
      return l as IsmctsLevel;
    });
    const input = {
      players: intFlag(flags, 'players', game === 'dune' ? 6 : 4),
      seed: stringFlag(flags, 'seed') ?? 'search',
      decisions: intFlag(flags, 'decisions', 12),
      levels,
    };
    const lines =
      game === 'dune'
        ? measure(dune, (view) => duneSearchDomain(view.turn), input)
        : game === 'imperium'
          ? measure(imperium, (view) => imperiumSearchDomain(view.round), input)
          : game === 'uprising'
            ? measure(uprising, (view) => uprisingSearchDomain(view.round), input)
            : null;
    if (lines === null) throw new UsageError(`unknown game "${game}" (known: dune, imperium, uprising)`);
    report(game, input.players, input.seed, lines, io);
    return EXIT_OK;
  },
};
