import { describe, expect, it } from 'vitest';
import type { DuneView } from '@arrakis/dune';
import { startServer } from '../src/index.ts';
import { postMatch, serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, eventually, matchSummary, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';

const waitsForBid = (seat: number) => (u: Update) =>
  (u.view as DuneView).decisions.some((d) => d.seat === seat && d.kind === 'bid');

describe.each(DIALECTS)('durable timers (%s)', (dialect) => {
  const env = serverOn(dialect);

  /** A person and a bot; the person plays (randomly) until the bidding waits for them. */
  async function untilBid(
    options: Record<string, unknown>,
    url = env.server.url,
  ): Promise<{ matchId: string; token: string; client: SocketClient; at: Update }> {
    const created = await createMatch(url, {
      game: 'dune',
      seats: seatsOf('hb'),
      options: { factions: ['atreides', 'harkonnen'], ...options },
    });
    const token = created.invites[0]!.token;
    const { client } = await SocketClient.join(url, created.matchId, token);
    const { last } = await playSeats([client], waitsForBid(0));
    expect(waitsForBid(0)(last)).toBe(true);
    return { matchId: created.matchId, token, client, at: last };
  }

  it('rules 000 §8.H: the bidding timer passes for a bidder who does not answer', async () => {
    const { matchId, client, at } = await untilBid({ biddingTimerSeconds: 1 });
    expect(at.deadline).not.toBeNull();
    expect(at.deadline! - Date.now()).toBeLessThanOrEqual(1000);
    const after = await client.nextUpdate((u) => u.seq > at.seq && u.log.some((e) => e.type === 'timeout'), 5_000);
    expect(after.log.find((e) => e.type === 'timeout')).toMatchObject({
      seq: at.seq + 1,
      params: { seat: 0, timer: 'bid' },
    });
    const side = await readServerSide(env.database.options, matchId);
    expect(side.actions[at.seq]).toMatchObject({
      seq: at.seq + 1,
      seat: 0,
      source: 'timeout',
      action: { type: 'pass' },
    });
    expect(side.hash).toBe(side.replayedHash);
    await client.close();
  });

  it('a pending timer survives a restart and fires at once if overdue', async () => {
    const other = await startServer(env.database.options);
    const { matchId, client, at } = await untilBid({ biddingTimerSeconds: 2 }, other.url);
    await client.close();
    await other.close();
    const stored = await readServerSide(env.database.options, matchId);
    expect(stored.timers).toEqual([{ kind: 'bid', seq: at.seq, dueAt: at.deadline }]);
    // Down past the deadline; on start the server takes the match up again and the overdue timer fires.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const restarted = await startServer(env.database.options);
    try {
      const side = await eventually(async () => {
        const s = await readServerSide(env.database.options, matchId);
        return s.seq > at.seq && s;
      }, 10_000);
      expect(side.actions[at.seq]).toMatchObject({ seat: 0, source: 'timeout', action: { type: 'pass' } });
      expect(side.actions[at.seq]!.at).toBeGreaterThanOrEqual(at.deadline!);
    } finally {
      await restarted.close();
    }
  });

  it('the move deadline plays the default action for an overdue person', async () => {
    // Not the Harkonnen for seat 0 (who keeps all four traitors): it must pick one at once.
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hb'),
      options: { factions: ['atreides', 'emperor'] },
      moveDeadlineSeconds: 5,
    });
    const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    expect(update.decisionCount).toBeGreaterThan(0);
    expect(update.deadline).not.toBeNull();
    const after = await client.nextUpdate((u) => u.log.some((e) => e.type === 'timeout'), 10_000);
    expect(after.log.find((e) => e.type === 'timeout')).toMatchObject({ params: { seat: 0, timer: 'move' } });
    const side = await readServerSide(env.database.options, created.matchId);
    const timedOut = side.actions.find((a) => a.source === 'timeout')!;
    // Not a pass here (the first decision is the traitor pick): the first legal action.
    expect(timedOut.action).toEqual(update.actions[0]);
    await client.close();
  });

  it('after the set number of deadlines missed in a row, a bot stands in for the seat and the log says so', async () => {
    expect(await postMatch(env.server.url, { game: 'dune', seats: seatsOf('hb'), standInAfterMissed: 2 })).toEqual({
      status: 400,
      code: 'standInNeedsDeadline',
    });
    expect(
      await postMatch(env.server.url, {
        game: 'dune',
        seats: seatsOf('hb'),
        moveDeadlineSeconds: 5,
        standInAfterMissed: 2,
        standInLevel: 'godlike',
      }),
    ).toMatchObject({ status: 400 });
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hb'),
      options: { factions: ['atreides', 'emperor'] },
      moveDeadlineSeconds: 5,
      standInAfterMissed: 2,
      standInLevel: 'random',
    });
    const { client } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    // The person answers nothing: the first deadline is counted, the second hands the seat to the bot.
    const handed = await client.nextUpdate((u) => u.log.some((e) => e.type === 'seatStandIn'), 20_000);
    expect(handed.log.find((e) => e.type === 'seatStandIn')).toMatchObject({
      params: { seat: 0, level: 'random', missed: 2 },
    });
    expect(handed.players?.[0]).toMatchObject({ seat: 0, kind: 'human', standIn: 'random' });
    expect(handed.actions).toEqual([]);
    // From then on the bot plays the seat at once: no more deadlines for it, and the person is told why it may not act.
    const later = await client.nextUpdate((u) => u.seq > handed.seq + 5, 20_000);
    expect(await refusedWith(client, { type: 'action', seq: later.seq, action: { type: 'pass' } })).toBe(
      'playedByStandIn',
    );
    // Two bots play on to the end; the log is read then, so that it does not move under the replay.
    await eventually(async () => (await matchSummary(env.server.url, created.matchId)).status === 'finished', 120_000);
    const side = await readServerSide(env.database.options, created.matchId);
    expect(side.actions.filter((a) => a.source === 'timeout' && a.seat === 0)).toHaveLength(2);
    expect(side.actions.some((a) => a.seat === 0 && a.source === 'bot')).toBe(true);
    expect(side.match.seats[0]).toMatchObject({ missed: 2, standIn: 'random' });
    expect(side.hash).toBe(side.replayedHash);
    await client.close();
  });
});

/** Sends a message and waits for the error it is refused with. */
async function refusedWith(client: SocketClient, message: Record<string, unknown>): Promise<string> {
  const from = client.messages.length;
  client.send(message);
  const reply = await client.next((m) => m.type === 'error', 10_000, from);
  return reply.type === 'error' ? reply.code : reply.type;
}
