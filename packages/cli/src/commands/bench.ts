import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { bench, benchReport, type BenchInput } from '../bench.ts';
import type { AnyGameEntry, Catalog } from '../catalog.ts';
import {
  EXIT_FAILURE,
  checkSetup,
  EXIT_OK,
  gameEntry,
  gameOptions,
  intFlag,
  MAX_STEPS_FLAG,
  numberFlag,
  OPTIONS_FLAG,
  stringFlag,
  UsageError,
  type Command,
  type FlagValues,
  type Io,
} from '../command.ts';
import { DEFAULT_MAX_STEPS } from '../runGame.ts';

/** What `arrakis bench` without `--game` times, one section each, in this order. */
export const BENCH_SECTIONS: readonly { readonly game: string; readonly players: number }[] = [
  { game: 'dune', players: 6 },
  { game: 'imperium', players: 4 },
  { game: 'uprising', players: 4 },
];

/**
 * A CPU profile of the timed rounds, through the inspector in this thread (its calls answer synchronously), in
 * the `.cpuprofile` format that Chrome's DevTools and VS Code open.
 */
function profiler(path: string): { start: () => void; stop: () => void } {
  const session = new Session();
  const post = (method: 'Profiler.enable' | 'Profiler.start'): void =>
    session.post(method, (error) => {
      if (error) throw error;
    });
  return {
    start() {
      session.connect();
      post('Profiler.enable');
      post('Profiler.start');
    },
    stop() {
      session.post('Profiler.stop', (error, result) => {
        if (error) throw error;
        writeFileSync(path, JSON.stringify(result.profile));
      });
      session.disconnect();
    },
  };
}

/** A game's section as the flags ask for it; a usage error when the flags or the game's setup refuse it. */
function inputOf(
  flags: FlagValues,
  id: string,
  entry: AnyGameEntry,
  players: number,
): BenchInput<Record<string, unknown>> {
  const input: BenchInput<Record<string, unknown>> = {
    players,
    games: intFlag(flags, 'games', 50),
    rounds: intFlag(flags, 'rounds', 7),
    warmupSeconds: numberFlag(flags, 'warmup', 3),
    options: gameOptions(flags, id, entry),
    maxSteps: intFlag(flags, 'max-steps', DEFAULT_MAX_STEPS),
    applyGames: intFlag(flags, 'apply-games', 4, 0),
    applyDetail: flags['apply-detail'] === true,
  };
  checkSetup(id, entry, input.options, input.players);
  return input;
}

function section(
  flags: FlagValues,
  id: string,
  entry: AnyGameEntry,
  players: number,
  io: Io,
  profile?: string,
): number {
  const input = inputOf(flags, id, entry, players);
  const result = bench(entry, input, profile === undefined ? undefined : profiler(profile));
  for (const line of benchReport(id, input, result)) io.out(line);
  if (profile !== undefined) io.out(`CPU profile of the timed rounds: ${profile}`);
  return result.errors;
}

/**
 * The flags of a run over every game, as one game's run takes them again: what each game's section is timed with
 * when it runs in a process of its own (a game timed after another would inherit its heap, its garbage and a
 * compiler still busy with its code: Imperium ran slower after Dune than alone).
 */
function forwarded(flags: FlagValues): string[] {
  const argv: string[] = [];
  for (const [name, value] of Object.entries(flags)) {
    if (name === 'game' || name === 'players' || name === 'profile' || name === 'help') continue;
    if (value === true) argv.push(`--${name}`);
    else if (typeof value === 'string') argv.push(`--${name}`, value);
  }
  return argv;
}

export const benchCommand: Command = {
  name: 'bench',
  summary:
    'time full games between random bots: games/s and actions/s over rounds, and the validating apply; ' +
    'every game in turn, each in a process of its own, without --game',
  flags: {
    game: {
      type: 'string',
      value: 'GAME',
      description: 'the game to time (default: Dune 6p, Imperium 4p, Uprising 4p)',
    },
    players: { type: 'string', value: 'N', description: 'number of seats, with --game (default 6)' },
    games: { type: 'string', value: 'G', description: 'games per round (default 50)' },
    rounds: { type: 'string', value: 'R', description: 'timed rounds (default 7)' },
    warmup: { type: 'string', value: 'SECONDS', description: 'untimed warm-up before the rounds (default 3)' },
    'apply-games': {
      type: 'string',
      value: 'G',
      description: 'games whose mid-game actions time the validating apply (default 4, 0: none)',
    },
    'apply-detail': {
      type: 'boolean',
      description: "also time apply's steps apart (check, copy, perform on the copy), by action type",
    },
    profile: {
      type: 'string',
      value: 'FILE',
      description: 'write a CPU profile of the timed rounds (one file per game: FILE with the game before .cpuprofile)',
    },
    options: OPTIONS_FLAG,
    'max-steps': MAX_STEPS_FLAG,
  },
  run(flags, catalog: Catalog, io) {
    const profile = stringFlag(flags, 'profile');
    const profileOf = (id: string, many: boolean): string | undefined =>
      profile === undefined ? undefined : many ? profile.replace(/(\.cpuprofile)?$/, `-${id}.cpuprofile`) : profile;
    let errors = 0;
    if (stringFlag(flags, 'game') !== undefined) {
      const { id, entry } = gameEntry(flags, catalog);
      errors += section(flags, id, entry, intFlag(flags, 'players', 6), io, profileOf(id, false));
    } else {
      if (stringFlag(flags, 'players') !== undefined) throw new UsageError('--players needs --game');
      const sections = BENCH_SECTIONS.filter((s) => Object.hasOwn(catalog, s.game));
      // Refused here, with a usage error, rather than by each child.
      for (const s of sections) inputOf(flags, s.game, catalog[s.game]!, s.players);
      if (io.relaunch) {
        io.out('each game timed in a process of its own (a fresh heap, its own compiled code)');
        io.out('');
      }
      sections.forEach((s, i) => {
        if (i > 0) io.out('');
        const path = profileOf(s.game, true);
        if (io.relaunch) {
          const argv = ['bench', '--game', s.game, '--players', String(s.players), ...forwarded(flags)];
          if (io.relaunch(path === undefined ? argv : [...argv, '--profile', path]) !== EXIT_OK) errors++;
        } else {
          errors += section(flags, s.game, catalog[s.game]!, s.players, io, path);
        }
      });
    }
    return errors > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
