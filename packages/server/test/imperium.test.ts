import { describe, expect, it } from 'vitest';
import type { ImperiumView } from '@arrakis/imperium';
import { GAMES } from '../src/games.ts';
import { finishedMatch, postMatch, serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { checkImperiumSecrecy } from './helpers/imperiumSecrecy.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, eventually, matchSummary, readServerSide } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

const random = { kind: 'bot' as const, botLevel: 'random' as const };
const human = { kind: 'human' as const };

describe.each(DIALECTS)('Dune: Imperium on the server (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('a 4-seat match of random bots plays itself to the end; the log, snapshots and replay agree', async () => {
    const { matchId, summary } = await finishedMatch(
      env.server.url,
      {
        game: 'imperium',
        seats: [random, random, random, random],
        options: { leaderSelection: 'choose' },
      },
      60_000,
    );
    expect(summary.game).toBe('imperium');
    expect(summary.seq).toBeGreaterThan(100);
    // The faction a seat plays is its leader, public once chosen.
    expect(summary.seats.every((s) => typeof s.faction === 'string')).toBe(true);
    const { client, update } = await SocketClient.join(env.server.url, matchId);
    expect(update.game).toBe('imperium');
    expect(update.status).toBe('finished');
    const view = update.view as ImperiumView;
    expect(view.result).not.toBeNull();
    expect(view.players).toHaveLength(4);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.seq).toBe(summary.seq);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.actions.every((a) => a.source === 'bot')).toBe(true);
    await client.close();
  });

  it('solo: one bot seat against the two House Hagal Rivals, to the end', async () => {
    const { matchId } = await createMatch(env.server.url, {
      game: 'imperium',
      seats: [random],
      options: { difficulty: 'sardaukar' },
    });
    await eventually(async () => (await matchSummary(env.server.url, matchId)).status === 'finished', 60_000);
    const { client, update } = await SocketClient.join(env.server.url, matchId);
    const view = update.view as ImperiumView;
    expect(view.houseHagal?.mode).toBe('solo');
    expect(view.players).toHaveLength(3);
    expect(view.result).not.toBeNull();
    await client.close();
  });

  it('refuses bad Imperium requests: unknown bot levels, unknown options, 5 seats', async () => {
    expect(
      await postMatch(env.server.url, { game: 'imperium', seats: [human, { kind: 'bot', botLevel: 'godlike' }] }),
    ).toEqual({
      status: 400,
      code: 'malformedRequest',
    });
    expect(
      await postMatch(env.server.url, { game: 'imperium', seats: [human], options: { factions: ['fremen'] } }),
    ).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(
      await postMatch(env.server.url, { game: 'imperium', seats: [human], options: { difficulty: 'godlike' } }),
    ).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(await postMatch(env.server.url, { game: 'imperium', seats: [human, human, human, human, human] })).toEqual({
      status: 400,
      code: 'badSeatCount',
    });
    expect(
      await postMatch(env.server.url, { game: 'imperium', seats: [human, human], options: { leaders: ['nope', 'x'] } }),
    ).toEqual({ status: 400, code: 'badOptions' });
    // A bot seat without a level plays the heuristic, as in Dune.
    const created = await createMatch(env.server.url, { game: 'imperium', seats: [human, { kind: 'bot' }, random] });
    const side = await readServerSide(env.database.options, created.matchId);
    expect(side.match.seats[1]?.botLevel).toBe('heuristic');
  });

  it('Imperium bots at every level: the heuristic and the search (worker threads) finish a game', async () => {
    const { matchId } = await createMatch(env.server.url, {
      game: 'imperium',
      seats: [{ kind: 'bot', botLevel: 'easy' }, { kind: 'bot', botLevel: 'heuristic' }, random],
    });
    await eventually(async () => (await matchSummary(env.server.url, matchId)).status === 'finished', 110_000);
    const side = await readServerSide(env.database.options, matchId);
    expect(side.hash).toBe(side.replayedHash);
    expect(side.match.seats.map((s) => s.botLevel)).toEqual(['easy', 'heuristic', 'random']);
  });

  it("two people online: a seat's socket never carries another seat's hand, deck order or Intrigues", async () => {
    const created = await createMatch(env.server.url, { game: 'imperium', seats: [human, random, human, random] });
    const a = (await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token)).client;
    const b = (await SocketClient.join(env.server.url, created.matchId, created.invites[1]!.token)).client;
    expect(created.invites.map((i) => i.seat)).toEqual([0, 2]);
    const played = await playSeats([a, b], () => false, 3000);
    expect(played.last.status).toBe('finished');

    const side = await readServerSide(env.database.options, created.matchId);
    const checked = checkImperiumSecrecy(GAMES.imperium.game, side, [
      [a, 0],
      [b, 2],
    ]);
    expect(checked.cards).toBeGreaterThan(100);
    expect(checked.intrigues).toBeGreaterThan(10);
    expect(checked.entries).toBeGreaterThan(100);
    await a.close();
    await b.close();
  }, 120_000);
});
