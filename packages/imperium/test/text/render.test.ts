import { describe, expect, it } from 'vitest';
import {
  CONFLICT_CARDS,
  FACTION_TRACKS,
  HAGAL_CARDS,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  LANGUAGES,
  LEADERS,
  SPACES,
  cardText,
  renderCard,
  renderConflict,
  renderEffects,
  renderFactionTrack,
  renderHagalCard,
  renderIntrigue,
  renderLeader,
  renderSpace,
  type Language,
} from '../../src/index.ts';
import { PLAYER_CARDS, allEffectLists } from '../content.ts';

/** Every string in a rendered object, nulls dropped. */
const texts = (rendered: object): string[] =>
  Object.values(rendered).flatMap((v: unknown) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [],
  );

function everyRendering(language: Language): { readonly where: string; readonly text: string }[] {
  const out: { where: string; text: string }[] = [];
  const add = (where: string, rendered: object) => {
    const all = texts(rendered);
    expect(all.length, `${where} renders nothing`).toBeGreaterThan(0);
    for (const text of all) out.push({ where, text });
  };
  for (const card of PLAYER_CARDS) add(card.id, { ...renderCard(card, language), full: cardText(card, language) });
  for (const card of Object.values(INTRIGUE_DECK)) add(card.id, renderIntrigue(card, language));
  for (const card of Object.values(CONFLICT_CARDS)) add(card.id, renderConflict(card, language));
  for (const space of Object.values(SPACES)) add(space.id, renderSpace(space, language));
  for (const leader of Object.values(LEADERS)) add(leader.id, renderLeader(leader, language));
  for (const card of Object.values(HAGAL_CARDS)) add(`hagal.${card.id}`, renderHagalCard(card, language));
  for (const track of Object.values(FACTION_TRACKS)) add(`track.${track.faction}`, renderFactionTrack(track, language));
  return out;
}

