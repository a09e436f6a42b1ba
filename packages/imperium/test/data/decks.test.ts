import { describe, expect, it } from 'vitest';
import { IMPERIUM_DECK, RESERVE, STARTER_DECK, walkEffects, type ImperiumCard } from '../../src/index.ts';
import { PLAYER_CARDS, sum } from '../content.ts';

const copies = (cards: readonly ImperiumCard[]) => sum(cards.map((c) => c.copies));
const imperium = Object.values(IMPERIUM_DECK);

describe('player cards', () => {
  it('rules 002 MATÉRIEL: 67 Imperium cards, 43 different', () => {
    expect(copies(imperium)).toBe(67);
    expect(imperium).toHaveLength(43);
  });

  it('rules 002 MATÉRIEL DU JOUEUR: a 10-card starting deck of 7 different cards', () => {
    expect(copies(Object.values(STARTER_DECK))).toBe(10);
    expect(Object.fromEntries(Object.values(STARTER_DECK).map((c) => [c.name.fr, c.copies]))).toEqual({
      'Argument Convaincant': 2,
      Dague: 2,
      Diplomatie: 1,
      'Dune, la Planète des Sables': 2,
      Reconnaissance: 1,
      "À la Recherche d'Alliés": 1,
      Chevalière: 1,
    });
  });

  it('rules 002 MATÉRIEL: 24 reserve cards, 8 Arrakis Liaison, 10 The Spice Must Flow, 6 Foldspace', () => {
    expect([RESERVE.arrakisLiaison.copies, RESERVE.theSpiceMustFlow.copies, RESERVE.foldspace.copies]).toEqual([
      8, 10, 6,
    ]);
    expect(RESERVE.arrakisLiaison.name.fr).toBe("Contact d'Arrakis");
    expect(RESERVE.theSpiceMustFlow.name.fr).toBe("L'Épice Doit Couler");
    expect(RESERVE.foldspace.name.fr).toBe('Espace Plissé');
  });

  it('ids are unique camelCase and match their keys', () => {
    const ids = PLAYER_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, card] of [
      ...Object.entries(STARTER_DECK),
      ...Object.entries(RESERVE),
      ...Object.entries(IMPERIUM_DECK),
    ]) {
      expect(card.id).toBe(key);
      expect(card.id).toMatch(/^[a-z][A-Za-z]*$/);
    }
  });

  it('each card sits in the deck it is listed in', () => {
    for (const card of Object.values(STARTER_DECK)) expect(card.deck).toBe('starter');
    for (const card of Object.values(RESERVE)) expect(card.deck).toBe('reserve');
    for (const card of imperium) expect(card.deck).toBe('imperium');
  });

  it('rules 002 Acquérir des Cartes: Imperium cards cost 1 to 8 persuasion; starter cards and Foldspace cannot be bought', () => {
    for (const card of imperium) {
      expect(Number.isInteger(card.cost)).toBe(true);
      expect(card.cost).toBeGreaterThanOrEqual(1);
      expect(card.cost).toBeLessThanOrEqual(8);
    }
    for (const card of Object.values(STARTER_DECK)) expect(card.cost).toBeNull();
    expect(RESERVE.foldspace.cost).toBeNull();
    expect(RESERVE.arrakisLiaison.cost).toBe(2);
    expect(RESERVE.theSpiceMustFlow.cost).toBe(9);
  });

  it('the deck totals 233 persuasion over its 67 cards, as in duneblend (a tripwire for transcription slips)', () => {
    expect(sum(imperium.map((c) => (c.cost ?? 0) * c.copies))).toBe(233);
    const byCost = new Map<number, number>();
    for (const card of imperium) byCost.set(card.cost ?? 0, (byCost.get(card.cost ?? 0) ?? 0) + card.copies);
    expect(Object.fromEntries(byCost)).toEqual({ 1: 9, 2: 12, 3: 16, 4: 11, 5: 11, 6: 5, 7: 1, 8: 2 });
  });

  it('rules 002 TOUR AGENT: a card with an Agent box has at least one Agent icon; every card does something', () => {
    for (const card of PLAYER_CARDS) {
      if (card.agent.length > 0) expect(card.agentIcons.length, card.id).toBeGreaterThan(0);
      expect(
        card.agent.length + card.reveal.length + card.acquire.length + card.trashed.length,
        card.id,
      ).toBeGreaterThan(0);
      expect(new Set(card.agentIcons).size, card.id).toBe(card.agentIcons.length);
    }
  });

  it('rules 002 GUIDE DES ICÔNES "Lien Fremmen": a bond names a Faction of its own card', () => {
    for (const card of PLAYER_CARDS) {
      for (const effect of walkEffects([...card.agent, ...card.reveal])) {
        if (effect.kind === 'if' && effect.condition.kind === 'bond') {
          expect(card.factions, card.id).toContain(effect.condition.faction);
        }
      }
    }
  });

  it('Agent-only effects never sit in a Reveal box', () => {
    const agentOnly = new Set(['relocateAgent', 'blockSpace', 'signetRing', 'infiltrate', 'addAgentIcons']);
    for (const card of PLAYER_CARDS) {
      for (const effect of walkEffects(card.reveal)) expect(agentOnly.has(effect.kind), card.id).toBe(false);
    }
  });

  it('rules 002 TOUR AGENT: Sardaukar Legion sends Agents to Emperor or Landsraad spaces', () => {
    expect(IMPERIUM_DECK.sardaukarLegion.agentIcons).toEqual(['emperor', 'landsraad']);
    expect(IMPERIUM_DECK.sardaukarLegion.name.fr).toBe('Légion Sardaukar');
  });

  it('rules 002 TOUR AGENT: Fremen Camp may pay 2 spice to recruit 3 troops', () => {
    expect(IMPERIUM_DECK.fremenCamp.agent).toEqual([
      {
        kind: 'pay',
        cost: [{ kind: 'resource', resource: 'spice', amount: 2 }],
        effects: [{ kind: 'recruit', amount: 3, deploy: 'combatSpace' }],
      },
    ]);
  });

  it('rules 002 TOUR AGENT (SUITE): Duncan Idaho pays 1 water to recruit a troop and draw a card', () => {
    expect(IMPERIUM_DECK.duncanIdaho.agentIcons).toEqual(['city']);
    expect(IMPERIUM_DECK.duncanIdaho.agent).toEqual([
      {
        kind: 'pay',
        cost: [{ kind: 'resource', resource: 'water', amount: 1 }],
        effects: [
          { kind: 'recruit', amount: 1, deploy: 'combatSpace' },
          { kind: 'draw', amount: 1 },
        ],
      },
    ]);
  });

  it('rules 002 TOUR AGENT (SUITE): Bene Gesserit Initiate draws a card; Dune, the Desert Planet reaches spice trade spaces', () => {
    expect(IMPERIUM_DECK.beneGesseritInitiate.agent).toEqual([{ kind: 'draw', amount: 1 }]);
    expect(IMPERIUM_DECK.beneGesseritInitiate.agentIcons).toContain('landsraad');
    expect(STARTER_DECK.duneTheDesertPlanet.agentIcons).toEqual(['spiceTrade']);
    expect(STARTER_DECK.duneTheDesertPlanet.agent).toEqual([]);
  });

  it("rules 002 TOUR RÉVÉLATION: Imperial Spy, Smuggler's Thopter and Stilgar reveal 4 persuasion, 4 swords and 1 spice", () => {
    const revealed = [IMPERIUM_DECK.imperialSpy, IMPERIUM_DECK.smugglersThopter, IMPERIUM_DECK.stilgar].flatMap(
      (c) => c.reveal,
    );
    const total = (kind: 'persuasion' | 'swords') =>
      sum(revealed.flatMap((e) => (e.kind === kind && typeof e.amount === 'number' ? [e.amount] : [])));
    expect(total('persuasion')).toBe(4);
    expect(total('swords')).toBe(4);
    expect(revealed).toContainEqual({ kind: 'gain', resource: 'spice', amount: 1 });
    expect(IMPERIUM_DECK.spaceTravel.cost).toBe(3);
  });
});
