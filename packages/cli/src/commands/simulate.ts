import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  EXIT_FAILURE,
  EXIT_OK,
  GAME_FLAG,
  checkSetup,
  gameEntry,
  gameOptions,
  intFlag,
  MAX_STEPS_FLAG,
  OPTIONS_FLAG,
  PLAYERS_FLAG,
  stringFlag,
  type Command,
} from '../command.ts';
import { DEFAULT_MAX_STEPS } from '../runGame.ts';
import { simulate, simulationReport } from '../simulate.ts';

const PROGRESS_EVERY_MS = 500;

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games between random bots, verify each by replay, and tally the results',
  flags: {
    game: GAME_FLAG,
    players: PLAYERS_FLAG,
    games: { type: 'string', value: 'G', description: 'number of games (default 100)' },
    seed: { type: 'string', value: 'S', description: 'game i is seeded "S:i" (default 1)' },
    options: OPTIONS_FLAG,
    'max-steps': MAX_STEPS_FLAG,
    failures: { type: 'string', value: 'DIR', description: 'save the log of each failed game there, for replay' },
    'no-verify': { type: 'boolean', description: 'skip replaying each game through apply to compare hashes (faster)' },
  },
  run(flags, catalog, io) {
    const { id, entry } = gameEntry(flags, catalog);
    const players = intFlag(flags, 'players', 6);
    const options = gameOptions(flags, id, entry);
    checkSetup(id, entry, options, players);
    const games = intFlag(flags, 'games', 100);
    const failuresDir = stringFlag(flags, 'failures');
    let lastProgress = performance.now();
    const summary = simulate(entry, {
      players,
      games,
      seed: stringFlag(flags, 'seed') ?? '1',
      options,
      maxSteps: intFlag(flags, 'max-steps', DEFAULT_MAX_STEPS),
      verify: flags['no-verify'] !== true,
      onGame(index) {
        if (io.progress && performance.now() - lastProgress > PROGRESS_EVERY_MS) {
          lastProgress = performance.now();
          io.progress(`game ${index + 1}/${games}`);
        }
      },
      onFailure(failure, log) {
        if (failuresDir === undefined) return;
        mkdirSync(failuresDir, { recursive: true });
        writeFileSync(join(failuresDir, `game-${failure.index}.json`), JSON.stringify(log));
      },
    });
    io.progress?.('');
    for (const line of simulationReport(summary)) io.out(line);
    if (summary.failures.length > 0 && failuresDir !== undefined) {
      io.out(
        `failed games saved in ${failuresDir}; replay one with: arrakis replay --game ${id} --file ${failuresDir}/game-N.json`,
      );
    }
    return summary.failures.length > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
