import type { DuneView } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { dunePhaseRule, imperiumPhaseRule } from '../../src/rules/phases.ts';
import { parseRuleKey, RULE_REFS, ruleKey } from '../../src/rules/refs.ts';
import { RULE_TEXTS, searchRules, sectionLabel } from '../../src/rules/texts.ts';

const KEYS = RULE_REFS.map(ruleKey);

describe('the Rules panel’s texts (issue 21)', () => {
  it('has a title and a text for every reference in fr, en and nl, and nothing else', () => {
    for (const lang of UI_LANGUAGES) {
      expect(Object.keys(RULE_TEXTS[lang]).sort(), lang).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const entry = RULE_TEXTS[lang][key as keyof (typeof RULE_TEXTS)[typeof lang]];
        expect(entry.title.trim(), `${lang} ${key}`).not.toBe('');
        expect(entry.text.length, `${lang} ${key}`).toBeGreaterThan(30);
        expect(entry.text, `${lang} ${key}`).not.toMatch(/\{\{|TODO/);
      }
    }
  });

  it('is written in each language, not copied from another', () => {
    for (const key of KEYS) {
      const k = key as keyof (typeof RULE_TEXTS)['fr'];
      const texts = UI_LANGUAGES.map((lang) => RULE_TEXTS[lang][k].text);
      expect(new Set(texts).size, key).toBe(3);
    }
  });

  it('keys are unique and each names its reference back', () => {
    expect(new Set(KEYS).size).toBe(KEYS.length);
    for (const ref of RULE_REFS) expect(parseRuleKey(ruleKey(ref))).toEqual(ref);
    expect(parseRuleKey('000 99.Z')).toBeNull();
  });

  it('prints Dune’s references by section number and the Imperium books’ by heading', () => {
    expect(sectionLabel({ book: '000', section: '9.C.1.c' })).toBe('§9.C.1.c');
    expect(sectionLabel({ book: '000', section: 'annexe 3.fremen' })).toBe('annexe 3');
    expect(sectionLabel({ book: '002', section: "Tour d'Agent" })).toBe("Tour d'Agent");
  });

  it('search ignores case and accents, needs every word, and keeps to the table’s books', () => {
    // rules 000 §9.C.1.c "Débarquement": the storm and a stronghold held by two.
    expect(searchRules('fr', ['000'], 'debarque citadelle').map(ruleKey)).toContain('000 9.C.1.c');
    expect(searchRules('nl', ['000'], 'CUVETTE polaire').map(ruleKey)).toContain('000 10.A.2.b');
    expect(searchRules('en', ['000'], '§10.C.8').map(ruleKey)).toEqual(['000 10.C.8']);
    expect(searchRules('fr', ['002'], 'débarquement')).toEqual([]);
    expect(searchRules('fr', ['004', '002'], 'espion').map((r) => r.book)).toContain('004');
    expect(searchRules('en', ['000'], '')).toHaveLength(RULE_REFS.filter((r) => r.book === '000').length);
  });

  it('every phase of either game opens the panel at a section it has', () => {
    const phases: readonly DuneView['phase'][] = [
      'setup',
      'storm',
      'spiceBlow',
      'bidding',
      'movement',
      'battle',
      'collection',
      'over',
    ];
    for (const phase of phases) expect(KEYS).toContain(ruleKey(dunePhaseRule(phase)));
    for (const phase of ['setup', 'roundStart', 'playerTurns', 'combat', 'makers', 'recall', 'endgame', 'over'])
      expect(KEYS).toContain(ruleKey(imperiumPhaseRule(phase)));
  });
});
