import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_FORMAT, RECORD_VERSION, stateHash, type GameRecord } from '@arrakis/engine';
import type { AnyGameEntry, Catalog } from '../catalog.ts';
import {
  EXIT_FAILURE,
  EXIT_OK,
  checkSetup,
  gameOptions,
  intFlag,
  OPTIONS_FLAG,
  PLAYERS_FLAG,
  requiredFlag,
  stringFlag,
  UsageError,
  type Command,
  type Io,
} from '../command.ts';
import { botSeats } from '../randomBot.ts';
import { runGame } from '../runGame.ts';

/** Plays one complete game between random bots and returns its record, or why there is none. */
export function recordGame(
  id: string,
  entry: AnyGameEntry,
  options: unknown,
  players: number,
  seed: string,
): GameRecord | string {
  if (entry.engineVersion === undefined) return `the game "${id}" declares no engine version`;
  const seats = botSeats(players);
  const run = runGame(entry.game, { options, seats, seed });
  if (run.error) return `${run.error.kind} at action ${run.error.step}: ${run.error.message}`;
  return {
    format: RECORD_FORMAT,
    recordVersion: RECORD_VERSION,
    engineVersion: entry.engineVersion,
    game: id,
    options,
    seats,
    seed,
    actions: run.actions.map(({ seat, action }) => ({ seat, action })),
    finalHash: stateHash(run.state),
  };
}

function write(file: string, record: GameRecord, io: Io): void {
  // One action a line: small files whose diffs stay readable.
  const body = [
    '{',
    `  "format": ${JSON.stringify(record.format)},`,
    `  "recordVersion": ${record.recordVersion},`,
    `  "engineVersion": ${record.engineVersion},`,
    `  "game": ${JSON.stringify(record.game)},`,
    `  "options": ${JSON.stringify(record.options)},`,
    `  "seats": ${JSON.stringify(record.seats)},`,
    `  "seed": ${JSON.stringify(record.seed)},`,
    `  "finalHash": ${JSON.stringify(record.finalHash)},`,
    '  "actions": [',
    record.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  writeFileSync(file, body);
  io.out(
    `${file}: ${record.game}, ${record.seats.length} seats, ${record.actions.length} actions, ${record.finalHash}`,
  );
}

/** Plays each record of a directory again: same game, options, seats and seed, today's engine and version. */
function recordAgain(dir: string, catalog: Catalog, io: Io): number {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new UsageError(`no .json record in ${dir}`);
  let failed = 0;
  for (const name of files) {
    const file = join(dir, name);
    const old = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
    const entry = Object.hasOwn(catalog, old.game) ? catalog[old.game] : undefined;
    const record = entry
      ? recordGame(old.game, entry, old.options, old.seats.length, old.seed)
      : `unknown game "${old.game}"`;
    if (typeof record === 'string') {
      io.err(`${file}: ${record}`);
      failed++;
    } else write(file, record, io);
  }
  return failed === 0 ? EXIT_OK : EXIT_FAILURE;
}

export const recordCommand: Command = {
  name: 'record',
  summary: 'play a complete random game and save it as a record {engineVersion, ..., actions, finalHash}',
  flags: {
    game: { type: 'string', value: 'GAME', description: 'the game to play (required unless --again)' },
    players: PLAYERS_FLAG,
    options: OPTIONS_FLAG,
    seed: { type: 'string', value: 'S', description: 'the game seed (default "record")' },
    out: { type: 'string', value: 'FILE', description: 'where to write the record (required unless --again)' },
    again: {
      type: 'string',
      value: 'DIR',
      description: 'record every .json record of DIR again with its own game, options, seats and seed',
    },
  },
  run(flags, catalog, io) {
    const again = stringFlag(flags, 'again');
    if (again !== undefined) return recordAgain(again, catalog, io);
    const id = requiredFlag(flags, 'game');
    const entry = Object.hasOwn(catalog, id) ? catalog[id] : undefined;
    if (!entry) throw new UsageError(`unknown game "${id}" (known: ${Object.keys(catalog).join(', ')})`);
    const out = requiredFlag(flags, 'out');
    const options = gameOptions(flags, id, entry);
    const players = intFlag(flags, 'players', 6);
    checkSetup(id, entry, options, players);
    const record = recordGame(id, entry, options, players, stringFlag(flags, 'seed') ?? 'record');
    if (typeof record === 'string') {
      io.err(`arrakis record: ${record}`);
      return EXIT_FAILURE;
    }
    write(out, record, io);
    return EXIT_OK;
  },
};
