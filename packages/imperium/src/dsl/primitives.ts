import type {
  UprisingAgentIcon,
  UprisingControlSpaceId,
  UprisingReserveCardId,
  UprisingSpaceId,
  SixSpaceId,
} from './uprising.ts';

/** The four Factions with an influence track (rules 002 FACTIONS). */
export type Faction = 'emperor' | 'spacingGuild' | 'beneGesserit' | 'fremen';

export const FACTIONS = ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'] as const satisfies readonly Faction[];

/** The seven Agent icons (rules 002 TOUR AGENT: "Les sept icônes Agent différentes"). */
export type AgentIcon = Faction | 'landsraad' | 'city' | 'spiceTrade';

export const AGENT_ICONS = [...FACTIONS, 'landsraad', 'city', 'spiceTrade'] as const satisfies readonly AgentIcon[];

/** Tokens taken from and paid to the bank (rules 002 GUIDE DES ICÔNES: "Ressources : Solari, Épice, Eau"). */
export type Resource = 'solari' | 'spice' | 'water';

/** The three board spaces a Conflict can give control of (rules 002 Bonus de Contrôle). */
export type ControlSpaceId = 'arrakeen' | 'carthag' | 'imperialBasin';

/** The 22 board spaces (rules 002 MATÉRIEL, "Fiche Guide des Emplacements du Plateau"). */
export type SpaceId =
  | 'conspire'
  | 'wealth'
  | 'heighliner'
  | 'foldspace'
  | 'selectiveBreeding'
  | 'secrets'
  | 'hardyWarriors'
  | 'stillsuits'
  | 'highCouncil'
  | 'mentat'
  | 'swordmaster'
  | 'rallyTroops'
  | 'hallOfOratory'
  | 'secureContract'
  | 'sellMelange'
  | 'arrakeen'
  | 'carthag'
  | 'researchStation'
  | 'sietchTabr'
  | 'imperialBasin'
  | 'haggaBasin'
  | 'theGreatFlat';

/** The reserve piles (rules 002 MISE EN PLACE C³). */
export type ReserveCardId = 'arrakisLiaison' | 'theSpiceMustFlow' | 'foldspace';

/*
 * The ids of every edition (docs/architecture.md, "One Imperium engine, two editions"): the state, views and actions
 * are typed with these; the names above stay the 2020 game's, which its data and tests index.
 */

/** A board space of any edition. */
export type BoardSpaceId = SpaceId | UprisingSpaceId | SixSpaceId;

/** A space a Conflict can give control of, in any edition (Uprising: the Spice Refinery, rules 004). */
export type BoardControlSpaceId = ControlSpaceId | UprisingControlSpaceId;

/** A reserve pile of any edition (Uprising adds Prepare the Way, rules 004 MISE EN PLACE). */
export type ReservePileId = ReserveCardId | UprisingReserveCardId;

/** An Agent icon on a card of any edition: Uprising adds the Spy icon (rules 004 "icône Agent Espion"). */
export type CardAgentIcon = UprisingAgentIcon;

/** A display name in each language of the UI. */
export interface LocalizedName {
  readonly fr: string;
  readonly en: string;
  readonly nl: string;
}

export type Language = keyof LocalizedName;

export const LANGUAGES = ['fr', 'en', 'nl'] as const satisfies readonly Language[];
