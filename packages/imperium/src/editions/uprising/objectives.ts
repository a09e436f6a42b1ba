import type { ObjectiveCard } from './types.ts';

/**
 * The 5 Objective cards (rules 004 MISE EN PLACE "Paquet Objectif"; facts/uprising-rules.md §2.1): with 1–3
 * players the two 4/6-player cards are removed (3 left), with 4 the 1–3-player card (4 left). The holder of the
 * First Player icon takes the First Player marker.
 */
export const UPRISING_OBJECTIVES = {
  desertMouseFirstPlayer: {
    id: 'desertMouseFirstPlayer',
    name: {
      en: 'Desert Mouse (First Player)',
      fr: 'Souris du désert (1er joueur)',
      nl: 'Woestijnmuis (eerste speler)',
    },
    battleIcon: 'desertMouse',
    players: 'all',
    firstPlayer: true,
  },
  desertMouseFourToSix: {
    id: 'desertMouseFourToSix',
    name: { en: 'Desert Mouse (4/6 players)', fr: 'Souris du désert (4/6 joueurs)', nl: 'Woestijnmuis (4/6 spelers)' },
    battleIcon: 'desertMouse',
    players: 'fourToSix',
    firstPlayer: false,
  },
  crysknife: {
    id: 'crysknife',
    name: { en: 'Crysknife', fr: 'Krys', nl: 'Crysmes' },
    battleIcon: 'crysknife',
    players: 'all',
    firstPlayer: false,
  },
  crysknifeFourToSix: {
    id: 'crysknifeFourToSix',
    name: { en: 'Crysknife (4/6 players)', fr: 'Krys (4/6 joueurs)', nl: 'Crysmes (4/6 spelers)' },
    battleIcon: 'crysknife',
    players: 'fourToSix',
    firstPlayer: false,
  },
  ornithopterOneToThree: {
    id: 'ornithopterOneToThree',
    name: { en: 'Ornithopter (1–3 players)', fr: 'Orni (1-3 joueurs)', nl: 'Ornithopter (1–3 spelers)' },
    battleIcon: 'ornithopter',
    players: 'oneToThree',
    firstPlayer: false,
  },
} as const satisfies Record<string, ObjectiveCard>;

export type ObjectiveId = keyof typeof UPRISING_OBJECTIVES;

/** The Objective cards used with that many players (rules 004 MISE EN PLACE; 1–3 and 4–6 sets). */
export function objectivesFor(players: number): ObjectiveCard[] {
  const removed = players <= 3 ? 'fourToSix' : 'oneToThree';
  return Object.values(UPRISING_OBJECTIVES).filter((o: ObjectiveCard) => o.players !== removed);
}
