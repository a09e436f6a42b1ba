import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../src/protocol.ts';
import { serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient, type Update } from './helpers/socketClient.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';

describe.each(DIALECTS)('commands over the socket (%s)', (dialect) => {
  const env = serverOn(dialect, () => ({ rateLimit: { burst: 30, perSecond: 5 } }));

  /** Two people at a table, played until seat 0 alone must decide, between at least two answers. */
  async function table(): Promise<{ matchId: string; tokens: string[]; seat0: SocketClient; seat1: SocketClient }> {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hh'),
      options: { factions: ['atreides', 'harkonnen'] },
    });
    const tokens = created.invites.map((i) => i.token);
    const seat0 = (await SocketClient.join(env.server.url, created.matchId, tokens[0])).client;
    const seat1 = (await SocketClient.join(env.server.url, created.matchId, tokens[1])).client;
    await playSeats(
      [seat0, seat1],
      (u) =>
        u.seq >= 3 &&
        seat0.lastUpdate?.seq === u.seq &&
        (seat0.lastUpdate.decisionCount ?? 0) > 1 &&
        seat1.lastUpdate?.seq === u.seq &&
        seat1.lastUpdate.decisionCount === 0,
    );
    return { matchId: created.matchId, tokens, seat0, seat1 };
  }

  /** Sends a message that must be refused: the error comes back, and neither seq nor state hash moved. */
  async function refused(matchId: string, client: SocketClient, send: () => void): Promise<string> {
    const before = await readServerSide(env.database.options, matchId);
    const from = client.messages.length;
    send();
    const reply = await client.next((m) => m.type !== 'pong', 5_000, from);
    const after = await readServerSide(env.database.options, matchId);
    expect(reply.type).toBe('error');
    expect(after.seq).toBe(before.seq);
    expect(after.hash).toBe(before.hash);
    return reply.type === 'error' ? reply.code : reply.type;
  }

  it('refuses bad messages with clear errors and changes nothing', async () => {
    const { matchId, seat0, seat1 } = await table();
    const u0 = seat0.lastUpdate!;
    const own = u0.actions[0];

    expect(await refused(matchId, seat0, () => seat0.sendRaw('{"type": "action", '))).toBe('malformedMessage');
    expect(
      await refused(matchId, seat0, () =>
        seat0.send({ type: 'action', seq: 'three', action: own } as Record<string, unknown>),
      ),
    ).toBe('malformedMessage');
    const missing = seat0.messages.at(-1);
    expect(missing).toMatchObject({ type: 'error', params: { field: 'seq' } });
    expect(await refused(matchId, seat0, () => seat0.send({ type: 'launch' }))).toBe('malformedMessage');
    const huge = JSON.stringify({
      type: 'action',
      seq: u0.seq,
      action: { type: 'pass', pad: 'x'.repeat(MAX_MESSAGE_BYTES) },
    });
    expect(await refused(matchId, seat0, () => seat0.sendRaw(huge))).toBe('messageTooLarge');
    expect(await refused(matchId, seat0, () => seat0.send({ type: 'action', seq: u0.seq - 1, action: own }))).toBe(
      'staleSeq',
    );
    expect(
      await refused(matchId, seat0, () => seat0.send({ type: 'action', seq: u0.seq, action: { type: 'bogus' } })),
    ).toBe('malformedAction');
    // Seat 1 is not asked anything now: the engine's own refusal is passed through.
    expect(await refused(matchId, seat1, () => seat1.send({ type: 'action', seq: u0.seq, action: own }))).toBe(
      'notYourDecision',
    );

    const spectator = (await SocketClient.join(env.server.url, matchId)).client;
    expect(spectator.lastUpdate).toMatchObject({ seat: null, actions: [] });
    expect(await refused(matchId, spectator, () => spectator.send({ type: 'action', seq: u0.seq, action: own }))).toBe(
      'notASeat',
    );
    expect(await refused(matchId, spectator, () => spectator.send({ type: 'resign' }))).toBe('notASeat');

    const stranger = await SocketClient.open(env.server.url, matchId);
    expect(
      await refused(matchId, stranger, () => stranger.send({ type: 'hello', token: 'not-a-real-token-at-all' })),
    ).toBe('badToken');
    expect(await refused(matchId, stranger, () => stranger.send({ type: 'action', seq: u0.seq, action: own }))).toBe(
      'helloFirst',
    );

    // And the seat can still play: nothing above left a trace.
    const from = seat0.messages.length;
    seat0.send({ type: 'action', seq: u0.seq, action: own });
    const next = (await seat0.next((m) => m.type === 'update' || m.type === 'error', 5_000, from)) as Update;
    expect(next).toMatchObject({ type: 'update', seq: u0.seq + 1 });
    await Promise.all([seat0.close(), seat1.close(), spectator.close(), stranger.close()]);
  });

  it('limits the rate of each connection', async () => {
    const created = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hb') });
    const { client } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    for (let i = 0; i < 60; i++) client.send({ type: 'ping' });
    const limited = await client.next((m) => m.type === 'error' && m.code === 'rateLimited');
    expect(limited).toMatchObject({ code: 'rateLimited', messageKey: 'errors.rateLimited' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pongs = client.messages.filter((m) => m.type === 'pong').length;
    // The bucket held 30 (less the hello), and refilled at 5/s meanwhile.
    expect(pongs).toBeGreaterThanOrEqual(28);
    expect(pongs).toBeLessThan(40);
    expect(client.messages.filter((m) => m.type === 'error' && m.code === 'rateLimited').length).toBe(60 - pongs);
    await client.close();
  });

  it('two sockets of one seat send different actions for the same seq: exactly one applies', async () => {
    const { matchId, tokens, seat0, seat1 } = await table();
    const twin = (await SocketClient.join(env.server.url, matchId, tokens[0])).client;
    const u = seat0.lastUpdate!;
    expect(u.decisionCount).toBeGreaterThan(1);
    const before = await readServerSide(env.database.options, matchId);
    const [a, b] = [seat0.messages.length, twin.messages.length];
    seat0.send({ type: 'action', seq: u.seq, action: u.actions[0] });
    twin.send({ type: 'action', seq: u.seq, action: u.actions[1] });
    const replies = await Promise.all([
      seat0.next((m) => m.type === 'error' || (m.type === 'update' && m.seq > u.seq), 5_000, a),
      twin.next((m) => m.type === 'error' || (m.type === 'update' && m.seq > u.seq), 5_000, b),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await readServerSide(env.database.options, matchId);
    expect(after.seq).toBe(before.seq + 1);
    const stale = [...seat0.messages.slice(a), ...twin.messages.slice(b)].filter((m) => m.type === 'error');
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({ code: 'staleSeq' });
    expect(replies.some((r) => r.type === 'update')).toBe(true);
    const applied = after.actions.at(-1)!;
    expect([u.actions[0], u.actions[1]]).toContainEqual(applied.action);
    expect(after.hash).toBe(after.replayedHash);
    await Promise.all([seat0.close(), seat1.close(), twin.close()]);
  });

  it('two server instances on one database: the primary key lets exactly one of two same-seq actions in', async () => {
    const { matchId, tokens, seat0, seat1 } = await table();
    // The second instance is a process of its own, as it would be in production.
    const other = await spawnServer(env.database.env);
    try {
      const twin = (await SocketClient.join(other.url, matchId, tokens[0])).client;
      const u = seat0.lastUpdate!;
      expect(twin.lastUpdate!.seq).toBe(u.seq);
      const [a, b] = [seat0.messages.length, twin.messages.length];
      seat0.send({ type: 'action', seq: u.seq, action: u.actions[0] });
      twin.send({ type: 'action', seq: u.seq, action: u.actions[1] });
      // Both instances end up showing the one action that got in; the loser's sender also gets staleSeq.
      await Promise.all([seat0.nextUpdate((x) => x.seq === u.seq + 1), twin.nextUpdate((x) => x.seq === u.seq + 1)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const errors = [...seat0.messages.slice(a), ...twin.messages.slice(b)].filter((m) => m.type === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: 'staleSeq' });
      const after = await readServerSide(env.database.options, matchId);
      expect(after.seq).toBe(u.seq + 1);
      expect(after.hash).toBe(after.replayedHash);
      expect([u.actions[0], u.actions[1]]).toContainEqual(after.actions.at(-1)!.action);
      // Both instances carry on from the same state: the next seat's move is accepted by the loser's instance.
      const loser = seat0.messages.slice(a).some((m) => m.type === 'error') ? seat0 : twin;
      const view = loser.lastUpdate!;
      expect(view.seq).toBe(u.seq + 1);
      await twin.close();
    } finally {
      await kill9(other.child);
    }
    await Promise.all([seat0.close(), seat1.close()]);
  });
});
