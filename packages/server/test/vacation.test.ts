import { describe, expect, it } from 'vitest';
import type { ServerMessage, ServerNotice } from '../src/protocol.ts';
import { GAMES } from '../src/games.ts';
import type { MatchRecord } from '../src/storage/matchStore.ts';
import { moveDueAt, pendingTimers } from '../src/timers.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { serverOn } from './helpers/testServer.ts';

type Notice = Extract<ServerMessage, { type: 'notice' }> & {
  readonly event: Extract<ServerNotice, { type: 'seatPaused' }>;
};

describe('move deadlines around a vacation pause', () => {
  const now = 1_000_000_000_000;
  const match = (pausedUntil?: number): MatchRecord => ({
    id: 'm',
    game: 'dune',
    engineVersion: 1,
    options: {},
    seats: [
      { kind: 'human', name: 'A', resigned: false, ...(pausedUntil === undefined ? {} : { pausedUntil }) },
      { kind: 'human', name: 'B', resigned: false },
    ],
    seed: 's',
    status: 'active',
    createdAt: '',
    rematchOf: null,
    rematch: null,
    moveDeadlineSeconds: 60,
    standIn: null,
    listed: false,
    webhook: null,
    seq: 0,
    deciding: [],
    factions: null,
    quarantine: null,
    unreadable: null,
  });
  const moveTimer = (m: MatchRecord, seats: number[]) =>
    pendingTimers(
      GAMES.dune,
      m,
      seats.map((seat) => ({ seat, kind: 'move' })),
      3,
      now,
    ).find((t) => t.kind === 'move');

  it('a paused seat alone: its deadline counts from the end of the pause', () => {
    expect(moveTimer(match(now + 3_600_000), [0])).toEqual({ kind: 'move', seq: 3, dueAt: now + 3_600_000 + 60_000 });
  });

  it('with another person awaited, the timer falls for the other; the paused one is not overdue then', () => {
    expect(moveTimer(match(now + 3_600_000), [0, 1])?.dueAt).toBe(now + 60_000);
    expect(moveDueAt(match(now + 3_600_000), 1, now)).toBe(now + 60_000);
    expect(moveDueAt(match(now + 3_600_000), 0, now)).toBe(now + 3_660_000);
  });

  it('a pause that is over changes nothing', () => {
    expect(moveTimer(match(now - 1), [0])?.dueAt).toBe(now + 60_000);
  });
});

describe.each(DIALECTS)('the vacation pause (%s)', (dialect) => {
  const env = serverOn(dialect, () => ({ vacationMaxHours: 72 }));

  /** A person and a bot of Dune with a move deadline; the Atreides person must pick a traitor at once. */
  async function table(moveDeadlineSeconds: number | null = 60) {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hb'),
      options: { factions: ['atreides', 'emperor'] },
      moveDeadlineSeconds,
    });
    const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    const spectator = (await SocketClient.join(env.server.url, created.matchId)).client;
    return { matchId: created.matchId, client, spectator, first: update };
  }

  it('stops the seat’s deadline for the time asked, tells the table, and is given once per game', async () => {
    const { matchId, client, spectator, first } = await table();
    expect(first.decisionCount).toBeGreaterThan(0);
    const before = Date.now();
    client.send({ type: 'vacation', hours: 24 });
    for (const watcher of [client, spectator]) {
      const notice = (await watcher.next((m) => m.type === 'notice', 10_000, 0)) as Notice;
      expect(notice.event).toMatchObject({ type: 'seatPaused', params: { seat: 0, hours: 24 } });
      expect(notice.event.params.until).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    }
    const update = await client.nextUpdate((u) => u.players?.[0]?.pausedUntil !== undefined, 10_000, 0);
    const until = update.players![0]!.pausedUntil!;
    // The deadline counts from the end of the pause, and it is stored: a restart keeps it.
    expect(update.deadline).toBe(until + 60_000);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.timers).toEqual([{ kind: 'move', seq: first.seq, dueAt: until + 60_000 }]);
    expect(side.match.seats[0]!.pausedUntil).toBe(until);

    client.send({ type: 'vacation' });
    expect((await client.nextError()).code).toBe('vacationUsed');
    await client.close();
    await spectator.close();
  });

  it('refuses a pause longer than the server allows, in a game without deadlines, and for a spectator', async () => {
    const timed = await table();
    timed.client.send({ type: 'vacation', hours: 73 });
    expect(await timed.client.nextError()).toMatchObject({ code: 'vacationTooLong', params: { hours: 73, max: 72 } });
    timed.spectator.send({ type: 'vacation' });
    expect((await timed.spectator.nextError()).code).toBe('notASeat');
    // Refused, the pause is still to be had: the most the server allows, when no length is asked.
    timed.client.send({ type: 'vacation' });
    const notice = (await timed.client.next((m) => m.type === 'notice', 10_000, 0)) as Notice;
    expect(notice.event.params.hours).toBe(72);
    for (const c of [timed.client, timed.spectator]) await c.close();

    const untimed = await table(null);
    untimed.client.send({ type: 'vacation' });
    expect((await untimed.client.nextError()).code).toBe('vacationWithoutDeadline');
    for (const c of [untimed.client, untimed.spectator]) await c.close();
  });
});
