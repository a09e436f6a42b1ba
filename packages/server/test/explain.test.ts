import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games.ts';
import { MAX_MESSAGE_BYTES, type ServerMessage } from '../src/protocol.ts';
import { serverOn } from './helpers/testServer.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

type Explained = Extract<ServerMessage, { type: 'explained' }>;

// The explain request reads the room's state in memory and writes nothing: one dialect is enough to show it.
describe('the explain request over the socket (issue 21)', () => {
  const env = serverOn('sqlite', () => ({ rateLimit: { burst: 30, perSecond: 5 } }));

  /** Two people at a table, played until seat 0 alone must decide, between at least two answers. */
  async function table(): Promise<{ matchId: string; seat0: SocketClient; seat1: SocketClient }> {
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
    return { matchId: created.matchId, seat0, seat1 };
  }

  /** Sends one message and returns the server's answer to it (pongs aside). */
  async function answer(client: SocketClient, message: Record<string, unknown> | string): Promise<ServerMessage> {
    const from = client.messages.length;
    if (typeof message === 'string') client.sendRaw(message);
    else client.send(message);
    return client.next((m) => m.type !== 'pong', 5_000, from);
  }

  it("answers a seat with the game's own explanation, under the request's id, and changes nothing", async () => {
    const { matchId, seat0, seat1 } = await table();
    const before = await readServerSide(env.database.options, matchId);
    const updatesBefore = seat0.messages.filter((m) => m.type === 'update').length;
    const legal = seat0.lastUpdate!.actions[0];
    const { game } = GAMES.dune;

    const yes = await answer(seat0, { type: 'explain', id: 1, action: legal });
    expect(yes).toEqual({ type: 'explained', id: 1, seq: before.seq, error: null });

    // Seat 1 is not asked now: the game says so, as `apply` would.
    const notAsked = (await answer(seat1, { type: 'explain', id: 7, action: legal })) as Explained;
    expect(notAsked).toMatchObject({ type: 'explained', id: 7, seq: before.seq });
    expect(notAsked.error).toEqual(game.explain(before.state, 1, legal));
    expect(notAsked.error?.code).toBe('notYourDecision');

    // A well-formed action the seat may not take, and inputs that are no action at all: each answered as the engine
    // answers it, a reason with a code and an i18n key.
    for (const [id, action] of [
      [2, { type: 'move', from: 'arrakeen:9', to: 'carthag:10' }],
      [3, { type: 'ship', to: 'polarSink' }],
      [4, { type: 'noSuchAction' }],
      [5, 'ship'],
      [6, null],
    ] as const) {
      const reply = (await answer(seat0, { type: 'explain', id, action })) as Explained;
      expect(reply.type).toBe('explained');
      expect(reply.id).toBe(id);
      expect(reply.error).not.toBeNull();
      expect(reply.error).toEqual(game.explain(before.state, 0, action));
      expect(reply.error?.messageKey).toBe(`errors.${reply.error?.code}`);
    }

    const after = await readServerSide(env.database.options, matchId);
    expect(after.seq).toBe(before.seq);
    expect(after.hash).toBe(before.hash);
    expect(after.actions).toEqual(before.actions);
    expect(seat0.messages.filter((m) => m.type === 'update').length).toBe(updatesBefore);
    // Still playable as before: the legal action explained above is taken.
    seat0.send({ type: 'action', seq: before.seq, action: legal });
    await seat0.nextUpdate((u) => u.seq === before.seq + 1);
  });

  it('refuses hostile explain requests by name, before the match sees them', async () => {
    const { matchId, seat0 } = await table();
    const before = await readServerSide(env.database.options, matchId);
    const malformed = async (message: Record<string, unknown> | string, field: string) => {
      const reply = await answer(seat0, message);
      expect(reply).toMatchObject({ type: 'error', code: 'malformedMessage', params: { field } });
    };
    await malformed({ type: 'explain', action: { type: 'pass' } }, 'id');
    await malformed({ type: 'explain', id: -1, action: { type: 'pass' } }, 'id');
    await malformed({ type: 'explain', id: 1.5, action: { type: 'pass' } }, 'id');
    await malformed({ type: 'explain', id: '1', action: { type: 'pass' } }, 'id');
    await malformed({ type: 'explain', id: 2 ** 40, action: { type: 'pass' } }, 'id');
    await malformed({ type: 'explain', id: 1, action: { type: 'pass' }, seq: 3 }, 'message');
    const tooLarge = await answer(seat0, { type: 'explain', id: 1, action: { type: 'move', to: 'x'.repeat(9000) } });
    expect(tooLarge).toMatchObject({ type: 'error', code: 'messageTooLarge', params: { max: MAX_MESSAGE_BYTES } });
    // Deep, odd or huge-but-allowed actions are the engine's to refuse, never a crash.
    let deep: unknown = { type: 'move' };
    for (let i = 0; i < 200; i++) deep = { type: 'move', from: deep };
    const nested = (await answer(seat0, { type: 'explain', id: 9, action: deep })) as Explained;
    expect(nested).toMatchObject({ type: 'explained', id: 9 });
    expect(nested.error?.code).toMatch(/^[a-zA-Z]+$/);
    const after = await readServerSide(env.database.options, matchId);
    expect(after.hash).toBe(before.hash);
    expect(after.seq).toBe(before.seq);
  });

  it('tells a spectator and a socket before hello why they may not ask', async () => {
    const { matchId, seat0 } = await table();
    const spectator = (await SocketClient.join(env.server.url, matchId)).client;
    const legal = seat0.lastUpdate!.actions[0];
    const watched = await answer(spectator, { type: 'explain', id: 3, action: legal });
    expect(watched).toMatchObject({
      type: 'explained',
      id: 3,
      error: { code: 'notASeat', messageKey: 'errors.notASeat' },
    });
    const early = await SocketClient.open(env.server.url, matchId);
    const unknown = await answer(early, { type: 'explain', id: 4, action: legal });
    expect(unknown).toMatchObject({ type: 'explained', id: 4, error: { code: 'helloFirst' } });
    spectator.socket.close();
    early.socket.close();
  });

  it('counts explain requests against the socket rate limit like every other message', async () => {
    const { seat0 } = await table();
    const legal = seat0.lastUpdate!.actions[0];
    const from = seat0.messages.length;
    for (let id = 0; id < 60; id++) seat0.send({ type: 'explain', id, action: legal });
    await seat0.next((m) => m.type === 'error' && m.code === 'rateLimited', 5_000, from);
    // Every request is answered one way or the other, and the limit leaves some unanswered by the game.
    const answered = () => seat0.messages.slice(from).filter((m) => m.type === 'explained' || m.type === 'error');
    await seat0.next(() => answered().length >= 60, 10_000, from);
    const limited = answered().filter((m) => m.type === 'error' && m.code === 'rateLimited').length;
    expect(limited).toBeGreaterThan(0);
    expect(answered().filter((m) => m.type === 'explained').length).toBe(60 - limited);
  });
});
