export type { Language, LocalizedName } from './names.ts';
export { LANGUAGES } from './names.ts';
export type { TerritoryData, TerritoryId, TerritoryKind } from './territories.ts';
export { STRONGHOLDS, TERRITORIES, TERRITORY_IDS, territoryName } from './territories.ts';
export { TERRITORY_NAMES } from './territoryNames.ts';
export type { LocationLiteral } from './locationBorders.ts';
export { CROSS_TERRITORY_BORDERS } from './locationBorders.ts';
export type { LocationData, LocationKey } from './locations.ts';
export { LOCATIONS, LOCATION_BY_KEY, POLAR_SINK_SECTOR, locationKey, locationsOfTerritory } from './locations.ts';
export type { Faction, FactionData, StartingForces } from './factions.ts';
export {
  FACTIONS,
  BOX_FACTIONS,
  FACTION_DATA,
  FORCES_PER_FACTION,
  FREMEN_START_FORCES,
  FREMEN_START_TERRITORIES,
} from './factions.ts';
export type { LeaderData, LeaderId } from './leaders.ts';
export { LEADERS, LEADER_IDS, leadersOf, MAIN_CHARACTER_IDS, mainCharacterOf, isMainCharacter } from './leaders.ts';
export type { MainCharacterId } from './leaders.ts';
export * from './duel.ts';
export * from './arena.ts';
export type { TreacheryCardData, TreacheryCardId, TreacheryKind } from './treachery.ts';
export {
  TREACHERY_CARDS,
  TREACHERY_CARD_IDS,
  gameTreacheryDeck,
  isDefense,
  isWeapon,
  treacheryDeck,
} from './treachery.ts';
export type { SpiceCard, SpiceCardId } from './spiceDeck.ts';
export { CIELAGO_SOUTH_LATER_EDITIONS, SPICE_CARDS, SPICE_CARD_IDS, SPICE_DECK, spiceAmount } from './spiceDeck.ts';
