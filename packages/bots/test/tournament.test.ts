import { describe, expect, it } from 'vitest';
import { dune, factionOfSeat } from '@arrakis/dune';
import { BOTS, runTournament, type Bot } from '../src/index.ts';

describe('runTournament', () => {
  it('seats every bot at every position alike and counts each game once per seat', () => {
    const result = runTournament({
      game: dune,
      options: {},
      lineup: ['heuristic', 'random', 'random'],
      factories: BOTS.dune as unknown as Record<string, () => Bot<unknown, unknown>>,
      games: 12,
      seed: 'tournament-test',
      seatLabel: factionOfSeat,
    });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(12);
    expect(result.bots.heuristic!.seated).toBe(12);
    expect(result.bots.random!.seated).toBe(24);
    expect(result.bots.heuristic!.times.length).toBeGreaterThan(0);
    const labelled = Object.values(result.bots.heuristic!.byLabel).reduce((sum, t) => sum + t.seated, 0);
    expect(labelled).toBe(12);
  });
});
