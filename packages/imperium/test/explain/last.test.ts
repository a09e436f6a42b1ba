import { describe, expect, it } from 'vitest';
import type { DefinedGame, RuleError, Seat } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import { imperium as imperiumGame, uprising as uprisingGame } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { imperiumRefusalText } from '../../src/text/log/index.ts';
import { SEATS } from '../fixture.ts';

/**
 * issue 21 (explain-last): the answers still refused with `choiceNotOffered`, each now by its rule, with a sentence in
 * fr, en and nl; `apply` refuses with the same reason.
 */

// Both editions are the one engine; read through one type, as the property test does (refusals.test.ts).
type Game = DefinedGame<EngineState, EngineAction, unknown, Record<string, unknown>>;
const imperium = imperiumGame as unknown as Game;
const uprising = uprisingGame as unknown as Game;
type Explainer = Game;

function refused(game: Explainer, state: EngineState, seat: Seat, action: EngineAction, code: string): RuleError {
  const refusal = game.explain(state, seat, action);
  expect(refusal, JSON.stringify(action)).toMatchObject({ code });
  expect(refusal!.rule).toBeDefined();
  const applied = game.apply(state, seat, action);
  expect(applied.ok ? null : applied.error).toEqual(refusal);
  for (const lang of ['fr', 'en', 'nl'] as const) {
    const text = imperiumRefusalText(refusal!, lang);
    expect(text, `${lang} ${code}`).not.toMatch(/\{\{|undefined/);
    expect(text, `${lang} ${code}`).not.toBe(code);
  }
  return refusal!;
}

describe('rules 002 MISE EN PLACE: the Baron’s Masterstroke tokens', () => {
  it('rules 002 CLARIFICATIONS (Baron): two tokens of different Factions, given in the tracks’ order', () => {
    const state = imperium.setup({ leaders: ['vladimirHarkonnen', 'paulAtreides', 'ilbanRichese'] }, SEATS(3), 'baron');
    const same = refused(
      imperium,
      state,
      0,
      { type: 'masterstrokeTokens', factions: ['fremen', 'fremen'] },
      'masterstrokeSameFaction',
    );
    expect(same.rule).toEqual({ book: '002', section: 'Mise en place' });
    expect(imperiumRefusalText(same, 'fr')).toContain('Fremen');
    refused(imperium, state, 0, { type: 'masterstrokeTokens', factions: ['fremen', 'emperor'] }, 'masterstrokeOrder');
    expect(imperium.explain(state, 0, { type: 'masterstrokeTokens', factions: ['emperor', 'fremen'] })).toBeNull();
  });
});

describe('rules 004: the answers of Uprising’s effects', () => {
  function at(frame: EngineState['stack'][number], edit: (s: EngineState) => void = () => {}): EngineState {
    const state = structuredClone(uprising.setup({ contracts: true }, SEATS(4), 'last')) as EngineState;
    state.stack.push(frame);
    edit(state);
    return state;
  }

  it('rules 004 Contrats, "Espace CHOM": one of the Contracts on offer', () => {
    const state = at({ kind: 'takeContract', seat: 0 });
    const seat = uprising.decisions(state)[0]!.seat;
    const offered = state.uprising!.choam!.faceUp;
    const other = state.uprising!.choam!.deck.find((c) => !offered.includes(c))!;
    const refusal = refused(uprising, state, seat, { type: 'contract', contract: other }, 'contractNotOffered');
    expect(refusal.rule).toEqual({ book: '004', section: 'Contrats' });
    expect(uprising.explain(state, seat, { type: 'contract', contract: offered[0]! })).toBeNull();
  });

  it('the cards looked at from the top of the deck: one of them, from the hand where they lie last', () => {
    const state = at({ kind: 'sortTopCards', seat: 0, looked: 2, trash: 1, discard: 1 });
    const hand = state.players[0]!.hand;
    const older = hand[0]!;
    const looked = hand[hand.length - 1]!;
    if (!hand.slice(-2).includes(older))
      refused(uprising, state, 0, { type: 'pickCard', card: older, zone: 'hand' }, 'cardNotLookedAt');
    expect(uprising.explain(state, 0, { type: 'pickCard', card: looked, zone: 'hand' })).toBeNull();
    const row = state.imperiumRow[0]!;
    refused(uprising, state, 0, { type: 'pickCard', card: row, zone: 'row' }, 'zoneNotOffered');
  });

  it('the top card of the deck: keep it, or what the card offers', () => {
    const state = at({ kind: 'inspectTop', seat: 0, then: ['draw'] });
    const refusal = refused(uprising, state, 0, { type: 'inspect', choice: 'trash' }, 'inspectNotOffered');
    expect(imperiumRefusalText(refusal, 'fr')).toContain('détruire');
    expect(uprising.explain(state, 0, { type: 'inspect', choice: 'draw' })).toBeNull();
  });
});
