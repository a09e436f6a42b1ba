import { describe, expect, it } from 'vitest';
import { fixture, LEADERS, type TreacheryCardId } from '../../src/index.ts';
import { eventsOf, playAll } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'harkonnen' };
const pass = { type: 'pass' } as const;
const buy = [
  [0, pass],
  [1, { type: 'bid', amount: 1, karama: false }],
  [2, pass],
  [0, pass],
] as const;
const seven: TreacheryCardId[] = ['karama1', 'hajr', 'kulon', 'laLaLa', 'baliset', 'jubbaCloak', 'tripToGamont'];

describe('annexe 3 Harkonnen', () => {
  it('annexe 3 Harkonnen 1: every opposing leader they draw at the start is a traitor', () => {
    const game = fixture(factions).phase('storm').build();
    const h = game.factions.harkonnen!;
    expect(h.traitors).toEqual(h.traitorDraw.filter((l) => LEADERS[l].faction !== 'harkonnen'));
  });

  it('annexe 3 Harkonnen 2: a free second card with every card bought', () => {
    const game = fixture(factions).phase('bidding').spice('harkonnen', 5).build();
    const { state, events } = playAll(game, buy);
    expect(state.factions.harkonnen!.hand).toHaveLength(4);
    expect(state.factions.harkonnen!.spice).toBe(4);
    expect(eventsOf(events, 'harkonnenBonusCard')).toHaveLength(1);
  });

  it('annexe 3 Harkonnen 2 and §8.G: up to 8 cards; no bonus card when the bought one is the eighth', () => {
    const game = fixture(factions).phase('bidding').hand('harkonnen', seven).spice('harkonnen', 5).build();
    expect(game.bidding!.eligible).toContain(1);
    const { state, events } = playAll(game, buy);
    expect(state.factions.harkonnen!.hand).toHaveLength(8);
    expect(eventsOf(events, 'harkonnenBonusCard')).toHaveLength(0);
    expect(state.bidding!.eligible).not.toContain(1);
  });

  it('annexe 3 Harkonnen 2: with 8 cards, no bidding at all', () => {
    const game = fixture(factions)
      .phase('bidding')
      .hand('harkonnen', [...seven, 'karama2'])
      .build();
    expect(game.bidding!.eligible).toEqual([0, 2]);
  });

  it('annexe 4 Karama A: a Karama stops the bonus card once', () => {
    const game = fixture(factions).phase('bidding').hand('atreides', ['karama1']).spice('harkonnen', 5).build();
    const { state, events } = playAll(game, [
      [0, { type: 'karamaBlock', faction: 'harkonnen', power: 'bonusCard' }],
      ...buy,
    ]);
    expect(state.factions.harkonnen!.hand).toHaveLength(3);
    expect(eventsOf(events, 'harkonnenBonusBlocked')).toHaveLength(1);
  });
});
