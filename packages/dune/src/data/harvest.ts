import type { Faction } from './factions.ts';
import type { TerritoryId } from './territories.ts';

/** rules 000 §16.B: the five harvest rounds of the prelude. */
export const HARVEST_ROUNDS = 5;

/** rules 000 §16.A.1.b: the spice each player receives from the reserve, instead of the shield's. */
export const HARVEST_START_SPICE = 10;

/** rules 000 §16.B.2.b: the administrative tax the Manager adds to the harvest card. */
export const ADMINISTRATIVE_TAX = 3;

/** rules 000 §16.B.1.a, §16.C.5: the Manager's yearly due to the Emperor (or the reserve). */
export const MANAGER_TAX = 1;

/** rules 000 §16.C.3: the price range of the Guild's second Harvest card. */
export const GUILD_CARD_PRICE = { min: 4, max: 8 } as const;

/** rules 000 §16.B.6.a: the most forces a player may commit over all strongholds. */
export const PLACEMENT_LIMIT = 20;

/** A Harvest card (annexe 4 "cartes Récolte"): a year's harvest, or a sandworm. */
export type HarvestCard = 'worm' | 5 | 8 | 10 | 12 | 15 | 25 | 40;

/** annexe 4: the 14 Harvest cards. */
export const HARVEST_DECK: readonly HarvestCard[] = ['worm', 'worm', 5, 5, 8, 8, 10, 10, 12, 12, 15, 15, 25, 40];

/** The strongholds an Access card may name (annexe 4 "cartes Accès", "portant le nom d'un territoire"). */
export const ACCESS_STRONGHOLDS = ['arrakeen', 'carthag', 'tueksSietch', 'sietchTabr', 'habbanyaSietch'] as const;

export type AccessStronghold = (typeof ACCESS_STRONGHOLDS)[number] & TerritoryId;

/** The troops a garrison Access card allows (annexe 4, "portant un nombre"). */
export const TROOP_VALUES = [1, 2, 3, 5, 7, 8, 10] as const;

export type TroopValue = (typeof TROOP_VALUES)[number];

/** An Access card: a stronghold (citadelle) or a number of troops (garnison), rules 000 §16.B.3.b. */
export type AccessCard = AccessStronghold | TroopValue;

/** annexe 4: the 36 Access cards, two of each stronghold and 26 garrisons. */
export const ACCESS_DECK: readonly AccessCard[] = [
  ...ACCESS_STRONGHOLDS.flatMap((s) => [s, s]),
  ...([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 5, 5, 5, 5, 7, 7, 7, 7, 8, 8, 8, 10, 10, 10] as const),
];

export function isTroopCard(card: AccessCard): card is TroopValue {
  return typeof card === 'number';
}

/** annexe 4: the 30 Share cards (not shuffled, rules 000 §16.A.1.c). */
export const SHARE_CARDS: readonly number[] = [
  0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 8, 8, 10, 10, 12, 12, 15, 15,
];

/**
 * rules 000 §16.B.6.c: the strongholds called counter-clockwise from Carthag to Arrakeen (sectors 10, 13, 16, 4,
 * 9 on the board, numbered counter-clockwise).
 */
export const PLACEMENT_ORDER: readonly AccessStronghold[] = [
  'carthag',
  'sietchTabr',
  'habbanyaSietch',
  'tueksSietch',
  'arrakeen',
];

/** annexe 4 "cartes Planète": each faction's home world, dealt to choose the factions (rules 000 §16.A.1.a). */
export const PLANET_CARDS: Readonly<Record<Faction, string>> = {
  guild: 'Guild Heighliner',
  atreides: 'Caladan',
  harkonnen: 'Giedi Prime',
  beneGesserit: 'Wallach IX',
  emperor: 'Salusa Secundus',
  fremen: 'Arrakis',
  // 000 XXXVII: never dealt (the variant excludes §16), named for completeness.
  tleilaxu: 'Tleilax',
};
