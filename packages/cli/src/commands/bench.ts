import { bench, benchReport } from '../bench.ts';
import {
  EXIT_FAILURE,
  checkSetup,
  EXIT_OK,
  GAME_FLAG,
  gameEntry,
  gameOptions,
  intFlag,
  MAX_STEPS_FLAG,
  numberFlag,
  OPTIONS_FLAG,
  PLAYERS_FLAG,
  type Command,
} from '../command.ts';
import { DEFAULT_MAX_STEPS } from '../runGame.ts';

export const benchCommand: Command = {
  name: 'bench',
  summary: 'time full games between random bots: median games/s and actions/s over several rounds',
  flags: {
    game: GAME_FLAG,
    players: PLAYERS_FLAG,
    games: { type: 'string', value: 'G', description: 'games per round (default 50)' },
    rounds: { type: 'string', value: 'R', description: 'timed rounds (default 7)' },
    warmup: { type: 'string', value: 'SECONDS', description: 'untimed warm-up before the rounds (default 3)' },
    options: OPTIONS_FLAG,
    'max-steps': MAX_STEPS_FLAG,
  },
  run(flags, catalog, io) {
    const { id, entry } = gameEntry(flags, catalog);
    const input = {
      players: intFlag(flags, 'players', 6),
      games: intFlag(flags, 'games', 50),
      rounds: intFlag(flags, 'rounds', 7),
      warmupSeconds: numberFlag(flags, 'warmup', 3),
      options: gameOptions(flags, id, entry),
      maxSteps: intFlag(flags, 'max-steps', DEFAULT_MAX_STEPS),
    };
    checkSetup(id, entry, input.options, input.players);
    const result = bench(entry, input);
    for (const line of benchReport(id, input, result)) io.out(line);
    return result.errors > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
