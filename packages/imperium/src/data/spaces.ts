import {
  draw,
  influence,
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
  choose,
  influenceAtLeast,
} from '../dsl/build.ts';
import type { BoardSpace } from '../dsl/content.ts';
import type { Effect } from '../dsl/effect.ts';
import type { ControlSpaceId, SpaceId } from '../dsl/primitives.ts';

const NO_EXTRA = {
  faction: null,
  cost: [],
  requires: null,
  combat: false,
  maker: null,
  controlBonus: null,
  oncePerGame: false,
} as const;

/** Solari for each spice sold at Sell Melange: 2→6, 3→8, 4→10, 5→12 (facts: RC, TTS arithmetic). */
const sellMelangeOption = (spiceSold: number) => option([solari(2 * spiceSold + 2)], [paySpice(spiceSold)]);

/**
 * The 22 spaces of the base board (rules 002 MATÉRIEL; "Guide des Emplacements du Plateau" facts in
 * reference/imperium/facts/imperium-base-board.json).
 */
export const SPACES = {
  conspire: {
    ...NO_EXTRA,
    id: 'conspire',
    name: { en: 'Conspire', fr: 'Conspirer', nl: 'Samenzweren' },
    icon: 'emperor',
    faction: 'emperor',
    cost: [paySpice(4)],
    effects: [influence('emperor'), solari(5), recruit(2), intrigue(1)],
  },
  wealth: {
    ...NO_EXTRA,
    id: 'wealth',
    name: { en: 'Wealth', fr: 'Richesse', nl: 'Rijkdom' },
    icon: 'emperor',
    faction: 'emperor',
    effects: [influence('emperor'), solari(2)],
  },
  heighliner: {
    ...NO_EXTRA,
    id: 'heighliner',
    name: { en: 'Heighliner', fr: 'Long-Courrier', nl: 'Heighliner' },
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    cost: [paySpice(6)],
    effects: [influence('spacingGuild'), recruit(5), water(2)],
    combat: true,
  },
  foldspace: {
    ...NO_EXTRA,
    id: 'foldspace',
    name: { en: 'Foldspace', fr: 'Espace Plissé', nl: 'Vouwruimte' },
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    effects: [influence('spacingGuild'), { kind: 'acquireReserveCard', card: 'foldspace' }],
  },
  selectiveBreeding: {
    ...NO_EXTRA,
    id: 'selectiveBreeding',
    name: { en: 'Selective Breeding', fr: 'Sélection Génétique', nl: 'Selectief fokken' },
    icon: 'beneGesserit',
    faction: 'beneGesserit',
    cost: [paySpice(2)],
    effects: [influence('beneGesserit'), trash, draw(2)],
  },
  secrets: {
    ...NO_EXTRA,
    id: 'secrets',
    name: { en: 'Secrets', fr: 'Secrets', nl: 'Geheimen' },
    icon: 'beneGesserit',
    faction: 'beneGesserit',
    effects: [influence('beneGesserit'), intrigue(1), { kind: 'stealIntrigue', fromOpponentsWithAtLeast: 4 }],
  },
  hardyWarriors: {
    ...NO_EXTRA,
    id: 'hardyWarriors',
    name: { en: 'Hardy Warriors', fr: 'Guerriers Endurcis', nl: 'Geharde strijders' },
    icon: 'fremen',
    faction: 'fremen',
    cost: [payWater(1)],
    effects: [influence('fremen'), recruit(2)],
    combat: true,
  },
  stillsuits: {
    ...NO_EXTRA,
    id: 'stillsuits',
    name: { en: 'Stillsuits', fr: 'Distilles', nl: 'Distilpakken' },
    icon: 'fremen',
    faction: 'fremen',
    effects: [influence('fremen'), water(1)],
    combat: true,
  },
  highCouncil: {
    ...NO_EXTRA,
    id: 'highCouncil',
    name: { en: 'High Council', fr: 'Haut Conseil', nl: 'Hoge Raad' },
    icon: 'landsraad',
    cost: [paySolari(5)],
    effects: [{ kind: 'takeHighCouncilSeat', everyRevealTurn: [persuasion(2)] }],
    oncePerGame: true,
  },
  mentat: {
    ...NO_EXTRA,
    id: 'mentat',
    name: { en: 'Mentat', fr: 'Mentat', nl: 'Mentat' },
    icon: 'landsraad',
    cost: [paySolari(2)],
    effects: [draw(1), { kind: 'takeMentat', nextRound: false }],
  },
  swordmaster: {
    ...NO_EXTRA,
    id: 'swordmaster',
    name: { en: 'Swordmaster', fr: "Maître d'Armes", nl: 'Zwaardmeester' },
    icon: 'landsraad',
    cost: [paySolari(8)],
    effects: [{ kind: 'gainSwordmaster' }],
    oncePerGame: true,
  },
  rallyTroops: {
    ...NO_EXTRA,
    id: 'rallyTroops',
    name: { en: 'Rally Troops', fr: 'Rallier des Troupes', nl: 'Troepen verzamelen' },
    icon: 'landsraad',
    cost: [paySolari(4)],
    effects: [recruit(4)],
  },
  hallOfOratory: {
    ...NO_EXTRA,
    id: 'hallOfOratory',
    name: { en: 'Hall of Oratory', fr: "Hall de l'Oratoire", nl: 'Redenaarszaal' },
    icon: 'landsraad',
    effects: [recruit(1), persuasion(1)],
  },
  secureContract: {
    ...NO_EXTRA,
    id: 'secureContract',
    name: { en: 'Secure Contract', fr: 'Sécuriser un Contrat', nl: 'Contract sluiten' },
    icon: 'spiceTrade',
    effects: [solari(3)],
  },
  sellMelange: {
    ...NO_EXTRA,
    id: 'sellMelange',
    name: { en: 'Sell Melange', fr: 'Vendre du Mélange', nl: 'Melange verkopen' },
    icon: 'spiceTrade',
    effects: [choose([2, 3, 4, 5].map(sellMelangeOption))],
  },
  arrakeen: {
    ...NO_EXTRA,
    id: 'arrakeen',
    name: { en: 'Arrakeen', fr: 'Arrakeen', nl: 'Arrakeen' },
    icon: 'city',
    effects: [recruit(1), draw(1)],
    combat: true,
    controlBonus: [solari(1)],
  },
  carthag: {
    ...NO_EXTRA,
    id: 'carthag',
    name: { en: 'Carthag', fr: 'Carthag', nl: 'Carthag' },
    icon: 'city',
    effects: [recruit(1), intrigue(1)],
    combat: true,
    controlBonus: [solari(1)],
  },
  researchStation: {
    ...NO_EXTRA,
    id: 'researchStation',
    name: { en: 'Research Station', fr: 'Station de Recherche', nl: 'Onderzoeksstation' },
    icon: 'city',
    cost: [payWater(2)],
    effects: [draw(3)],
    combat: true,
  },
  sietchTabr: {
    ...NO_EXTRA,
    id: 'sietchTabr',
    name: { en: 'Sietch Tabr', fr: 'Sietch Tabr', nl: 'Sietch Tabr' },
    icon: 'city',
    requires: influenceAtLeast('fremen', 2),
    effects: [recruit(1), water(1)],
    combat: true,
  },
  imperialBasin: {
    ...NO_EXTRA,
    id: 'imperialBasin',
    name: { en: 'Imperial Basin', fr: 'Bassin Impérial', nl: 'Keizerlijk Bekken' },
    icon: 'spiceTrade',
    effects: [{ kind: 'harvest', baseSpice: 1 }],
    combat: true,
    maker: { baseSpice: 1 },
    controlBonus: [spice(1)],
  },
  haggaBasin: {
    ...NO_EXTRA,
    id: 'haggaBasin',
    name: { en: 'Hagga Basin', fr: 'Bassin de Hagga', nl: 'Haggabekken' },
    icon: 'spiceTrade',
    cost: [payWater(1)],
    effects: [{ kind: 'harvest', baseSpice: 2 }],
    combat: true,
    maker: { baseSpice: 2 },
  },
  theGreatFlat: {
    ...NO_EXTRA,
    id: 'theGreatFlat',
    name: { en: 'The Great Flat', fr: 'Grande Étendue', nl: 'De Grote Vlakte' },
    icon: 'spiceTrade',
    cost: [payWater(2)],
    effects: [{ kind: 'harvest', baseSpice: 3 }],
    combat: true,
    maker: { baseSpice: 3 },
  },
} as const satisfies { readonly [K in SpaceId]: BoardSpace & { readonly id: K } };

export const SPACE_IDS = Object.keys(SPACES) as SpaceId[];

/**
 * When a Conflict card for a space you control is revealed, you may deploy 1 troop from your supply to the Conflict
 * (rules 002 Bonus de Contrôle). Optional: the engine asks.
 */
export const CONTROL_DEFENSIVE_BONUS: readonly Effect[] = [recruit(1, 'must')];

export const CONTROL_SPACES = ['arrakeen', 'carthag', 'imperialBasin'] as const satisfies readonly ControlSpaceId[];
