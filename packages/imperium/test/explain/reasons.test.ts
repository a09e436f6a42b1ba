import { describe, expect, it } from 'vitest';
import { imperium } from '../../src/rules.ts';
import { act, game, hand, patch, send } from '../fixture.ts';

/** The reason each rule gives, with its parameters and its heading of rules 002 (issue 21). */
describe('a refused action names the rule that refuses it', () => {
  // rules 002 TOUR AGENT: an Agent of the seat's own, a card of its hand, a new Agent unless the card moves one.
  it("Tour d'Agent: no Agent left, a card not in hand, an Agent moved by a card that sends a new one", () => {
    const state = game();
    hand(state, 0, ['dagger', 'reconnaissance']);
    expect(imperium.explain(state, 0, send('dagger', 'arrakeen', 'carthag'))).toMatchObject({
      code: 'agentNotMoved',
      params: { card: 'dagger' },
      rule: { book: '002', section: "Tour d'Agent" },
    });
    expect(imperium.explain(state, 0, send('chani', 'arrakeen'))).toMatchObject({
      code: 'cardNotInHand',
      params: { card: 'chani' },
    });
    patch(state, 0, { agentsLeft: 0 });
    expect(imperium.explain(state, 0, send('reconnaissance', 'arrakeen'))).toMatchObject({ code: 'noAgentLeft' });
  });

  // rules 002 TOUR AGENT: the cost of a space is paid at once, in full.
  it("Tour d'Agent: the space's cost, named with what is lacking", () => {
    const state = game();
    hand(state, 0, ['diplomacy']);
    patch(state, 0, { spice: 3 });
    const refusal = imperium.explain(state, 0, send('diplomacy', 'conspire'));
    expect(refusal).toMatchObject({ code: 'cannotPay', params: { space: 'conspire', resource: 'spice', amount: 4 } });
    const applied = imperium.apply(state, 0, send('diplomacy', 'conspire'));
    expect(applied.ok ? null : applied.error).toEqual(refusal);
  });

  // rules 002 ACQUÉRIR DES CARTES: within the persuasion; an empty reserve pile sells nothing.
  it('Achat: the cost against the persuasion, an empty reserve pile', () => {
    let state = game();
    hand(state, 0, ['imperialSpy', 'smugglersThopter', 'stilgar']);
    state.imperiumRow = ['spaceTravel', 'stilgar', 'chani', 'lietKynes', 'ladyJessica'];
    state = act(state, 0, { type: 'reveal' });
    const persuasion = state.players[0]!.persuasion;
    expect(imperium.explain(state, 0, { type: 'acquire', card: 'lietKynes', from: 'row', toTop: false })).toEqual({
      code: 'notEnoughPersuasion',
      messageKey: 'errors.notEnoughPersuasion',
      params: { card: 'lietKynes', cost: 5, persuasion },
      rule: { book: '002', section: 'Achat' },
    });
    state.reserve = { ...state.reserve, arrakisLiaison: 0 };
    expect(
      imperium.explain(state, 0, { type: 'acquire', card: 'arrakisLiaison', from: 'reserve', toTop: false }),
    ).toMatchObject({ code: 'reserveEmpty', params: { card: 'arrakisLiaison' } });
  });
});
