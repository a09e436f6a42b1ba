import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { expectError, forcesOf, playAll, tokensOf } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'atomics' };
const dials = (a: number, b: number) =>
  [
    [0, { type: 'dial', value: a }],
    [1, { type: 'dial', value: b }],
  ] as const;
const closeWindow = [0, 1, 2].map((seat) => [seat, { type: 'pass' }] as const);

describe('annexe 4 Family Atomics', () => {
  it('annexe 4 Family Atomics: between the dials and their reveal, destroys the Shield Wall and every token on it', () => {
    const game = fixture(factions)
      .phase('storm')
      .storm(2)
      .stormDialers([0, 1])
      .hand('emperor', ['familyAtomics'])
      .forces('emperor', 'shieldWall', 8, 3)
      .forces('harkonnen', 'shieldWall', 7, 2)
      .build();
    const { state } = playAll(game, [...dials(1, 1), [2, { type: 'familyAtomics' }], ...closeWindow]);
    expect(state.shieldWallDestroyed).toBe(true);
    expect(forcesOf(state, 'emperor', 'shieldWall')).toBe(0);
    expect(forcesOf(state, 'harkonnen', 'shieldWall')).toBe(0);
    expect(state.factions.emperor!.tanks).toBe(3);
    expect(tokensOf(state, 'harkonnen')).toBe(20);
    expect(state.treacheryDiscard).toContain('familyAtomics');
  });

  it('annexe 4 Family Atomics: only for a player with tokens on the Shield Wall or next to it', () => {
    const game = fixture(factions).phase('storm').stormDialers([0, 1]).hand('emperor', ['familyAtomics']).build();
    expectError(playAll(game, dials(1, 1)).state, 2, { type: 'familyAtomics' }, 'illegalAction');
    const adjacent = fixture(factions)
      .phase('storm')
      .stormDialers([0, 1])
      .hand('emperor', ['familyAtomics'])
      .forces('emperor', 'pastyMesa', 5, 1)
      .build();
    playAll(adjacent, [...dials(1, 1), [2, { type: 'familyAtomics' }]]);
    // Harkonnen in Carthag are not next to the Shield Wall on this board.
    const carthag = fixture(factions).phase('storm').stormDialers([0, 1]).hand('harkonnen', ['familyAtomics']).build();
    expectError(playAll(carthag, dials(1, 1)).state, 1, { type: 'familyAtomics' }, 'illegalAction');
  });

  it('annexe 4 Family Atomics: afterwards the storm kills in Arrakeen, Carthag and the Imperial Basin', () => {
    const game = fixture(factions)
      .phase('storm')
      .storm(7)
      .stormDialers([0, 1])
      .hand('emperor', ['familyAtomics'])
      .forces('emperor', 'imperialBasin', 10, 2)
      .forces('emperor', 'falseWallEast', 6, 1)
      .build();
    const { state } = playAll(game, [...dials(2, 1), [2, { type: 'familyAtomics' }], ...closeWindow]);
    expect(state.storm).toBe(10);
    expect(forcesOf(state, 'atreides', 'arrakeen')).toBe(0);
    expect(forcesOf(state, 'harkonnen', 'carthag')).toBe(0);
    expect(forcesOf(state, 'emperor', 'imperialBasin')).toBe(0);
    expect(state.factions.atreides!.tanks).toBe(10);
  });

  it('annexe 4 Family Atomics: without them, the storm spares Arrakeen, Carthag and the Imperial Basin', () => {
    const game = fixture(factions)
      .phase('storm')
      .storm(7)
      .stormDialers([0, 1])
      .forces('emperor', 'imperialBasin', 10, 2)
      .build();
    const { state } = playAll(game, [...dials(2, 1), ...closeWindow]);
    expect(forcesOf(state, 'atreides', 'arrakeen')).toBe(10);
    expect(forcesOf(state, 'emperor', 'imperialBasin')).toBe(2);
  });
});
