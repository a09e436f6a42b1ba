import { draw, influenceAtLeast, persuasion, spice, victoryPoints, when } from '../../dsl/build.ts';
import type { UprisingReserveCardId } from '../../dsl/uprising.ts';
import { uprisingCard } from './card.ts';
import type { UprisingCard } from './types.ts';

/**
 * The two fixed reserve piles (rules 004 MISE EN PLACE: "L'épice doit couler et Préparer le chemin"): 10 and 8
 * cards (DuneBlend; docs/content-doubts.md, Uprising).
 */
export const UPRISING_RESERVE = {
  theSpiceMustFlow: uprisingCard('reserve', {
    id: 'theSpiceMustFlow',
    name: { en: 'The Spice Must Flow', fr: "L'épice doit couler", nl: 'De specerij moet stromen' },
    copies: 10,
    cost: 9,
    factions: ['spacingGuild'],
    acquire: [victoryPoints(1)],
    reveal: [spice(1)],
  }),
  prepareTheWay: uprisingCard('reserve', {
    id: 'prepareTheWay',
    name: { en: 'Prepare the Way', fr: 'Préparer le chemin', nl: 'Bereid de weg' },
    copies: 8,
    cost: 2,
    factions: ['beneGesserit'],
    agentIcons: ['landsraad', 'city'],
    agent: [when(influenceAtLeast('beneGesserit', 2), [draw(1)])],
    reveal: [persuasion(2)],
  }),
} as const satisfies Record<UprisingReserveCardId, UprisingCard>;
