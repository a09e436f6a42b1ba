import { describe, expect, it } from 'vitest';
import type { RuleError } from '@arrakis/engine';
import {
  duneOptionsSchema,
  fixture,
  refusalText,
  SetupError,
  tableNames,
  VARIANTS,
  VARIANTS_PRESET,
} from '../../src/index.ts';
import { setupDune } from '../../src/setup.ts';
import { DUNE_TEXT } from '../../src/text/texts.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

function setupFails(options: object): RuleError | null {
  try {
    setupDune(options, seats(3), 'variants');
    return null;
  } catch (e) {
    if (e instanceof SetupError) return e.error;
    throw e;
  }
}

function setupError(options: object): { code: string; params: object } | null {
  const error = setupFails(options);
  return error && { code: error.code, params: error.params };
}

describe('rules 000 XXVII–XXXVIII: the variants as named options', () => {
  it('each variant built is an option of its own, off by default', () => {
    expect(VARIANTS.map((v) => [v.key, v.rule])).toEqual([
      ['twoPilesSimple', 'XXVII'],
      ['thumperEscape', 'XXVIII'],
      ['diplomacy', 'XXIX'],
      ['fremenForesight', 'XXXV'],
      ['harkonnenCapture', 'XXXVI'],
      ['movementBids', 'XXX'],
      ['twoTerritoryMove', 'XXXI'],
      ['governor', 'XXXIV'],
      ['victoryPoints', 'XXXVIII'],
      ['tleilaxu', 'XXXVII'],
      ['battleOrder', 'XXXII'],
      ['battleAgreement', 'XXXIII'],
    ]);
    const state = fixture({ factions: ['atreides', 'harkonnen'] }).build();
    for (const v of VARIANTS) {
      expect(state.options[v.key]).toBeUndefined();
      expect(duneOptionsSchema.safeParse({ [v.key]: true }).success).toBe(true);
    }
  });

  // 000 XXIX replaces the alliance rule, on which §19.C.11 (the Assassins' War at a nexus without alliance) rests.
  it('XXIX with the duel (§19) is refused: variantsIncompatible', () => {
    expect(setupError({ diplomacy: true, duel: true })).toEqual({
      code: 'variantsIncompatible',
      params: { option: 'diplomacy', rule: 'XXIX', with: 'duel', withRule: '§19' },
    });
  });

  // rules 000 XXVII "Voici une alternative plus simple": an alternative to §23, not played together.
  it('XXVII with §23 (advancedSpiceBlow) is refused: variantsIncompatible', () => {
    expect(setupError({ twoPilesSimple: true, advancedSpiceBlow: true })).toEqual({
      code: 'variantsIncompatible',
      params: { option: 'twoPilesSimple', rule: 'XXVII', with: 'advancedSpiceBlow', withRule: '§23' },
    });
  });

  // rules 000 XXVIII "la carte marteleur": the Thumper is one of the ten cards of the French edition (correction 2).
  it('XXVIII without the 43 cards is refused: variantNeedsFrenchDeck', () => {
    expect(setupError({ thumperEscape: true })).toEqual({
      code: 'variantNeedsFrenchDeck',
      params: { option: 'thumperEscape', rule: 'XXVIII' },
    });
    expect(setupError({ thumperEscape: true, treacheryDeck: 'descartes43' })).toBeNull();
  });

  // rules 000 XXXVI "La règle optionnelle portant sur la capture … est modifiée": the capture of §15 (annexe 5).
  it('XXXVI without the extra powers (§15) is refused: variantNeedsOption', () => {
    expect(setupError({ harkonnenCapture: true })).toEqual({
      code: 'variantNeedsOption',
      params: { option: 'harkonnenCapture', rule: 'XXXVI', needs: 'extraPowers', needsRule: '§15' },
    });
    expect(setupError({ harkonnenCapture: true, extraPowers: true })).toBeNull();
  });

  it('XXXV needs nothing and excludes nothing', () => {
    expect(setupError({ fremenForesight: true })).toBeNull();
  });

  it('the variants preset is the largest compatible set, with the official rules it needs; it sets up', () => {
    expect(setupError(VARIANTS_PRESET)).toBeNull();
    for (const v of VARIANTS) expect(VARIANTS_PRESET[v.key]).toBe(true);
    expect(duneOptionsSchema.safeParse(VARIANTS_PRESET).success).toBe(true);
  });

  it('the refusals have their words in fr, en and nl', () => {
    for (const options of [
      { twoPilesSimple: true, advancedSpiceBlow: true },
      { thumperEscape: true },
      { harkonnenCapture: true },
    ]) {
      const error = setupFails(options)!;
      for (const lang of ['fr', 'en', 'nl'] as const) {
        expect(DUNE_TEXT[lang].variantRefusal).toHaveProperty(error.code);
        const text = refusalText(error, lang, tableNames(lang, ['atreides', 'harkonnen']));
        expect(text).toMatch(/XXVII|XXVIII|XXXVI/);
        expect(text).not.toMatch(/\{\{/);
      }
    }
    const fr = tableNames('fr', ['atreides', 'harkonnen']);
    expect(refusalText({ code: 'variantNeedsOption', params: { rule: 'XXXVI', needsRule: '§15' } }, 'fr', fr)).toBe(
      'La variante XXXVI se joue avec la règle §15.',
    );
  });
});
