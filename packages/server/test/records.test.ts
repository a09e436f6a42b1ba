import { replay, stateHash, type GameEvent, type GameRecord } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games.ts';
import type { ViewAt, ViewLog } from '../src/records.ts';
import { DIALECTS } from './helpers/databases.ts';
import { playSeats } from './helpers/play.ts';
import { createMatch, readServerSide } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { finishedMatch, serverOn } from './helpers/testServer.ts';

const random = { kind: 'bot' as const, botLevel: 'random' as const };
const human = { kind: 'human' as const };

async function get(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function post(url: string, body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const codeOf = (json: Record<string, unknown>): unknown => (json['error'] as { code?: string } | undefined)?.code;

describe.each(DIALECTS)('records over HTTP, issue 22 (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('during a game: no record, no seed; a seat gets only what it saw, any view-at only for itself', async () => {
    const base = env.server.url;
    const created = await createMatch(base, { game: 'dune', seats: [human, human] });
    const id = created.matchId;
    const clients = await Promise.all(
      created.invites.map(async (invite) => (await SocketClient.join(base, id, invite.token)).client),
    );
    await playSeats(clients, (u) => u.seq >= 40, 40);
    await Promise.all(clients.map((c) => c.close()));
    const side = await readServerSide(env.database.options, id);
    const seed = side.match.seed;

    const record = await get(`${base}/api/matches/${id}/record`);
    expect(record.status).toBe(409);
    expect(JSON.parse(record.text)).toMatchObject({ error: { code: 'matchNotFinished' } });

    let othersPrivate = 0;
    for (const invite of created.invites) {
      const other = 1 - invite.seat;
      const log = await get(`${base}/api/matches/${id}/log?token=${invite.token}`);
      expect(log.status).toBe(200);
      expect(log.text).not.toContain(seed);
      const body = JSON.parse(log.text) as ViewLog;
      expect(body.format).toBe('arrakis-view-log');
      expect(body.seat).toBe(invite.seat);
      expect(body.entries.length).toBeGreaterThan(0);
      const seen = body.entries.flatMap((e) => e.events);
      expect(seen.every((e: GameEvent) => e.visibility === 'public' || e.visibility.includes(invite.seat))).toBe(true);
      // The other seat's private events (the cards it bought, what the Atreides foresaw) are not in this log. A seat
      // may have none in 40 actions (it bought nothing): the count over both seats is checked below.
      const theirs = side.actions
        .flatMap((a) => a.events)
        .filter((e) => e.visibility !== 'public' && !e.visibility.includes(invite.seat));
      othersPrivate += theirs.length;
      for (const event of theirs) expect(log.text).not.toContain(JSON.stringify(event.params));

      const at = await get(`${base}/api/matches/${id}/view-at/${side.seq}?token=${invite.token}`);
      expect(at.status).toBe(200);
      expect(at.text).not.toContain(seed);
      const viewAt = JSON.parse(at.text) as ViewAt;
      expect(viewAt.view).toEqual(GAMES.dune.game.view(side.state, invite.seat));
      expect(viewAt.view).not.toEqual(GAMES.dune.game.view(side.state, other));
    }
    expect(othersPrivate).toBeGreaterThan(0);
    const spectator = JSON.parse((await get(`${base}/api/matches/${id}/view-at/3`)).text) as ViewAt;
    const third = replay(GAMES.dune.game, side.match.options, side.match.seats, seed, side.actions.slice(0, 3));
    expect(third.ok && spectator.view).toEqual(third.ok && GAMES.dune.game.view(third.state, null));
    expect(spectator.log.flatMap((e) => e.events).every((e) => e.visibility === 'public')).toBe(true);

    // Hostile input: named errors, nothing changed.
    const refusals: [string, number, string][] = [
      [`/api/matches/${id}/view-at/${side.seq + 1}`, 400, 'seqOutOfRange'],
      [`/api/matches/${id}/view-at/-1`, 400, 'malformedRequest'],
      [`/api/matches/${id}/view-at/1e3`, 400, 'malformedRequest'],
      [`/api/matches/${id}/view-at/99999999999`, 400, 'malformedRequest'],
      [`/api/matches/${id}/view-at/1?token=nope`, 403, 'badSeatToken'],
      [`/api/matches/${id}/log?token=nope`, 403, 'badSeatToken'],
      [`/api/matches/${id}/log`, 400, 'malformedRequest'],
      [`/api/matches/${id}/log?token=a&token=b`, 400, 'malformedRequest'],
      [`/api/matches/no-such-match/record`, 404, 'unknownMatch'],
      [`/api/matches/no-such-match/view-at/0`, 404, 'unknownMatch'],
      [`/api/matches/${'x'.repeat(65)}/record`, 400, 'malformedRequest'],
      [`/api/matches/a%00b/log?token=x`, 400, 'malformedRequest'],
    ];
    for (const [path, status, code] of refusals) {
      const answer = await get(base + path);
      expect([path, answer.status]).toEqual([path, status]);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code } });
    }
    expect((await readServerSide(env.database.options, id)).hash).toBe(side.hash);
  });

  it('after the end: the record replays to the final state; a tampered record is refused with index and reason', async () => {
    const base = env.server.url;
    const { matchId } = await finishedMatch(base, { game: 'imperium', seats: [random, random, random] }, 60_000);
    const side = await readServerSide(env.database.options, matchId);
    const answer = await get(`${base}/api/matches/${matchId}/record`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="arrakis-imperium-${matchId}.json"`);
    const record = JSON.parse(answer.text) as GameRecord;
    expect(record).toMatchObject({
      format: 'arrakis-game-record',
      recordVersion: 1,
      game: 'imperium',
      seed: side.match.seed,
    });
    expect(record.actions).toHaveLength(side.seq);
    expect(record.seats.every((s) => s.kind === 'bot' && s.botLevel === 'random' && typeof s.role === 'string')).toBe(
      true,
    );
    const replayed = replay(GAMES.imperium.game, record.options, record.seats, record.seed, record.actions);
    expect(replayed.ok && stateHash(replayed.state)).toBe(side.hash);
    expect(record.finalHash).toBe(side.hash);

    const checked = await post(`${base}/api/records/check`, answer.text);
    expect(checked).toEqual({
      status: 200,
      json: { ok: true, game: 'imperium', actions: side.seq, finalHash: side.hash },
    });

    // An action replaced by another seat's: refused at its index, with the game's reason.
    const index = Math.floor(record.actions.length / 2);
    const moved = record.actions.map((a, i) => (i === index ? { ...a, seat: (a.seat + 1) % 3 } : a));
    const tampered = await post(`${base}/api/records/check`, JSON.stringify({ ...record, actions: moved }));
    expect(tampered.status).toBe(400);
    expect(tampered.json).toMatchObject({ error: { code: 'recordDiverges', params: { index } } });
    expect(typeof (tampered.json['error'] as { params: { reason: unknown } }).params.reason).toBe('string');
    const shortened = await post(
      `${base}/api/records/check`,
      JSON.stringify({ ...record, actions: record.actions.slice(0, -1) }),
    );
    expect(shortened.json).toMatchObject({
      error: { code: 'recordDiverges', params: { index: record.actions.length - 1, reason: 'finalHashDiffers' } },
    });

    expect(
      codeOf((await post(`${base}/api/records/check`, JSON.stringify({ ...record, recordVersion: 99 }))).json),
    ).toBe('recordVersionUnknown');
    expect(codeOf((await post(`${base}/api/records/check`, JSON.stringify({ ...record, seed: 7 }))).json)).toBe(
      'recordMalformed',
    );
    expect(codeOf((await post(`${base}/api/records/check`, JSON.stringify({ ...record, game: 'chess' }))).json)).toBe(
      'recordMalformed',
    );
    expect(codeOf((await post(`${base}/api/records/check`, '[1,2]')).json)).toBe('recordMalformed');
    expect(codeOf((await post(`${base}/api/records/check`, '{"format":')).json)).toBe('malformedRequest');
    expect(
      codeOf(
        (await post(`${base}/api/records/check`, JSON.stringify({ ...record, options: { nonsense: true } }))).json,
      ),
    ).toBe('recordMalformed');
    expect(
      codeOf((await post(`${base}/api/records/check`, JSON.stringify({ ...record, engineVersion: 1e6 }))).json),
    ).toBe('recordEngineVersion');
    const huge = await post(
      `${base}/api/records/check`,
      JSON.stringify({ ...record, padding: 'x'.repeat(3 * 1024 * 1024) }),
    );
    expect([huge.status, codeOf(huge.json)]).toEqual([413, 'requestTooLarge']);
  }, 120_000);
});
