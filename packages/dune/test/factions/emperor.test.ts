import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { playAll } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'emperor' };
const pass = { type: 'pass' } as const;

describe('annexe 3 Emperor', () => {
  it('annexe 3 Emperor 1: others pay their bids to the Emperor', () => {
    const game = fixture(factions).phase('bidding').spice('atreides', 10).spice('emperor', 0).build();
    // CHOAM charity first gives the Emperor 2 (rules 000 §8.I).
    expect(game.factions.emperor!.spice).toBe(2);
    const { state } = playAll(game, [
      [0, { type: 'bid', amount: 5, karama: false }],
      [1, pass],
      [2, pass],
    ]);
    expect(state.factions.emperor!.spice).toBe(7);
    expect(state.bank).toBe(game.bank);
  });

  it('annexe 3 Emperor 1: the Emperor’s own purchases are paid to the bank', () => {
    const game = fixture(factions).phase('bidding').spice('emperor', 10).build();
    const { state } = playAll(game, [
      [0, pass],
      [1, pass],
      [2, { type: 'bid', amount: 3, karama: false }],
      [0, pass],
      [1, pass],
    ]);
    expect(state.factions.emperor!.spice).toBe(7);
    expect(state.bank).toBe(game.bank + 3);
  });

  it('annexe 4 Karama A: a card bought with Karama is not paid, so the Emperor gets nothing', () => {
    const game = fixture(factions)
      .phase('bidding')
      .hand('atreides', ['karama1'])
      .spice('atreides', 0)
      .spice('emperor', 5)
      .build();
    const { state } = playAll(game, [
      [0, { type: 'bid', amount: 8, karama: true }],
      [1, pass],
      [2, pass],
    ]);
    expect(state.factions.emperor!.spice).toBe(5);
    expect(state.factions.atreides!.hand).toHaveLength(1);
    expect(state.factions.atreides!.hand).not.toContain('karama1');
    expect(state.treacheryDiscard).toContain('karama1');
  });
});
