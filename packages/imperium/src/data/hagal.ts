import { deploy, influence, recruit } from '../dsl/build.ts';
import type { HagalCard } from '../dsl/content.ts';
import type { Effect } from '../dsl/effect.ts';
import type { LocalizedName, Resource } from '../dsl/primitives.ts';

/** On a combat space a Rival deploys garrison troops up to 2, as many as it can (rules 002 CARTES DE LA MAISON HAGAL). */
const GARRISON_DEPLOY: Effect = deploy(2);
const signet: Effect = { kind: 'signetRing' };

/**
 * The 31 House Hagal cards (rules 002 CARTES DE LA MAISON HAGAL: 24 in both decks, 3 "1J", 4 "2J"). What each card
 * gives and its swords come from a single source (facts/hagal-base.json, TTS): see docs/content-doubts.md.
 */
export const HAGAL_CARDS = {
  conspire: {
    id: 'conspire',
    name: { en: 'Conspire', fr: 'Conspirer', nl: 'Samenzweren' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'conspire' },
    combatSpace: false,
    effects: [influence('emperor'), recruit(2)],
    swords: 4,
  },
  wealth: {
    id: 'wealth',
    name: { en: 'Wealth', fr: 'Richesse', nl: 'Rijkdom' },
    copies: 1,
    deck: 'both',
    target: { kind: 'space', space: 'wealth' },
    combatSpace: false,
    effects: [influence('emperor')],
    swords: 3,
  },
  heighliner: {
    id: 'heighliner',
    name: { en: 'Heighliner', fr: 'Long-Courrier', nl: 'Heighliner' },
    copies: 1,
    deck: 'both',
    target: { kind: 'space', space: 'heighliner' },
    combatSpace: true,
    effects: [influence('spacingGuild'), recruit(3, 'must'), GARRISON_DEPLOY],
    swords: 6,
  },
  foldspace: {
    id: 'foldspace',
    name: { en: 'Foldspace', fr: 'Espace Plissé', nl: 'Vouwruimte' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'foldspace' },
    combatSpace: false,
    effects: [influence('spacingGuild')],
    swords: 1,
  },
  selectiveBreeding: {
    id: 'selectiveBreeding',
    name: { en: 'Selective Breeding', fr: 'Sélection Génétique', nl: 'Selectief fokken' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'selectiveBreeding' },
    combatSpace: false,
    effects: [influence('beneGesserit')],
    swords: 2,
  },
  secrets: {
    id: 'secrets',
    name: { en: 'Secrets', fr: 'Secrets', nl: 'Geheimen' },
    copies: 1,
    deck: 'both',
    target: { kind: 'space', space: 'secrets' },
    combatSpace: false,
    effects: [influence('beneGesserit')],
    swords: 1,
  },
  hardyWarriors: {
    id: 'hardyWarriors',
    name: { en: 'Hardy Warriors', fr: 'Guerriers Endurcis', nl: 'Geharde strijders' },
    copies: 1,
    deck: 'both',
    target: { kind: 'space', space: 'hardyWarriors' },
    combatSpace: true,
    effects: [influence('fremen'), recruit(2, 'must'), GARRISON_DEPLOY],
    swords: 5,
  },
  stillsuits: {
    id: 'stillsuits',
    name: { en: 'Stillsuits', fr: 'Distilles', nl: 'Distilpakken' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'stillsuits' },
    combatSpace: true,
    effects: [influence('fremen'), GARRISON_DEPLOY],
    swords: 4,
  },
  rallyTroops: {
    id: 'rallyTroops',
    name: { en: 'Rally Troops', fr: 'Rallier des Troupes', nl: 'Troepen verzamelen' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'rallyTroops' },
    combatSpace: false,
    effects: [recruit(4)],
    swords: 3,
  },
  hallOfOratory: {
    id: 'hallOfOratory',
    name: { en: 'Hall of Oratory', fr: "Hall de l'Oratoire", nl: 'Redenaarszaal' },
    copies: 2,
    deck: 'both',
    target: { kind: 'space', space: 'hallOfOratory' },
    combatSpace: false,
    effects: [recruit(1)],
    swords: 0,
  },
  carthag: {
    id: 'carthag',
    name: { en: 'Carthag', fr: 'Carthag', nl: 'Carthag' },
    copies: 3,
    deck: 'both',
    target: { kind: 'space', space: 'carthag' },
    combatSpace: true,
    effects: [recruit(1, 'must'), GARRISON_DEPLOY],
    swords: 0,
  },
  harvestSpice: {
    id: 'harvestSpice',
    name: { en: 'Harvest Spice', fr: "Récolte d'Épice", nl: 'Specerij oogsten' },
    copies: 5,
    deck: 'both',
    target: { kind: 'makerSpace' },
    combatSpace: true,
    effects: [{ kind: 'rivalHarvest' }, GARRISON_DEPLOY],
    swords: 2,
  },
  arrakeenSolo: {
    id: 'arrakeenSolo',
    name: { en: 'Arrakeen 1P', fr: 'Arrakeen 1J', nl: 'Arrakeen 1S' },
    copies: 3,
    deck: 'solo',
    target: { kind: 'space', space: 'arrakeen' },
    combatSpace: true,
    effects: [recruit(1, 'must'), GARRISON_DEPLOY, signet],
    swords: 1,
  },
  arrakeenTwoPlayer: {
    id: 'arrakeenTwoPlayer',
    name: { en: 'Arrakeen 2P', fr: 'Arrakeen 2J', nl: 'Arrakeen 2S' },
    copies: 3,
    deck: 'twoPlayer',
    target: { kind: 'space', space: 'arrakeen' },
    combatSpace: true,
    effects: [recruit(1, 'must'), GARRISON_DEPLOY],
    swords: 1,
  },
  reshuffle: {
    id: 'reshuffle',
    name: { en: 'Reshuffle', fr: 'Remélangez', nl: 'Opnieuw schudden' },
    copies: 1,
    deck: 'twoPlayer',
    target: { kind: 'reshuffle' },
    combatSpace: false,
    effects: [],
    swords: null,
  },
} as const satisfies Record<string, HagalCard>;

