import { stateHash } from './hash.ts';
import type { LoggedAction } from './replay.ts';
import { replay } from './replay.ts';
import type { Game, SeatSetup } from './game.ts';

/**
 * A stored game as the game packages keep them in `test/records/` (`arrakis record`): enough to replay it, and the
 * hash its replay must reach while the game's engine version stays the same (docs/architecture.md, "Engine
 * versions").
 */
export interface GameRecord<O = unknown> {
  readonly engineVersion: number;
  readonly game: string;
  readonly options: O;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  readonly actions: readonly LoggedAction[];
  readonly finalHash: string;
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
