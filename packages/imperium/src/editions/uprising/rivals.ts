import { alliance, anyFaction, influence, intrigue, recruit, solari, spice, water, when } from '../../dsl/build.ts';
import { breakShieldWall, makerHook, rivalInfluence, spy } from '../../dsl/uprisingBuild.ts';
import type { LocalizedName } from '../../dsl/primitives.ts';
import type { Rival } from './types.ts';

/**
 * The 10 Rivals of Uprising's solo and two-player games (rules 004 LISTE DES RIVAUX, which
 * facts/hagal-uprising.json confirms against TTS): Swordmaster cost, signet, scheme (on the third Spy) and Faction
 * priority. A plain "+1 Influence Faction" goes to the Rival's lowest track, ties by priority (rules 004 JEU SOLO –
 * DÉTAIL), which the resolver applies to `influence(anyFaction)` for a Rival.
 */
export const UPRISING_RIVALS = {
  stabanTuek: {
    id: 'stabanTuek',
    name: { en: 'Staban Tuek', fr: 'Staban Tuek', nl: 'Staban Tuek' },
    swordmasterCost: 9,
    signetRing: [spice(1)],
    scheme: [recruit(2)],
    factionPriority: ['spacingGuild', 'fremen', 'beneGesserit', 'emperor'],
    twoPlayerOnly: false,
  },
  ladyAmberMetulli: {
    id: 'ladyAmberMetulli',
    name: { en: 'Lady Amber Metulli', fr: 'Dame Amber Metulli', nl: 'Vrouwe Amber Metulli' },
    swordmasterCost: 9,
    signetRing: [recruit(1)],
    scheme: [recruit(3)],
    factionPriority: ['fremen', 'emperor', 'spacingGuild', 'beneGesserit'],
    twoPlayerOnly: true,
  },
  ladyMargotFenring: {
    id: 'ladyMargotFenring',
    name: { en: 'Lady Margot Fenring', fr: 'Dame Margot Fenring', nl: 'Vrouwe Margot Fenring' },
    swordmasterCost: 8,
    signetRing: [solari(1)],
    scheme: [influence('beneGesserit')],
    factionPriority: ['beneGesserit', 'emperor', 'fremen', 'spacingGuild'],
    twoPlayerOnly: false,
  },
  gurneyHalleck: {
    id: 'gurneyHalleck',
    name: { en: 'Gurney Halleck', fr: 'Gurney Halleck', nl: 'Gurney Halleck' },
    swordmasterCost: 8,
    signetRing: [recruit(1)],
    scheme: [rivalInfluence(1, 'highest')],
    factionPriority: ['fremen', 'spacingGuild', 'emperor', 'beneGesserit'],
    twoPlayerOnly: false,
  },
  princessIrulan: {
    id: 'princessIrulan',
    name: { en: 'Princess Irulan', fr: 'Princesse Irulan', nl: 'Prinses Irulan' },
    swordmasterCost: 7,
    signetRing: [spy],
    scheme: [influence(anyFaction), recruit(1)],
    factionPriority: ['emperor', 'beneGesserit', 'fremen', 'spacingGuild'],
    twoPlayerOnly: false,
  },
  glossuRabban: {
    id: 'glossuRabban',
    name: { en: 'Glossu "The Beast" Rabban', fr: 'Glossu « La Bête » Rabban', nl: 'Glossu "het Beest" Rabban' },
    swordmasterCost: 7,
    signetRing: [when(alliance('any'), [recruit(2)], [recruit(1)])],
    scheme: [rivalInfluence(2, 'allianceIfPossible')],
    factionPriority: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
    twoPlayerOnly: true,
  },
  vladimirHarkonnen: {
    id: 'vladimirHarkonnen',
    name: { en: 'Baron Vladimir Harkonnen', fr: 'Baron Vladimir Harkonnen', nl: 'Baron Vladimir Harkonnen' },
    swordmasterCost: 6,
    signetRing: [intrigue(1)],
    scheme: [solari(2), recruit(2)],
    factionPriority: ['spacingGuild', 'emperor', 'beneGesserit', 'fremen'],
    twoPlayerOnly: false,
  },
  ladyJessica: {
    id: 'ladyJessica',
    name: { en: 'Lady Jessica', fr: 'Dame Jessica', nl: 'Vrouwe Jessica' },
    swordmasterCost: 6,
    signetRing: [rivalInfluence(1, 'allianceIfPossible')],
    scheme: [water(2)],
    factionPriority: ['beneGesserit', 'fremen', 'spacingGuild', 'emperor'],
    twoPlayerOnly: false,
  },
  feydRauthaHarkonnen: {
    id: 'feydRauthaHarkonnen',
    name: { en: 'Feyd-Rautha Harkonnen', fr: 'Feyd-Rautha Harkonnen', nl: 'Feyd-Rautha Harkonnen' },
    swordmasterCost: 4,
    signetRing: [recruit(2)],
    scheme: [influence(anyFaction)],
    factionPriority: ['emperor', 'beneGesserit', 'spacingGuild', 'fremen'],
    twoPlayerOnly: false,
  },
  muadDib: {
    id: 'muadDib',
    name: { en: "Muad'Dib", fr: "Muad'Dib", nl: "Muad'Dib" },
    swordmasterCost: 4,
    signetRing: [influence('fremen')],
    scheme: [makerHook, breakShieldWall, intrigue(1)],
    factionPriority: ['fremen', 'beneGesserit', 'spacingGuild', 'emperor'],
    twoPlayerOnly: false,
  },
} as const satisfies Record<string, Rival>;

