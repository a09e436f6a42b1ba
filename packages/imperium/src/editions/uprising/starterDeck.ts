import { persuasion, swords, trashThisCard } from '../../dsl/build.ts';
import { FACTIONS } from '../../dsl/primitives.ts';
import { uprisingCard } from './card.ts';
import type { UprisingCard } from './types.ts';

/**
 * Each player's 10-card starting deck (rules 004 MISE EN PLACE: "Argument convaincant (2), Dague (2), Dune Planète
 * des Sables (2), Diplomatie (1), Reconnaissance (1), A la recherche d'alliés (1), Chevalière (1)"); `copies` are
 * per player. The cards are those of the 2020 game.
 */
export const UPRISING_STARTER_DECK = {
  convincingArgument: uprisingCard('starter', {
    id: 'convincingArgument',
    name: { en: 'Convincing Argument', fr: 'Argument convaincant', nl: 'Overtuigend argument' },
    copies: 2,
    reveal: [persuasion(2)],
  }),
  dagger: uprisingCard('starter', {
    id: 'dagger',
    name: { en: 'Dagger', fr: 'Dague', nl: 'Dolk' },
    copies: 2,
    agentIcons: ['landsraad'],
    reveal: [swords(1)],
  }),
  diplomacy: uprisingCard('starter', {
    id: 'diplomacy',
    name: { en: 'Diplomacy', fr: 'Diplomatie', nl: 'Diplomatie' },
    copies: 1,
    agentIcons: FACTIONS,
    reveal: [persuasion(1)],
  }),
  duneTheDesertPlanet: uprisingCard('starter', {
    id: 'duneTheDesertPlanet',
    name: { en: 'Dune, the Desert Planet', fr: 'Dune Planète des Sables', nl: 'Dune, de woestijnplaneet' },
    copies: 2,
    agentIcons: ['spiceTrade'],
    reveal: [persuasion(1)],
  }),
  reconnaissance: uprisingCard('starter', {
    id: 'reconnaissance',
    name: { en: 'Reconnaissance', fr: 'Reconnaissance', nl: 'Verkenning' },
    copies: 1,
    agentIcons: ['city'],
    reveal: [persuasion(1)],
  }),
  seekAllies: uprisingCard('starter', {
    id: 'seekAllies',
    name: { en: 'Seek Allies', fr: "A la recherche d'alliés", nl: 'Bondgenoten zoeken' },
    copies: 1,
    agentIcons: FACTIONS,
    agent: [trashThisCard],
  }),
  signetRing: uprisingCard('starter', {
    id: 'signetRing',
    name: { en: 'Signet Ring', fr: 'Chevalière', nl: 'Zegelring' },
    copies: 1,
    agentIcons: ['landsraad', 'city', 'spiceTrade'],
    agent: [{ kind: 'signetRing' }],
    reveal: [persuasion(1)],
  }),
} as const satisfies Record<string, UprisingCard>;

export type UprisingStarterCardId = keyof typeof UPRISING_STARTER_DECK;
