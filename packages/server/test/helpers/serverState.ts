import { replay, stateHash } from '@arrakis/engine';
import type { DuneState } from '@arrakis/dune';
import { GAMES } from '../../src/games.ts';
import { initialState, loadMatchState } from '../../src/matchLoader.ts';
import type { CreateMatchRequest, CreateMatchResponse, MatchSummary } from '../../src/protocol.ts';
import { openDatabase, type DatabaseOptions } from '../../src/storage/database.ts';
import {
  actionsAfter,
  getMatch,
  matchTimers,
  type ActionRecord,
  type MatchRecord,
  type StoredTimer,
} from '../../src/storage/matchStore.ts';

/**
 * What the server holds for a match, read straight from its database: test-only, since no endpoint ever
 * returns a full state. `state` is loaded as the server loads it (snapshot + replay); `replayedHash` is the hash of
 * a replay of the whole log from the setup, so a test can check both agree.
 */
export interface ServerSide {
  readonly match: MatchRecord;
  readonly state: DuneState;
  readonly seq: number;
  readonly hash: string;
  readonly replayedHash: string;
  readonly actions: ActionRecord[];
  readonly timers: StoredTimer[];
}

export async function readServerSide(options: DatabaseOptions, matchId: string): Promise<ServerSide> {
  const database = await openDatabase(options);
  try {
    const match = await getMatch(database.db, matchId);
    if (!match) throw new Error(`no match ${matchId}`);
    const entry = GAMES[match.game];
    const loaded = await loadMatchState(database.db, entry, match);
    const actions = await actionsAfter(database.db, matchId, 0);
    const seats = match.seats.map((s) => ({ name: s.name, kind: s.kind }));
    const replayed = replay(entry.game, match.options, seats, match.seed, actions);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.index}: ${replayed.error.code}`);
    return {
      match,
      state: loaded.state as DuneState,
      seq: loaded.seq,
      hash: stateHash(loaded.state),
      replayedHash: stateHash(replayed.state),
      actions,
      timers: await matchTimers(database.db, matchId),
    };
  } finally {
    await database.close();
  }
}

/** The hash of the match after its first `count` stored actions, replayed from the setup. */
export function hashAfter(side: ServerSide, count: number): string {
  const entry = GAMES[side.match.game];
  let state = initialState(entry, side.match);
  for (const action of side.actions.slice(0, count)) {
    const result = entry.game.apply(state, action.seat, action.action);
    if (!result.ok) throw new Error(`stored action ${action.seq} refused: ${result.error.code}`);
    state = result.state;
  }
  return stateHash(state);
}

/** The state after each stored action (index = seq, 0 = the setup), replayed from the log. */
export function statesAt(side: ServerSide): DuneState[] {
  const entry = GAMES[side.match.game];
  const states = [initialState(entry, side.match) as DuneState];
  for (const action of side.actions) {
    const result = entry.game.apply(states.at(-1), action.seat, action.action);
    if (!result.ok) throw new Error(`stored action ${action.seq} refused: ${result.error.code}`);
    states.push(result.state as DuneState);
  }
  return states;
}

export async function createMatch(baseUrl: string, request: CreateMatchRequest): Promise<CreateMatchResponse> {
  const response = await fetch(`${baseUrl}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 201) throw new Error(`create match: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateMatchResponse;
}

export async function matchSummary(baseUrl: string, matchId: string): Promise<MatchSummary> {
  return (await (await fetch(`${baseUrl}/api/matches/${matchId}`)).json()) as MatchSummary;
}

/** Polls until the check passes (for effects of bots and timers, which nobody is told about). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export function seatsOf(kinds: string): CreateMatchRequest['seats'] {
  return [...kinds].map((k) => ({ kind: k === 'h' ? ('human' as const) : ('bot' as const) }));
}
