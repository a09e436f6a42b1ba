import { stateHash } from './hash.ts';
import type { LoggedAction } from './replay.ts';
import { replay } from './replay.ts';
import type { Game, SeatSetup } from './game.ts';

/** The record format's current version: `recordReader.ts` reads this one and upgrades the older ones. */
export const RECORD_VERSION = 1;

/** What a record says it is, so that another JSON document is never taken for one. */
export const RECORD_FORMAT = 'arrakis-game-record';

/** A seat of a recorded game: who played it, and the faction (Dune) or leader (Imperium) it played once known. */
export interface RecordSeat extends SeatSetup {
  /** How a bot seat played (`heuristic`, `random`, `easy`, `medium`, `hard`); absent for a person. */
  readonly botLevel?: string;
  readonly role?: string | null;
}

/** An action of the log, by the seat that played it, and when (ms since the epoch; absent in version 0). */
export interface RecordedAction extends LoggedAction {
  readonly at?: number;
}

/**
 * A game as it is kept and exchanged (docs/records.md, docs/records.schema.json): enough to replay it — game, engine
 * version, options, seats, seed, actions — and, for the records in the game packages' `test/records/` (`arrakis
 * record`), the hash its replay must reach while the engine version stays the same (docs/architecture.md, "Engine
 * versions"). Version 0, the records of issue 12, had no `format` nor `recordVersion` and no times.
 */
export interface GameRecord<O = unknown> {
  readonly format: typeof RECORD_FORMAT;
  readonly recordVersion: typeof RECORD_VERSION;
  readonly game: string;
  readonly engineVersion: number;
  readonly options: O;
  readonly seats: readonly RecordSeat[];
  readonly seed: string;
  readonly actions: readonly RecordedAction[];
  /** When the game was created (ms since the epoch). */
  readonly createdAt?: number;
  /** The state hash the replay of `actions` reaches (a finished game's, in `test/records/`). */
  readonly finalHash?: string;
}

/** Where a game keeps its version and its records: what a failure tells the person who changed the rules. */
export interface RecordGuard {
  readonly game: string;
  readonly engineVersion: number;
  /** The file that holds the game's ENGINE_VERSION. */
  readonly versionFile: string;
  /** The command that records the records again. */
  readonly rerecord: string;
}

/**
 * Why a stored game no longer holds, or null: recorded at another version, a stored action now refused, another
 * final hash with the same version (every match in every database would stop replaying), or a game that no longer
 * ends.
 */
export function recordProblem<S, A, V, O>(
  game: Game<S, A, V, O>,
  name: string,
  record: GameRecord<O>,
  guard: RecordGuard,
): string | null {
  if (record.game !== guard.game) return `${name} is a record of ${record.game}, not ${guard.game}`;
  if (record.engineVersion !== guard.engineVersion) {
    return (
      `${name} was recorded at engine version ${record.engineVersion}, the engine is at ${guard.engineVersion}: ` +
      `re-record the records (${guard.rerecord})`
    );
  }
  if (record.finalHash === undefined) return `${name} has no final hash`;
  const changed =
    `${name} no longer replays as recorded, yet ENGINE_VERSION is still ${guard.engineVersion}: matches stored by ` +
    `the server would no longer replay either. Bump ENGINE_VERSION in ${guard.versionFile}, then re-record ` +
    `(${guard.rerecord})`;
  const result = replay(game, record.options, record.seats, record.seed, record.actions);
  if (!result.ok) return `${changed}. Action ${result.index} is now refused: ${result.error.code}`;
  if (stateHash(result.state) !== record.finalHash) return changed;
  if (game.outcome(result.state) === null) return `${name} is not a complete game`;
  return null;
}
