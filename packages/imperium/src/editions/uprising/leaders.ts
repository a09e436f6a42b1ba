import {
  alliance,
  anyFaction,
  choose,
  draw,
  influence,
  intrigue,
  option,
  pay,
  paySolari,
  paySpice,
  persuasion,
  recruit,
  retreat,
  solari,
  spice,
  swords,
  trash,
  water,
  when,
} from '../../dsl/build.ts';
import {
  given,
  payUp,
  recallSpy,
  sandwormInConflict,
  spy,
  spyOn,
  spyPlacedOn,
  strengthAtLeast,
  trashFromHand,
} from '../../dsl/uprisingBuild.ts';
import type { UprisingLeader } from './types.ts';

const REVEAL_TURN = { kind: 'revealTurn' } as const;

/**
 * The 9 leaders of Uprising and the back of Lady Jessica's card (rules 004 LISTE DES DIRIGEANTS and FAQ; names and
 * Feyd-Rautha from DuneBlend and DIU). French ability names are ours; see docs/content-doubts.md, Uprising.
 */
export const UPRISING_LEADERS = {
  muadDib: {
    id: 'muadDib',
    name: { en: "Muad'Dib", fr: "Muad'Dib", nl: "Muad'Dib" },
    house: 'atreides',
    complexity: 1,
    ability: {
      name: { en: 'Unpredictable Foe', fr: 'Ennemi imprévisible', nl: 'Onvoorspelbare vijand' },
      rule: { kind: 'whenever', trigger: REVEAL_TURN, effects: [given(sandwormInConflict, [intrigue(1)])] },
    },
    signetRing: { name: { en: 'Lead the Way', fr: 'Montrer la voie', nl: 'De weg wijzen' }, effects: [draw(1)] },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  ladyMargotFenring: {
    id: 'ladyMargotFenring',
    name: { en: 'Lady Margot Fenring', fr: 'Dame Margot Fenring', nl: 'Vrouwe Margot Fenring' },
    house: 'fenring',
    complexity: 1,
    ability: {
      name: { en: 'Loyalty', fr: 'Loyauté', nl: 'Loyaliteit' },
      rule: {
        kind: 'whenever',
        trigger: { kind: 'reachInfluence', faction: 'beneGesserit', atLeast: 2 },
        effects: [spice(2)],
      },
    },
    signetRing: {
      name: { en: 'Arrakis Informant', fr: "Informatrice d'Arrakis", nl: 'Informant op Arrakis' },
      // rules 004: "Espion sur 1 Poste des Régions peuplées (Icône Rond bleu)", the City posts.
      effects: [spyOn('city')],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  ladyAmberMetulli: {
    id: 'ladyAmberMetulli',
    name: { en: 'Lady Amber Metulli', fr: 'Dame Amber Metulli', nl: 'Vrouwe Amber Metulli' },
    house: 'metulli',
    complexity: 1,
    ability: {
      name: { en: 'Desert Scouts', fr: 'Éclaireurs du désert', nl: 'Woestijnverkenners' },
      rule: { kind: 'whenever', trigger: REVEAL_TURN, effects: [retreat(1)] },
    },
    signetRing: {
      name: { en: 'Fill Coffers', fr: 'Remplir les coffres', nl: 'De schatkist vullen' },
      effects: [solari(1), when(alliance('any'), [spice(1)])],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  gurneyHalleck: {
    id: 'gurneyHalleck',
    name: { en: 'Gurney Halleck', fr: 'Gurney Halleck', nl: 'Gurney Halleck' },
    house: 'atreides',
    complexity: 1,
    ability: {
      name: { en: 'Always Smiling', fr: 'Toujours souriant', nl: 'Altijd glimlachend' },
      // 6 strength with 1–4 players; 10 in the six-player game (rules 004 LISTE DES DIRIGEANTS).
      rule: { kind: 'whenever', trigger: REVEAL_TURN, effects: [given(strengthAtLeast(6), [persuasion(1)])] },
    },
    signetRing: { name: { en: 'Warmaster', fr: 'Maître de guerre', nl: 'Krijgsmeester' }, effects: [recruit(1)] },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  ladyJessica: {
    id: 'ladyJessica',
    name: { en: 'Lady Jessica', fr: 'Dame Jessica', nl: 'Vrouwe Jessica' },
    house: 'atreides',
    complexity: 2,
    ability: {
      name: { en: 'Other Memories', fr: 'Autres Mémoires', nl: 'Andere Herinneringen' },
      rule: { kind: 'special', hook: 'otherMemories' },
    },
    signetRing: {
      name: { en: 'Spice Agony', fr: "Agonie de l'épice", nl: 'Specerijdoodsstrijd' },
      effects: [pay([paySpice(1)], [intrigue(1), { kind: 'addMemory' }])],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: 'reverendMotherJessica',
    backSide: false,
    trainingTrack: null,
  },
  reverendMotherJessica: {
    id: 'reverendMotherJessica',
    name: { en: 'Reverend Mother Jessica', fr: 'Révérende Mère Jessica', nl: 'Eerwaarde Moeder Jessica' },
    house: 'atreides',
    complexity: 2,
    ability: {
      name: { en: 'Prescience', fr: 'Prescience', nl: 'Voorwetendheid' },
      rule: { kind: 'special', hook: 'reverendMother' },
    },
    signetRing: {
      name: { en: 'Spice Agony', fr: "Agonie de l'épice", nl: 'Specerijdoodsstrijd' },
      effects: [pay([paySpice(1)], [water(1)])],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: true,
    trainingTrack: null,
  },
  princessIrulan: {
    id: 'princessIrulan',
    name: { en: 'Princess Irulan', fr: 'Princesse Irulan', nl: 'Prinses Irulan' },
    house: 'corrino',
    complexity: 2,
    ability: {
      name: { en: 'Imperial Birthright', fr: 'Droit de naissance impérial', nl: 'Keizerlijk geboorterecht' },
      rule: {
        kind: 'whenever',
        trigger: { kind: 'reachInfluence', faction: 'emperor', atLeast: 2 },
        effects: [intrigue(1)],
      },
    },
    signetRing: {
      name: { en: "Chronicler's Insight", fr: 'Regard de la chroniqueuse', nl: 'Inzicht van de kroniekschrijfster' },
      effects: [
        choose([option([{ kind: 'acquireToHand', maxCost: 1 }]), option([payUp([trashFromHand(1)], [spice(2)])])]),
      ],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  shaddamCorrinoIV: {
    id: 'shaddamCorrinoIV',
    name: { en: 'Shaddam Corrino IV', fr: 'Shaddam Corrino IV', nl: 'Shaddam Corrino IV' },
    house: 'corrino',
    complexity: 2,
    ability: {
      name: { en: 'Sardaukar Commander', fr: 'Commandant sardaukar', nl: 'Sardaukar-bevelhebber' },
      rule: { kind: 'special', hook: 'sardaukarCommander' },
    },
    signetRing: {
      name: {
        en: 'Emperor of the Known Universe',
        fr: "L'Empereur de l'Univers Connu",
        nl: 'Keizer van het Bekende Universum',
      },
      // rules 004 FAQ "Shaddam Corrino IV": immediate; no troop deployed even with the first option.
      effects: [
        { kind: 'noDeployThisTurn' },
        choose([option([solari(1), recruit(1)]), option([influence(anyFaction)], [paySolari(3)])]),
      ],
    },
    setupRule: null,
    requiresContracts: true,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  stabanTuek: {
    id: 'stabanTuek',
    name: { en: 'Staban Tuek', fr: 'Staban Tuek', nl: 'Staban Tuek' },
    house: 'tuek',
    complexity: 3,
    ability: {
      name: { en: 'Smuggle Spice', fr: "Contrebande d'épice", nl: 'Specerijsmokkel' },
      rule: { kind: 'whenever', trigger: { kind: 'opponentAgentOnSpiedMakerSpace' }, effects: [spice(1)] },
    },
    signetRing: {
      name: { en: 'Unseen Network', fr: 'Réseau invisible', nl: 'Onzichtbaar netwerk' },
      effects: [
        spy,
        given(spyPlacedOn('choam'), [pay([paySpice(1)], [solari(3)])]),
        given(spyPlacedOn('faction'), [pay([paySolari(2)], [intrigue(1)])]),
      ],
    },
    setupRule: 'limitedAllies',
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    trainingTrack: null,
  },
  feydRauthaHarkonnen: {
    id: 'feydRauthaHarkonnen',
    name: { en: 'Feyd-Rautha Harkonnen', fr: 'Feyd-Rautha Harkonnen', nl: 'Feyd-Rautha Harkonnen' },
    house: 'harkonnen',
    complexity: 1,
    ability: {
      name: { en: 'Devious Strength', fr: 'Force sournoise', nl: 'Geniepige kracht' },
      rule: { kind: 'whenever', trigger: REVEAL_TURN, effects: [payUp([recallSpy(1)], [swords(2)])] },
    },
    signetRing: {
      name: { en: 'Personal Training', fr: 'Entraînement personnel', nl: 'Persoonlijke training' },
      effects: [{ kind: 'advanceTraining' }],
    },
    setupRule: null,
    requiresContracts: false,
    flipsTo: null,
    backSide: false,
    // rules 004 FAQ "Feyd-Rautha": the token starts on the left; the steps are DIU's, single source.
    trainingTrack: [
      { effects: [choose([option([trash], [paySolari(1)]), option([spy])])], repeatable: false },
      { effects: [trash], repeatable: false },
      { effects: [choose([option([trash]), option([spy])])], repeatable: false },
      { effects: [spice(2)], repeatable: false },
      { effects: [recruit(1), spy], repeatable: true },
    ],
  },
} as const satisfies Record<string, UprisingLeader>;

export type UprisingLeaderId = keyof typeof UPRISING_LEADERS;
