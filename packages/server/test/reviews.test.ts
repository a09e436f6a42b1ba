import type { GameReview, ReviewStatus } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import { openDatabase } from '../src/storage/database.ts';
import { purgeExpired } from '../src/storage/retention.ts';
import { storedReview } from '../src/storage/reviewStore.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, eventually } from './helpers/serverState.ts';
import { finishedMatch, serverOn } from './helpers/testServer.ts';

// Issue 22 "Post-game review": queued at a match's end, computed once in the background, `GET …/review`.
const random = { kind: 'bot' as const, botLevel: 'random' as const };
const human = { kind: 'human' as const };
const DAY = 86_400_000;

async function review(base: string, id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/matches/${id}/review`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const codeOf = (body: Record<string, unknown>): unknown => (body['error'] as { code?: string } | undefined)?.code;

describe.each(DIALECTS)('post-game review over HTTP, issue 22 (%s)', (dialect) => {
  const env = serverOn(dialect, () => ({ reviewBudget: { playouts: 1, horizon: 20 } }));

  it('a running match: 409 matchNotFinished; unknown: 404; hostile ids refused', async () => {
    const base = env.server.url;
    const { matchId } = await createMatch(base, { game: 'dune', seats: [human, human] });
    const running = await review(base, matchId);
    expect(running.status).toBe(409);
    expect(codeOf(running.body)).toBe('matchNotFinished');
    const unknown = await review(base, 'noSuchMatch0');
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown.body)).toBe('unknownMatch');
    for (const hostile of ["x'%20or%201=1--", 'a'.repeat(65), '%00', '..%2F..%2Fetc']) {
      const answer = await review(base, hostile);
      expect(answer.status).toBe(400);
      expect(codeOf(answer.body)).toBe('malformedRequest');
    }
  });

  it('a bot match played to the end: its review pending → ready, points and ≤ 3 moments, never recomputed; queued by a server that finds it at start; deleted with the match', async () => {
    const base = env.server.url;
    const { matchId } = await finishedMatch(base, { game: 'imperium', seats: [random, random, random] }, 120_000);
    const first = await review(base, matchId);
    expect(first.status).toBe(200);
    expect(['pending', 'running', 'ready']).toContain(first.body['status']);
    const ready = await eventually(async () => {
      const r = await review(base, matchId);
      return r.body['status'] === 'ready' && (r.body as ReviewStatus & { status: 'ready' }).review;
    }, 120_000);
    const checkShape = (r: GameReview) => {
      expect(r.game).toBe('imperium');
      expect(r.seats).toEqual([0, 1, 2]);
      expect(r.points.length).toBeGreaterThan(1);
      for (const p of r.points) {
        expect(p.chances).toHaveLength(3);
        for (const c of p.chances) expect(c >= 0 && c <= 1).toBe(true);
      }
      expect(r.moments.length).toBeLessThanOrEqual(3);
      expect(r.moments.length).toBeGreaterThan(0);
      expect(r.searched.simulationsPerPoint).toBe(1);
    };
    checkShape(ready);

    const database = await openDatabase(env.database.options);
    try {
      const stored = await storedReview(database.db, matchId);
      expect(stored?.finishedAt).not.toBeNull();
      const again = await review(base, matchId);
      expect(again.body).toEqual({ status: 'ready', review: ready });
      expect(await storedReview(database.db, matchId)).toEqual(stored);

      // A finished match without a review (one that ended before the table existed): asked for, it is queued.
      await database.db.deleteFrom('match_reviews').where('match_id', '=', matchId).execute();
      const queued = await review(base, matchId);
      expect(queued.body).toEqual({ status: 'pending' });
      const redone = await eventually(async () => {
        const r = await review(base, matchId);
        return r.body['status'] === 'ready' && (r.body as ReviewStatus & { status: 'ready' }).review;
      }, 120_000);
      checkShape(redone);

      // A server that starts finds a finished match without a review and queues it, unasked.
      await database.db.deleteFrom('match_reviews').where('match_id', '=', matchId).execute();
      const restarted = await startServer({ ...env.database.options, reviewBudget: { playouts: 1, horizon: 20 } });
      try {
        const found = await eventually(async () => (await storedReview(database.db, matchId))?.status, 120_000);
        expect(['pending', 'running', 'ready']).toContain(found.status);
        const done = await eventually(async () => {
          const s = await storedReview(database.db, matchId);
          return s?.status.status === 'ready' && s.status.review;
        }, 120_000);
        checkShape(done);
      } finally {
        await restarted.close();
      }

      // rules of retention (issue 18): the review goes with the match.
      const purged = await purgeExpired(database.db, { finishedMatchDays: 1, chatDays: null }, Date.now() + 2 * DAY);
      expect(purged.matches).toBeGreaterThan(0);
      expect(await storedReview(database.db, matchId)).toBeNull();
      expect((await review(base, matchId)).status).toBe(404);
    } finally {
      await database.close();
    }
  });

  it('a match played on from another game has no record of its own: its review is unavailable, with the reason', async () => {
    const base = env.server.url;
    const { matchId: source } = await finishedMatch(
      base,
      { game: 'imperium', seats: [random, random, random] },
      120_000,
    );
    const response = await fetch(`${base}/api/matches/play-on`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: source, at: 10, seats: [random, random, random] }),
    });
    expect(response.status).toBe(201);
    const { matchId } = (await response.json()) as { matchId: string };
    const answer = await eventually(async () => {
      const r = await review(base, matchId);
      return r.status === 200 && r.body['status'] === 'unavailable' && r.body;
    }, 120_000);
    expect(answer).toEqual({ status: 'unavailable', reason: 'branchRecordUnavailable' });
  });
});
