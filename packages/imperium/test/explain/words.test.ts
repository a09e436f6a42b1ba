import { describe, expect, it } from 'vitest';
import { IMPERIUM_SECTIONS, UPRISING_SECTIONS } from '../../../web/src/rules/refs.ts';
import {
  IMPERIUM_REASON_CODES,
  IMPERIUM_REASONS,
  imperiumReason,
  phaseRule,
  type ImperiumReason,
} from '../../src/explain.ts';
import type { EngineState } from '../../src/state.ts';
import { imperiumRefusalText, isImperiumRefusal } from '../../src/text/log/index.ts';
import { LOG_TEXT } from '../../src/text/log/texts.ts';
import { fr } from '../../src/text/log/fr.ts';

/**
 * Must-show 2 of issue 21, Imperium: every reason code has a sentence in fr, en and nl, and every rule it cites is
 * a section of the Rules panel (packages/web/src/rules/refs.ts).
 */

// At compile time: a reason without a French sentence (the other languages have the French keys) fails the typecheck.
// issue 21: the effects' answers have a block of their own (`explainChoices`).
const SENTENCES: Readonly<Record<Exclude<ImperiumReason, 'notYourDecision'>, string>> = {
  ...fr.explain,
  ...fr.explainChoices,
  ...fr.explainLeaders,
};

const LANGUAGES = ['fr', 'en', 'nl'] as const;

const PHASES: readonly EngineState['phase'][] = [
  'setup',
  'roundStart',
  'playerTurns',
  'combat',
  'makers',
  'recall',
  'endgame',
  'over',
];

describe('the reasons of the Imperium engine (issue 21)', () => {
  it('each has a sentence in every language, and reads as one', () => {
    expect(Object.keys(SENTENCES).length + 1).toBe(IMPERIUM_REASON_CODES.length);
    for (const code of IMPERIUM_REASON_CODES) {
      expect(isImperiumRefusal(code), code).toBe(true);
      for (const lang of LANGUAGES) {
        const text = imperiumRefusalText({ code, params: {} }, lang);
        expect(text, `${lang} ${code}`).not.toContain('{{');
        expect(text, `${lang} ${code}`).not.toBe(code);
        expect(text, `${lang} ${code}`).not.toContain(LOG_TEXT[lang].words.unknownRefusal.split('{{')[0]!);
      }
    }
  });

  it('cites sections the Rules panel has, in both rulebooks', () => {
    const panel = { '002': new Set<string>(IMPERIUM_SECTIONS), '004': new Set<string>(UPRISING_SECTIONS) };
    for (const code of IMPERIUM_REASON_CODES)
      for (const book of ['002', '004'] as const)
        expect(panel[book].has(IMPERIUM_REASONS[code][book]), code).toBe(true);
    for (const phase of PHASES)
      for (const turn of [null, { kind: 'reveal' }]) {
        const rule = phaseRule({ phase, turn } as EngineState);
        expect(panel['002'].has(rule['002']), phase).toBe(true);
        expect(panel['004'].has(rule['004']), phase).toBe(true);
      }
  });

  it('names the card, the space, the Faction and the cost in the reader’s language', () => {
    // rules 002 TOUR AGENT: a space's cost and its Influence requirement.
    const base = {} as Pick<EngineState, 'edition'>;
    const icon = imperiumReason(base, 'iconNotOnCard', { card: 'dagger', space: 'arrakeen' });
    expect(icon.rule).toEqual({ book: '002', section: "Tour d'Agent" });
    expect(imperiumRefusalText(icon, 'fr')).toBe('Dague n’a pas l’icône de l’emplacement Arrakeen.');
    const influence = imperiumReason(base, 'influenceRequired', { space: 'sietchTabr', faction: 'fremen', count: 2 });
    expect(imperiumRefusalText(influence, 'fr')).toBe('Sietch Tabr demande au moins 2 d’influence chez Fremen.');
    const pay = imperiumReason(base, 'cannotPay', { space: 'conspire', resource: 'spice', amount: 4 });
    expect(imperiumRefusalText(pay, 'en')).toBe('You cannot pay 4 spice for Conspire.');
    // rules 004 "Offre Imperium": Uprising cites its own rulebook.
    const buy = imperiumReason({ edition: 'uprising' }, 'notEnoughPersuasion', {
      card: 'dagger',
      cost: 5,
      persuasion: 2,
    });
    expect(buy.rule).toEqual({ book: '004', section: 'Offre Imperium' });
    expect(imperiumRefusalText(buy, 'nl')).toMatch(/kost 5 overtuiging; je hebt er 2\.$/);
  });
});
