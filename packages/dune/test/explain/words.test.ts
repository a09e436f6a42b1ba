import { describe, expect, it } from 'vitest';
import { DUNE_REASONS, type DuneReasonCode } from '../../src/reasons.ts';
import { en } from '../../src/text/en.ts';
import { fr } from '../../src/text/fr.ts';
import { nl } from '../../src/text/nl.ts';
import { DUNE_SECTIONS, type DuneSection } from '../../../web/src/rules/refs.ts';
import { RULES_EN } from '../../../web/src/rules/text/en.ts';
import { RULES_FR } from '../../../web/src/rules/text/fr.ts';
import { RULES_NL } from '../../../web/src/rules/text/nl.ts';

/**
 * issue 21, must-show 2 (Dune): every reason has a sentence in fr, en and nl, and cites a section the Rules panel
 * explains in all three. The typecheck fails first: a section the panel lacks, a code without a French sentence
 * (en and nl have the French catalogue's keys, catalogue.ts), a sentence for no code.
 */
const CITED: Readonly<Record<DuneReasonCode, DuneSection>> = DUNE_REASONS;
// issue 21: the reasons of the other decisions have a block of their own (`explainDecisions`).
const SENTENCES: Readonly<Record<DuneReasonCode, string>> = { ...fr.explain, ...fr.explainDecisions };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_CODES: Same<keyof typeof fr.explain | keyof typeof fr.explainDecisions, DuneReasonCode> = true;

describe('the reasons of refusals (issue 21, rules 000)', () => {
  it('each reason has a sentence in every language, and no sentence is left without a reason', () => {
    for (const catalogue of [fr, en, nl]) {
      const sentences = { ...catalogue.explain, ...catalogue.explainDecisions };
      expect(Object.keys(sentences).sort()).toEqual(Object.keys(DUNE_REASONS).sort());
      for (const sentence of Object.values(sentences)) expect(sentence.trim()).not.toBe('');
    }
    expect(SAME_CODES).toBe(true);
    expect(Object.keys(SENTENCES)).toHaveLength(Object.keys(DUNE_REASONS).length);
  });

  it('each cited section is in the Rules panel, with a text in fr, en and nl', () => {
    for (const section of Object.values(CITED)) {
      expect(DUNE_SECTIONS).toContain(section);
      for (const texts of [RULES_FR, RULES_EN, RULES_NL]) expect(texts[`000 ${section}`].text).not.toBe('');
    }
  });
});
