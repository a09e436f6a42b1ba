import { describe, expect, it } from 'vitest';
import { SIX_SEATS, teamSeats, type EngineView } from '@arrakis/imperium';
import { GAMES } from '../src/games.ts';
import { postMatch, serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { checkImperiumSecrecy } from './helpers/imperiumSecrecy.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, readServerSide } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

const heuristic = { kind: 'bot' as const, botLevel: 'heuristic' as const };
const human = { kind: 'human' as const };

describe.each(DIALECTS)('Uprising six players, the team game, on the server (%s)', (dialect) => {
  const env = serverOn(dialect);

  // rules 004 MISE EN PLACE "A et C = 6 Joueurs": one to four seats, or six; no five-seat game.
  it('takes six seats and refuses five with the engine’s own badSeatCount', async () => {
    expect(GAMES.uprising.maxSeats).toBe(6);
    expect(GAMES.imperium.maxSeats).toBe(4);
    const five = [human, heuristic, heuristic, heuristic, heuristic];
    expect(await postMatch(env.server.url, { game: 'uprising', seats: five })).toEqual({
      status: 400,
      code: 'badSeatCount',
    });
    const seven = [...five, heuristic, heuristic];
    expect(await postMatch(env.server.url, { game: 'uprising', seats: seven })).toEqual({
      status: 400,
      code: 'badSeatCount',
    });
  });

  it('one person and five bots play the team game to the end; the person’s views hide the other hands and the Commanders’ decks', async () => {
    const created = await createMatch(env.server.url, {
      game: 'uprising',
      seats: [human, heuristic, heuristic, heuristic, heuristic, heuristic],
    });
    expect(created.invites.map((i) => i.seat)).toEqual([0]);
    const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    const first = update.view as EngineView;
    expect(first.edition).toBe('uprisingSix');
    expect(first.players).toHaveLength(6);
    expect(first.houseHagal).toBeNull();
    // facts uprising-rules.md §1.2: seat 0 is an Ally of Muad'Dib; the Commanders sit at 4 and 1.
    const six = first.uprising?.six;
    expect(six?.commanders).toEqual([...SIX_SEATS.commanders]);
    expect(six?.allies).toEqual(SIX_SEATS.allies.map((a) => [...a]));
    expect(first.players[4]?.leader).toBe('muadDib');
    expect(first.players[1]?.leader).toBe('shaddamCorrinoIV');
    // A Commander's deck is its own, and hidden: its count only, its hand never.
    for (const commander of SIX_SEATS.commanders) {
      expect(first.players[commander]!.hand).toBeNull();
      // Ten cards, wherever they are by the time the person's first view comes (a bot Commander may have played one).
      const p = first.players[commander]!;
      expect(p.deckCount + p.handCount + p.inPlay.length + p.discard.length).toBe(10);
    }

    const played = await playSeats([client], () => false, 3000);
    expect(played.last.status).toBe('finished');
    const last = played.last.view as EngineView;
    expect(last.result).not.toBeNull();
    // facts §1.8: a team wins together, all three of its seats.
    const winners = [...last.result!.winners].sort((a, b) => a - b);
    const team = ([0, 1] as const).find((t) => teamSeats(last.uprising!.six!, t).includes(winners[0]!))!;
    expect(winners).toEqual(teamSeats(last.uprising!.six!, team).sort((a, b) => a - b));

    const side = await readServerSide(env.database.options, created.matchId);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.actions.filter((a) => a.source === 'bot').length).toBeGreaterThan(100);
    // Byte-equal views, no deck on the wire, resampled hidden cards (the Commanders' decks among them) change
    // nothing the person sees, no other seat's card named.
    const checked = checkImperiumSecrecy(GAMES.uprising.game, side, [[client, 0]], 20);
    expect(checked.cards).toBeGreaterThan(0);
    await client.close();
  }, 240_000);
});
