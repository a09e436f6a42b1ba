import { describe, expect, it } from 'vitest';
import {
  FACTIONS,
  FACTION_DATA,
  LANGUAGES,
  LEADERS,
  LEADER_IDS,
  TERRITORIES,
  TERRITORY_IDS,
  TREACHERY_CARDS,
  TREACHERY_CARD_IDS,
  territoryName,
  type LocalizedName,
} from '../../src/data/index.ts';

const named: readonly (readonly [string, LocalizedName])[] = [
  ...TERRITORY_IDS.map((id) => [`territory ${id}`, TERRITORIES[id].name] as const),
  ...LEADER_IDS.map((id) => [`leader ${id}`, LEADERS[id].name] as const),
  ...FACTIONS.map((id) => [`faction ${id}`, FACTION_DATA[id].name] as const),
  ...TREACHERY_CARD_IDS.map((id) => [`card ${id}`, TREACHERY_CARDS[id].name] as const),
];

describe('display names', () => {
  it('every name has non-empty, trimmed fr, en and nl', () => {
    // 000 XXXIV: the two south quarters; 000 XXXVII: the Bene Tleilax and the Face Dancer.
    expect(named).toHaveLength(42 + 2 + 31 + 7 + 43);
    for (const [what, name] of named) {
      for (const lang of LANGUAGES) {
        expect(name[lang].trim().length, `${what} ${lang}`).toBeGreaterThan(0);
        expect(name[lang], `${what} ${lang}`).toBe(name[lang].trim());
      }
    }
  });

  it('territory names are unique in each language', () => {
    for (const lang of LANGUAGES) {
      const names = TERRITORY_IDS.map((id) => territoryName(id, lang));
      expect(new Set(names).size, lang).toBe(42 + 2);
    }
  });

  it('leader names are unique in each language (rules 000 annexe 5)', () => {
    for (const lang of LANGUAGES) {
      expect(new Set(LEADER_IDS.map((id) => LEADERS[id].name[lang])).size, lang).toBe(31);
    }
  });
});
