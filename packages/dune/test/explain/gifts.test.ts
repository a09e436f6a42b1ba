import { describe, expect, it } from 'vitest';
import type { RuleError, Seat } from '@arrakis/engine';
import { dune, fixture, refusalText, tableNames, type DuneState } from '../../src/index.ts';
import type { DuneAction } from '../../src/actions.ts';

/** issue 21 (explain-gifts): the spice gifts and the Truthtrance refused by their section of rules 000. */

function refused(state: DuneState, seat: Seat, action: DuneAction, code: string, section: string): RuleError {
  const refusal = dune.explain(state, seat, action);
  expect(refusal, JSON.stringify(action)).toMatchObject({ code, rule: { book: '000', section } });
  const applied = dune.apply(state, seat, action);
  expect(applied.ok ? null : applied.error).toEqual(refusal);
  for (const lang of ['fr', 'en', 'nl'] as const) {
    const text = refusalText(refusal!, lang, tableNames(lang, state.seats));
    expect(text, `${lang} ${code}`).not.toMatch(/\{\{|undefined/);
  }
  return refusal!;
}

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'explain-gifts' };

describe('rules 000 §13.C: spice given between players', () => {
  it('rules 000 §13.C: a gift goes to another player still in the game', () => {
    const state = fixture(factions).phase('movement').spice('atreides', 3).build();
    refused(state, 0, { type: 'giftSpice', to: 0, amount: 1 }, 'giftToOtherPlayer', '13');
    refused(state, 0, { type: 'giftSpice', to: 5, amount: 1 }, 'giftToOtherPlayer', '13');
  });

  it('rules 000 §13.C: no gift above the spice one has free', () => {
    const state = fixture(factions).phase('movement').spice('atreides', 3).build();
    const refusal = refused(state, 0, { type: 'giftSpice', to: 1, amount: 4 }, 'giftOverSpice', '13');
    expect(refusal.params).toEqual({ amount: 4, spice: 3 });
  });
});

describe('rules 000 annexe 4 Transes de vérité', () => {
  it('annexe 4: the card in hand, played on another player', () => {
    const state = fixture(factions)
      .phase('movement')
      .hand('atreides', ['truthtrance1'])
      .hand('harkonnen', ['lasgun'])
      .build();
    refused(state, 1, { type: 'truthtrance', target: 0 }, 'cardKindNotHeld', 'annexe 4');
    refused(state, 0, { type: 'truthtrance', target: 0 }, 'truthtranceTarget', 'annexe 4');
  });
});