export type HagalCardId = keyof typeof HAGAL_CARDS;

/**
 * How a Harvest Spice card picks its space (single source, TTS; marked uncertain in the facts): among the free Maker
 * spaces holding at least 1 bonus spice, the one with most bonus spice, ties to the larger base (The Great Flat,
 * Hagga Basin, Imperial Basin); with none, the card is skipped as if its space were occupied. The Rival takes the
 * bonus spice off the space: in a 2-player game it goes back to the bank; in solo the Rival gains base and bonus
 * spice (rules 002 Cartes Récolte d'Épice, PARTIE SOLO).
 */
export const RIVAL_HARVEST_ORDER = ['theGreatFlat', 'haggaBasin', 'imperialBasin'] as const;

export type HagalDifficultyId = 'mercenary' | 'sardaukar' | 'mentat' | 'kwisatzHaderach';

/** One row of the solo difficulty table (rules 002 CARTES DE LA MAISON HAGAL, "Difficulté"). */
export interface HagalDifficulty {
  readonly id: HagalDifficultyId;
  readonly name: LocalizedName;
  /** On top of the 1 water everybody starts with. */
  readonly playerExtra: Partial<Record<Resource, number>>;
  /** Solari cost of the Mentat space: 5 when the 5-Solari token is on it. */
  readonly mentatCost: number;
  readonly rivalGarrisonTroops: number;
  /** Conflict cards dealt on top of the Rivals' Swordmasters. */
  readonly conflictCardsAboveRivalSwordmasters: number;
  readonly rivalExtraIntrigues: number;
  /** Rivals hold back troops in Conflicts I and II when already 2 troops ahead ("Déploiement des Troupes Expert"). */
  readonly expertDeployment: boolean;
  readonly playerMayGainSwordmaster: boolean;
}

