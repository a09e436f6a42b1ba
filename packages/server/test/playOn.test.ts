import { replay, stateHash, type GameRecord } from '@arrakis/engine';
import type { DuneState } from '@arrakis/dune';
import type { ImperiumState } from '@arrakis/imperium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES, type GameEntry } from '../src/games.ts';
import { startServer, type CreateMatchResponse, type RunningServer } from '../src/index.ts';
import { loadMatchState } from '../src/matchLoader.ts';
import type { GameName } from '../src/protocol.ts';
import { matchBranch } from '../src/storage/branchStore.ts';
import { openDatabase } from '../src/storage/database.ts';
import { actionsAfter, getMatch } from '../src/storage/matchStore.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { eventually, matchSummary } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { finishedMatch } from './helpers/testServer.ts';

const random = { kind: 'bot' as const, botLevel: 'random' as const };
const human = { kind: 'human' as const };

/** The first action index at which the game's turn (Dune) or round (Imperium) is `turn`. */
function actionsToTurn(entry: GameEntry, record: GameRecord, turn: number): number {
  let state = entry.game.setup(record.options, record.seats, record.seed);
  const turnOf = (s: unknown): number => (record.game === 'dune' ? (s as DuneState).turn : (s as ImperiumState).round);
  for (let i = 0; i < record.actions.length; i++) {
    if (turnOf(state) >= turn) return i;
    const result = entry.game.apply(state, record.actions[i]!.seat, record.actions[i]!.action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  throw new Error(`the game never reached turn ${turn}`);
}

/**
 * The branch's state computed here, apart from the server: the source record's first `at` actions, rebranched
 * with the seed the server stored for the new match, then the new match's own stored actions.
 */
async function expectedState(database: TestDatabase, record: GameRecord, at: number, matchId: string) {
  const entry = GAMES[record.game as GameName];
  const db = await openDatabase(database.options);
  try {
    const match = (await getMatch(db.db, matchId))!;
    const source = replay(entry.game, record.options, record.seats, record.seed, record.actions.slice(0, at));
    if (!source.ok) throw new Error('the source does not replay');
    expect(match.seed).not.toBe(record.seed);
    let state = entry.game.rebranch!(source.state, match.seed);
    const own = await actionsAfter(db.db, matchId, 0);
    for (const a of own) {
      const result = entry.game.apply(state, a.seat, a.action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    const loaded = await loadMatchState(db.db, entry, match);
    return { state, loaded, match, branch: await matchBranch(db.db, matchId), own: own.length };
  } finally {
    await db.close();
  }
}

async function playOnRequest(base: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}/api/matches/play-on`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe.each(DIALECTS)('play on from here, issue 22 (%s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer(database.options);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('Dune: from turn 3 of a finished match, people play on, the server restarts, the match loads where it was', async () => {
    const { matchId: sourceId } = await finishedMatch(server.url, { game: 'dune', seats: [random, random] }, 90_000);
    const record = (await (await fetch(`${server.url}/api/matches/${sourceId}/record`)).json()) as GameRecord;
    const at = actionsToTurn(GAMES.dune, record, 3);
    const answer = await playOnRequest(server.url, { matchId: sourceId, at, seats: [human, human] });
    expect(answer.status).toBe(201);
    const created = answer.json as CreateMatchResponse;
    expect(created.invites).toHaveLength(2);
    const clients = await Promise.all(
      created.invites.map(async (i) => (await SocketClient.join(server.url, created.matchId, i.token)).client),
    );
    expect((clients[0]!.lastUpdate!.view as { turn: number }).turn).toBe(3);
    await playSeats(clients, (u) => u.seq >= 10, 10);
    await Promise.all(clients.map((c) => c.close()));

    await server.close();
    server = await startServer(database.options);
    const expected = await expectedState(database, record, at, created.matchId);
    expect(expected.own).toBeGreaterThanOrEqual(10);
    expect(expected.branch).toMatchObject({ source: { matchId: sourceId, at }, seed: record.seed });
    expect(stateHash(expected.loaded.state)).toBe(stateHash(expected.state));
    const { client, update } = await SocketClient.join(server.url, created.matchId, created.invites[0]!.token);
    expect(update.seq).toBe(expected.own);
    expect(update.view).toEqual(GAMES.dune.game.view(expected.state, 0));
    await client.close();
    // The replay viewer's view-at starts a branch from its rebranched position too.
    expect((await fetch(`${server.url}/api/matches/${created.matchId}/view-at/0`)).status).toBe(200);
  }, 180_000);

  it('Imperium: from round 3 of an uploaded record, bots play the branch to its end', async () => {
    const { matchId: sourceId } = await finishedMatch(
      server.url,
      { game: 'imperium', seats: [random, random, random] },
      60_000,
    );
    const record = (await (await fetch(`${server.url}/api/matches/${sourceId}/record`)).json()) as GameRecord;
    const at = actionsToTurn(GAMES.imperium, record, 3);
    const answer = await playOnRequest(server.url, { record, at, seats: [random, random, random] });
    expect(answer.status).toBe(201);
    const created = answer.json as CreateMatchResponse;
    await eventually(async () => (await matchSummary(server.url, created.matchId)).status === 'finished', 60_000);
    const expected = await expectedState(database, record, at, created.matchId);
    const branch = expected.branch!;
    expect(Object.keys(branch).sort()).toEqual(['actions', 'seats', 'seed', 'source']);
    expect({ source: branch.source, seed: branch.seed }).toEqual({ source: { at }, seed: record.seed });
    expect(Array.isArray(branch.seats)).toBe(true);
    expect(branch.actions).toHaveLength(at);
    expect(stateHash(expected.loaded.state)).toBe(stateHash(expected.state));
    expect(GAMES.imperium.game.outcome(expected.state)).not.toBeNull();
  }, 180_000);

  it('refuses what cannot be played on, with named errors', async () => {
    const { matchId } = await finishedMatch(server.url, { game: 'imperium', seats: [random, random, random] }, 60_000);
    const record = (await (await fetch(`${server.url}/api/matches/${matchId}/record`)).json()) as GameRecord;
    const seats = [random, random, random];
    const cases: [unknown, number, string][] = [
      [{ at: 3, seats }, 400, 'playOnNeedsOneSource'],
      [{ matchId, record, at: 3, seats }, 400, 'playOnNeedsOneSource'],
      [{ matchId: 'nowhere', at: 3, seats }, 404, 'unknownMatch'],
      [{ matchId, at: record.actions.length + 1, seats }, 400, 'atOutOfRange'],
      [{ matchId, at: record.actions.length, seats }, 400, 'positionFinished'],
      [{ matchId, at: 3, seats: [random, random] }, 400, 'badSeatCount'],
      [{ matchId, at: -1, seats }, 400, 'malformedRequest'],
      [{ matchId, at: 3, seats, options: {} }, 400, 'malformedRequest'],
      [
        {
          record: { ...record, actions: record.actions.map((a, i) => (i === 5 ? { ...a, action: { type: 'x' } } : a)) },
          at: 9,
          seats,
        },
        400,
        'recordDiverges',
      ],
    ];
    for (const [body, status, code] of cases) {
      const answer = await playOnRequest(server.url, body);
      expect(answer).toMatchObject({ status, json: { error: { code } } });
    }
    const diverging = await playOnRequest(server.url, cases[8]![0]);
    expect(diverging.json).toMatchObject({ error: { params: { index: 5 } } });
  }, 120_000);
});
