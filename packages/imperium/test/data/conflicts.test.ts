import { describe, expect, it } from 'vitest';
import { CONFLICT_CARDS, CONFLICT_DECK_RECIPE, type ConflictCard } from '../../src/index.ts';
import { sum } from '../content.ts';

const cards: readonly ConflictCard[] = Object.values(CONFLICT_CARDS);

describe('Conflict cards (rules 002 PHASE 3 : COMBAT)', () => {
  it('rules 002 MATÉRIEL: 18 cards, 4 level I, 10 level II, 4 level III, unique ids', () => {
    expect(cards).toHaveLength(18);
    expect([1, 2, 3].map((level) => cards.filter((c) => c.level === level).length)).toEqual([4, 10, 4]);
    for (const [key, card] of Object.entries(CONFLICT_CARDS)) expect(card.id).toBe(key);
  });

  it('rules 002 MISE EN PLACE B: the deck is 1 level I on 5 level II on 4 level III', () => {
    expect(CONFLICT_DECK_RECIPE).toEqual([
      { level: 3, count: 4 },
      { level: 2, count: 5 },
      { level: 1, count: 1 },
    ]);
    expect(sum(CONFLICT_DECK_RECIPE.map((r) => r.count))).toBe(10);
    for (const { level, count } of CONFLICT_DECK_RECIPE) {
      expect(cards.filter((c) => c.level === level).length).toBeGreaterThanOrEqual(count);
    }
  });

  it('every rank has a reward', () => {
    for (const card of cards) {
      for (const rank of [card.first, card.second, card.third]) expect(rank.length, card.id).toBeGreaterThan(0);
    }
  });

  it('rules 002 Bonus de Contrôle: a control reward is the first reward of the Conflict for that space', () => {
    for (const card of cards) {
      const controls = card.first.flatMap((e) => (e.kind === 'control' ? [e.space] : []));
      expect(controls, card.id).toEqual(card.controlSpace === null ? [] : [card.controlSpace]);
      for (const rank of [card.second, card.third]) expect(rank.some((e) => e.kind === 'control')).toBe(false);
    }
    expect(cards.filter((c) => c.controlSpace !== null)).toHaveLength(6);
  });

  it("rules 002 RÉSOLUTION DU COMBAT example: Siège d'Arrakeen gives 1 VP and control, then 4 Solari", () => {
    const siege = CONFLICT_CARDS.siegeOfArrakeen;
    expect(siege.name.fr).toBe("Siège d'Arrakeen");
    expect(siege.first).toEqual([
      { kind: 'victoryPoints', amount: 1 },
      { kind: 'control', space: 'arrakeen' },
    ]);
    expect(siege.second).toEqual([{ kind: 'gain', resource: 'solari', amount: 4 }]);
  });

  it('rules 002 GUIDE DES ICÔNES "Mentat": a Conflict Mentat is kept for the next round', () => {
    expect(CONFLICT_CARDS.sortThroughTheChaos.first).toContainEqual({ kind: 'takeMentat', nextRound: true });
  });
});
