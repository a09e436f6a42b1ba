import {
  anyFaction,
  choose,
  influence,
  intrigue,
  option,
  solari,
  spice,
  trash,
  victoryPoints,
  water,
} from '../dsl/build.ts';
import type { ConflictCard, ConflictLevel } from '../dsl/content.ts';
import type { ControlSpaceId } from '../dsl/primitives.ts';
import type { Effect } from '../dsl/effect.ts';

const SKIRMISH = { en: 'Skirmish', fr: 'Escarmouche', nl: 'Schermutseling' } as const;

const control = (space: ControlSpaceId): Effect => ({ kind: 'control', space });

/** The 18 Conflict cards (rules 002 MATÉRIEL: 4 level I, 10 level II, 4 level III). */
export const CONFLICT_CARDS = {
  skirmishVictoryIntrigue: {
    id: 'skirmishVictoryIntrigue',
    name: SKIRMISH,
    level: 1,
    first: [victoryPoints(1)],
    second: [intrigue(1), solari(2)],
    third: [solari(2)],
    controlSpace: null,
  },
  skirmishVictoryWater: {
    id: 'skirmishVictoryWater',
    name: SKIRMISH,
    level: 1,
    first: [victoryPoints(1)],
    second: [water(1)],
    third: [spice(1)],
    controlSpace: null,
  },
  skirmishInfluenceSpice: {
    id: 'skirmishInfluenceSpice',
    name: SKIRMISH,
    level: 1,
    first: [influence(anyFaction), spice(1)],
    second: [spice(2)],
    third: [spice(1)],
    controlSpace: null,
  },
  skirmishInfluenceSolari: {
    id: 'skirmishInfluenceSolari',
    name: SKIRMISH,
    level: 1,
    first: [influence(anyFaction), solari(2)],
    second: [solari(3)],
    third: [solari(2)],
    controlSpace: null,
  },
  cloakAndDagger: {
    id: 'cloakAndDagger',
    name: { en: 'Cloak and Dagger', fr: 'Cape et Poignard', nl: 'Mantel en dolk' },
    level: 2,
    first: [influence(anyFaction), intrigue(2)],
    second: [intrigue(1), spice(1)],
    third: [choose([option([intrigue(1)]), option([spice(1)])])],
    controlSpace: null,
  },
  desertPower: {
    id: 'desertPower',
    name: { en: 'Desert Power', fr: 'Pouvoir du Désert', nl: 'Woestijnmacht' },
    level: 2,
    first: [victoryPoints(1), water(1)],
    second: [water(1), spice(1)],
    third: [spice(1)],
    controlSpace: null,
  },
  guildBankRaid: {
    id: 'guildBankRaid',
    name: { en: 'Guild Bank Raid', fr: 'Raid sur la Banque de la Guilde', nl: 'Overval op de Gildebank' },
    level: 2,
    first: [solari(6)],
    second: [solari(4)],
    third: [solari(2)],
    controlSpace: null,
  },
  machinations: {
    id: 'machinations',
    name: { en: 'Machinations', fr: 'Machinations', nl: 'Machinaties' },
    level: 2,
    first: [influence({ kind: 'distinctChoices', count: 2 })],
    second: [water(1), solari(2)],
    third: [water(1)],
    controlSpace: null,
  },
  raidStockpiles: {
    id: 'raidStockpiles',
    name: { en: 'Raid Stockpiles', fr: 'Piller les Réserves', nl: 'Plunder de voorraden' },
    level: 2,
    first: [intrigue(1), spice(3)],
    second: [spice(2)],
    third: [spice(1)],
    controlSpace: null,
  },
  secureImperialBasin: {
    id: 'secureImperialBasin',
    name: { en: 'Secure Imperial Basin', fr: 'Sécuriser le Bassin Impérial', nl: 'Beveilig het Keizerlijk Bekken' },
    level: 2,
    first: [victoryPoints(1), control('imperialBasin')],
    second: [water(2)],
    third: [water(1)],
    controlSpace: 'imperialBasin',
  },
  siegeOfArrakeen: {
    id: 'siegeOfArrakeen',
    name: { en: 'Siege of Arrakeen', fr: "Siège d'Arrakeen", nl: 'Beleg van Arrakeen' },
    level: 2,
    first: [victoryPoints(1), control('arrakeen')],
    second: [solari(4)],
    third: [solari(2)],
    controlSpace: 'arrakeen',
  },
  siegeOfCarthag: {
    id: 'siegeOfCarthag',
    name: { en: 'Siege of Carthag', fr: 'Siège de Carthag', nl: 'Beleg van Carthag' },
    level: 2,
    first: [victoryPoints(1), control('carthag')],
    second: [intrigue(1), spice(1)],
    third: [spice(1)],
    controlSpace: 'carthag',
  },
  sortThroughTheChaos: {
    id: 'sortThroughTheChaos',
    name: { en: 'Sort Through the Chaos', fr: 'Démêler le Chaos', nl: 'Orde in de chaos' },
    level: 2,
    first: [{ kind: 'takeMentat', nextRound: true }, intrigue(1), solari(2)],
    second: [intrigue(1), solari(2)],
    third: [solari(2)],
    controlSpace: null,
  },
  terriblePurpose: {
    id: 'terriblePurpose',
    name: { en: 'Terrible Purpose', fr: 'Terrible Dessein', nl: 'Vreselijk doel' },
    level: 2,
    first: [victoryPoints(1), trash],
    second: [water(1), spice(1)],
    third: [spice(1)],
    controlSpace: null,
  },
  battleForArrakeen: {
    id: 'battleForArrakeen',
    name: { en: 'Battle for Arrakeen', fr: 'Bataille pour Arrakeen', nl: 'Slag om Arrakeen' },
    level: 3,
    first: [victoryPoints(2), control('arrakeen')],
    second: [choose([option([intrigue(1)]), option([spice(2)]), option([solari(3)])], 2)],
    third: [intrigue(1), solari(2)],
    controlSpace: 'arrakeen',
  },
  battleForCarthag: {
    id: 'battleForCarthag',
    name: { en: 'Battle for Carthag', fr: 'Bataille pour Carthag', nl: 'Slag om Carthag' },
    level: 3,
    first: [victoryPoints(2), control('carthag')],
    second: [intrigue(1), spice(3)],
    third: [spice(3)],
    controlSpace: 'carthag',
  },
  battleForImperialBasin: {
    id: 'battleForImperialBasin',
    name: {
      en: 'Battle for Imperial Basin',
      fr: 'Bataille pour le Bassin Impérial',
      nl: 'Slag om het Keizerlijk Bekken',
    },
    level: 3,
    first: [victoryPoints(2), control('imperialBasin')],
    second: [spice(5)],
    third: [spice(3)],
    controlSpace: 'imperialBasin',
  },
  grandVision: {
    id: 'grandVision',
    name: { en: 'Grand Vision', fr: 'Grande Vision', nl: 'Groots visioen' },
    level: 3,
    first: [influence(anyFaction, 2), intrigue(1)],
    second: [intrigue(1), spice(3)],
    third: [spice(3)],
    controlSpace: null,
  },
} as const satisfies Record<string, ConflictCard>;

export type ConflictCardId = keyof typeof CONFLICT_CARDS;

/**
 * How the 10-card Conflict deck is built, bottom to top: 4 level III, then 5 of the 10 level II, then 1 of the
 * 4 level I; the other cards go back to the box unseen (rules 002 MISE EN PLACE B).
 */
export const CONFLICT_DECK_RECIPE = [
  { level: 3, count: 4 },
  { level: 2, count: 5 },
  { level: 1, count: 1 },
] as const satisfies readonly { readonly level: ConflictLevel; readonly count: number }[];
