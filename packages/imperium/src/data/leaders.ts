import {
  alliance,
  anyFaction,
  draw,
  influence,
  intrigue,
  pay,
  paySolari,
  paySpice,
  recruit,
  solari,
  spice,
  water,
  when,
} from '../dsl/build.ts';
import type { Leader } from '../dsl/content.ts';

/**
 * The 8 leaders (rules 002 MATÉRIEL, DIRIGEANTS; abilities from reference/imperium/facts/imperium-base-leaders.json).
 * French ability names are ours except Coup de Maître (rules 002 CLARIFICATIONS).
 */
export const LEADERS = {
  letoAtreides: {
    id: 'letoAtreides',
    name: { en: 'Duke Leto Atreides', fr: 'Duc Leto Atréides', nl: 'Hertog Leto Atreides' },
    house: 'atreides',
    complexity: 2,
    ability: {
      name: { en: 'Landsraad Popularity', fr: 'Popularité au Landsraad', nl: 'Populair in de Landsraad' },
      rule: { kind: 'special', hook: 'landsraadPopularity' },
    },
    signetRing: {
      name: { en: 'Prudent Diplomacy', fr: 'Diplomatie Prudente', nl: 'Behoedzame diplomatie' },
      effects: [pay([paySpice(1)], [influence({ kind: 'behindAnOpponent' })])],
    },
    soloRival: true,
  },
  paulAtreides: {
    id: 'paulAtreides',
    name: { en: 'Paul Atreides', fr: 'Paul Atréides', nl: 'Paul Atreides' },
    house: 'atreides',
    complexity: 1,
    ability: {
      name: { en: 'Prescience', fr: 'Prescience', nl: 'Voorwetendheid' },
      rule: { kind: 'special', hook: 'prescience' },
    },
    signetRing: { name: { en: 'Discipline', fr: 'Discipline', nl: 'Discipline' }, effects: [draw(1)] },
    soloRival: false,
  },
  vladimirHarkonnen: {
    id: 'vladimirHarkonnen',
    name: { en: 'Baron Vladimir Harkonnen', fr: 'Baron Vladimir Harkonnen', nl: 'Baron Vladimir Harkonnen' },
    house: 'harkonnen',
    complexity: 3,
    ability: {
      name: { en: 'Masterstroke', fr: 'Coup de Maître', nl: 'Meesterzet' },
      rule: { kind: 'special', hook: 'masterstroke' },
    },
    signetRing: {
      name: { en: 'Scheme', fr: 'Manigance', nl: 'Gekonkel' },
      effects: [pay([paySolari(1)], [intrigue(1)])],
    },
    soloRival: true,
  },
  glossuRabban: {
    id: 'glossuRabban',
    name: { en: 'Glossu "The Beast" Rabban', fr: 'Glossu « La Bête » Rabban', nl: 'Glossu "het Beest" Rabban' },
    house: 'harkonnen',
    complexity: 1,
    ability: {
      name: { en: 'Arrakis Fiefdom', fr: "Fief d'Arrakis", nl: 'Leengoed Arrakis' },
      rule: { kind: 'atSetup', effects: [spice(1), solari(1)] },
    },
    signetRing: {
      name: { en: 'Brutality', fr: 'Brutalité', nl: 'Wreedheid' },
      effects: [when(alliance('any'), [recruit(2)], [recruit(1)])],
    },
    soloRival: true,
  },
  helenaRichese: {
    id: 'helenaRichese',
    name: { en: 'Helena Richese', fr: 'Helena Richèse', nl: 'Helena Richese' },
    house: 'richese',
    complexity: 2,
    ability: {
      name: { en: 'Eyes Everywhere', fr: 'Des Yeux Partout', nl: 'Overal ogen' },
      rule: { kind: 'special', hook: 'eyesEverywhere' },
    },
    signetRing: {
      name: { en: 'Manipulate', fr: 'Manipulation', nl: 'Manipuleren' },
      effects: [{ kind: 'reserveImperiumRowCard', discount: 1 }],
    },
    soloRival: false,
  },
  ilbanRichese: {
    id: 'ilbanRichese',
    name: { en: 'Count Ilban Richese', fr: 'Comte Ilban Richèse', nl: 'Graaf Ilban Richese' },
    house: 'richese',
    complexity: 1,
    ability: {
      name: { en: 'Ruthless Negotiator', fr: 'Négociateur Impitoyable', nl: 'Meedogenloze onderhandelaar' },
      rule: { kind: 'whenever', trigger: 'paySolariForBoardSpace', effects: [draw(1)] },
    },
    signetRing: { name: { en: 'Manufacturing', fr: 'Manufacture', nl: 'Fabricage' }, effects: [solari(1)] },
    soloRival: true,
  },
  arianaThorvald: {
    id: 'arianaThorvald',
    name: { en: 'Countess Ariana Thorvald', fr: 'Comtesse Ariana Thorvald', nl: 'Gravin Ariana Thorvald' },
    house: 'thorvald',
    complexity: 3,
    ability: {
      name: { en: 'Spice Addict', fr: "Accro à l'Épice", nl: 'Specerijverslaafde' },
      rule: {
        kind: 'whenever',
        trigger: 'harvestOnMakerSpace',
        effects: [{ kind: 'lose', resource: 'spice', amount: 1 }, draw(1)],
      },
    },
    signetRing: {
      name: { en: 'Hidden Reservoir', fr: 'Réservoir Caché', nl: 'Verborgen reservoir' },
      effects: [water(1)],
    },
    soloRival: true,
  },
  memnonThorvald: {
    id: 'memnonThorvald',
    name: { en: 'Earl Memnon Thorvald', fr: 'Comte Memnon Thorvald', nl: 'Graaf Memnon Thorvald' },
    house: 'thorvald',
    complexity: 1,
    ability: {
      name: { en: 'Connections', fr: 'Relations', nl: 'Connecties' },
      rule: { kind: 'whenever', trigger: 'takeHighCouncilSeat', effects: [influence(anyFaction)] },
    },
    signetRing: { name: { en: 'Spice Hoard', fr: "Réserve d'Épice", nl: 'Specerijvoorraad' }, effects: [spice(1)] },
    soloRival: true,
  },
} as const satisfies Record<string, Leader>;

export type LeaderId = keyof typeof LEADERS;
