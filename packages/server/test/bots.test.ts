import { describe, expect, it } from 'vitest';
import type { DuneView } from '@arrakis/dune';
import { type MyMatch, type RematchResponse } from '../src/index.ts';
import { serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, eventually, matchSummary, readServerSide, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

describe.each(DIALECTS)('bots, resignation and rematch (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('a match of six random bots plays itself to the end; the log, snapshots and replay agree', async () => {
    const seats = seatsOf('bbbbbb').map((s) => ({ ...s, botLevel: 'random' as const }));
    const { matchId } = await createMatch(env.server.url, { game: 'dune', seats });
    const summary = await eventually(async () => {
      const s = await matchSummary(env.server.url, matchId);
      return s.status === 'finished' && s;
    }, 90_000);
    expect(summary.seq).toBeGreaterThan(100);
    const { client, update } = await SocketClient.join(env.server.url, matchId);
    expect(update.status).toBe('finished');
    const view = update.view as DuneView;
    expect(view.result?.winners.length).toBeGreaterThan(0);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.seq).toBe(summary.seq);
    // Loaded from the latest snapshot plus the actions after it, equal to a replay of the whole log.
    expect(side.hash).toBe(side.replayedHash);
    expect(side.actions.every((a) => a.source === 'bot')).toBe(true);
    await client.close();
  });

  it('bot seats are heuristic unless asked otherwise; six heuristic bots finish a game by themselves', async () => {
    const { matchId } = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('bbbbbb') });
    const summary = await eventually(async () => {
      const s = await matchSummary(env.server.url, matchId);
      return s.status === 'finished' && s;
    }, 90_000);
    const { client, update } = await SocketClient.join(env.server.url, matchId);
    expect((update.view as DuneView).result).not.toBeNull();
    const side = await readServerSide(env.database.options, matchId);
    expect(side.seq).toBe(summary.seq);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.match.seats.map((s) => s.botLevel)).toEqual([
      'heuristic',
      'heuristic',
      'heuristic',
      'heuristic',
      'heuristic',
      'heuristic',
    ]);
    await client.close();
  });

  it('searching bots (ISMCTS, issue 4) think in worker threads at their level and finish a game', async () => {
    const { matchId } = await createMatch(env.server.url, {
      game: 'dune',
      seats: [
        { kind: 'bot', botLevel: 'easy' },
        { kind: 'bot', botLevel: 'heuristic' },
        { kind: 'bot', botLevel: 'easy' },
      ],
    });
    await eventually(async () => (await matchSummary(env.server.url, matchId)).status === 'finished', 110_000);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.match.seats.map((s) => s.botLevel)).toEqual(['easy', 'heuristic', 'easy']);
  });

  it('a resigned seat is played with minimal actions; the rematch keeps seats, options and tokens', async () => {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seatsOf('hbbbbb'),
      options: { factions: ['fremen', 'atreides', 'harkonnen', 'emperor', 'guild', 'beneGesserit'] },
    });
    const token = created.invites[0]!.token;
    const { client } = await SocketClient.join(env.server.url, created.matchId, token);
    client.send({ type: 'resign' });
    await client.anyUpdate((u) => (u.resigned ?? []).includes(0));
    client.send({ type: 'action', seq: client.lastUpdate!.seq, action: { type: 'pass' } });
    expect(await client.nextError()).toMatchObject({ code: 'resigned' });

    const finished = await eventually(async () => {
      const s = await matchSummary(env.server.url, created.matchId);
      return s.status === 'finished' && s;
    }, 90_000);
    expect(finished.seats[0]).toMatchObject({ resigned: true, faction: 'fremen' });
    const side = await readServerSide(env.database.options, created.matchId);
    const resignedMoves = side.actions.filter((a) => a.source === 'resigned');
    expect(resignedMoves.length).toBeGreaterThan(0);
    expect(resignedMoves.every((a) => a.seat === 0)).toBe(true);
    expect(side.actions.filter((a) => a.seat === 0 && a.source === 'bot')).toHaveLength(0);

    const myBefore = (await (
      await fetch(`${env.server.url}/api/my-matches`, post({ tokens: [token, 'unknown-token'] }))
    ).json()) as MyMatch[];
    expect(myBefore).toEqual([
      {
        matchId: created.matchId,
        seat: 0,
        status: 'finished',
        yourTurn: false,
        seq: finished.seq,
        game: 'dune',
        players: finished.seats.map((s) => ({ name: s.name, kind: s.kind, faction: s.faction })),
        waitingFor: [],
        deadline: null,
        lastMoveAt: expect.any(Number) as number,
        lastEvent: { type: expect.any(String) as string, params: expect.any(Object) as object },
      },
    ]);

    expect(
      (await fetch(`${env.server.url}/api/matches/${created.matchId}/rematch`, post({ token: 'nope' }))).status,
    ).toBe(403);
    const rematch = (await (
      await fetch(`${env.server.url}/api/matches/${created.matchId}/rematch`, post({ token }))
    ).json()) as RematchResponse;
    const again = (await (
      await fetch(`${env.server.url}/api/matches/${created.matchId}/rematch`, post({ token }))
    ).json()) as RematchResponse;
    expect(again.matchId).toBe(rematch.matchId);
    expect(rematch.link).toBe(`/play/${rematch.matchId}`);
    // The old match's clients are told where the rematch is.
    await client.anyUpdate((u) => u.rematch === rematch.matchId);

    const next = await matchSummary(env.server.url, rematch.matchId);
    expect(next).toMatchObject({ status: 'active', rematchOf: created.matchId });
    expect(next.seats.map((s) => [s.kind, s.faction, s.resigned])).toEqual(
      finished.seats.map((s) => [s.kind, s.faction, false]),
    );
    expect((await matchSummary(env.server.url, created.matchId)).rematch).toBe(rematch.matchId);
    const nextSide = await readServerSide(env.database.options, rematch.matchId);
    expect(nextSide.match.seed).not.toBe(side.match.seed);
    expect(nextSide.match.options).toEqual(side.match.options);

    // The same token plays the rematch, and "my matches" lists both, the newest first, with whose turn it is.
    const joined = await SocketClient.join(env.server.url, rematch.matchId, token);
    expect(joined.update.seat).toBe(0);
    const mine = await eventually(async () => {
      const list = (await (
        await fetch(`${env.server.url}/api/my-matches`, post({ tokens: [token] }))
      ).json()) as MyMatch[];
      return list[0]?.yourTurn && list;
    });
    expect(mine.map((m) => m.matchId)).toEqual([rematch.matchId, created.matchId]);
    expect(mine[0]!.waitingFor).toContain(0);
    expect((joined.client.lastUpdate!.view as DuneView).decisions.some((d) => d.seat === 0)).toBe(true);
    await Promise.all([client.close(), joined.client.close()]);
  });

  it('every update carries the seats’ public names, kinds and resignations, to seats and spectators alike', async () => {
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: [{ kind: 'human', name: 'Paul' }, { kind: 'human', name: 'Chani' }, { kind: 'bot' }],
      options: { factions: ['atreides', 'fremen', 'harkonnen'] },
    });
    const [paulToken, chaniToken] = created.invites.map((i) => i.token);
    const paul = await SocketClient.join(env.server.url, created.matchId, paulToken);
    const chani = await SocketClient.join(env.server.url, created.matchId, chaniToken);
    const spectator = await SocketClient.join(env.server.url, created.matchId);
    const expected = [
      { seat: 0, name: 'Paul', kind: 'human', resigned: false },
      { seat: 1, name: 'Chani', kind: 'human', resigned: false },
      { seat: 2, name: 'Bot 3', kind: 'bot', resigned: false },
    ];
    for (const { update } of [paul, chani, spectator]) expect(update.players).toEqual(expected);
    // Public facts only: no token (nor its hash) ever rides along.
    for (const { client } of [paul, chani, spectator]) {
      for (const raw of client.raw) for (const token of [paulToken!, chaniToken!]) expect(raw).not.toContain(token);
    }

    chani.client.send({ type: 'resign' });
    const resigned = expected.map((p) => (p.seat === 1 ? { ...p, resigned: true } : p));
    for (const { client } of [paul, chani, spectator]) {
      const update = await client.anyUpdate((u) => u.players?.[1]?.resigned === true);
      expect(update.players).toEqual(resigned);
      expect(update.resigned).toEqual([1]);
    }
    // A fresh connection gets the same picture.
    const late = await SocketClient.join(env.server.url, created.matchId);
    expect(late.update.players).toEqual(resigned);
    await Promise.all([paul, chani, spectator, late].map(({ client }) => client.close()));
  });

  it('refuses bad create requests', async () => {
    const bad = async (body: unknown): Promise<{ status: number; code: string }> => {
      const response = await fetch(`${env.server.url}/api/matches`, post(body));
      const json = (await response.json()) as { error: { code: string } };
      return { status: response.status, code: json.error.code };
    };
    expect(await bad({ game: 'dune', seats: seatsOf('h') })).toEqual({ status: 400, code: 'badSeatCount' });
    expect(await bad({ game: 'chess', seats: seatsOf('hh') })).toEqual({ status: 400, code: 'malformedRequest' });
    expect(await bad({ game: 'dune', seats: seatsOf('hh'), options: { factions: ['fremen', 'fremen'] } })).toEqual({
      status: 400,
      code: 'badFactions',
    });
    expect(
      await bad({ game: 'dune', seats: seatsOf('hh'), options: { advancedBattles: true, increasedSpiceFlow: false } }),
    ).toEqual({
      status: 400,
      code: 'advancedRulesNeedIncreasedSpiceFlow',
    });
    expect(await bad({ game: 'dune', seats: seatsOf('hh'), options: { biddingTimerSeconds: 'soon' } })).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect((await fetch(`${env.server.url}/api/matches/nope`)).status).toBe(404);
  });
});

function post(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
