import { describe, expect, it } from 'vitest';
import type { OpenTable, SeatInvite } from '../src/protocol.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { postMatch, serverOn } from './helpers/testServer.ts';

async function openTables(url: string): Promise<OpenTable[]> {
  return (await (await fetch(`${url}/api/open-tables`)).json()) as OpenTable[];
}

async function claim(url: string, matchId: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${url}/api/matches/${matchId}/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe.each(DIALECTS)('open tables (issue 18) (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('a listed match shows its free seat; the first to claim it gets the seat, the table is told, the list forgets it', async () => {
    const created = await createMatch(env.server.url, {
      game: 'imperium',
      seats: [{ kind: 'human', name: 'Alia' }, { kind: 'human', open: true }, ...seatsOf('b')],
      listed: true,
      moveDeadlineSeconds: 86_400,
    });
    // No invite for the open seat: nobody holds it yet.
    expect(created.invites.map((i) => i.seat)).toEqual([0]);
    const listed = (await openTables(env.server.url)).find((t) => t.matchId === created.matchId);
    expect(listed).toMatchObject({
      game: 'imperium',
      moveDeadlineSeconds: 86_400,
      seats: [
        { seat: 0, name: 'Alia', kind: 'human', open: false },
        { seat: 1, kind: 'human', open: true },
        { seat: 2, kind: 'bot', open: false },
      ],
    });
    const alia = (await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token)).client;
    expect(alia.lastUpdate?.players?.[1]).toMatchObject({ seat: 1, open: true });

    const taken = await claim(env.server.url, created.matchId, { seat: 1, name: 'Stilgar' });
    expect(taken.status).toBe(201);
    const invite = taken.json as SeatInvite;
    expect(invite.seat).toBe(1);
    const renamed = await alia.nextUpdate((u) => u.players?.[1]?.name === 'Stilgar', 10_000, 0);
    expect(renamed.players?.[1]).not.toHaveProperty('open');
    const stilgar = await SocketClient.join(env.server.url, created.matchId, invite.token);
    expect(stilgar.update.seat).toBe(1);

    // Taken: a second claim is refused, and the list no longer shows the match.
    expect(await claim(env.server.url, created.matchId, { seat: 1, name: 'Jamis' })).toMatchObject({
      status: 409,
      json: { error: { code: 'seatNotOpen' } },
    });
    expect((await openTables(env.server.url)).some((t) => t.matchId === created.matchId)).toBe(false);
    await alia.close();
    await stilgar.client.close();
  });

  it('refusals: no open seat to list, an open bot seat, a seat that is not free, a bad body', async () => {
    expect(await postMatch(env.server.url, { game: 'dune', seats: seatsOf('hb'), listed: true })).toEqual({
      status: 400,
      code: 'listedWithoutOpenSeat',
    });
    expect(
      await postMatch(env.server.url, { game: 'dune', seats: [{ kind: 'human' }, { kind: 'bot', open: true }] }),
    ).toEqual({ status: 400, code: 'openSeatNotHuman' });
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: [{ kind: 'human' }, { kind: 'human', open: true }],
    });
    // Not listed: not in the list, but its free seat can be taken by whoever has the link.
    expect((await openTables(env.server.url)).some((t) => t.matchId === created.matchId)).toBe(false);
    for (const seat of [0, 5]) {
      expect(await claim(env.server.url, created.matchId, { seat })).toMatchObject({
        status: 409,
        json: { error: { code: 'seatNotOpen', params: { seat } } },
      });
    }
    expect(await claim(env.server.url, created.matchId, { seat: 'one' })).toMatchObject({
      status: 400,
      json: { error: { code: 'malformedRequest' } },
    });
    expect(await claim(env.server.url, 'no-such-match-here', { seat: 1 })).toMatchObject({ status: 404 });
    expect((await claim(env.server.url, created.matchId, { seat: 1 })).status).toBe(201);
  });
});
