import { describe, expect, it } from 'vitest';
import { stateHash } from '@arrakis/engine';
import { dune, fixture, MAX_ACTION_BYTES } from '../src/index.ts';
import { expectError, play, playAll } from './helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'interrupt' };

describe('rules 000 §13 deals', () => {
  it('§13.C spice may be given at any time, by agreement', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).spice('emperor', 0).build();
    // Seat 2 gives while seat 0 is the one deciding: gifts need no turn.
    const { state, events } = play(game, 0, { type: 'giftSpice', to: 2, amount: 4 });
    expect(state.factions.atreides!.spice).toBe(6);
    expect(state.factions.emperor!.spice).toBe(4);
    expect(events[0]).toMatchObject({ type: 'spiceGiven', visibility: 'public' });
    expect(state.stack).toEqual(game.stack);
  });

  it('§13.C no giving more than one holds, nor to oneself', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 3).build();
    expectError(game, 0, { type: 'giftSpice', to: 1, amount: 4 }, 'giftOverSpice');
    expectError(game, 0, { type: 'giftSpice', to: 0, amount: 1 }, 'giftToOtherPlayer');
  });

  it('§8.C the spice of one’s standing high bid cannot be given away', () => {
    const game = play(fixture(factions).phase('bidding').spice('atreides', 5).build(), 0, {
      type: 'bid',
      amount: 4,
      karama: false,
    }).state;
    expectError(game, 0, { type: 'giftSpice', to: 1, amount: 2 }, 'giftOverSpice');
    play(game, 0, { type: 'giftSpice', to: 1, amount: 1 });
  });

  it('§12.E.3 an ally helps pay a bid with a gift; annexe 3 Emperor alliance: the Emperor lends spice to allies', () => {
    const game = fixture(factions).phase('bidding').alliance([0, 2]).spice('atreides', 1).spice('emperor', 10).build();
    const { state } = playAll(game, [
      [2, { type: 'giftSpice', to: 0, amount: 5 }],
      [0, { type: 'bid', amount: 6, karama: false }],
    ]);
    expect(state.bidding!.highBid).toBe(6);
  });

  it('§13.D treachery cards, leaders and tokens can never be given or traded', () => {
    const game = fixture(factions).phase('movement').build();
    expectError(game, 0, { type: 'giftCard', to: 1, card: 'karama1' }, 'malformedAction');
    expectError(game, 0, { type: 'giftSpice', to: 1, amount: 1, leader: 'duncanIdaho' }, 'malformedAction');
    expect(
      dune
        .legalActions(game, 0)
        .every((a) => a.type !== 'giftSpice' || Object.keys(a).sort().join() === 'amount,to,type'),
    ).toBe(true);
  });

  it('§13.C no deals before the game starts (during the setup decisions)', () => {
    const game = fixture(factions).phase('setup').build();
    expectError(game, 0, { type: 'giftSpice', to: 1, amount: 1 }, 'notNow');
  });
});

describe('bad input changes nothing (ARCHITECTURE §2)', () => {
  const game = fixture(factions).phase('movement').build();

  it('malformed actions are refused with malformedAction', () => {
    expectError(game, 0, null, 'malformedAction');
    expectError(game, 0, 'pass', 'malformedAction');
    expectError(game, 0, { type: 'ship' }, 'malformedAction');
    expectError(game, 0, { type: 'ship', to: 12 }, 'malformedAction');
    expectError(game, 0, { type: 'pass', extra: true }, 'malformedAction');
    expectError(game, 0, { type: 'count', count: 2.5 }, 'malformedAction');
  });

  it('unknown action types are refused with malformedAction', () => {
    expectError(game, 0, { type: 'teleport', to: 'arrakeen:9' }, 'malformedAction');
  });

  it('oversized actions are refused before parsing', () => {
    expectError(game, 0, { type: 'pass', padding: 'x'.repeat(MAX_ACTION_BYTES) }, 'actionTooLarge');
    const cyclic: Record<string, unknown> = { type: 'pass' };
    cyclic.self = cyclic;
    expectError(game, 0, cyclic, 'malformedAction');
  });

  it('out of turn: notYourDecision; unknown seat: badSeat', () => {
    expectError(game, 1, { type: 'pass' }, 'notYourDecision');
    expectError(game, 7, { type: 'pass' }, 'badSeat');
    expectError(game, -1, { type: 'pass' }, 'badSeat');
  });

  it('illegal actions: illegalAction or a specific rule code', () => {
    expectError(game, 0, { type: 'ship', to: 'nowhere:3' }, 'illegalAction');
    expectError(game, 0, { type: 'bid', amount: 1, karama: false }, 'illegalAction');
    expectError(game, 0, { type: 'coneOfSilence', targets: [1] }, 'cardKindNotHeld');
  });

  it('after the game is over nothing is accepted', () => {
    const over = fixture(factions)
      .phase('collection')
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('harkonnen', 'sietchTabr', 13, 1)
      .build();
    expect(over.phase).toBe('over');
    expectError(over, 0, { type: 'giftSpice', to: 1, amount: 1 }, 'gameOver');
    expect(dune.decisions(over)).toEqual([]);
  });

  it('apply never changes its input state', () => {
    const before = stateHash(game);
    play(game, 0, { type: 'pass' });
    expect(stateHash(game)).toBe(before);
  });
});
