import type { GameEvent } from '@arrakis/engine';
import type { GameEntry } from './games.ts';
import { actionsAfter, latestSnapshot, type MatchRecord } from './storage/matchStore.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './storage/schema.ts';

export interface LoadedMatch {
  readonly state: unknown;
  readonly seq: number;
}

/** A stored action the rules now refuse: the log and the engine disagree, which is a bug, never bad input. */
export class ReplayError extends Error {}

export function initialState(entry: GameEntry, match: MatchRecord): unknown {
  return entry.game.setup(
    match.options,
    match.seats.map((s) => ({ name: s.name, kind: s.kind })),
    match.seed,
  );
}

/**
 * The state at the last stored action: the latest snapshot (or the setup) plus a replay of the actions after it.
 * Snapshots are a cache of the log; the replay goes through `apply`, so a divergence is caught here.
 */
export async function loadMatchState(
  db: Kysely<DatabaseSchema>,
  entry: GameEntry,
  match: MatchRecord,
): Promise<LoadedMatch> {
  const snapshot = await latestSnapshot(db, match.id);
  let state = snapshot ? snapshot.state : initialState(entry, match);
  let seq = snapshot ? snapshot.seq : 0;
  for (const action of await actionsAfter(db, match.id, seq)) {
    if (action.seq !== seq + 1) throw new ReplayError(`match ${match.id}: action ${action.seq} follows ${seq}`);
    const result = entry.game.apply(state, action.seat, action.action);
    if (!result.ok)
      throw new ReplayError(`match ${match.id}: action ${action.seq} refused on replay (${result.error.code})`);
    state = result.state;
    seq = action.seq;
  }
  return { state, seq };
}

/** Events a seat may see: public ones and those addressed to it. Spectators see the public ones only. */
export function visibleTo(event: GameEvent, seat: number | null): boolean {
  return event.visibility === 'public' || (seat !== null && event.visibility.includes(seat));
}
