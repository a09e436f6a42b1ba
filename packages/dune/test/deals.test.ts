import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../src/index.ts';
import { MAX_OPEN_DEALS } from '../src/interrupts.ts';
import { expectError, play, playAll } from './helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'deals' };

describe('rules 000 §13.C binding deals', () => {
  it('§13.C an accepted deal exchanges the spice at once, and its terms are announced to all', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).spice('harkonnen', 4).build();
    const offered = play(game, 0, {
      type: 'offerDeal',
      to: 1,
      give: 5,
      receive: 2,
      terms: 'Harkonnen stay out of Arrakeen this turn',
    });
    expect(offered.events[0]).toMatchObject({
      type: 'dealOffered',
      visibility: 'public',
      params: { from: 0, to: 1, give: 5, receive: 2 },
    });
    expect(dune.view(offered.state, 2).deals).toHaveLength(1);
    const id = offered.state.deals[0]!.id;
    expect(dune.legalActions(offered.state, 1)).toContainEqual({ type: 'answerDeal', id, accept: true });
    const { state, events } = play(offered.state, 1, { type: 'answerDeal', id, accept: true });
    expect(state.factions.atreides!.spice).toBe(7);
    expect(state.factions.harkonnen!.spice).toBe(7);
    expect(state.deals).toEqual([]);
    expect(events[0]).toMatchObject({
      type: 'dealConcluded',
      params: { terms: 'Harkonnen stay out of Arrakeen this turn' },
    });
  });

  it('§13.C a refused or withdrawn offer moves no spice', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).build();
    const { state } = playAll(game, [
      [0, { type: 'offerDeal', to: 1, give: 3, receive: 0, terms: '' }],
      [1, { type: 'answerDeal', id: 1, accept: false }],
      [0, { type: 'offerDeal', to: 2, give: 3, receive: 0, terms: '' }],
      [0, { type: 'withdrawDeal', id: 2 }],
    ]);
    expect(state.factions.atreides!.spice).toBe(10);
    expect(state.deals).toEqual([]);
  });

  it('§13.C only the one offered may answer; a deal no longer payable cannot be accepted', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).spice('harkonnen', 1).build();
    const offered = play(game, 0, { type: 'offerDeal', to: 1, give: 2, receive: 3, terms: '' }).state;
    expectError(offered, 2, { type: 'answerDeal', id: 1, accept: true }, 'dealNotOpen');
    expectError(offered, 1, { type: 'answerDeal', id: 1, accept: true }, 'dealUnpayable');
    expectError(offered, 1, { type: 'withdrawDeal', id: 1 }, 'dealNotOpen');
  });

  it('§13.C no offering spice one does not have, nothing at all, or more than a few offers at once', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 2).build();
    expectError(game, 0, { type: 'offerDeal', to: 1, give: 3, receive: 0, terms: '' }, 'giftOverSpice');
    expectError(game, 0, { type: 'offerDeal', to: 1, give: 0, receive: 0, terms: '  ' }, 'dealEmpty');
    expectError(game, 0, { type: 'offerDeal', to: 1, give: 0, receive: 0, terms: 'x'.repeat(281) }, 'malformedAction');
    let state = game;
    for (let i = 0; i < MAX_OPEN_DEALS; i++)
      state = play(state, 0, { type: 'offerDeal', to: 1, give: 0, receive: 1, terms: `offer ${i}` }).state;
    expectError(state, 0, { type: 'offerDeal', to: 1, give: 0, receive: 1, terms: 'one more' }, 'dealLimit');
  });

  it('§13.C offers lapse at the end of the turn', () => {
    const game = fixture(factions)
      .phase('collection')
      .spice('atreides', 5)
      .with((s) => {
        s.deals.push({ id: 9, from: 0, to: 1, give: 1, receive: 0, terms: 'old' });
      })
      .build();
    expect(game.deals).toEqual([]);
    expect(game.turn).toBe(3);
  });
});
