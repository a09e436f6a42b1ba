import { describe, expect, it } from 'vitest';
import type { DuneView } from '@arrakis/dune';
import type { EngineView } from '@arrakis/imperium';
import { GAMES } from '../src/games.ts';
import { serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { checkImperiumSecrecy } from './helpers/imperiumSecrecy.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, readServerSide, seatsOf, statesAt } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

/** A faction's hand after each seq (index = seq), replayed from the stored log. */
function handsAt(side: Awaited<ReturnType<typeof readServerSide>>, faction: string): string[][] {
  return statesAt(side).map((state) => [...state.factions[faction]!.hand]);
}

describe.each(DIALECTS)('secrets on the wire (%s)', (dialect) => {
  const env = serverOn(dialect);

  it("a seat's socket never carries another seat's hand, traitors or prediction", async () => {
    // Seat A is the Harkonnen (who sees no one's cards), seat B the Bene Gesserit (a secret prediction as well).
    const factions = ['harkonnen', 'beneGesserit', 'fremen', 'guild', 'emperor', 'atreides'];
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hhbbbb'),
      options: { factions },
    });
    const a = (await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token)).client;
    const b = (await SocketClient.join(env.server.url, created.matchId, created.invites[1]!.token)).client;
    // Through setup, storm, spice blow and the first bidding, up to the first movement: no battle has revealed a card.
    const played = await playSeats([a, b], (u) => (u.view as DuneView).phase === 'movement');
    expect(played.acknowledged.length).toBeGreaterThan(5);

    const side = await readServerSide(env.database.options, created.matchId);
    expect(side.state.prediction).not.toBeNull();
    expect(side.state.factions['beneGesserit']!.traitors.length).toBe(1);
    // B's hand as it was at each seq (cards come and go: one may be played, and is public from then on).
    const handOfB = handsAt(side, 'beneGesserit');

    // Bots play on; only what A received up to the first movement counts (later, battles reveal cards).
    const updatesOfA = a.messages.filter((m): m is Update => m.type === 'update' && m.seq <= played.last.seq);
    expect(updatesOfA.length).toBeGreaterThan(10);
    let checked = 0;
    for (const message of updatesOfA) {
      // The view and the log; not the seat's own actions, which name card kinds ('lasgun' is a kind and a card).
      const seen = JSON.stringify([message.view, message.log]);
      for (const card of handOfB[message.seq]!) {
        expect(seen.includes(`"${card}"`), `seat A saw B's card ${card} at seq ${message.seq}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    const secretsOfB = side.state.factions['beneGesserit']!;
    for (const update of updatesOfA) {
      const view = update.view as DuneView;
      const theirs = view.factions['beneGesserit']!;
      expect([theirs.hand, theirs.traitors, theirs.traitorDraw, theirs.spice]).toEqual([null, null, null, null]);
      expect(view.prediction).toBeNull();
      // Leader names are public (every faction's leaders are listed), so the traitor picks are checked in the
      // log, where a pick would show.
      const log = JSON.stringify(update.log);
      for (const leader of [...secretsOfB.traitorDraw, ...secretsOfB.traitors])
        expect(log).not.toContain(`"${leader}"`);
    }
    // B, for its part, does see its own secrets.
    const ownView = (await b.anyUpdate((u) => u.seq === side.seq)).view as DuneView;
    expect(ownView.factions['beneGesserit']!.hand).toEqual(secretsOfB.hand);
    expect(ownView.prediction).toEqual(side.state.prediction);
    await Promise.all([a.close(), b.close()]);
  });

  it("Uprising: a seat's socket never carries another seat's hand, deck order, Intrigues or the contract deck", async () => {
    // Two people and two bots, with the CHOAM contracts: Spies, contracts and Uprising's Intrigues all come and go.
    const human = { kind: 'human' as const };
    const bot = { kind: 'bot' as const, botLevel: 'random' as const };
    const created = await createMatch(env.server.url, {
      game: 'uprising',
      seats: [human, bot, human, bot],
      options: { contracts: true },
    });
    const a = (await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token)).client;
    const b = (await SocketClient.join(env.server.url, created.matchId, created.invites[1]!.token)).client;
    expect(created.invites.map((i) => i.seat)).toEqual([0, 2]);
    const played = await playSeats([a, b], () => false, 3000);
    expect(played.last.status).toBe('finished');
    expect((played.last.view as EngineView).edition).toBe('uprising');

    const side = await readServerSide(env.database.options, created.matchId);
    const checked = checkImperiumSecrecy(GAMES.uprising.game, side, [
      [a, 0],
      [b, 2],
    ]);
    expect(checked.cards).toBeGreaterThan(100);
    expect(checked.intrigues).toBeGreaterThan(10);
    expect(checked.entries).toBeGreaterThan(100);
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
