import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@arrakis/engine';
import { UPRISING_LEADERS, type EngineView } from '@arrakis/imperium';
import { GAMES } from '../src/games.ts';
import type { RematchResponse } from '../src/protocol.ts';
import { kill9, spawnServer } from './helpers/childServer.ts';
import { finishedMatch, postMatch, serverOn } from './helpers/testServer.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { checkImperiumSecrecy } from './helpers/imperiumSecrecy.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, eventually, matchSummary, readServerSide, statesAt } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

const random = { kind: 'bot' as const, botLevel: 'random' as const };
const heuristic = { kind: 'bot' as const, botLevel: 'heuristic' as const };
const human = { kind: 'human' as const };

function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

describe.each(DIALECTS)('Dune: Imperium – Uprising on the server (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('4 seats of bots with the CHOAM contracts play to the end; a spectator sees no hand; log and replay agree', async () => {
    const { matchId, summary } = await finishedMatch(
      env.server.url,
      {
        game: 'uprising',
        seats: [heuristic, random, heuristic, random],
        options: { contracts: true, leaderSelection: 'choose' },
      },
      90_000,
    );
    expect(summary.game).toBe('uprising');
    expect(summary.seq).toBeGreaterThan(100);
    // The faction a seat plays is its Uprising leader, public once chosen.
    for (const seat of summary.seats) expect(Object.keys(UPRISING_LEADERS)).toContain(seat.faction);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.match.engineVersion).toBe(GAMES.uprising.engineVersion);
    expect(side.seq).toBe(summary.seq);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.actions.every((a) => a.source === 'bot')).toBe(true);
    // The Intrigue windows of Uprising are the engine's: where a seat can only pass in one, the server passes for it.
    const entry = GAMES.uprising;
    let windows = 0;
    for (const state of statesAt(side)) {
      for (const { seat } of entry.game.decisions(state)) {
        const answer = entry.autoPassAnswer(state, seat);
        if (answer === null) continue;
        expect(answer).toEqual({ type: 'pass' });
        expect(entry.game.decisionActions(state, seat)).toEqual([answer]);
        windows++;
      }
    }
    expect(windows).toBeGreaterThan(10);

    // A spectator: the public view, to the byte, with no hand and no Intrigue.
    const { client, update } = await SocketClient.join(env.server.url, matchId);
    expect(update.game).toBe('uprising');
    expect(update.status).toBe('finished');
    expect(update.seat).toBeNull();
    const view = update.view as EngineView;
    expect(view.edition).toBe('uprising');
    expect(view.uprising?.choam).toBeDefined();
    expect(view.result).not.toBeNull();
    expect(view.players.map((p) => [p.hand, p.intrigues])).toEqual(view.players.map(() => [null, null]));
    expect(canonicalJson(view)).toBe(canonicalJson(GAMES.uprising.game.view(statesAt(side).at(-1), null)));
    await client.close();
  });

  it('solo: one person against two Rivals at Expert, to the end; the Rivals hold no secret on the wire', async () => {
    // The person plays at random: a game where it never holds an Intrigue checks none, so another is played (the
    // matches' seeds follow the file's, so a failure replays).
    let intrigues = 0;
    for (let game = 0; game < 3 && intrigues === 0; game++) {
      const created = await createMatch(env.server.url, {
        game: 'uprising',
        seats: [human],
        options: { rivalDifficulty: 'expert' },
      });
      const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
      const first = update.view as EngineView;
      expect(first.houseHagal?.mode).toBe('solo');
      expect(first.houseHagal?.rivals).toHaveLength(2);
      expect(first.players).toHaveLength(3);
      const played = await playSeats([client], () => false, 3000);
      expect(played.last.status).toBe('finished');
      expect((played.last.view as EngineView).result).not.toBeNull();
      const side = await readServerSide(env.database.options, created.matchId);
      expect(side.hash).toBe(side.replayedHash);
      expect(side.match.options).toEqual({ rivalDifficulty: 'expert' });
      intrigues += checkImperiumSecrecy(GAMES.uprising.game, side, [[client, 0]], 20).intrigues;
      await client.close();
    }
    expect(intrigues).toBeGreaterThan(0);
  }, 240_000);

  it('a bot alone against the Rivals at every difficulty, and the search levels, finish their games', async () => {
    const matches = await Promise.all(
      (['novice', 'expertPlus'] as const).map((rivalDifficulty) =>
        createMatch(env.server.url, { game: 'uprising', seats: [heuristic], options: { rivalDifficulty } }),
      ),
    );
    // The search thinks in worker threads; wherever a bot cannot answer an Uprising decision yet, the seat still
    // plays a legal action.
    const searching = await createMatch(env.server.url, {
      game: 'uprising',
      seats: [{ kind: 'bot', botLevel: 'easy' }, heuristic],
    });
    for (const { matchId } of [...matches, searching]) {
      await eventually(async () => (await matchSummary(env.server.url, matchId)).status === 'finished', 110_000);
      const side = await readServerSide(env.database.options, matchId);
      expect(side.hash).toBe(side.replayedHash);
      expect(GAMES.uprising.game.outcome(side.state)).not.toBeNull();
    }
    const side = await readServerSide(env.database.options, searching.matchId);
    expect(side.match.seats.map((s) => s.botLevel)).toEqual(['easy', 'heuristic']);
  }, 240_000);

  it('refuses bad Uprising requests by name, and the matches already running go on', async () => {
    const running = await createMatch(env.server.url, { game: 'uprising', seats: [human, random] });
    const { client } = await SocketClient.join(env.server.url, running.matchId, running.invites[0]!.token);
    const before = client.lastUpdate!.seq;

    const refusals = [
      // The 2020 game's options and leaders are not Uprising's.
      [{ game: 'uprising', seats: [human], options: { difficulty: 'sardaukar' } }, 400, 'badOptions'],
      [{ game: 'uprising', seats: [human], options: { leaders: ['letoAtreides'] } }, 400, 'badOptions'],
      // The back of Lady Jessica's card is no leader to start with (rules 004 FAQ).
      [{ game: 'uprising', seats: [human], options: { leaders: ['reverendMotherJessica'] } }, 400, 'badOptions'],
      [{ game: 'uprising', seats: [human], options: { rivalDifficulty: 'godlike' } }, 400, 'badOptions'],
      [{ game: 'uprising', seats: [human], options: { contracts: 'yes' } }, 400, 'badOptions'],
      [{ game: 'uprising', seats: [human], options: { rivals: ['paulAtreides', 'x', 'y'] } }, 400, 'badOptions'],
      [{ game: 'uprising', seats: [human, human, human, human, human] }, 400, 'badSeatCount'],
      [{ game: 'uprising', seats: [] }, 400, 'malformedRequest'],
      [{ game: 'uprising', seats: [human, { kind: 'bot', botLevel: 'godlike' }] }, 400, 'malformedRequest'],
      // Rules between options and seats are setup's: one leader for two seats, one Rival for a solo game.
      [{ game: 'uprising', seats: [human, human], options: { leaders: ['muadDib'] } }, 400, 'badLeaders'],
      [{ game: 'uprising', seats: [human], options: { rivals: ['stabanTuek'] } }, 400, 'badRivalLeaders'],
      [{ game: 'upRising', seats: [human] }, 400, 'malformedRequest'],
    ] as const;
    for (const [body, status, code] of refusals)
      expect(await postMatch(env.server.url, body), JSON.stringify(body)).toEqual({ status, code });

    // The running match is unharmed: its seat still plays.
    const more = await playSeats([client], () => false, 3);
    expect(more.acknowledged).toHaveLength(3);
    expect(more.last.seq).toBeGreaterThan(before);
    const side = await readServerSide(env.database.options, running.matchId);
    expect(side.hash).toBe(side.replayedHash);
    await client.close();
  });

  it('resign, rematch and the time per decision, as in the 2020 game', async () => {
    const created = await createMatch(env.server.url, {
      game: 'uprising',
      seats: [human, random],
      options: { contracts: true },
      moveDeadlineSeconds: 600,
    });
    const token = created.invites[0]!.token;
    const { client } = await SocketClient.join(env.server.url, created.matchId, token);
    // The person's first decision comes with its deadline.
    const deciding = await client.anyUpdate((u) => (u.decisionCount ?? 0) > 0);
    expect(deciding.deadline).not.toBeNull();
    client.send({ type: 'resign' });
    await client.anyUpdate((u) => (u.resigned ?? []).includes(0));
    const finished = await eventually(async () => {
      const s = await matchSummary(env.server.url, created.matchId);
      return s.status === 'finished' && s;
    }, 90_000);
    expect(finished.seats[0]).toMatchObject({ resigned: true });
    const side = await readServerSide(env.database.options, created.matchId);
    expect(side.actions.some((a) => a.seat === 0 && a.source === 'resigned')).toBe(true);
    expect(side.actions.filter((a) => a.seat === 0 && a.source === 'seat')).toHaveLength(0);

    const rematch = (await (
      await fetch(`${env.server.url}/api/matches/${created.matchId}/rematch`, postJson({ token }))
    ).json()) as RematchResponse;
    const next = await matchSummary(env.server.url, rematch.matchId);
    expect(next).toMatchObject({ game: 'uprising', status: 'active', rematchOf: created.matchId });
    const nextSide = await readServerSide(env.database.options, rematch.matchId);
    expect(nextSide.match.options).toEqual({ contracts: true });
    expect(nextSide.match.moveDeadlineSeconds).toBe(600);
    const joined = await SocketClient.join(env.server.url, rematch.matchId, token);
    expect((joined.update.view as EngineView).edition).toBe('uprising');
    await Promise.all([client.close(), joined.client.close()]);
  }, 120_000);
});

