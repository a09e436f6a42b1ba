import type { DuneAction } from '@arrakis/dune';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAction, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

/** The drop of 000 XXXI in each of its forms: one token, several, with elite tokens among them. */
const DROPS: readonly DuneAction[] = [
  { type: 'dropTokens', count: 1 },
  { type: 'dropTokens', count: 3 },
  { type: 'dropTokens', count: 3, starred: 1 },
];
const RAW_KEY = /\b(?:stepMovement|action|frame|frameHelp)\.[a-zA-Z]+/;

describe('the words of the move one territory at a time (rules 000 XXXI)', () => {
  it('labels the drop, the decision and the option in fr, en and nl', () => {
    for (const lang of UI_LANGUAGES) {
      const t = i18next.getFixedT(lang);
      const namer = makeNamer(t, lang, ['harkonnen', 'atreides']);
      const texts = DROPS.map((a) => describeAction(namer, a));
      for (const text of texts) {
        expect(text, lang).not.toMatch(RAW_KEY);
        expect(text, lang).not.toContain('{{');
      }
      expect(new Set(texts).size, lang).toBe(DROPS.length);
      for (const key of [
        'stepMovement.frame.movementStep',
        'stepMovement.frameHelp.movementStep',
        'stepMovement.option.twoTerritoryMove',
        'stepMovement.option.twoTerritoryMoveHelp',
      ])
        expect(t(key), key).not.toMatch(RAW_KEY);
      expect(t('stepMovement.where', { count: 2, location: 'X' }), lang).not.toMatch(RAW_KEY);
    }
  });

  it('speaks French with the rulebook’s words', () => {
    const namer = makeNamer(i18next.getFixedT('fr'), 'fr', ['harkonnen', 'atreides']);
    expect(describeAction(namer, { type: 'dropTokens', count: 1 })).toBe('Laisser 1 pion ici');
    expect(describeAction(namer, { type: 'dropTokens', count: 2 })).toBe('Laisser 2 pions ici');
    expect(i18next.getFixedT('fr')('stepMovement.option.twoTerritoryMoveHelp')).toContain('case traversée');
  });
});
