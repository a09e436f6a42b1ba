import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { GameRecord } from '@arrakis/engine';
import { parseGameRecord } from '@arrakis/engine/records';
import { GAMES } from '../src/games.ts';
import type { GameName } from '../src/protocol.ts';
import { openDatabase, type DatabaseOptions } from '../src/storage/database.ts';
import { commitAction, insertMatch } from '../src/storage/matchStore.ts';

/**
 * The finished games whose reviews the bench runs while its live matches play (`--reviews`): the records of
 * `npm run bench:review`, a six-faction Dune and a four-player Imperium, each the size issue 22 asks for.
 */
export const REVIEWED_RECORDS = [
  new URL('../../dune/test/records/six-factions-every-option.json', import.meta.url),
  new URL('../../imperium/test/records/four-players-choose.json', import.meta.url),
];

export function readRecord(file: URL): GameRecord {
  const parsed = parseGameRecord(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`the bench's record ${file.pathname} does not read`);
  return parsed.record;
}

/**
 * Stores `record` as a finished match of the server's database, action by action with the events the engine makes,
 * as if it had been played there; answers its id. The bench then asks for its review (`GET …/review` queues it).
 */
export async function storeFinishedMatch(options: DatabaseOptions, record: GameRecord): Promise<string> {
  const name = record.game as GameName;
  const entry = GAMES[name];
  if (!entry) throw new Error(`no such game: ${record.game}`);
  const { game } = entry;
  const id = `bench${randomBytes(8).toString('hex')}`;
  const database = await openDatabase(options);
  try {
    const seats = record.seats.map((s) => ({ name: s.name, kind: s.kind, resigned: false }));
    const options = optionsOf(record);
    let state = game.setup(options, seats, record.seed);
    await insertMatch(
      database.db,
      {
        id,
        game: name,
        engineVersion: record.engineVersion,
        options,
        seats: record.seats.map((s) => ({
          name: s.name,
          kind: s.kind,
          resigned: false,
          ...(s.kind === 'bot' ? { botLevel: 'random' as const } : {}),
        })),
        seed: record.seed,
        status: 'active',
        // Played just now: a record's own times may be older than the retention keeps (a year).
        createdAt: new Date().toISOString(),
        rematchOf: null,
        rematch: null,
        moveDeadlineSeconds: null,
        standIn: null,
        listed: false,
        webhook: null,
        seq: 0,
        deciding: [],
        factions: null,
        quarantine: null,
        unreadable: null,
      },
      [],
      [],
    );
    for (const [index, played] of record.actions.entries()) {
      const result = game.apply(state, played.seat, played.action);
      if (!result.ok) throw new Error(`the bench's record refuses action ${index}: ${result.error.code}`);
      state = result.state;
      const last = index === record.actions.length - 1;
      await commitAction(database.db, {
        matchId: id,
        action: {
          seq: index + 1,
          seat: played.seat,
          action: played.action,
          source: 'seat',
          events: result.events,
          at: Date.now(),
        },
        status: last ? 'finished' : 'active',
        deciding: [],
        snapshot: null,
        timers: null,
        ...(last ? { factions: record.seats.map((_, seat) => entry.factionOf(state, seat)) } : {}),
      });
    }
    if (game.outcome(state) === null) throw new Error(`the bench's record of ${record.game} does not finish`);
    return id;
  } finally {
    await database.close();
  }
}

/** A record's options as a match stores them: an object (the reader checked its shape, the setup its meaning). */
function optionsOf(record: GameRecord): Readonly<Record<string, unknown>> {
  const { options } = record;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Error(`the bench's record of ${record.game} has no options object`);
  return options as Readonly<Record<string, unknown>>;
}