describe.each(DIALECTS)('an Uprising match across a restart of the server process (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('reloads at the same seq and state, and play goes on', async () => {
    const first = await spawnServer(database.env);
    let second: ChildProcess | null = null;
    try {
      // People only: nothing moves while the process is down.
      const created = await createMatch(first.url, { game: 'uprising', seats: [human, human, human] });
      const tokens = created.invites.map((i) => i.token);
      const clients = await Promise.all(
        tokens.map(async (t) => (await SocketClient.join(first.url, created.matchId, t)).client),
      );
      const { acknowledged, last } = await playSeats(clients, () => false, 60);
      expect(acknowledged).toHaveLength(60);
      await Promise.all(clients.map((c) => c.close()));
      await kill9(first.child);

      const restarted = await spawnServer(database.env);
      second = restarted.child;
      const side = await readServerSide(database.options, created.matchId);
      expect(side.seq).toBe(last.seq);
      expect(side.hash).toBe(side.replayedHash);
      const again = await Promise.all(
        tokens.map(async (t) => (await SocketClient.join(restarted.url, created.matchId, t)).client),
      );
      for (const [seat, client] of again.entries()) {
        expect(client.lastUpdate!.seq).toBe(side.seq);
        expect(canonicalJson(client.lastUpdate!.view)).toBe(canonicalJson(GAMES.uprising.game.view(side.state, seat)));
      }
      const more = await playSeats(again, () => false, 5);
      expect(more.acknowledged).toHaveLength(5);
      expect(more.acknowledged[0]!.seq).toBe(side.seq + 1);
      await Promise.all(again.map((c) => c.close()));
    } finally {
      await kill9(first.child);
      if (second) await kill9(second);
    }
  }, 120_000);
});