export type RivalId = keyof typeof UPRISING_RIVALS;

/** Resources a Rival with its Swordmaster trades for 1 VP, at once, even outside its turn (rules 004). */
export const RIVAL_VICTORY_POINT_PRICE = { intrigues: 3, water: 3, spice: 7, solari: 7 } as const;

/** The order a Rival spends resources in for its Swordmaster (rules 004 LISTE DES RIVAUX). */
export const RIVAL_SWORDMASTER_PAYMENT_ORDER = ['solari', 'spice', 'intrigues', 'water'] as const;

/** One of the four solo difficulty levels (rules 004 JEU SOLO – DÉTAIL, "Niveau de Difficulté"). */
export interface RivalDifficulty {
  readonly id: 'novice' | 'veteran' | 'expert' | 'expertPlus';
  /** The level's name and the rulebook's nickname for it (Mercenaire, Sardaukar, Mentat, Kwisatz). */
  readonly name: LocalizedName;
  /** Troops each Rival starts with in its garrison. */
  readonly rivalGarrison: number;
  /** Intrigue cards the player draws at setup. */
  readonly playerIntrigues: number;
  /** In a level III Conflict, each Rival draws 2 House Hagal cards and adds all their swords. */
  readonly brutalEscalation: boolean;
  /**
   * In a level I or II Conflict, a Rival deploys no troops while it already has at least this many more troops in
   * the Conflict than every other player; it still summons sandworms. Null: it always deploys.
   */
  readonly expertDeploymentLead: number | null;
  /** A Rival ignores a card sending it to a Faction space without cost when it is allied there and leads, or has
   * 2+ influence there but is 2+ behind the leader. */
  readonly smartPolitics: boolean;
  /** Whether the player may take a Swordmaster. */
  readonly playerSwordmaster: boolean;
}

/** Rules 004 JEU SOLO – DÉTAIL: Novice (Mercenaire), Vétéran (Sardaukar), Expert (Mentat), Expert+ (Kwisatz). */
export const UPRISING_RIVAL_DIFFICULTIES = {
  novice: {
    id: 'novice',
    name: { en: 'Novice (Mercenary)', fr: 'Novice (Mercenaire)', nl: 'Beginner (Huurling)' },
    rivalGarrison: 0,
    playerIntrigues: 1,
    brutalEscalation: false,
    expertDeploymentLead: null,
    smartPolitics: false,
    playerSwordmaster: true,
  },
  veteran: {
    id: 'veteran',
    name: { en: 'Veteran (Sardaukar)', fr: 'Vétéran (Sardaukar)', nl: 'Veteraan (Sardaukar)' },
    rivalGarrison: 3,
    playerIntrigues: 0,
    brutalEscalation: false,
    expertDeploymentLead: null,
    smartPolitics: false,
    playerSwordmaster: true,
  },
  expert: {
    id: 'expert',
    name: { en: 'Expert (Mentat)', fr: 'Expert (Mentat)', nl: 'Expert (Mentat)' },
    rivalGarrison: 3,
    playerIntrigues: 0,
    brutalEscalation: true,
    expertDeploymentLead: 3,
    smartPolitics: true,
    playerSwordmaster: true,
  },
  expertPlus: {
    id: 'expertPlus',
    name: { en: 'Expert+ (Kwisatz)', fr: 'Expert+ (Kwisatz)', nl: 'Expert+ (Kwisatz)' },
    rivalGarrison: 3,
    playerIntrigues: 0,
    brutalEscalation: true,
    expertDeploymentLead: 3,
    smartPolitics: true,
    playerSwordmaster: false,
  },
} as const satisfies Record<RivalDifficulty['id'], RivalDifficulty>;

/** What each Rival starts with besides its garrison (rules 004 Solo: "2 Agents … 3 Espions et 1 Eau"). */
export const RIVAL_SETUP = { agents: 2, spies: 3, water: 1 } as const;
