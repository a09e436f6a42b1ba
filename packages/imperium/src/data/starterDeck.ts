import { persuasion, swords, trashThisCard } from '../dsl/build.ts';
import { FACTIONS } from '../dsl/primitives.ts';
import { playerCard } from './card.ts';

/** Each player's 10-card starting deck (rules 002 MATÉRIEL DU JOUEUR); `copies` are per player. */
export const STARTER_DECK = {
  convincingArgument: playerCard('starter', {
    id: 'convincingArgument',
    name: { en: 'Convincing Argument', fr: 'Argument Convaincant', nl: 'Overtuigend argument' },
    copies: 2,
    reveal: [persuasion(2)],
  }),
  dagger: playerCard('starter', {
    id: 'dagger',
    name: { en: 'Dagger', fr: 'Dague', nl: 'Dolk' },
    copies: 2,
    agentIcons: ['landsraad'],
    reveal: [swords(1)],
  }),
  diplomacy: playerCard('starter', {
    id: 'diplomacy',
    name: { en: 'Diplomacy', fr: 'Diplomatie', nl: 'Diplomatie' },
    copies: 1,
    agentIcons: FACTIONS,
    reveal: [persuasion(1)],
  }),
  duneTheDesertPlanet: playerCard('starter', {
    id: 'duneTheDesertPlanet',
    name: { en: 'Dune, The Desert Planet', fr: 'Dune, la Planète des Sables', nl: 'Dune, de woestijnplaneet' },
    copies: 2,
    agentIcons: ['spiceTrade'],
    reveal: [persuasion(1)],
  }),
  reconnaissance: playerCard('starter', {
    id: 'reconnaissance',
    name: { en: 'Reconnaissance', fr: 'Reconnaissance', nl: 'Verkenning' },
    copies: 1,
    agentIcons: ['city'],
    reveal: [persuasion(1)],
  }),
  seekAllies: playerCard('starter', {
    id: 'seekAllies',
    name: { en: 'Seek Allies', fr: "À la Recherche d'Alliés", nl: 'Bondgenoten zoeken' },
    copies: 1,
    agentIcons: FACTIONS,
    agent: [trashThisCard],
  }),
  signetRing: playerCard('starter', {
    id: 'signetRing',
    name: { en: 'Signet Ring', fr: 'Chevalière', nl: 'Zegelring' },
    copies: 1,
    agentIcons: ['landsraad', 'city', 'spiceTrade'],
    agent: [{ kind: 'signetRing' }],
    reveal: [persuasion(1)],
  }),
};

export type StarterCardId = keyof typeof STARTER_DECK;
