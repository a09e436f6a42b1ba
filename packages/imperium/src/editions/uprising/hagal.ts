import { deploy, influence, influenceAtLeast, intrigue, recruit, water, when } from '../../dsl/build.ts';
import type { Effect } from '../../dsl/effect.ts';
import { FACTIONS } from '../../dsl/primitives.ts';
import { breakShieldWall, given, hasMakerHook, makerHook, spyOn } from '../../dsl/uprisingBuild.ts';
import type { HagalPlay, UprisingHagalCard } from './types.ts';

/** On a combat space a Rival deploys up to 2 garrison troops (rules 004 JEU SOLO – DÉTAIL). */
const GARRISON_DEPLOY: Effect = deploy(2);
const SIGNET: Effect = { kind: 'signetRing' };
const ALWAYS = { kind: 'always' } as const;
/** Rule 004 "Icône Bouclier brisé" for a Rival: only with a Maker Hook. */
const BREAK_WALL_WITH_HOOK = given(hasMakerHook, [breakShieldWall]);

type PlaySpec = Pick<HagalPlay, 'target' | 'effects'> & Partial<Omit<HagalPlay, 'target' | 'effects'>>;
const play = (spec: PlaySpec): HagalPlay => ({
  when: ALWAYS,
  combatSpace: false,
  requiresInfluence: null,
  smartPolitics: null,
  ...spec,
});
const at = (space: Parameters<typeof spaceTarget>[0]) => spaceTarget(space);
function spaceTarget(space: Extract<HagalPlay['target'], { kind: 'space' }>['space']): HagalPlay['target'] {
  return { kind: 'space', space };
}

const heighlinerPlay = (when: HagalPlay['when'] = ALWAYS): HagalPlay =>
  play({
    when,
    target: at('heighliner'),
    combatSpace: true,
    effects: [influence('spacingGuild'), recruit(3, 'must'), GARRISON_DEPLOY],
  });

/**
 * The Uprising House Hagal deck: 37 cards in solo, plus the two-player Reshuffle (facts/hagal-uprising.json, from
 * the TTS "Rakis Rising" mod only; no official list was found: docs/content-doubts.md, Uprising). Troops a card
 * recruits on a combat space go straight to the Conflict (`must`), elsewhere to the garrison.
 */