export const HAGAL_DIFFICULTIES = {
  mercenary: {
    id: 'mercenary',
    name: { en: 'Mercenary (Novice)', fr: 'Mercenaire (Novice)', nl: 'Huurling (Beginner)' },
    playerExtra: { solari: 1, spice: 1 },
    mentatCost: 2,
    rivalGarrisonTroops: 0,
    conflictCardsAboveRivalSwordmasters: 5,
    rivalExtraIntrigues: 0,
    expertDeployment: false,
    playerMayGainSwordmaster: true,
  },
  sardaukar: {
    id: 'sardaukar',
    name: { en: 'Sardaukar (Veteran)', fr: 'Sardaukar (Vétéran)', nl: 'Sardaukar (Veteraan)' },
    playerExtra: {},
    mentatCost: 5,
    rivalGarrisonTroops: 3,
    conflictCardsAboveRivalSwordmasters: 4,
    rivalExtraIntrigues: 1,
    expertDeployment: false,
    playerMayGainSwordmaster: true,
  },
  mentat: {
    id: 'mentat',
    name: { en: 'Mentat (Expert)', fr: 'Mentat (Expert)', nl: 'Mentat (Expert)' },
    playerExtra: {},
    mentatCost: 5,
    rivalGarrisonTroops: 3,
    conflictCardsAboveRivalSwordmasters: 3,
    rivalExtraIntrigues: 1,
    expertDeployment: true,
    playerMayGainSwordmaster: true,
  },
  kwisatzHaderach: {
    id: 'kwisatzHaderach',
    name: { en: 'Kwisatz Haderach (Expert+)', fr: 'Kwisatz Haderach (Expert+)', nl: 'Kwisatz Haderach (Expert+)' },
    playerExtra: {},
    mentatCost: 5,
    rivalGarrisonTroops: 3,
    conflictCardsAboveRivalSwordmasters: 3,
    rivalExtraIntrigues: 1,
    expertDeployment: true,
    playerMayGainSwordmaster: false,
  },
} as const satisfies Record<HagalDifficultyId, HagalDifficulty>;

/** Setup and play constants of the House Hagal sheet (rules 002 CARTES DE LA MAISON HAGAL). */
export const HAGAL_RULES = {
  twoPlayer: {
    rivals: 1,
    /** "Elle commence sans aucune troupe dans sa garnison." */
    rivalGarrisonTroops: 0,
    rivalAgents: 3,
    decks: ['both', 'twoPlayer'],
    /** House Hagal plays after each Agent turn of the First Player, while it has an Agent left. */
    actsAfter: 'firstPlayerAgentTurn',
    takesConflictRewards: false,
    scoresVictoryPoints: false,
  },
  solo: {
    rivals: 2,
    rivalAgents: 2,
    decks: ['both', 'solo'],
    /** Rivals use only their leader's signet ring ability. */
    rivalUsesLeftAbility: false,
    /** Everybody, Rivals included, starts with 1 water plus the difficulty's extras. */
    startingWater: 1,
    /** The Rival to the human's left takes the First Player marker. */
    firstPlayer: 'rivalOnPlayersLeft',
    /** Rivals take 1st and 2nd place rewards only. */
    rivalConflictRewards: ['first', 'second'],
    /**
     * As soon as a Rival holds one of these sets it spends it for 1 VP. The sheet shows these as icons missing from
     * the text copy of rules 002; values from facts/hagal-base.json (QS + TTS).
     */
    victoryPointPurchases: [{ intrigues: 3 }, { spice: 7 }, { solari: 7 }, { water: 3 }],
    /** Rivals score the track VP (2 influence, Alliance) but never the 4-influence bonus (FAQ 2021). */
    rivalTakesInfluenceBonus: false,
    /** Corner the Market counts each Rival as owning this many The Spice Must Flow. */
    rivalSpiceMustFlowForCornerTheMarket: 2,
    /** When a Rival chooses a Faction it takes the one where it has least influence; the human breaks ties. */
    rivalFactionChoice: 'leastInfluence',
  },
} as const;