describe('text rendered from the DSL', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every card, space, Intrigue, Conflict, leader, Hagal card and track renders cleanly`, () => {
      for (const { where, text } of everyRendering(language)) {
        expect(text.trim(), where).not.toBe('');
        expect(text, where).not.toMatch(/undefined|\[object|NaN|null|\$\{|\{\w+\}| {2}|\.\.(?!\.)| ,| \./);
      }
    });

    it(`${language}: every effect list renders as full sentences`, () => {
      for (const { where, effects } of allEffectLists()) {
        if (effects.length === 0) continue;
        const text = renderEffects(effects, language);
        expect(text, where).toMatch(/^[A-ZÀ-Ý]/);
        expect(text, where).toMatch(/[.…]$/);
      }
    });
  }

  it('every player card has a name and at least one box in all three languages', () => {
    for (const card of PLAYER_CARDS) {
      for (const language of LANGUAGES) {
        expect(card.name[language], card.id).not.toBe('');
        expect(cardText(card, language), card.id).not.toBe('');
      }
    }
  });

  it('the three languages differ', () => {
    const reveal = (language: Language) => renderCard(IMPERIUM_DECK.stilgar, language).reveal;
    expect(new Set(LANGUAGES.map(reveal)).size).toBe(3);
  });
});

describe('French card text, as the cards read', () => {
  const fr = (card: (typeof PLAYER_CARDS)[number]) => renderCard(card, 'fr');

  it('rules 002 CLARIFICATIONS, Kwisatz Haderach: an Agent already placed goes again, even to its own space', () => {
    expect(fr(IMPERIUM_DECK.kwisatzHaderach).agent).toBe(
      "Envoyez l'un de vos Agents déjà placés sur un emplacement du plateau, même sur l'emplacement qu'il occupe. Piochez 1 carte.",
    );
  });

  it('rules 002 CLARIFICATIONS, La Voix: the space is closed to opponents until your next turn', () => {
    expect(fr(IMPERIUM_DECK.theVoice)).toEqual({
      agent:
        "Choisissez un emplacement du plateau : vos adversaires ne peuvent pas y envoyer d'Agent jusqu'à votre prochain tour.",
      reveal: 'Gagnez 2 persuasion.',
      acquire: null,
      trashed: null,
    });
  });

  it("rules 002 CLARIFICATIONS, Test d'Humanité: each opponent picks an option they can fulfil", () => {
    expect(fr(IMPERIUM_DECK.testOfHumanity).agent).toBe(
      'Chaque adversaire choisit : défausser 1 carte ou perdre 1 troupe déployée.',
    );
  });

  it('rules 002 CLARIFICATIONS, Suspension Bindu: played first, draw then end the turn', () => {
    expect(renderIntrigue(INTRIGUE_DECK.binduSuspension, 'fr').plot).toBe(
      'Au début de votre tour Agent, avant toute autre chose, piochez 1 carte et mettez immédiatement fin à votre tour.',
    );
  });

  it('rules 002 CLARIFICATIONS, Recrutement Calculé: the Mentat only from its Landsraad space', () => {
    expect(renderIntrigue(INTRIGUE_DECK.calculatedHire, 'fr').plot).toBe(
      "Payez 1 épice → prenez le Mentat s'il est sur son emplacement du Landsraad : il est votre Agent pour cette manche.",
    );
  });

  it('rules 002 CLARIFICATIONS, Exiger le Respect: played once the Conflict is won', () => {
    expect(renderIntrigue(INTRIGUE_DECK.demandRespect, 'fr')).toEqual({
      plot: null,
      combat:
        'Lorsque vous remportez un Conflit, choisissez : gagnez 1 influence sur une Faction de votre choix ou payez 2 épice → gagnez 2 influence sur une Faction de votre choix.',
      endgame: null,
    });
  });

  it('rules 002 CLARIFICATIONS, Goûte-Poison: look at the top card, then draw or trash it', () => {
    expect(renderIntrigue(INTRIGUE_DECK.poisonSnooper, 'fr').plot).toBe(
      'Regardez la carte du dessus de votre deck ; vous pouvez la piocher ou la détruire.',
    );
  });

  it('rules 002 TOUR AGENT (SUITE): Duncan Idaho', () => {
    expect(fr(IMPERIUM_DECK.duncanIdaho)).toEqual({
      agent: 'Payez 1 eau → recrutez 1 troupe et piochez 1 carte.',
      reveal: 'Gagnez 2 épées et 1 eau.',
      acquire: null,
      trashed: null,
    });
  });

  it('rules 002 TOUR AGENT: Camp Fremen', () => {
    expect(fr(IMPERIUM_DECK.fremenCamp).agent).toBe('Payez 2 épice → recrutez 3 troupes.');
    expect(fr(IMPERIUM_DECK.fremenCamp).reveal).toBe('Gagnez 2 persuasion et 1 épée.');
  });

  it('FAQ 2021, Liet Kynes: 2 persuasion for each Fremen card in play, itself included', () => {
    expect(fr(IMPERIUM_DECK.lietKynes)).toEqual({
      agent: null,
      reveal: 'Gagnez 2 persuasion pour chaque carte Fremen que vous avez en jeu (celle-ci comprise).',
      acquire: "Gagnez 1 influence sur l'Empereur.",
      trashed: null,
    });
  });

  it('Poigne de Fer: an optional cost, and an Alliance condition', () => {
    expect(fr(IMPERIUM_DECK.firmGrip).agent).toBe(
      'Payez 2 Solari → gagnez 1 influence sur la Guilde Spatiale, le Bene Gesserit ou les Fremen.',
    );
    expect(fr(IMPERIUM_DECK.firmGrip).reveal).toBe("Si vous avez l'Alliance de l'Empereur, gagnez 4 persuasion.");
  });

  it('Chevaucheurs de Ver: influence and Alliance conditions add up', () => {
    expect(fr(IMPERIUM_DECK.wormRiders).reveal).toBe(
      "Si vous avez au moins 2 influence sur les Fremen, gagnez 4 épées. Si vous avez l'Alliance des Fremen, gagnez 2 épées.",
    );
  });

  it('rules 002 GUIDE DES ICÔNES "Lien Fremmen": Commando de la Mort Fedaykin', () => {
    expect(fr(IMPERIUM_DECK.fedaykinDeathCommando)).toEqual({
      agent: 'Détruisez une carte.',
      reveal: 'Gagnez 1 persuasion. Lien Fremen : gagnez 3 épées.',
      acquire: null,
      trashed: null,
    });
  });

  it('Sœur Bene Gesserit: a choice', () => {
    expect(fr(IMPERIUM_DECK.beneGesseritSister).reveal).toBe('Choisissez : gagnez 2 persuasion ou gagnez 2 épées.');
  });

  it('rules 002 TOUR RÉVÉLATION: Espion Impérial trashes itself for an Intrigue', () => {
    expect(fr(IMPERIUM_DECK.imperialSpy)).toEqual({
      agent: 'Détruisez cette carte → piochez 1 carte Intrigue.',
      reveal: 'Gagnez 1 persuasion et 1 épée.',
      acquire: null,
      trashed: null,
    });
  });

  it('Révérende Mère Mohiam: opponents discard, with another Bene Gesserit card in play', () => {
    expect(fr(IMPERIUM_DECK.reverendMotherMohiam).agent).toBe(
      'Si vous avez une autre carte Bene Gesserit en jeu, chaque adversaire défausse 2 cartes.',
    );
  });

  it('Allégeances Changeantes: losing influence is part of the cost', () => {
    expect(fr(IMPERIUM_DECK.shiftingAllegiances).agent).toBe(
      'Perdez 1 influence sur une Faction de votre choix et payez 2 épice → gagnez 2 influence sur une Faction de votre choix.',
    );
  });

  it("Jeu de Pouvoir and Mission d'Assassinat", () => {
    expect(fr(IMPERIUM_DECK.powerPlay).agent).toBe(
      'Gagnez 1 influence supplémentaire sur la Faction de cet emplacement et détruisez cette carte.',
    );
    expect(fr(IMPERIUM_DECK.assassinationMission).trashed).toBe('Gagnez 4 Solari.');
  });

  it('rules 002 Coûts des Emplacements du Plateau: Conspirer', () => {
    expect(renderSpace(SPACES.conspire, 'fr')).toEqual({
      cost: 'Payez 4 épice.',
      requires: null,
      effects: "Gagnez 1 influence sur l'Empereur et 5 Solari, recrutez 2 troupes et piochez 1 carte Intrigue.",
      controlBonus: null,
      notes: [],
    });
  });

  it("rules 002 RÉSOLUTION DU COMBAT: Siège d'Arrakeen", () => {
    expect(renderConflict(CONFLICT_CARDS.siegeOfArrakeen, 'fr')).toMatchObject({
      first: "Gagnez 1 point de victoire et prenez le contrôle d'Arrakeen.",
      second: 'Gagnez 4 Solari.',
      third: 'Gagnez 2 Solari.',
    });
  });

  it('rules 002 CLARIFICATIONS, Paul Atréides: nothing to see in an empty deck', () => {
    expect(renderLeader(LEADERS.paulAtreides, 'fr')).toEqual({
      ability: 'Vous pouvez regarder la carte du dessus de votre deck à tout moment (rien si votre deck est vide).',
      signetRing: 'Piochez 1 carte.',
    });
  });
});

describe('English and Dutch samples', () => {
  it('English', () => {
    expect(renderCard(IMPERIUM_DECK.duncanIdaho, 'en').agent).toBe('Pay 1 water → recruit 1 troop and draw 1 card.');
    expect(renderCard(IMPERIUM_DECK.fedaykinDeathCommando, 'en').reveal).toBe(
      'Gain 1 Persuasion. Fremen Bond: gain 3 swords.',
    );
  });

  it('Dutch', () => {
    expect(renderCard(IMPERIUM_DECK.duncanIdaho, 'nl').agent).toBe(
      'Betaal 1 water → rekruteer 1 troep en trek 1 kaart.',
    );
    expect(renderCard(IMPERIUM_DECK.reverendMotherMohiam, 'nl').agent).toBe(
      'Als je nog een Bene Gesserit-kaart in het spel hebt: elke tegenstander legt 2 kaarten af.',
    );
  });
});
