import { describe, expect, it } from 'vitest';
import { imperium, uprising, type EngineState } from '@arrakis/imperium';
import { BOTS, runTournament, type Bot } from '../../src/index.ts';

const leaderOf = (state: EngineState, seat: number) => state.players[seat]?.leader ?? `seat ${seat}`;
/** The registry's factories with their types forgotten: sound, the tournament hands each bot its own game's inputs. */
const UPRISING_BOTS = BOTS.uprising as unknown as Record<string, () => Bot<unknown, unknown>>;
const IMPERIUM_BOTS = BOTS.imperium as unknown as Record<string, () => Bot<unknown, unknown>>;

describe('Uprising tournaments (rules 004)', () => {
  it('the heuristic beats three random seats in most 4-player Uprising games, seats rotated', () => {
    const result = runTournament({
      game: uprising,
      options: { contracts: true },
      lineup: ['heuristic', 'random', 'random', 'random'],
      factories: UPRISING_BOTS,
      games: 12,
      seed: 'uprising-tournament-test',
      seatLabel: leaderOf,
    });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(12);
    expect(result.bots.heuristic!.seated).toBe(12);
    expect(result.bots.random!.seated).toBe(36);
    expect(result.bots.heuristic!.wins).toBeGreaterThanOrEqual(10);
  });

  it('offers random, heuristic and the ISMCTS levels for Uprising', () => {
    expect(Object.keys(BOTS.uprising)).toEqual(Object.keys(BOTS.imperium));
  });
});

describe('solo tournaments: one seat alone against the Rivals', () => {
  it('Uprising (rules 004 JEU SOLO): every game is the heuristic’s win or the Rivals’', () => {
    const result = runTournament({
      game: uprising,
      options: { rivalDifficulty: 'novice' },
      lineup: ['heuristic'],
      factories: UPRISING_BOTS,
      games: 6,
      seed: 'uprising-solo-test',
      seatLabel: leaderOf,
    });
    expect(result.errors).toEqual([]);
    expect(result.players).toBe(1);
    expect(result.finished).toBe(6);
    expect(result.bots.heuristic!.seated).toBe(6);
    // A game the seat does not win, a Rival won (rules 002 PARTIE SOLO: "un Rival devant le joueur gagne").
    expect(result.bots.heuristic!.wins + (result.reasons.houseHagal ?? 0)).toBe(6);
  });

  it('the 2020 game (rules 002 PARTIE SOLO), at its highest difficulty', () => {
    const result = runTournament({
      game: imperium,
      options: { difficulty: 'kwisatzHaderach' },
      lineup: ['heuristic'],
      factories: IMPERIUM_BOTS,
      games: 6,
      seed: 'imperium-solo-test',
    });
    expect(result.errors).toEqual([]);
    expect(result.finished).toBe(6);
    expect(result.bots.heuristic!.seated).toBe(6);
    expect(result.bots.heuristic!.wins + (result.reasons.houseHagal ?? 0)).toBe(6);
  });
});
