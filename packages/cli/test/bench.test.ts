import { describe, expect, it } from 'vitest';
import { bench, benchReport, median } from '../src/bench.ts';
import { raceEntry } from './raceGame.ts';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sorts numerically and leaves its input alone', () => {
    const values = [10, 9, 100];
    expect(median(values)).toBe(10);
    expect(values).toEqual([10, 9, 100]);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('bench', () => {
  it('times rounds of the same games and reports medians', () => {
    const input = { players: 2, games: 5, rounds: 3, warmupSeconds: 0, options: {} };
    const result = bench(raceEntry, input);
    expect(result.errors).toBe(0);
    expect(result.warmupGames).toBe(1);
    expect(result.rounds).toHaveLength(3);
    expect(new Set(result.rounds.map((r) => r.actions)).size).toBe(1);
    const report = benchReport('race', input, result).join('\n');
    expect(report).toMatch(/games\/s/);
    expect(report).toMatch(/actions\/s/);
    expect(report).toMatch(/µs\/action/);
    expect(report).toMatch(/spread/);
  });

  it('times the validating apply against applyInPlace on the same mid-game actions', () => {
    const input = { players: 2, games: 2, rounds: 1, warmupSeconds: 0, options: {}, applyGames: 2 };
    const result = bench(raceEntry, input);
    expect(result.apply?.samples).toBeGreaterThan(0);
    expect(result.apply?.validatingMicros).toBeGreaterThan(0);
    expect(result.apply?.checkMicros).toBeGreaterThan(0);
    const report = benchReport('race', input, result).join('\n');
    expect(report).toMatch(/validating apply on \d+ mid-game actions/);
    expect(report).toMatch(/of which the check alone .* µs; copy ≈ /);
    expect(report).toMatch(/each run first after the copy/);
    expect(result.apply?.inPlaceFirstMicros).toBeGreaterThan(0);
  });

  it("times apply's steps apart by action type when asked", () => {
    const input = { players: 2, games: 1, rounds: 1, warmupSeconds: 0, options: {}, applyGames: 1, applyDetail: true };
    const result = bench(raceEntry, input);
    const [all, ...types] = result.applyDetail ?? [];
    expect(all?.type).toBe('all');
    expect(all?.count).toBe(result.apply?.samples);
    expect(types.reduce((sum, r) => sum + r.count, 0)).toBe(all?.count);
    expect(all?.applyCold).toBeGreaterThan(0);
    expect(all?.checkWarm).toBeGreaterThan(0);
    const report = benchReport('race', input, result).join('\n');
    expect(report).toMatch(/apply's steps apart, by action type/);
    expect(report).toMatch(/perform on copy/);
  });
});
