import { describe, expect, it } from 'vitest';
import { INTRIGUE_DECK, type IntrigueCard } from '../../src/index.ts';
import { sum } from '../content.ts';

const cards: readonly IntrigueCard[] = Object.values(INTRIGUE_DECK);
const timings = (card: IntrigueCard) => (['plot', 'combat', 'endgame'] as const).filter((t) => card[t] !== undefined);

describe('Intrigue cards (rules 002 CARTES INTRIGUE)', () => {
  it('rules 002 MATÉRIEL: 40 cards, 34 different, unique ids matching their keys', () => {
    expect(sum(cards.map((c) => c.copies))).toBe(40);
    expect(cards).toHaveLength(34);
    for (const [key, card] of Object.entries(INTRIGUE_DECK)) expect(card.id).toBe(key);
  });

  it('every card is plot, combat or endgame; only Tiebreaker is two', () => {
    for (const card of cards) expect(timings(card).length, card.id).toBeGreaterThan(0);
    expect(cards.filter((c) => timings(c).length > 1).map((c) => c.id)).toEqual(['tiebreaker']);
    const copiesOf = (timing: 'plot' | 'combat' | 'endgame') =>
      sum(cards.filter((c) => c[timing] !== undefined).map((c) => c.copies));
    expect([copiesOf('plot'), copiesOf('combat'), copiesOf('endgame')]).toEqual([26, 12, 3]);
  });

  it('rules 002 CARTES INTRIGUE COMBAT: "when you win a Conflict" cards wait for the resolution', () => {
    const won = cards.filter((c) => c.combat?.window === 'conflictWon').map((c) => c.id);
    expect(won).toEqual(['demandRespect', 'toTheVictor']);
  });

  it('rules 002 CLARIFICATIONS, Exiger le Respect: +1 influence, or pay 2 spice for +2', () => {
    expect(INTRIGUE_DECK.demandRespect.name.fr).toBe('Exiger le Respect');
    expect(INTRIGUE_DECK.demandRespect.combat.effects).toEqual([
      {
        kind: 'choose',
        pick: 1,
        options: [
          {
            effects: [
              {
                kind: 'influence',
                faction: { kind: 'choice', among: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'] },
                amount: 1,
              },
            ],
          },
          {
            cost: [{ kind: 'resource', resource: 'spice', amount: 2 }],
            effects: [
              {
                kind: 'influence',
                faction: { kind: 'choice', among: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'] },
                amount: 2,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('rules 002 CLARIFICATIONS, Suspension Bindu: at the start of the Agent turn, draw 1 then end the turn', () => {
    expect(INTRIGUE_DECK.binduSuspension.plot).toEqual({
      window: 'startOfAgentTurn',
      effects: [{ kind: 'draw', amount: 1 }, { kind: 'endTurn' }],
    });
  });

  it('rules 002 CLARIFICATIONS, Recrutement Calculé: pay 1 spice to take the Mentat from its own space', () => {
    expect(INTRIGUE_DECK.calculatedHire.plot).toEqual({
      cost: [{ kind: 'resource', resource: 'spice', amount: 1 }],
      effects: [{ kind: 'takeMentat', nextRound: false }],
    });
  });

  it('rules 002 PHASE 3 example: Ambush gives 4 swords', () => {
    expect(INTRIGUE_DECK.ambush.name.fr).toBe('Embuscade');
    expect(INTRIGUE_DECK.ambush.combat.effects).toEqual([{ kind: 'swords', amount: 4 }]);
  });

  it('rules 002 CARTES DE LA MAISON HAGAL, Monopoliser le Marché: 2 VP take more The Spice Must Flow than each opponent', () => {
    expect(INTRIGUE_DECK.cornerTheMarket.name.fr).toBe('Monopoliser le Marché');
    expect(INTRIGUE_DECK.cornerTheMarket.endgame.effects.map((e) => (e.kind === 'if' ? e.condition : null))).toEqual([
      { kind: 'cardsOwned', card: 'theSpiceMustFlow', atLeast: 2 },
      { kind: 'mostCardsOwned', card: 'theSpiceMustFlow' },
    ]);
  });

  it('FAQ 2021, Double Cross: needs an opponent troop in the Conflict', () => {
    expect(INTRIGUE_DECK.doubleCross.plot.requires).toEqual({ kind: 'opponentTroopInConflict' });
  });
});
