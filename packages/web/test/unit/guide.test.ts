import { DEFAULT_OPTIONS as DUNE_DEFAULTS, dune } from '@arrakis/dune';
import { DEFAULT_OPTIONS as IMPERIUM_DEFAULTS, imperium } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { guidedSetup } from '../../src/guide/guided.ts';
import { DUNE_GUIDE_PHASES, GUIDE_RULES, guideStep, IMPERIUM_GUIDE_PHASES } from '../../src/guide/steps.ts';
import { GUIDE_TEXTS } from '../../src/guide/text.ts';
import { RULE_REFS, ruleKey } from '../../src/rules/refs.ts';

const KEYS = new Set(RULE_REFS.map(ruleKey));

describe('the guided first game (issue 21)', () => {
  it('explains every phase of either title in fr, en and nl, each step pointing at a Rules panel section', () => {
    for (const lang of UI_LANGUAGES) {
      for (const phase of DUNE_GUIDE_PHASES) {
        const step = guideStep(GUIDE_TEXTS, lang, 'dune', phase);
        expect(step?.text.length, `${lang} ${phase}`).toBeGreaterThan(60);
        expect(KEYS.has(ruleKey(GUIDE_RULES.dune[phase]))).toBe(true);
      }
      for (const phase of IMPERIUM_GUIDE_PHASES) {
        const step = guideStep(GUIDE_TEXTS, lang, 'imperium', phase);
        expect(step?.text.length, `${lang} ${phase}`).toBeGreaterThan(60);
        expect(KEYS.has(ruleKey(GUIDE_RULES.imperium[phase]))).toBe(true);
      }
    }
    expect(guideStep(GUIDE_TEXTS, 'fr', 'dune', 'over')).toBeNull();
    expect(new Set(UI_LANGUAGES.map((lang) => GUIDE_TEXTS[lang].dune.storm.text)).size).toBe(3);
  });

  it('starts from a fixed opening the engines accept: the same state each time', () => {
    const bot = (n: number) => `Robot ${n}`;
    const duneSetup = guidedSetup('dune', 'Vous', bot);
    const a = dune.setup({ ...DUNE_DEFAULTS, ...duneSetup.options }, duneSetup.seats, duneSetup.seed);
    const b = dune.setup({ ...DUNE_DEFAULTS, ...duneSetup.options }, duneSetup.seats, duneSetup.seed);
    expect(a).toEqual(b);
    // rules 000 annexe 3: the person plays the Atreides, the other seats are bots.
    expect(a.seats[0]).toBe('atreides');
    expect(duneSetup.seats.slice(1).every((s) => s.kind === 'bot' && s.botLevel === 'heuristic')).toBe(true);
    const imperiumSetup = guidedSetup('imperium', 'You', bot);
    expect(imperiumSetup.game).toBe('imperium');
    const state = imperium.setup(
      { ...IMPERIUM_DEFAULTS, ...imperiumSetup.options },
      imperiumSetup.seats,
      imperiumSetup.seed,
    );
    expect(state.players).toHaveLength(4);
  });
});
