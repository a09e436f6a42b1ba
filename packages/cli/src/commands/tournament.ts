import { performance } from 'node:perf_hooks';
import { BOTS, MAX_BOT_STEPS, percentile, runTournament, wilson, type TournamentResult } from '@arrakis/bots';
import { labelSeat } from '../catalog.ts';
import {
  checkSetup,
  EXIT_FAILURE,
  EXIT_OK,
  GAME_FLAG,
  gameEntry,
  gameOptions,
  intFlag,
  OPTIONS_FLAG,
  requiredFlag,
  stringFlag,
  UsageError,
  type Command,
} from '../command.ts';
import { formatNumber, formatTable } from '../format.ts';

const PROGRESS_EVERY_MS = 500;
/** The most seats a game takes (Dune: six factions, seven with 000 XXXVII's Bene Tleilax; the game checks). */
const MAX_SEATS = 7;

function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function ms(x: number): string {
  return Number.isNaN(x) ? '-' : x < 1 ? x.toFixed(3) : x.toFixed(1);
}

export function tournamentReport(result: TournamentResult, lineup: readonly string[], seed: string): string[] {
  // Alone at the table, the seat plays against the game's own opponents (House Hagal's Rivals): no share is fair.
  const solo = result.players === 1;
  const fair = 1 / result.players;
  const names = [...new Set(lineup)];
  const rows = names.map((name) => {
    const r = result.bots[name]!;
    const rate = r.seated ? r.wins / r.seated : 0;
    const ci = wilson(r.wins, r.seated);
    return [
      name,
      r.seated,
      r.wins,
      r.soloWins,
      percent(rate),
      `${percent(ci.low)}–${percent(ci.high)}`,
      solo ? '-' : `${formatNumber(rate / fair, 2)}×`,
    ];
  });
  const times = names.map((name) => {
    const sorted = [...result.bots[name]!.times].sort((a, b) => a - b);
    return [
      name,
      sorted.length,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted[sorted.length - 1] ?? Number.NaN),
    ];
  });
  const labels = names.flatMap((name) =>
    Object.entries(result.bots[name]!.byLabel)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, t]) => [name, label, t.seated, t.wins, percent(t.seated ? t.wins / t.seated : 0)]),
  );
  const reasons = Object.entries(result.reasons)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([reason, count]) => [reason, count]);
  return [
    `games: ${result.games}   finished: ${result.finished}   errors: ${result.errors.length}   seed: ${seed}`,
    solo
      ? `seat: ${lineup[0]!} alone against the game's Rivals (a game they win is lost)`
      : `seats (rotated every game): ${lineup.join(',')}   fair share: ${percent(fair)} (1/${result.players})`,
    '',
    'win rates (allies each count a shared win; 95% Wilson interval)',
    ...formatTable(['bot', 'seats', 'wins', 'solo', 'win rate', '95% CI', 'vs fair'], rows),
    '',
    'by faction',
    ...formatTable(['bot', 'played as', 'seats', 'wins', 'win rate'], labels),
    '',
    'games by reason',
    ...formatTable(['reason', 'games'], reasons),
    '',
    `average turns: ${result.finished ? formatNumber(result.turns / result.finished, 2) : '-'}   ` +
      `time: ${formatNumber(result.seconds, 1)} s (${formatNumber(result.games / result.seconds, 1)} games/s)`,
    '',
    'decision time in ms (view + legal actions + choice)',
    ...formatTable(['bot', 'decisions', 'p50', 'p95', 'p99', 'max'], times),
    ...result.errors.slice(0, 10).map((e) => `error in game ${e.index} (seed ${e.seed}): ${e.message}`),
  ];
}

export const tournamentCommand: Command = {
  name: 'tournament',
  summary: 'play bots against each other, seats rotated, and report win rates with confidence intervals',
  flags: {
    game: GAME_FLAG,
    seats: {
      type: 'string',
      value: 'BOTS',
      description:
        "one bot name a seat, comma-separated, e.g. heuristic,random,random; one name alone plays solo against the game's Rivals (required)",
    },
    games: {
      type: 'string',
      value: 'G',
      description: 'number of games (default 60; a multiple of the seats keeps positions even)',
    },
    seed: { type: 'string', value: 'S', description: 'game i is seeded "S:i" (default 1)' },
    options: OPTIONS_FLAG,
    'max-steps': {
      type: 'string',
      value: 'N',
      description: `actions after which a game counts as stalled (default ${MAX_BOT_STEPS})`,
    },
  },
  run(flags, catalog, io) {
    const { id, entry } = gameEntry(flags, catalog);
    const factories = (BOTS as Readonly<Record<string, Readonly<Record<string, unknown>>>>)[id];
    if (!factories) throw new UsageError(`no bots for game "${id}"`);
    const lineup = requiredFlag(flags, 'seats')
      .split(',')
      .map((s) => s.trim());
    const unknown = lineup.filter((name) => !Object.hasOwn(factories, name));
    if (unknown.length > 0)
      throw new UsageError(`unknown bot "${unknown[0]}" (known: ${Object.keys(factories).join(', ')})`);
    if (lineup.length < 1 || lineup.length > MAX_SEATS)
      throw new UsageError(`--seats needs 1 to ${MAX_SEATS} bots, got ${lineup.length}`);
    const options = gameOptions(flags, id, entry);
    // How many seats a game is played with is the game's rule (one seat alone plays against the Rivals in Imperium).
    checkSetup(id, entry, options, lineup.length);
    const games = intFlag(flags, 'games', 60);
    const seed = stringFlag(flags, 'seed') ?? '1';
    let lastProgress = performance.now();
    const result = runTournament({
      game: entry.game,
      options,
      lineup,
      factories: factories as Parameters<typeof runTournament>[0]['factories'],
      games,
      seed,
      maxSteps: intFlag(flags, 'max-steps', MAX_BOT_STEPS),
      seatLabel: (state, seat) => labelSeat(entry, state, seat),
      onGame(index) {
        if (io.progress && performance.now() - lastProgress > PROGRESS_EVERY_MS) {
          lastProgress = performance.now();
          io.progress(`game ${index + 1}/${games}`);
        }
      },
    });
    io.progress?.('');
    for (const line of tournamentReport(result, lineup, seed)) io.out(line);
    return result.errors.length > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
