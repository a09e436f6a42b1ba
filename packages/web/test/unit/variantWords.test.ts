import type { DuneAction } from '@arrakis/dune';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_ACTION_TYPES } from '../../src/game/prompts/variants.ts';
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

/** Every action the variants add (rules 000 XXVIII, XXXV, XXXVI), in each of its forms. */
const ACTIONS: readonly DuneAction[] = [
  { type: 'thumperEscape' },
  { type: 'attemptCapture', leader: 'gurneyHalleck' },
  { type: 'leaderSuicide', suicide: true },
  { type: 'leaderSuicide', suicide: false },
  { type: 'buyBackDuncan' },
  { type: 'chooseMoment', position: 2 },
  { type: 'movementBid', amount: 3 },
  { type: 'movementPriority', first: 1 },
];
const FRAMES = ['thumperEscape', 'captureAttempt', 'captureSuicide', 'movementOrder'];
const RAW_KEY = /\b(?:variants|action|frame|frameHelp)\.[a-zA-Z]+/;

// rules 000 XXVII–XXXVIII: every answer the variants add is a labelled button, every decision has a title and help.
describe('the words of the variants (rules 000 XXVIII, XXXV, XXXVI)', () => {
  it('label every new action and decision in fr, en and nl', () => {
    expect(new Set(ACTIONS.map((a) => a.type))).toEqual(VARIANT_ACTION_TYPES);
    for (const lang of UI_LANGUAGES) {
      const t = i18next.getFixedT(lang);
      const namer = makeNamer(t, lang, ['harkonnen', 'atreides']);
      const texts = ACTIONS.map((a) => describeAction(namer, a));
      for (const text of texts) {
        expect(text, lang).not.toMatch(RAW_KEY);
        expect(text, lang).not.toContain('{{');
      }
      expect(new Set(texts).size, lang).toBe(ACTIONS.length);
      for (const kind of FRAMES) {
        expect(t([`frame.${kind}`, `duel.frame.${kind}`, `variants.frame.${kind}`]), kind).not.toMatch(RAW_KEY);
        expect(t([`frameHelp.${kind}`, `duel.frameHelp.${kind}`, `variants.frameHelp.${kind}`])).not.toMatch(RAW_KEY);
      }
    }
  });

  it('speaks French with the rulebook’s names', () => {
    const namer = makeNamer(i18next.getFixedT('fr'), 'fr', ['harkonnen', 'atreides']);
    expect(describeAction(namer, { type: 'attemptCapture', leader: 'gurneyHalleck' })).toBe(
      'Tenter de capturer Gurney Halleck (valeur 4)',
    );
    expect(describeAction(namer, { type: 'buyBackDuncan' })).toBe('Racheter Duncan Idaho des cuves (2 Epice)');
    expect(describeAction(namer, { type: 'thumperEscape' })).toContain('Thumper');
    expect(i18next.getFixedT('fr')('variants.option.twoPilesSimpleHelp')).toContain('§23');
  });
});
