import { readFile } from 'node:fs/promises';
import { replay, stateHash, type ReplayResult } from '@arrakis/engine';
import { labelSeat } from '../catalog.ts';
import {
  EXIT_FAILURE,
  EXIT_OK,
  GAME_FLAG,
  gameEntry,
  LANG_FLAG,
  langFlag,
  requiredFlag,
  type Command,
  VIEWER_FLAG,
  viewerFlag,
} from '../command.ts';
import { eventLines, eventsOf, seatsLine } from '../eventLog.ts';
import { checkGameOptions } from '../options.ts';
import { parseReplayLog } from '../replayLog.ts';
import { messageOf } from '../runGame.ts';
import { formatOutcome } from '../transcript.ts';

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a saved action log {options, seats, seed, actions} and print its final hash and outcome',
  flags: {
    game: { ...GAME_FLAG, description: 'the game (required unless the file is a record naming its game)' },
    file: { type: 'string', value: 'FILE', description: 'the JSON action log (required)' },
    lang: LANG_FLAG,
    events: { type: 'boolean', description: 'also print every event as a sentence in --lang, turn by turn (issue 21)' },
    viewer: VIEWER_FLAG,
  },
  async run(flags, catalog, io) {
    const file = requiredFlag(flags, 'file');
    const lang = langFlag(flags);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      io.err(`cannot read ${file}: ${messageOf(error)}`);
      return EXIT_FAILURE;
    }
    const log = parseReplayLog(data);
    if (typeof log === 'string') {
      io.err(`${file}: ${log}`);
      return EXIT_FAILURE;
    }
    // A record names its game (issue 22: `arrakis replay --file game.json`); a bare log needs --game.
    const { id, entry } = gameEntry(
      flags['game'] === undefined && log.game ? { ...flags, game: log.game } : flags,
      catalog,
    );
    // Both Imperium editions run on one engine: a record of one must not be replayed as the other.
    if (log.game !== undefined && log.game !== id) {
      io.err(`${file}: a record of game ${log.game}, not ${id}`);
      return EXIT_FAILURE;
    }
    // A log is input like any other: its options must be the game's before the game sees them.
    const options = log.options;
    const optionsProblem =
      typeof options !== 'object' || options === null || Array.isArray(options)
        ? 'must be a JSON object'
        : checkGameOptions(Object.fromEntries(Object.entries(options)), id, entry.optionsSchema, entry.optionPresets);
    if (optionsProblem !== null) {
      io.err(`${file}: options: ${optionsProblem}`);
      return EXIT_FAILURE;
    }

    let result: ReplayResult<unknown>;
    try {
      result = replay(entry.game, log.options, log.seats, log.seed, log.actions);
    } catch (error) {
      io.err(`the game threw while replaying ${file}:`);
      io.err(error instanceof Error && error.stack ? error.stack : String(error));
      return EXIT_FAILURE;
    }
    if (!result.ok) {
      const { code, messageKey, params } = result.error;
      io.out(`hash before the failing action: ${stateHash(result.state)}`);
      io.err(
        `action ${result.index} of ${log.actions.length} refused: ${code} (${messageKey}) ${JSON.stringify(params)}`,
      );
      if (entry.text) io.err(`  ${entry.text.refusal(result.error, lang, result.state)}`);
      io.err(`  seat ${log.actions[result.index]!.seat}: ${JSON.stringify(log.actions[result.index]!.action)}`);
      return EXIT_FAILURE;
    }

    const { state } = result;
    if (flags.events === true) {
      const viewer = viewerFlag(flags, log.seats.length);
      io.out(seatsLine(entry, state, log.seats.length, lang));
      for (const line of eventLines(entry, eventsOf(entry, log), state, lang, viewer)) io.out(line);
      io.out('');
    }
    io.out(`actions: ${log.actions.length}`);
    io.out(`hash: ${stateHash(state)}`);
    const outcome = entry.game.outcome(state);
    if (outcome) {
      io.out(formatOutcome(outcome, (seat) => labelSeat(entry, state, seat)));
    } else {
      const waiting = entry.game.decisions(state).map((d) => `seat ${d.seat} (${d.kind})`);
      io.out(`no outcome yet; waiting for: ${waiting.join(', ') || 'nobody'}`);
    }
    return EXIT_OK;
  },
};
