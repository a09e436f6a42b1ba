import {
  choose,
  draw,
  harvest,
  influence,
  influenceAtLeast,
  intrigue,
  option,
  paySolari,
  paySpice,
  payWater,
  persuasion,
  recruit,
  solari,
  spice,
  trash,
  water,
  when,
  anyFaction,
} from '../../dsl/build.ts';
import { SPACES } from '../../data/spaces.ts';
import type { BoardSpace } from '../../dsl/content.ts';
import type { ObservationPostId, UprisingSpaceId } from '../../dsl/uprising.ts';
import { breakShieldWall, contract, makerHook, payUp, sandworm, spy, trashIntrigue } from '../../dsl/uprisingBuild.ts';
import type { Effect } from '../../dsl/effect.ts';

const NO_EXTRA = {
  faction: null,
  cost: [],
  requires: null,
  combat: false,
  maker: null,
  controlBonus: null,
  oncePerGame: false,
} as const;

/** Deep Desert and Hagga Basin: the bonus spice, then the spice or, with Maker Hooks, the sandworms. */
const desert = (spiceGained: number, worms: number): readonly Effect[] => [
  harvest(0),
  choose([option([spice(spiceGained)]), option([sandworm(worms)])]),
];

// Secrets, Arrakeen and Imperial Basin are the 2020 game's spaces, unchanged (rules 004): the same data.
export const UPRISING_SPACES = {
  dutifulService: {
    ...NO_EXTRA,
    id: 'dutifulService',
    name: { en: 'Dutiful Service', fr: 'Service assidu', nl: 'Dutiful Service' },
    icon: 'emperor',
    faction: 'emperor',
    effects: [influence('emperor'), contract],
  },
  sardaukar: {
    ...NO_EXTRA,
    id: 'sardaukar',
    name: { en: 'Sardaukar', fr: 'Sardaukar', nl: 'Sardaukar' },
    icon: 'emperor',
    faction: 'emperor',
    cost: [paySpice(4)],
    effects: [influence('emperor'), intrigue(1), recruit(4)],
  },
  deliverSupplies: {
    ...NO_EXTRA,
    id: 'deliverSupplies',
    name: { en: 'Deliver Supplies', fr: 'Livrer des fournitures', nl: 'Deliver Supplies' },
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    effects: [influence('spacingGuild'), water(1)],
  },
  heighliner: {
    ...NO_EXTRA,
    id: 'heighliner',
    name: { en: 'Heighliner', fr: 'Long-courrier', nl: 'Heighliner' },
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    cost: [paySpice(5)],
    effects: [influence('spacingGuild'), recruit(5)],
    combat: true,
  },
  espionage: {
    ...NO_EXTRA,
    id: 'espionage',
    name: { en: 'Espionage', fr: 'Espionnage', nl: 'Espionage' },
    icon: 'beneGesserit',
    faction: 'beneGesserit',
    cost: [paySpice(1)],
    effects: [influence('beneGesserit'), draw(1), spy],
  },
  secrets: SPACES.secrets,
  desertTactics: {
    ...NO_EXTRA,
    id: 'desertTactics',
    name: { en: 'Desert Tactics', fr: 'Tactiques du désert', nl: 'Desert Tactics' },
    icon: 'fremen',
    faction: 'fremen',
    cost: [payWater(1)],
    effects: [influence('fremen'), recruit(1), trash],
    combat: true,
  },
  fremkit: {
    ...NO_EXTRA,
    id: 'fremkit',
    name: { en: 'Fremkit', fr: 'Fremkit', nl: 'Fremkit' },
    icon: 'fremen',
    faction: 'fremen',
    effects: [influence('fremen'), draw(1)],
    combat: true,
  },
  highCouncil: {
    ...NO_EXTRA,
    id: 'highCouncil',
    name: { en: 'High Council', fr: 'Haut Conseil', nl: 'High Council' },
    icon: 'landsraad',
    cost: [paySolari(5)],
    // facts §2.7: the first visit takes a seat (+2 Persuasion on every Reveal turn); later ones give the rest.
    effects: [
      when(
        { kind: 'highCouncilSeat' },
        [spice(2), intrigue(1), recruit(3)],
        [{ kind: 'takeHighCouncilSeat', everyRevealTurn: [persuasion(2)] }],
      ),
    ],
  },
  imperialPrivilege: {
    ...NO_EXTRA,
    id: 'imperialPrivilege',
    name: { en: 'Imperial Privilege', fr: 'Privilège impérial', nl: 'Imperial Privilege' },
    icon: 'landsraad',
    cost: [paySolari(3)],
    requires: influenceAtLeast('emperor', 2),
    effects: [payUp([trashIntrigue], [intrigue(1)]), { kind: 'recallAgent' }, draw(1)],
  },
  swordmaster: {
    ...NO_EXTRA,
    id: 'swordmaster',
    name: { en: 'Swordmaster', fr: "Maître d'armes", nl: 'Swordmaster' },
    icon: 'landsraad',
    // The printed 8; 6 once anyone has a Swordmaster (facts §2.6), a rule of the Swordmaster module.
    cost: [paySolari(8)],
    effects: [{ kind: 'gainSwordmaster' }],
    oncePerGame: true,
  },
  assemblyHall: {
    ...NO_EXTRA,
    id: 'assemblyHall',
    name: { en: 'Assembly Hall', fr: "Salle de l'assemblée", nl: 'Assembly Hall' },
    icon: 'landsraad',
    effects: [intrigue(1), persuasion(1)],
  },
  gatherSupport: {
    ...NO_EXTRA,
    id: 'gatherSupport',
    name: { en: 'Gather Support', fr: 'Rassembler du soutien', nl: 'Gather Support' },
    icon: 'landsraad',
    effects: [choose([option([recruit(2)]), option([recruit(2), water(1)], [paySolari(2)])])],
  },
  arrakeen: SPACES.arrakeen,
  researchStation: {
    ...NO_EXTRA,
    id: 'researchStation',
    name: { en: 'Research Station', fr: 'Station de recherche', nl: 'Research Station' },
    icon: 'city',
    cost: [payWater(2)],
    effects: [recruit(2), draw(2)],
    combat: true,
  },
  sietchTabr: {
    ...NO_EXTRA,
    id: 'sietchTabr',
    name: { en: 'Sietch Tabr', fr: 'Sietch Tabr', nl: 'Sietch Tabr' },
    icon: 'city',
    requires: influenceAtLeast('fremen', 2),
    effects: [choose([option([makerHook, recruit(1), water(1)]), option([water(1), breakShieldWall])])],
    combat: true,
  },
  spiceRefinery: {
    ...NO_EXTRA,
    id: 'spiceRefinery',
    name: { en: 'Spice Refinery', fr: "Raffinerie d'épice", nl: 'Spice Refinery' },
    icon: 'city',
    effects: [choose([option([solari(2)]), option([solari(4)], [paySpice(1)])])],
    combat: true,
    controlBonus: [solari(1)],
  },
  acceptContract: {
    ...NO_EXTRA,
    id: 'acceptContract',
    name: { en: 'Accept Contract', fr: 'Accepter le contrat', nl: 'Accept Contract' },
    icon: 'spiceTrade',
    effects: [draw(1), contract],
  },
  shipping: {
    ...NO_EXTRA,
    id: 'shipping',
    name: { en: 'Shipping', fr: 'Expédition', nl: 'Shipping' },
    icon: 'spiceTrade',
    cost: [paySpice(3)],
    requires: influenceAtLeast('spacingGuild', 2),
    effects: [solari(5), influence(anyFaction)],
  },
  deepDesert: {
    ...NO_EXTRA,
    id: 'deepDesert',
    name: { en: 'Deep Desert', fr: 'Désert Profond', nl: 'Deep Desert' },
    icon: 'spiceTrade',
    cost: [payWater(3)],
    effects: desert(4, 2),
    combat: true,
    maker: { baseSpice: 4 },
  },
  haggaBasin: {
    ...NO_EXTRA,
    id: 'haggaBasin',
    name: { en: 'Hagga Basin', fr: 'Bassin de Hagga', nl: 'Hagga Basin' },
    icon: 'spiceTrade',
    cost: [payWater(1)],
    effects: desert(2, 1),
    combat: true,
    maker: { baseSpice: 2 },
  },
  imperialBasin: SPACES.imperialBasin,
} as const satisfies { readonly [K in UprisingSpaceId]: BoardSpace<UprisingSpaceId> & { readonly id: K } };

