import { describe, expect, it } from 'vitest';
import { SPICE_CARDS, SPICE_CARD_IDS, SPICE_DECK, TERRITORIES, spiceAmount } from '../../src/data/index.ts';

describe('spice deck (rules 000 annexe 4, "Texte des cartes Epices (21 cartes)")', () => {
  it('annexe 4: 21 cards with unique ids matching their keys', () => {
    expect(SPICE_DECK).toHaveLength(21);
    expect(new Set(SPICE_DECK).size).toBe(21);
    expect([...SPICE_DECK].sort()).toEqual([...SPICE_CARD_IDS].sort());
    expect(Object.keys(SPICE_CARDS).sort()).toEqual([...SPICE_CARD_IDS].sort());
    for (const id of SPICE_DECK) expect(SPICE_CARDS[id].id).toBe(id);
  });

  it('annexe 4: 6 Shai-Hulud cards and 15 territory cards, one per spice territory', () => {
    const cards = SPICE_DECK.map((id) => SPICE_CARDS[id]);
    expect(cards.filter((c) => c.kind === 'worm')).toHaveLength(6);
    const territories = cards.flatMap((c) => (c.kind === 'territory' ? [c.territory] : []));
    expect(territories).toHaveLength(15);
    expect(new Set(territories).size).toBe(15);
    for (const t of territories) {
      expect(TERRITORIES[t].spiceAmount, t).not.toBeNull();
      expect(TERRITORIES[t].spiceSector, t).not.toBeNull();
    }
  });

  it('annexe 4: 116 spice on the territory cards with Cielago South 10, 118 with the 12 option', () => {
    const total = (cielagoSouth12: boolean) =>
      SPICE_DECK.reduce((sum, id) => {
        const card = SPICE_CARDS[id];
        return card.kind === 'territory' ? sum + spiceAmount(card.territory, cielagoSouth12) : sum;
      }, 0);
    expect(total(false)).toBe(116);
    expect(total(true)).toBe(118);
  });

  it('annexe 4: Cielago South is 10 as printed, 12 only with the option; other amounts ignore it', () => {
    expect(spiceAmount('cielagoSouth', false)).toBe(10);
    expect(spiceAmount('cielagoSouth', true)).toBe(12);
    expect(spiceAmount('theGreatFlat', true)).toBe(10);
    expect(spiceAmount('redChasm', false)).toBe(8);
    expect(() => spiceAmount('arrakeen', false)).toThrow();
  });
});
