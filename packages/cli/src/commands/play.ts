import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  EXIT_FAILURE,
  EXIT_OK,
  GAME_FLAG,
  checkSetup,
  gameEntry,
  gameOptions,
  intFlag,
  LANG_FLAG,
  langFlag,
  MAX_STEPS_FLAG,
  OPTIONS_FLAG,
  PLAYERS_FLAG,
  stringFlag,
  type Command,
  VIEWER_FLAG,
  viewerFlag,
} from '../command.ts';
import { labelSeat, type TextLanguage } from '../catalog.ts';
import { eventLines, seatsLine } from '../eventLog.ts';
import { botSeats } from '../randomBot.ts';
import type { ReplayLog } from '../replayLog.ts';
import { DEFAULT_MAX_STEPS, runGame } from '../runGame.ts';
import { formatOutcome } from '../transcript.ts';

/** The account's first line, in the reader's language like the sentences after it (issue 21, must-show 4). */
const TABLE_LINE: Readonly<Record<TextLanguage, (game: string, players: number, seed: string) => string>> = {
  fr: (game, players, seed) => `${game} : ${players} bots aléatoires, graine ${seed}`,
  en: (game, players, seed) => `${game}: ${players} random bots, seed ${seed}`,
  nl: (game, players, seed) => `${game}: ${players} willekeurige bots, seed ${seed}`,
};

export const playCommand: Command = {
  name: 'play',
  summary: 'play one game between random bots and print its public events as sentences, turn by turn',
  flags: {
    game: GAME_FLAG,
    players: PLAYERS_FLAG,
    seed: { type: 'string', value: 'S', description: 'the game seed (default: a new random one, printed)' },
    options: OPTIONS_FLAG,
    'max-steps': MAX_STEPS_FLAG,
    log: { type: 'string', value: 'FILE', description: 'also save the action log there, for replay' },
    lang: LANG_FLAG,
    viewer: VIEWER_FLAG,
  },
  run(flags, catalog, io) {
    const { id, entry } = gameEntry(flags, catalog);
    const players = intFlag(flags, 'players', 6);
    const seed = stringFlag(flags, 'seed') ?? randomUUID().slice(0, 8);
    const lang = langFlag(flags);
    const viewer = viewerFlag(flags, players);
    const setup = { options: gameOptions(flags, id, entry), seats: botSeats(players), seed };
    checkSetup(id, entry, setup.options, players);
    const run = runGame(entry.game, {
      ...setup,
      maxSteps: intFlag(flags, 'max-steps', DEFAULT_MAX_STEPS),
      keepEvents: true,
    });

    io.out(TABLE_LINE[lang](id, players, seed));
    const { state } = run;
    if (state !== undefined) {
      io.out(seatsLine(entry, state, players, lang));
      for (const line of eventLines(entry, run.events ?? [], state, lang, viewer)) io.out(line);
    }
    io.out('');
    const logFile = stringFlag(flags, 'log');
    if (logFile !== undefined) {
      const log: ReplayLog = { ...setup, actions: run.actions };
      writeFileSync(logFile, JSON.stringify(log));
      io.out(`action log saved in ${logFile}`);
    }
    if (run.error || !run.outcome || state === undefined) {
      io.err(`game failed: ${run.error?.kind ?? 'noOutcome'} after ${run.steps} actions: ${run.error?.message ?? ''}`);
      if (run.error?.cause instanceof Error && run.error.cause.stack) io.err(run.error.cause.stack);
      return EXIT_FAILURE;
    }
    io.out(`${run.steps} actions. ${formatOutcome(run.outcome, (seat) => labelSeat(entry, state, seat))}`);
    return EXIT_OK;
  },
};
