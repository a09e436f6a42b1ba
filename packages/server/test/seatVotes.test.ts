import { describe, expect, it } from 'vitest';
import type { DuneView } from '@arrakis/dune';
import type { SeatInvite, ServerMessage, ServerNotice } from '../src/protocol.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { serverOn } from './helpers/testServer.ts';

type Notice = Extract<ServerMessage, { type: 'notice' }>;

describe.each(DIALECTS)('seat votes (%s)', (dialect) => {
  const env = serverOn(dialect);

  /** Three people and a bot of Dune, each person's socket and a spectator's. */
  async function table() {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hhhb'),
      options: { factions: ['atreides', 'emperor', 'fremen', 'guild'] },
    });
    const join = async (seat: number) =>
      (await SocketClient.join(env.server.url, created.matchId, created.invites[seat]!.token)).client;
    const seats = [await join(0), await join(1), await join(2)];
    const spectator = (await SocketClient.join(env.server.url, created.matchId)).client;
    const closeAll = () => Promise.all([...seats, spectator].map((c) => c.close()));
    const tokens = created.invites.map((i) => i.token);
    return { matchId: created.matchId, seats, spectator, closeAll, tokens };
  }

  const notice = async (client: SocketClient, test: (e: ServerNotice) => boolean) =>
    ((await client.next((m) => m.type === 'notice' && test(m.event), 10_000, 0)) as Notice).event;

  it('a majority of the other persons hands a seat to a bot; each vote is told to the table', async () => {
    const { seats, spectator, closeAll } = await table();
    const [a, b, c] = seats as [SocketClient, SocketClient, SocketClient];
    c.send({ type: 'seatVote', seat: 2, proposal: 'bot', agree: true });
    expect((await c.nextError()).code).toBe('voteOwnSeat');
    spectator.send({ type: 'seatVote', seat: 2, proposal: 'bot', agree: true });
    expect((await spectator.nextError()).code).toBe('notASeat');

    a.send({ type: 'seatVote', seat: 2, proposal: 'bot', agree: true });
    for (const client of [a, b, c, spectator])
      expect(await notice(client, (e) => e.type === 'seatVote')).toEqual({
        type: 'seatVote',
        params: { seat: 2, by: 0, proposal: 'bot', votes: 1, needed: 2 },
      });
    // One vote of two is not a majority: the seat is still its person's.
    expect(c.lastUpdate?.players?.[2]?.standIn).toBeUndefined();

    b.send({ type: 'seatVote', seat: 2, proposal: 'bot', agree: true });
    for (const client of [a, b, c, spectator])
      expect(await notice(client, (e) => e.type === 'seatHandedOver')).toEqual({
        type: 'seatHandedOver',
        params: { seat: 2, proposal: 'bot' },
      });
    const after = await c.nextUpdate((u) => u.players?.[2]?.standIn !== undefined, 10_000, 0);
    expect(after.players![2]).toMatchObject({ seat: 2, kind: 'human', standIn: 'heuristic' });
    // The bot plays the seat now: its person no longer may.
    expect(after.actions).toEqual([]);
    await closeAll();
  });

  it('a seat opened by vote is taken by a new person with its hand and history; the old link no longer plays it', async () => {
    const { matchId, seats, closeAll, tokens } = await table();
    const [a, b, c] = seats as [SocketClient, SocketClient, SocketClient];
    const seen = c.lastUpdate!;
    a.send({ type: 'seatVote', seat: 2, proposal: 'open', agree: true });
    // A vote taken back is no longer counted.
    a.send({ type: 'seatVote', seat: 2, proposal: 'open', agree: false });
    await notice(b, (e) => e.type === 'seatVote' && e.params.votes === 0);
    a.send({ type: 'seatVote', seat: 2, proposal: 'open', agree: true });
    b.send({ type: 'seatVote', seat: 2, proposal: 'open', agree: true });
    await notice(a, (e) => e.type === 'seatHandedOver');
    await a.nextUpdate((u) => u.players?.[2]?.open === true, 10_000, 0);

    const claimed = await fetch(`${env.server.url}/api/matches/${matchId}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seat: 2, name: 'Chani' }),
    });
    expect(claimed.status).toBe(201);
    const invite = (await claimed.json()) as SeatInvite;
    const { client: newcomer, update } = await SocketClient.join(env.server.url, matchId, invite.token);
    expect(update.seat).toBe(2);
    // The same faction, hand and traitor choices as its former person saw.
    const before = seen.view as DuneView;
    const now = update.view as DuneView;
    expect(now.seats[2]).toBe(before.seats[2]);
    expect(JSON.stringify(now.factions[now.seats[2]!])).toBe(JSON.stringify(before.factions[before.seats[2]!]));
    expect(update.players![2]).toMatchObject({ name: 'Chani' });

    const old = await SocketClient.open(env.server.url, matchId);
    old.send({ type: 'hello', token: tokens[2]! });
    expect((await old.nextError()).code).toBe('badToken');
    await Promise.all([closeAll(), newcomer.close(), old.close()]);
  });
});
