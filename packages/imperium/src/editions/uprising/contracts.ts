import { draw, influence, recruit, solari, water } from '../../dsl/build.ts';
import type { ContractTrigger, UprisingSpaceId } from '../../dsl/uprising.ts';
import { spy } from '../../dsl/uprisingBuild.ts';
import type { Contract } from './types.ts';

const at = (space: UprisingSpaceId): ContractTrigger => ({ kind: 'space', space });

/**
 * The 20 CHOAM contracts of the module (rules 004 MISE EN PLACE "Module CHOM", "Contrats CHOM"), the 2 Sardaukar
 * ones included, which Shaddam Corrino IV alone may take (rules 004 LISTE DES DIRIGEANTS). Rewards from DuneBlend,
 * cross-checked with DIU (docs/content-doubts.md, Uprising). The names read as the contract's trigger.
 */
export const UPRISING_CONTRACTS = {
  acquireTheSpiceMustFlow: {
    id: 'acquireTheSpiceMustFlow',
    name: {
      en: 'Acquire The Spice Must Flow',
      fr: "Acquérir L'épice doit couler",
      nl: 'Verwerf De specerij moet stromen',
    },
    trigger: { kind: 'acquireTheSpiceMustFlow' },
    reward: [influence('spacingGuild'), solari(3)],
    shaddamOnly: false,
  },
  arrakeenTroopSpy: {
    id: 'arrakeenTroopSpy',
    name: { en: 'Arrakeen', fr: 'Arrakeen', nl: 'Arrakeen' },
    trigger: at('arrakeen'),
    reward: [recruit(1), spy],
    shaddamOnly: false,
  },
  arrakeenWater: {
    id: 'arrakeenWater',
    name: { en: 'Arrakeen', fr: 'Arrakeen', nl: 'Arrakeen' },
    trigger: at('arrakeen'),
    reward: [water(1)],
    shaddamOnly: false,
  },
  deliverSupplies: {
    id: 'deliverSupplies',
    name: { en: 'Deliver Supplies', fr: 'Livrer des fournitures', nl: 'Voorraden leveren' },
    trigger: at('deliverSupplies'),
    reward: [solari(3)],
    shaddamOnly: false,
  },
  espionageA: {
    id: 'espionageA',
    name: { en: 'Espionage', fr: 'Espionnage', nl: 'Spionage' },
    trigger: at('espionage'),
    reward: [solari(3)],
    shaddamOnly: false,
  },
  espionageB: {
    id: 'espionageB',
    name: { en: 'Espionage', fr: 'Espionnage', nl: 'Spionage' },
    trigger: at('espionage'),
    reward: [solari(3)],
    shaddamOnly: false,
  },
  harvestThreeA: {
    id: 'harvestThreeA',
    name: { en: 'Harvest 3+ spice', fr: 'Récolte de 3+ épice', nl: 'Oogst 3+ specerij' },
    trigger: { kind: 'harvest', atLeast: 3 },
    reward: [solari(3)],
    shaddamOnly: false,
  },
  harvestThreeB: {
    id: 'harvestThreeB',
    name: { en: 'Harvest 3+ spice', fr: 'Récolte de 3+ épice', nl: 'Oogst 3+ specerij' },
    trigger: { kind: 'harvest', atLeast: 3 },
    reward: [solari(3)],
    shaddamOnly: false,
  },
  harvestFour: {
    id: 'harvestFour',
    name: { en: 'Harvest 4+ spice', fr: 'Récolte de 4+ épice', nl: 'Oogst 4+ specerij' },
    trigger: { kind: 'harvest', atLeast: 4 },
    reward: [solari(4)],
    shaddamOnly: false,
  },
  heighlinerWater: {
    id: 'heighlinerWater',
    name: { en: 'Heighliner', fr: 'Long-courrier', nl: 'Heighliner' },
    trigger: at('heighliner'),
    reward: [water(2)],
    shaddamOnly: false,
  },
  heighlinerTroops: {
    id: 'heighlinerTroops',
    name: { en: 'Heighliner', fr: 'Long-courrier', nl: 'Heighliner' },
    trigger: at('heighliner'),
    reward: [recruit(2)],
    shaddamOnly: false,
  },
  highCouncilSolari: {
    id: 'highCouncilSolari',
    name: { en: 'High Council', fr: 'Haut Conseil', nl: 'Hoge Raad' },
    trigger: at('highCouncil'),
    reward: [solari(3)],
    shaddamOnly: false,
  },
  highCouncilInfluence: {
    id: 'highCouncilInfluence',
    name: { en: 'High Council', fr: 'Haut Conseil', nl: 'Hoge Raad' },
    trigger: at('highCouncil'),
    reward: [influence('beneGesserit')],
    shaddamOnly: false,
  },
  immediate: {
    id: 'immediate',
    name: { en: 'Immediate', fr: 'Immédiat', nl: 'Onmiddellijk' },
    trigger: { kind: 'immediate' },
    reward: [solari(2)],
    shaddamOnly: false,
  },
  researchStationSolari: {
    id: 'researchStationSolari',
    name: { en: 'Research Station', fr: 'Station de recherche', nl: 'Onderzoeksstation' },
    trigger: at('researchStation'),
    reward: [solari(3)],
    shaddamOnly: false,
  },
  researchStationSpy: {
    id: 'researchStationSpy',
    name: { en: 'Research Station', fr: 'Station de recherche', nl: 'Onderzoeksstation' },
    trigger: at('researchStation'),
    reward: [solari(2), spy],
    shaddamOnly: false,
  },
  sardaukarDraw: {
    id: 'sardaukarDraw',
    name: { en: 'Sardaukar', fr: 'Sardaukar', nl: 'Sardaukar' },
    trigger: at('sardaukar'),
    reward: [draw(2)],
    shaddamOnly: true,
  },
  sardaukarRecall: {
    id: 'sardaukarRecall',
    name: { en: 'Sardaukar', fr: 'Sardaukar', nl: 'Sardaukar' },
    trigger: at('sardaukar'),
    reward: [{ kind: 'recallAgent' }],
    shaddamOnly: true,
  },
  spiceRefineryDraw: {
    id: 'spiceRefineryDraw',
    name: { en: 'Spice Refinery', fr: "Raffinerie d'épice", nl: 'Specerijraffinaderij' },
    trigger: at('spiceRefinery'),
    reward: [draw(2)],
    shaddamOnly: false,
  },
  spiceRefineryWater: {
    id: 'spiceRefineryWater',
    name: { en: 'Spice Refinery', fr: "Raffinerie d'épice", nl: 'Specerijraffinaderij' },
    trigger: at('spiceRefinery'),
    reward: [water(1)],
    shaddamOnly: false,
  },
} as const satisfies Record<string, Contract>;

export type ContractId = keyof typeof UPRISING_CONTRACTS;