export const UPRISING_HAGAL_CARDS = {
  placeSpyYellow: {
    id: 'placeSpyYellow',
    name: { en: 'Place a Spy (yellow)', fr: 'Placer un Espion (jaune)', nl: 'Spion plaatsen (geel)' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({ target: { kind: 'spyPost', posts: ['choam', 'imperialBasin', 'haggaBasin', 'deepDesert'] }, effects: [] }),
    ],
    swords: 2,
  },
  placeSpyBlue: {
    id: 'placeSpyBlue',
    name: { en: 'Place a Spy (blue)', fr: 'Placer un Espion (bleu)', nl: 'Spion plaatsen (blauw)' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        target: {
          kind: 'spyPost',
          posts: ['spiceRefineryArrakeen', 'researchStationSpiceRefinery', 'sietchTabrResearchStation'],
        },
        effects: [],
      }),
    ],
    swords: 2,
  },
  placeSpyGreen: {
    id: 'placeSpyGreen',
    name: { en: 'Place a Spy (green)', fr: 'Placer un Espion (vert)', nl: 'Spion plaatsen (groen)' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [play({ target: { kind: 'spyPost', posts: ['landsraadAssembly', 'landsraadCouncil'] }, effects: [] })],
    swords: 2,
  },
  sardaukar: {
    id: 'sardaukar',
    name: { en: 'Sardaukar', fr: 'Sardaukar', nl: 'Sardaukar' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [play({ target: at('sardaukar'), effects: [influence('emperor'), recruit(2)] })],
    swords: 4,
  },
  dutifulService: {
    id: 'dutifulService',
    name: { en: 'Dutiful Service', fr: 'Service assidu', nl: 'Plichtsgetrouwe dienst' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [play({ target: at('dutifulService'), smartPolitics: 'emperor', effects: [influence('emperor')] })],
    swords: 2,
  },
  heighliner: {
    id: 'heighliner',
    name: { en: 'Heighliner', fr: 'Long-courrier', nl: 'Heighliner' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [heighlinerPlay()],
    swords: 5,
  },
  deliverSuppliesOrHeighliner: {
    id: 'deliverSuppliesOrHeighliner',
    name: {
      en: 'Deliver Supplies / Heighliner',
      fr: 'Livrer des fournitures / Long-courrier',
      nl: 'Voorraden leveren / Heighliner',
    },
    copies: 2,
    twoPlayerOnly: false,
    plays: [
      play({
        when: { kind: 'conflictLevel', levels: [1, 2] },
        target: at('deliverSupplies'),
        smartPolitics: 'spacingGuild',
        effects: [influence('spacingGuild')],
      }),
      heighlinerPlay({ kind: 'conflictLevel', levels: [3] }),
    ],
    swords: 1,
  },
  espionage: {
    id: 'espionage',
    name: { en: 'Espionage', fr: 'Espionnage', nl: 'Spionage' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [play({ target: at('espionage'), effects: [influence('beneGesserit'), spyOn(...FACTIONS)] })],
    swords: 2,
  },
  secrets: {
    id: 'secrets',
    name: { en: 'Secrets', fr: 'Secrets', nl: 'Geheimen' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('secrets'),
        smartPolitics: 'beneGesserit',
        effects: [influence('beneGesserit'), { kind: 'stealIntrigue', fromOpponentsWithAtLeast: 4 }],
      }),
    ],
    swords: 1,
  },
  desertTactics: {
    id: 'desertTactics',
    name: { en: 'Desert Tactics', fr: 'Tactiques du désert', nl: 'Woestijntactiek' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('desertTactics'),
        combatSpace: true,
        effects: [influence('fremen'), recruit(1, 'must'), GARRISON_DEPLOY, BREAK_WALL_WITH_HOOK],
      }),
    ],
    swords: 3,
  },
  fremkit: {
    id: 'fremkit',
    name: { en: 'Fremkit', fr: 'Fremkit', nl: 'Fremkit' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('fremkit'),
        combatSpace: true,
        smartPolitics: 'fremen',
        effects: [influence('fremen'), GARRISON_DEPLOY],
      }),
    ],
    swords: 1,
  },
  assemblyHall: {
    id: 'assemblyHall',
    name: { en: 'Assembly Hall', fr: "Salle de l'assemblée", nl: 'Vergaderzaal' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('assemblyHall'),
        effects: [intrigue(1), when(influenceAtLeast('emperor', 2), [{ kind: 'influenceByPriority', position: 1 }])],
      }),
    ],
    swords: 0,
  },
  gatherSupportTroop: {
    id: 'gatherSupportTroop',
    name: { en: 'Gather Support', fr: 'Rassembler du soutien', nl: 'Steun verzamelen' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [play({ target: at('gatherSupport'), effects: [recruit(1)] })],
    swords: 0,
  },
  gatherSupportInfluence: {
    id: 'gatherSupportInfluence',
    name: { en: 'Gather Support', fr: 'Rassembler du soutien', nl: 'Steun verzamelen' },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('gatherSupport'),
        effects: [recruit(1), when(influenceAtLeast('emperor', 2), [{ kind: 'influenceByPriority', position: 2 }])],
      }),
    ],
    swords: 2,
  },
  shippingOrContractThird: {
    id: 'shippingOrContractThird',
    name: {
      en: 'Shipping / Accept Contract',
      fr: 'Expédition / Accepter le contrat',
      nl: 'Verscheping / Contract aannemen',
    },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        when: { kind: 'influence', faction: 'spacingGuild', atLeast: 2 },
        target: at('shipping'),
        effects: [
          { kind: 'gain', resource: 'solari', amount: 2 },
          { kind: 'influenceByPriority', position: 3 },
        ],
      }),
      play({ target: at('acceptContract'), effects: [{ kind: 'gain', resource: 'solari', amount: 2 }] }),
    ],
    swords: 2,
  },
  shippingOrContractFirst: {
    id: 'shippingOrContractFirst',
    name: {
      en: 'Shipping / Accept Contract',
      fr: 'Expédition / Accepter le contrat',
      nl: 'Verscheping / Contract aannemen',
    },
    copies: 1,
    twoPlayerOnly: false,
    plays: [
      play({
        when: { kind: 'influence', faction: 'spacingGuild', atLeast: 2 },
        target: at('shipping'),
        effects: [
          { kind: 'gain', resource: 'solari', amount: 2 },
          { kind: 'influenceByPriority', position: 1 },
        ],
      }),
      play({ target: at('acceptContract'), effects: [{ kind: 'gain', resource: 'solari', amount: 2 }] }),
    ],
    swords: 2,
  },
  researchStation: {
    id: 'researchStation',
    name: { en: 'Research Station', fr: 'Station de recherche', nl: 'Onderzoeksstation' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [play({ target: at('researchStation'), combatSpace: true, effects: [recruit(2, 'must'), GARRISON_DEPLOY] })],
    swords: 2,
  },
  spiceRefinery: {
    id: 'spiceRefinery',
    name: { en: 'Spice Refinery', fr: "Raffinerie d'épice", nl: 'Specerijraffinaderij' },
    copies: 3,
    twoPlayerOnly: false,
    plays: [play({ target: at('spiceRefinery'), combatSpace: true, effects: [GARRISON_DEPLOY, SIGNET] })],
    swords: 1,
  },
  arrakeen: {
    id: 'arrakeen',
    name: { en: 'Arrakeen', fr: 'Arrakeen', nl: 'Arrakeen' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [
      play({ target: at('arrakeen'), combatSpace: true, effects: [SIGNET, recruit(1, 'must'), GARRISON_DEPLOY] }),
    ],
    swords: 1,
  },
  sietchTabr: {
    id: 'sietchTabr',
    name: { en: 'Sietch Tabr', fr: 'Sietch Tabr', nl: 'Sietch Tabr' },
    copies: 3,
    twoPlayerOnly: false,
    plays: [
      play({
        target: at('sietchTabr'),
        combatSpace: true,
        requiresInfluence: { faction: 'fremen', atLeast: 2 },
        effects: [makerHook, recruit(1, 'must'), water(1), GARRISON_DEPLOY],
      }),
    ],
    swords: 3,
  },
  haggaBasinOrImperialBasin: {
    id: 'haggaBasinOrImperialBasin',
    name: {
      en: 'Hagga Basin / Imperial Basin',
      fr: 'Bassin de Hagga / Bassin Impérial',
      nl: 'Haggabekken / Keizerlijk Bekken',
    },
    copies: 4,
    twoPlayerOnly: false,
    plays: [
      play({
        target: { kind: 'richestMakerSpace', among: ['haggaBasin', 'imperialBasin'], minBonusSpice: 1 },
        combatSpace: true,
        effects: [GARRISON_DEPLOY, BREAK_WALL_WITH_HOOK, { kind: 'rivalHarvestUprising' }],
      }),
    ],
    swords: 2,
  },
  deepDesert: {
    id: 'deepDesert',
    name: { en: 'Deep Desert', fr: 'Désert Profond', nl: 'Diepe Woestijn' },
    copies: 2,
    twoPlayerOnly: false,
    plays: [
      play({
        target: { kind: 'richestMakerSpace', among: ['deepDesert'], minBonusSpice: 1 },
        combatSpace: true,
        effects: [GARRISON_DEPLOY, { kind: 'rivalHarvestUprising' }],
      }),
    ],
    swords: 2,
  },
  reshuffle: {
    id: 'reshuffle',
    name: { en: 'Reshuffle', fr: 'Mélanger', nl: 'Opnieuw schudden' },
    copies: 1,
    twoPlayerOnly: true,
    plays: [],
    swords: null,
  },
} as const satisfies Record<string, UprisingHagalCard>;

export type UprisingHagalCardId = keyof typeof UPRISING_HAGAL_CARDS;