export const UPRISING_SPACE_IDS = Object.keys(UPRISING_SPACES) as UprisingSpaceId[];

/** The three spaces a Conflict can give control of (rules 004 III. Combat: Arrakeen, Spice Refinery, Imperial Basin). */
export const UPRISING_CONTROL_SPACES = ['arrakeen', 'spiceRefinery', 'imperialBasin'] as const;

/** An observation post (rules 004 "Placer un Espion"): a Spy there reaches the spaces it connects to. */
export interface ObservationPost {
  readonly id: ObservationPostId;
  readonly connects: readonly UprisingSpaceId[];
}

/**
 * The 13 observation posts of the 1–4 player board and the spaces each connects to (facts uprising-board.json, five
 * sources agreeing). The board prints no names for them: a post is shown by the spaces it reaches.
 */
export const OBSERVATION_POSTS: readonly ObservationPost[] = [
  { id: 'emperor', connects: ['sardaukar', 'dutifulService'] },
  { id: 'spacingGuild', connects: ['heighliner', 'deliverSupplies'] },
  { id: 'beneGesserit', connects: ['espionage', 'secrets'] },
  { id: 'fremen', connects: ['desertTactics', 'fremkit'] },
  { id: 'landsraadCouncil', connects: ['highCouncil', 'imperialPrivilege', 'swordmaster'] },
  { id: 'landsraadAssembly', connects: ['assemblyHall', 'gatherSupport'] },
  { id: 'choam', connects: ['shipping', 'acceptContract'] },
  { id: 'sietchTabrResearchStation', connects: ['sietchTabr', 'researchStation'] },
  { id: 'researchStationSpiceRefinery', connects: ['researchStation', 'spiceRefinery'] },
  { id: 'spiceRefineryArrakeen', connects: ['spiceRefinery', 'arrakeen'] },
  { id: 'deepDesert', connects: ['deepDesert'] },
  { id: 'haggaBasin', connects: ['haggaBasin'] },
  { id: 'imperialBasin', connects: ['imperialBasin'] },
];

/** The posts connected to a space (rules 004 "Rappeler un Espion (Action)"). */
export function postsOf(space: UprisingSpaceId): ObservationPost[] {
  return OBSERVATION_POSTS.filter((p) => p.connects.includes(space));
}
