import { fixture, type DuneView, type Faction } from '@arrakis/dune';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { openDatabase } from '../src/storage/database.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { createMatch, matchSummary, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

// Issue 17: a seat out of the game (rules 000 §19.C.12, "le joueur éliminé peut regarder") is sent the spectator
// view, may do nothing, and every seat is told it is out.
describe.each(DIALECTS)('an eliminated seat (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  const clients: SocketClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.close();
    await database?.drop();
  });

  it('watches as a spectator; the others see it marked eliminated', async () => {
    database = await createTestDatabase(dialect);
    server = await startServer(database.options);
    const created = await createMatch(server.url, { game: 'dune', seats: seatsOf('hhh'), options: { duel: true } });
    const factions = (await matchSummary(server.url, created.matchId)).seats.map((s) => s.faction as Faction);
    await server.close();

    // The match as the engine leaves it once the seat-1 faction's Main Character died: built by the engine's
    // fixture and stored as the snapshot the server loads the match from.
    const state = fixture({ factions, duel: true }).eliminated(factions[1]!).build();
    expect(state.eliminated).toEqual([1]);
    const stored = await openDatabase(database.options);
    await stored.db
      .insertInto('snapshots')
      .values({ match_id: created.matchId, seq: 0, state: JSON.stringify(state) })
      .execute();
    await stored.close();

    server = await startServer(database.options);
    const token = (seat: number) => created.invites.find((i) => i.seat === seat)!.token;
    const out = await SocketClient.join(server.url, created.matchId, token(1));
    const inGame = await SocketClient.join(server.url, created.matchId, token(0));
    const spectator = await SocketClient.join(server.url, created.matchId);
    clients.push(out.client, inGame.client, spectator.client);

    expect(out.update.seat).toBe(1);
    expect(out.update.actions).toEqual([]);
    expect((out.update.view as DuneView).you).toBeNull();
    expect(out.update.view).toEqual(spectator.update.view);
    expect((inGame.update.view as DuneView).you).toBe(0);
    for (const update of [out.update, inGame.update, spectator.update]) {
      expect(update.players?.map((p) => p.eliminated === true)).toEqual([false, true, false]);
      expect((update.view as DuneView).eliminated).toEqual([1]);
    }
  });
});
