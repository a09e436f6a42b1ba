import { draw, persuasion, spice, victoryPoints } from '../dsl/build.ts';
import type { ImperiumCard } from '../dsl/content.ts';
import { AGENT_ICONS, type ReserveCardId } from '../dsl/primitives.ts';
import { playerCard } from './card.ts';

/** The three reserve piles (rules 002 MATÉRIEL: 8 / 10 / 6 cards). */
export const RESERVE = {
  arrakisLiaison: playerCard('reserve', {
    id: 'arrakisLiaison',
    name: { en: 'Arrakis Liaison', fr: "Contact d'Arrakis", nl: 'Contactpersoon op Arrakis' },
    copies: 8,
    cost: 2,
    factions: ['fremen'],
    agentIcons: ['city'],
    reveal: [persuasion(2)],
  }),
  theSpiceMustFlow: playerCard('reserve', {
    id: 'theSpiceMustFlow',
    name: { en: 'The Spice Must Flow', fr: "L'Épice Doit Couler", nl: 'De specerij moet stromen' },
    copies: 10,
    cost: 9,
    acquire: [victoryPoints(1)],
    reveal: [spice(1)],
  }),
  /** Only from the Foldspace board space, never with persuasion (rules 002 Acquérir des Cartes). */
  foldspace: playerCard('reserve', {
    id: 'foldspace',
    name: { en: 'Foldspace', fr: 'Espace Plissé', nl: 'Vouwruimte' },
    copies: 6,
    agentIcons: AGENT_ICONS,
    agent: [draw(1)],
  }),
} as const satisfies Record<ReserveCardId, ImperiumCard>;
