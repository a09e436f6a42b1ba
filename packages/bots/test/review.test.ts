import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readGameRecord } from '@arrakis/engine/records';
import type { GameRecord } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { REVIEW_ENTRIES, reviewRecord, ReviewReplayError } from '../src/index.ts';

// Issue 22 "Post-game review": a chance per seat after each round, and the three turns that swung most.
function record(path: string): GameRecord {
  const read = readGameRecord(JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')));
  if (!read.ok) throw new Error(read.detail);
  return read.record;
}

const imperiumGame = record('../../imperium/test/records/four-players-choose.json');
const budget = { playouts: 2, horizon: 30 };

describe('reviewRecord (issue 22)', () => {
  it('Imperium: a point per round, chances in [0, 1], the winner at 1 at the end, three moments by swing', () => {
    const review = reviewRecord(REVIEW_ENTRIES.imperium, imperiumGame, budget);
    expect(review.game).toBe('imperium');
    expect(review.seats).toEqual([0, 1, 2, 3]);
    expect(review.points[0]).toMatchObject({ turn: 0, at: 0 });
    expect(review.points.at(-1)!.at).toBe(imperiumGame.actions.length);
    const rounds = review.points.map((p) => p.turn);
    expect(rounds.slice(1, -1)).toEqual([...rounds.slice(1, -1)].sort((a, b) => a - b));
    for (const p of review.points) for (const c of p.chances) expect(c >= 0 && c <= 1).toBe(true);
    expect(review.points.at(-1)!.chances.filter((c) => c === 1).length).toBeGreaterThan(0);
    expect(review.moments).toHaveLength(3);
    const swings = review.moments.map((m) => m.swing);
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    for (const m of review.moments) {
      expect(m.at).toBeGreaterThanOrEqual(0);
      expect(m.at).toBeLessThan(imperiumGame.actions.length);
      expect(m.played).toEqual(imperiumGame.actions[m.at]!.action);
      expect(m.seat).toBe(imperiumGame.actions[m.at]!.seat);
    }
    expect(review.searched).toMatchObject({ bot: 'heuristic playouts', simulationsPerPoint: 2 });
  });

  it('playouts to the end reshuffle the unseen piles: the chances are shares of futures, not all one winner', () => {
    // The full state knows every future draw; without a fresh shuffle per playout, the deterministic heuristic bots
    // would play the same game every time and every chance would be 0 or 1.
    const review = reviewRecord(REVIEW_ENTRIES.imperium, imperiumGame, { playouts: 6, horizon: 10_000 });
    const open = review.points.slice(0, -1).flatMap((p) => p.chances.filter((c) => c > 0 && c < 1));
    expect(open.length).toBeGreaterThan(0);
    expect(review.points.at(-1)!.chances.filter((c) => c === 1).length).toBeGreaterThan(0);
  });

  it('is deterministic for a record and a budget', () => {
    const a = reviewRecord(REVIEW_ENTRIES.imperium, imperiumGame, budget);
    const b = reviewRecord(REVIEW_ENTRIES.imperium, imperiumGame, budget);
    expect({ ...a, searched: null }).toEqual({ ...b, searched: null });
  });

  it('refuses a record whose replay diverges, with the index of the refused action', () => {
    const actions = imperiumGame.actions.map((a, i) => (i === 40 ? { ...a, seat: (a.seat + 1) % 4 } : a));
    expect(() => reviewRecord(REVIEW_ENTRIES.imperium, { ...imperiumGame, actions }, budget)).toThrow(
      ReviewReplayError,
    );
    try {
      reviewRecord(REVIEW_ENTRIES.imperium, { ...imperiumGame, actions }, budget);
    } catch (error) {
      expect(error).toMatchObject({ index: 40 });
    }
  });

  it('Dune: a point per turn of a 6-faction game', () => {
    const dune = record('../../dune/test/records/six-factions-every-option.json');
    const review = reviewRecord(REVIEW_ENTRIES.dune, dune, { playouts: 1, horizon: 20 });
    expect(review.seats).toHaveLength(6);
    expect(review.points.length).toBeGreaterThanOrEqual(3);
    expect(review.moments.length).toBe(3);
  });
});
