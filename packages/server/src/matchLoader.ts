import type { GameEvent } from '@arrakis/engine';
import { GAMES, type GameEntry } from './games.ts';
import type { QuarantineReason } from './protocol.ts';
import { matchBranch, type StoredBranch } from './storage/branchStore.ts';
import { actionsAfter, CorruptRecordError, latestSnapshot, type MatchRecord } from './storage/matchStore.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './storage/schema.ts';

export interface LoadedMatch {
  readonly state: unknown;
  readonly seq: number;
}

/**
 * The match itself cannot be loaded (its log, its row, its version): it is quarantined, and no other match is
 * concerned. Any other error while loading (the database being unreachable) is not the match's fault and is
 * passed on as it is.
 */
export class LoadError extends Error {
  constructor(
    readonly reason: QuarantineReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LoadError';
  }
}

/** A stored action the rules now refuse: the log and the engine disagree, which is a bug, never bad input. */
export class ReplayError extends LoadError {
  constructor(message: string, options?: ErrorOptions) {
    super('replayFailed', message, options);
    this.name = 'ReplayError';
  }
}

export function initialState(entry: GameEntry, match: MatchRecord): unknown {
  return entry.game.setup(
    match.options,
    match.seats.map((s) => ({ name: s.name, kind: s.kind })),
    match.seed,
  );
}

/**
 * The match's state before its first action: its setup, or for a branch ("play on from here", issue 22) the source
 * game's position, rebranched with the match's own seed. A stored prefix the engine refuses is a `ReplayError`.
 */
export function startingState(entry: GameEntry, match: MatchRecord, branch: StoredBranch | null): unknown {
  if (!branch) return initialState(entry, match);
  if (!entry.game.rebranch) throw new LoadError('setupFailed', `match ${match.id}: ${match.game} cannot branch`);
  let state = entry.game.setup(match.options, branch.seats, branch.seed);
  branch.actions.forEach(({ seat, action }, index) => {
    const result = entry.game.apply(state, seat, action);
    if (!result.ok) throw new ReplayError(`match ${match.id}: branch action ${index} refused (${result.error.code})`);
    state = result.state;
  });
  return entry.game.rebranch(state, match.seed);
}

/**
 * The game entry that replays this match, or a `LoadError`: a row whose JSON does not parse, a game this server
 * does not host, an engine version the game does not list as one it still replays.
 */
export function entryFor(match: MatchRecord): GameEntry {
  if (match.unreadable !== null) {
    throw new LoadError('corruptRecord', `match ${match.id}: column ${match.unreadable} is not JSON`);
  }
  const entry = Object.hasOwn(GAMES, match.game) ? GAMES[match.game] : undefined;
  if (!entry) throw new LoadError('unknownGame', `match ${match.id}: no game "${match.game}" here`);
  if (!entry.replaysVersions.includes(match.engineVersion)) {
    throw new LoadError(
      'engineVersionUnsupported',
      `match ${match.id}: ${match.game} engine version ${match.engineVersion} is stored, this server replays ` +
        `${entry.replaysVersions.join(', ')}`,
    );
  }
  return entry;
}

/**
 * The state at the last stored action: the latest snapshot (or the setup) plus a replay of the actions after it.
 * Snapshots are a cache of the log; the replay goes through `apply`, so a divergence is caught here. A snapshot
 * holds a state of the engine that wrote it, so only a match of the current version starts from one. Whatever
 * goes wrong with the match's own data (a setup or an `apply` that throws, a refused action, a row that is not
 * JSON) is a `LoadError`; database errors pass through.
 */
export async function loadMatchState(
  db: Kysely<DatabaseSchema>,
  entry: GameEntry,
  match: MatchRecord,
): Promise<LoadedMatch> {
  try {
    const snapshot = match.engineVersion === entry.engineVersion ? await latestSnapshot(db, match.id) : null;
    let state = snapshot ? snapshot.state : setUp(entry, match, await matchBranch(db, match.id));
    let seq = snapshot ? snapshot.seq : 0;
    for (const action of await actionsAfter(db, match.id, seq)) {
      if (action.seq !== seq + 1) throw new ReplayError(`match ${match.id}: action ${action.seq} follows ${seq}`);
      const result = guarded(match, action.seq, () => entry.game.apply(state, action.seat, action.action));
      if (!result.ok)
        throw new ReplayError(`match ${match.id}: action ${action.seq} refused on replay (${result.error.code})`);
      state = result.state;
      seq = action.seq;
    }
    // The room asks this at once (bots, timers): a state the engine cannot answer is as unloadable as a bad log.
    guarded(match, seq, () => entry.game.decisions(state));
    return { state, seq };
  } catch (error) {
    if (error instanceof CorruptRecordError) {
      throw new LoadError('corruptRecord', `match ${match.id}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

function setUp(entry: GameEntry, match: MatchRecord, branch: StoredBranch | null): unknown {
  try {
    return startingState(entry, match, branch);
  } catch (error) {
    if (error instanceof LoadError) throw error;
    throw new LoadError('setupFailed', `match ${match.id}: setup threw: ${String(error)}`, { cause: error });
  }
}

/** Runs engine code on stored input: an exception is a replay failure of this match. */
function guarded<T>(match: MatchRecord, seq: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new ReplayError(`match ${match.id}: the engine threw at seq ${seq}: ${String(error)}`, { cause: error });
  }
}

/** Events a seat may see: public ones and those addressed to it. Spectators see the public ones only. */
export function visibleTo(event: GameEvent, seat: number | null): boolean {
  return event.visibility === 'public' || (seat !== null && event.visibility.includes(seat));
}
