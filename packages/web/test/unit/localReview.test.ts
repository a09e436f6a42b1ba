import { readFileSync } from 'node:fs';
import { REVIEW_ENTRIES, reviewRecord, type ReviewBudget } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';
import { readGameRecord } from '@arrakis/engine/records';
import { describe, expect, it } from 'vitest';
import { createReviewHost } from '../../src/transport/reviewHost.ts';
import type { FromReview } from '../../src/transport/reviewProtocol.ts';

function fixture(path: string): GameRecord {
  const reading = readGameRecord(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as unknown);
  if (!reading.ok) throw new Error(`fixture unreadable: ${reading.detail}`);
  return reading.record;
}

/** A small record: a solo Imperium game against House Hagal, 72 actions, 7 rounds. */
const SOLO = fixture('../../../imperium/test/records/solo-house-hagal.json');
/** Small, so that the test is quick; the protocol is the same whatever the budget. */
const BUDGET: ReviewBudget = { playouts: 2, horizon: 400 };

/** The worker's logic inline, its slices queued here and run when the test says. */
function inlineHost() {
  const posted: FromReview[] = [];
  const queue: (() => void)[] = [];
  const host = createReviewHost(
    (message) => posted.push(message),
    (next) => queue.push(next),
  );
  const runSlice = () => queue.shift()?.();
  const runAll = () => {
    while (queue.length > 0) runSlice();
  };
  return { host, posted, queue, runSlice, runAll };
}

function withoutTime(review: GameReview) {
  return { ...review, searched: { ...review.searched, ms: 0 } };
}

describe('the review worker of local games (issue 22): start, progress, result, cancel', () => {
  it('reviews a finished record with the bots’ own review code, telling the round under search, then the moments', () => {
    const { host, posted, runAll } = inlineHost();
    host.receive({ type: 'start', job: 7, record: SOLO, budget: BUDGET });
    runAll();
    const last = posted.at(-1)!;
    expect(last.type).toBe('result');
    if (last.type !== 'result') return;
    expect(last.job).toBe(7);
    // The same review as the server's (deterministic for a record and a budget), however it is sliced.
    expect(withoutTime(last.review)).toEqual(withoutTime(reviewRecord(REVIEW_ENTRIES.imperium, SOLO, BUDGET)));
    expect(last.review.moments.length).toBeGreaterThan(0);

    const progress = posted.flatMap((m) => (m.type === 'progress' && m.job === 7 ? [m.progress] : []));
    const rounds = last.review.points.at(-1)!.turn;
    expect(progress[0]).toEqual({ turn: 1, turns: rounds, moments: false });
    // Round after round, never back, then the moments.
    const turns = progress.filter((p) => !p.moments).map((p) => p.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(progress.every((p) => p.turns === rounds)).toBe(true);
    expect(progress.at(-1)).toEqual({ turn: rounds, turns: rounds, moments: true });
    expect(posted.filter((m) => m.type === 'result')).toHaveLength(1);
  });

  it('a cancelled review posts nothing more, and its slices stop', () => {
    const { host, posted, queue, runSlice } = inlineHost();
    host.receive({ type: 'start', job: 1, record: SOLO, budget: BUDGET });
    runSlice();
    const before = posted.length;
    host.receive({ type: 'cancel', job: 1 });
    let slices = 0;
    while (queue.length > 0) {
      runSlice();
      slices++;
    }
    expect(slices).toBeLessThanOrEqual(1);
    expect(posted).toHaveLength(before);
    expect(posted.some((m) => m.type === 'result')).toBe(false);
  });

  it('a new start drops the review under way: only the new job is answered', () => {
    const { host, posted, runAll } = inlineHost();
    host.receive({ type: 'start', job: 1, record: SOLO, budget: BUDGET });
    host.receive({ type: 'start', job: 2, record: SOLO, budget: BUDGET });
    runAll();
    expect(posted.filter((m) => m.type === 'result').map((m) => m.job)).toEqual([2]);
  });

  it('a game not over is refused before a single playout: its full state is still secret', () => {
    const { host, posted, queue } = inlineHost();
    const unfinished = { ...SOLO, actions: SOLO.actions.slice(0, 40) };
    host.receive({ type: 'start', job: 3, record: unfinished, budget: BUDGET });
    expect(posted).toEqual([{ type: 'refused', job: 3, reason: 'notFinished', detail: '40 actions' }]);
    expect(queue).toHaveLength(0);
  });

  it('a game the bots do not know, or a record that does not replay, is refused', () => {
    const { host, posted } = inlineHost();
    host.receive({ type: 'start', job: 4, record: { ...SOLO, game: 'chess' }, budget: BUDGET });
    const broken = { ...SOLO, actions: [{ seat: 0, action: { type: 'nonsense' } }, ...SOLO.actions] };
    host.receive({ type: 'start', job: 5, record: broken, budget: BUDGET });
    expect(posted.map((m) => (m.type === 'refused' ? [m.job, m.reason] : m.type))).toEqual([
      [4, 'unknownGame'],
      [5, 'replayRefused'],
    ]);
  });
});
