import type { LocalizedName } from './names.ts';
import type { TerritoryId } from './territories.ts';

export const FACTIONS = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit', 'tleilaxu'] as const;

/** The six factions of the box; the seventh, the Bene Tleilax, comes only with 000 XXXVII (option `tleilaxu`). */
export const BOX_FACTIONS = [
  'atreides',
  'harkonnen',
  'emperor',
  'guild',
  'fremen',
  'beneGesserit',
] as const satisfies readonly Faction[];

export type Faction = (typeof FACTIONS)[number];

/** Every faction has 20 force tokens (rules 000 "Composition du jeu": "20 pions"). */
export const FORCES_PER_FACTION = 20;

/** Tokens the Fremen spread at will over FREMEN_START_TERRITORIES at setup (rules 000 annexe 3, Fremen). */
export const FREMEN_START_FORCES = 10;

/** Where the Fremen may place their starting forces (rules 000 annexe 3, Fremen). */
export const FREMEN_START_TERRITORIES: readonly TerritoryId[] = ['sietchTabr', 'falseWallSouth', 'falseWallWest'];

export interface StartingForces {
  readonly territory: TerritoryId;
  /** The sector the tokens stand in; -1 for the Polar Sink. */
  readonly sector: number;
  readonly count: number;
}

export interface FactionData {
  readonly id: Faction;
  readonly name: LocalizedName;
  /** Spice received at setup (rules 000 §3.E.3, annexe 3 "Fonds"). */
  readonly startingSpice: number;
  /** Forces revived free of charge each turn (rules 000 §9.B.1, annexe 3 "Enrôlement gratuit"). */
  readonly freeRevival: number;
  /** Forces on the board at setup (rules 000 §3.E.4, annexe 3 "Au départ"). */
  readonly startingForces: readonly StartingForces[];
  /** True for the Fremen only: FREMEN_START_FORCES are placed by choice among FREMEN_START_TERRITORIES. */
  readonly fremenPlacement: boolean;
  /** Forces in reserve at setup (off-planet, or on the far side of Dune for the Fremen). */
  readonly startingReserves: number;
  /** Most treachery cards the faction may hold (rules 000 §8.G: 4; Harkonnen 8, annexe 3). */
  readonly treacheryHandLimit: number;
  /** Treachery cards dealt at setup (rules 000 §3.E.5: 1; Harkonnen 2, annexe 3). */
  readonly startingTreacheryCards: number;
  /** Display colour, from the Okabe–Ito colour-blind-safe palette. */
  readonly colour: string;
  /** A short symbol shown with the colour, so that colour is never the only cue. */
  readonly symbol: string;
}

const FACTION_TABLE = {
  // rules 000 annexe 3, "Les atouts des ATREIDES"
  atreides: {
    id: 'atreides',
    name: { fr: 'Atréides', en: 'Atreides', nl: 'Atreides' },
    startingSpice: 10,
    freeRevival: 2,
    startingForces: [{ territory: 'arrakeen', sector: 9, count: 10 }],
    fremenPlacement: false,
    startingReserves: 10,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#009E73',
    symbol: 'A',
  },
  // rules 000 annexe 3, "Les atouts des HARKONNEN"
  harkonnen: {
    id: 'harkonnen',
    name: { fr: 'Harkonnen', en: 'Harkonnen', nl: 'Harkonnen' },
    startingSpice: 10,
    freeRevival: 2,
    startingForces: [{ territory: 'carthag', sector: 10, count: 10 }],
    fremenPlacement: false,
    startingReserves: 10,
    treacheryHandLimit: 8,
    startingTreacheryCards: 2,
    colour: '#000000',
    symbol: 'H',
  },
  // rules 000 annexe 3, "Les atouts de L'EMPEREUR"
  emperor: {
    id: 'emperor',
    name: { fr: 'Empereur', en: 'Emperor', nl: 'Keizer' },
    startingSpice: 10,
    freeRevival: 1,
    startingForces: [],
    fremenPlacement: false,
    startingReserves: 20,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#D55E00',
    symbol: 'E',
  },
  // rules 000 annexe 3, "Les atouts de la GUILDE"
  guild: {
    id: 'guild',
    name: { fr: 'Guilde', en: 'Guild', nl: 'Gilde' },
    startingSpice: 5,
    freeRevival: 1,
    startingForces: [{ territory: 'tueksSietch', sector: 4, count: 5 }],
    fremenPlacement: false,
    startingReserves: 15,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#E69F00',
    symbol: 'G',
  },
  // rules 000 annexe 3, "Les atouts des FREMENS" (spice 3; the Dutch rules 003 say 10, 000 wins)
  fremen: {
    id: 'fremen',
    name: { fr: 'Fremen', en: 'Fremen', nl: 'Fremen' },
    startingSpice: 3,
    freeRevival: 3,
    startingForces: [],
    fremenPlacement: true,
    startingReserves: 10,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#F0E442',
    symbol: 'F',
  },
  // rules 000 annexe 3, "Les atouts de BENE GESSERIT"
  beneGesserit: {
    id: 'beneGesserit',
    name: { fr: 'Bene Gesserit', en: 'Bene Gesserit', nl: 'Bene Gesserit' },
    startingSpice: 5,
    freeRevival: 1,
    startingForces: [{ territory: 'polarSink', sector: -1, count: 1 }],
    fremenPlacement: false,
    startingReserves: 19,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#0072B2',
    symbol: 'B',
  },
  // 000 XXXVII "le Bene Tleilax dispose d'un seul chef (le Danseur Visage), de 20 pions placés dans les cuves, de
  // 10 épices, d'une carte Traîtrise": his tokens live in the tanks, which are his reserves (variants/tleilaxu.ts),
  // so nothing is revived free; the palette's reddish purple.
  tleilaxu: {
    id: 'tleilaxu',
    name: { fr: 'Bene Tleilax', en: 'Bene Tleilax', nl: 'Bene Tleilax' },
    startingSpice: 10,
    freeRevival: 0,
    startingForces: [],
    fremenPlacement: false,
    startingReserves: 20,
    treacheryHandLimit: 4,
    startingTreacheryCards: 1,
    colour: '#CC79A7',
    symbol: 'T',
  },
} as const satisfies Record<Faction, FactionData>;

export const FACTION_DATA: Readonly<Record<Faction, FactionData>> = FACTION_TABLE;
