import { TERRITORIES, type TerritoryId } from './territories.ts';

/**
 * The 21 spice cards (rules 000 annexe 4, "Texte des cartes Epices"): 15 territory cards, in the order annexe 4
 * lists them, then the 6 Shai-Hulud cards. A territory card's id is the id of its territory.
 */
export const SPICE_CARD_IDS = [
  'habbanyaRidgeFlat',
  'oldGap',
  'funeralPlain',
  'cielagoSouth',
  'sihayaRidge',
  'cielagoNorth',
  'brokenLand',
  'southMesa',
  'windPassNorth',
  'theMinorErg',
  'habbanyaErg',
  'rockOutcroppings',
  'haggaBasin',
  'redChasm',
  'theGreatFlat',
  'shaiHulud1',
  'shaiHulud2',
  'shaiHulud3',
  'shaiHulud4',
  'shaiHulud5',
  'shaiHulud6',
] as const satisfies readonly (TerritoryId | `shaiHulud${number}`)[];

export type SpiceCardId = (typeof SPICE_CARD_IDS)[number];

/**
 * A territory card places its territory's spiceAmount in its spiceSector (rules 000 §7.A.1); a worm (Shai-Hulud)
 * card devours spice and forces in the territory of the last territory card (rules 000 §7.A.2).
 */
export type SpiceCard =
  | { readonly id: SpiceCardId; readonly kind: 'territory'; readonly territory: TerritoryId }
  | { readonly id: SpiceCardId; readonly kind: 'worm' };

const SPICE_CARD_TABLE = {
  habbanyaRidgeFlat: { id: 'habbanyaRidgeFlat', kind: 'territory', territory: 'habbanyaRidgeFlat' },
  oldGap: { id: 'oldGap', kind: 'territory', territory: 'oldGap' },
  funeralPlain: { id: 'funeralPlain', kind: 'territory', territory: 'funeralPlain' },
  cielagoSouth: { id: 'cielagoSouth', kind: 'territory', territory: 'cielagoSouth' },
  sihayaRidge: { id: 'sihayaRidge', kind: 'territory', territory: 'sihayaRidge' },
  cielagoNorth: { id: 'cielagoNorth', kind: 'territory', territory: 'cielagoNorth' },
  brokenLand: { id: 'brokenLand', kind: 'territory', territory: 'brokenLand' },
  southMesa: { id: 'southMesa', kind: 'territory', territory: 'southMesa' },
  windPassNorth: { id: 'windPassNorth', kind: 'territory', territory: 'windPassNorth' },
  theMinorErg: { id: 'theMinorErg', kind: 'territory', territory: 'theMinorErg' },
  habbanyaErg: { id: 'habbanyaErg', kind: 'territory', territory: 'habbanyaErg' },
  rockOutcroppings: { id: 'rockOutcroppings', kind: 'territory', territory: 'rockOutcroppings' },
  haggaBasin: { id: 'haggaBasin', kind: 'territory', territory: 'haggaBasin' },
  redChasm: { id: 'redChasm', kind: 'territory', territory: 'redChasm' },
  theGreatFlat: { id: 'theGreatFlat', kind: 'territory', territory: 'theGreatFlat' },
  shaiHulud1: { id: 'shaiHulud1', kind: 'worm' },
  shaiHulud2: { id: 'shaiHulud2', kind: 'worm' },
  shaiHulud3: { id: 'shaiHulud3', kind: 'worm' },
  shaiHulud4: { id: 'shaiHulud4', kind: 'worm' },
  shaiHulud5: { id: 'shaiHulud5', kind: 'worm' },
  shaiHulud6: { id: 'shaiHulud6', kind: 'worm' },
} as const satisfies Record<SpiceCardId, SpiceCard>;

export const SPICE_CARDS: Readonly<Record<SpiceCardId, SpiceCard>> = SPICE_CARD_TABLE;

/** The spice deck in a fixed order (shuffle before use, rules 000 §3.C). */
export const SPICE_DECK: readonly SpiceCardId[] = SPICE_CARD_IDS;

/** Cielago South's card: 10 in rules 000 annexe 4, 12 in later editions (engine option cielagoSouth12). */
export const CIELAGO_SOUTH_LATER_EDITIONS = 12;

/**
 * The spice a territory card places (rules 000 annexe 4). Throws for a territory no spice card names.
 */
export function spiceAmount(territory: TerritoryId, cielagoSouth12: boolean): number {
  if (territory === 'cielagoSouth' && cielagoSouth12) return CIELAGO_SOUTH_LATER_EDITIONS;
  const amount = TERRITORIES[territory].spiceAmount;
  if (amount === null) throw new Error(`no spice card for territory ${territory}`);
  return amount;
}
