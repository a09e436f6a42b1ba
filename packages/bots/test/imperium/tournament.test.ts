import { describe, expect, it } from 'vitest';
import { imperium, type ImperiumState } from '@arrakis/imperium';
import { BOTS, runTournament, type Bot } from '../../src/index.ts';

describe('Imperium tournaments', () => {
  it('the heuristic beats three random seats in most 4-player games, seats rotated', () => {
    const result = runTournament({
      game: imperium,
      options: {},
      lineup: ['heuristic', 'random', 'random', 'random'],
      factories: BOTS.imperium as unknown as Record<string, () => Bot<unknown, unknown>>,
      games: 12,
      seed: 'imperium-tournament-test',
      seatLabel: (state: ImperiumState, seat) => state.players[seat]?.leader ?? `seat ${seat}`,
    });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(12);
    expect(result.bots.heuristic!.seated).toBe(12);
    expect(result.bots.random!.seated).toBe(36);
    expect(result.bots.heuristic!.wins).toBeGreaterThanOrEqual(10);
  });

  it('offers random, heuristic and the ISMCTS levels for Imperium', () => {
    expect(Object.keys(BOTS.imperium)).toEqual([
      'random',
      'heuristic',
      'ismcts',
      'ismcts-easy',
      'ismcts-medium',
      'ismcts-hard',
    ]);
  });
});
