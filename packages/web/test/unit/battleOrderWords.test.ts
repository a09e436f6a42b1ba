import type { DuneAction } from '@arrakis/dune';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreementTerms } from '../../src/game/prompts/battleOrder.tsx';
import { describeAction, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { OPTIONS, withOptionToggled } from '../../src/lobby/options.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

/** The actions rules 000 XXXIII adds, in their forms. */
const ACTIONS: readonly DuneAction[] = [
  { type: 'proposeAgreement', shares: [4, 3], holder: null },
  { type: 'proposeAgreement', shares: [0, 0], holder: 1 },
  { type: 'acceptAgreement' },
];
const FRAMES = ['agreementProposal', 'agreement'];
const RAW_KEY = /\b(?:battleOrder|action|frame|frameHelp|option)\.[a-zA-Z]+/;

// rules 000 XXXII, XXXIII: every new answer is a labelled button, every decision has a title and help, every switch
// a sentence in the lobby.
describe('the words of the battle order and the agreements (rules 000 XXXII, XXXIII)', () => {
  it('label every new action, decision and lobby switch in fr, en and nl', () => {
    for (const lang of UI_LANGUAGES) {
      const t = i18next.getFixedT(lang);
      const namer = makeNamer(t, lang, ['atreides', 'harkonnen']);
      const texts = ACTIONS.map((a) => describeAction(namer, a));
      for (const text of texts) {
        expect(text, lang).not.toMatch(RAW_KEY);
        expect(text, lang).not.toContain('{{');
      }
      expect(new Set(texts).size, lang).toBe(ACTIONS.length);
      for (const kind of FRAMES) {
        expect(t(`battleOrder.frame.${kind}`), kind).not.toMatch(RAW_KEY);
        expect(t(`battleOrder.frameHelp.${kind}`, { territory: 'Arrakeen' })).not.toMatch(RAW_KEY);
      }
      for (const key of ['battleOrder', 'battleAgreement']) {
        expect(t(`battleOrder.option.${key}`), key).not.toMatch(RAW_KEY);
        expect(t(`battleOrder.option.${key}Help`), key).not.toMatch(RAW_KEY);
      }
      const terms = agreementTerms(namer, [0, 1], [4, 3], 1);
      expect(terms, lang).toContain('4');
      expect(terms, lang).not.toContain('{{');
    }
  });

  it('the lobby offers both as variants, which need and exclude nothing', () => {
    expect(OPTIONS.filter((o) => o.rule === 'XXXII' || o.rule === 'XXXIII').map((o) => o.key)).toEqual([
      'battleOrder',
      'battleAgreement',
    ]);
    expect([...withOptionToggled(new Set(), 'battleAgreement')]).toEqual(['battleAgreement']);
  });
});
