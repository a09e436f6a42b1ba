import {
  anyFaction,
  choose,
  deploy,
  draw,
  influence,
  influenceAtLeast,
  intrigue,
  oneOf,
  option,
  pay,
  paySolari,
  paySpice,
  payWater,
  recruit,
  retreat,
  solari,
  spice,
  swords,
  trash,
  victoryPoints,
  water,
  when,
} from '../../dsl/build.ts';
import type { Effect } from '../../dsl/effect.ts';
import type { BattleIcon } from '../../dsl/uprising.ts';
import {
  breakShieldWall,
  completedContracts,
  contract,
  deployedUnitsThisTurn,
  discardCards,
  flipConflictCard,
  gainedSpiceThisTurn,
  given,
  influenceWhereOpponentAllied,
  payUp,
  recallSpy,
  retreatTroops,
  sandworm,
  sandwormInConflict,
  spiesOnBoard,
  spy,
  spyOn,
} from '../../dsl/uprisingBuild.ts';
import type { UprisingIntrigueCard } from './types.ts';

/** "Retreat 1 or 2 of your troops → effects": the two ways to pay, one of which the player takes. */
const retreatOneOrTwo = (effects: readonly Effect[]): Effect =>
  choose([option([payUp([retreatTroops(1)], effects)]), option([payUp([retreatTroops(2)], effects)])]);

/** The three battle-icon Intrigues: 1 spice as a Plot, or at the end of the game flip a matching Conflict for 1 VP. */
const battleIconCard = (id: string, name: UprisingIntrigueCard['name'], icon: BattleIcon): UprisingIntrigueCard => ({
  id,
  name,
  copies: 1,
  choam: false,
  plot: { effects: [spice(1)] },
  endgame: { effects: [payUp([flipConflictCard(icon)], [victoryPoints(1)])] },
});

/**
 * The Uprising Intrigue deck: 39 different cards, 44 copies, 4 of them only with the CHOAM module (rules 004 MISE
 * EN PLACE; names, counts and effects from DuneBlend, cross-checked with DIU: docs/content-doubts.md, Uprising).
 */
export const UPRISING_INTRIGUE_DECK = {
  backedByChoam: {
    id: 'backedByChoam',
    name: { en: 'Backed by CHOAM', fr: 'Soutenu par la CHOM', nl: 'Gesteund door de CHOAM' },
    copies: 1,
    choam: true,
    plot: { cost: [{ kind: 'influence', faction: anyFaction, amount: 1 }], effects: [solari(4)] },
    combat: { effects: [given(completedContracts(2), [swords(4)])] },
  },
  buyAccess: {
    id: 'buyAccess',
    name: { en: 'Buy Access', fr: 'Acheter un accès', nl: 'Toegang kopen' },
    copies: 1,
    choam: false,
    plot: { cost: [paySolari(5)], effects: [influence({ kind: 'distinctChoices', count: 2 })] },
  },
  choamProfits: {
    id: 'choamProfits',
    name: { en: 'CHOAM Profits', fr: 'Profits de la CHOM', nl: 'CHOAM-winsten' },
    copies: 1,
    choam: true,
    endgame: { effects: [given(completedContracts(4), [victoryPoints(1)])] },
  },
  callToArms: {
    id: 'callToArms',
    name: { en: 'Call to Arms', fr: 'Appel aux armes', nl: 'Te wapen' },
    copies: 1,
    choam: false,
    plot: { effects: [{ kind: 'whenAcquiringThisRound', effects: [recruit(1)] }] },
  },
  changeAllegiances: {
    id: 'changeAllegiances',
    name: { en: 'Change Allegiances', fr: "Changer d'allégeance", nl: 'Van kamp wisselen' },
    copies: 1,
    choam: false,
    plot: {
      effects: [
        pay([{ kind: 'influence', faction: anyFaction, amount: 1 }], [influence(anyFaction)]),
        pay([paySpice(3)], [influence(anyFaction)]),
      ],
    },
  },
  contingencyPlan: {
    id: 'contingencyPlan',
    name: { en: 'Contingency Plan', fr: 'Plan de secours', nl: 'Noodplan' },
    copies: 3,
    choam: false,
    plot: { effects: [solari(2)] },
    combat: { effects: [swords(3)] },
  },
  councilorsAmbition: {
    id: 'councilorsAmbition',
    name: { en: "Councilor's Ambition", fr: 'Ambition du conseiller', nl: 'Ambitie van de raadsheer' },
    copies: 1,
    choam: false,
    plot: { effects: [when({ kind: 'highCouncilSeat' }, [water(2)])] },
  },
  crysknife: battleIconCard('crysknife', { en: 'Crysknife', fr: 'Krys', nl: 'Crysmes' }, 'crysknife'),
  cunning: {
    id: 'cunning',
    name: { en: 'Cunning', fr: 'Ruse', nl: 'Sluwheid' },
    copies: 1,
    choam: false,
    plot: { effects: [choose([option([draw(1)]), option([draw(1), trash], [paySpice(1)])])] },
  },
  departForArrakis: {
    id: 'departForArrakis',
    name: { en: 'Depart for Arrakis', fr: 'Départ pour Arrakis', nl: 'Vertrek naar Arrakis' },
    copies: 1,
    choam: false,
    plot: {
      effects: [pay([paySpice(2)], [recruit(3)]), when(influenceAtLeast('spacingGuild', 3), [draw(1)])],
    },
  },
  desertMouse: battleIconCard(
    'desertMouse',
    { en: 'Desert Mouse', fr: 'Souris du désert', nl: 'Woestijnmuis' },
    'desertMouse',
  ),
  detonation: {
    id: 'detonation',
    name: { en: 'Detonation', fr: 'Détonation', nl: 'Ontploffing' },
    copies: 2,
    choam: false,
    plot: { effects: [choose([option([breakShieldWall]), option([deploy(4)])])] },
  },
  devour: {
    id: 'devour',
    name: { en: 'Devour', fr: 'Dévorer', nl: 'Verslinden' },
    copies: 1,
    choam: false,
    combat: { effects: [swords(2), given(sandwormInConflict, [swords(2), trash])] },
  },
  distraction: {
    id: 'distraction',
    name: { en: 'Distraction', fr: 'Diversion', nl: 'Afleiding' },
    copies: 2,
    choam: false,
    plot: {
      effects: [given(deployedUnitsThisTurn(3), [{ kind: 'placeSpy', post: { kind: 'any' }, mayShare: true }])],
    },
  },
  findWeakness: {
    id: 'findWeakness',
    name: { en: 'Find Weakness', fr: 'Trouver la faille', nl: 'Zwakte vinden' },
    copies: 1,
    choam: false,
    combat: { effects: [swords(2), payUp([recallSpy(1)], [swords(3)])] },
  },
  goToGround: {
    id: 'goToGround',
    name: { en: 'Go to Ground', fr: 'Se terrer', nl: 'Onderduiken' },
    copies: 1,
    choam: false,
    combat: { effects: [retreatOneOrTwo([spy])] },
  },
  imperiumPolitics: {
    id: 'imperiumPolitics',
    name: { en: 'Imperium Politics', fr: "Politique de l'Imperium", nl: 'Imperiumpolitiek' },
    copies: 1,
    choam: false,
    plot: { cost: [paySolari(1)], effects: [influence(oneOf('emperor', 'spacingGuild'))] },
  },
  impress: {
    id: 'impress',
    name: { en: 'Impress', fr: 'Impressionner', nl: 'Imponeren' },
    copies: 1,
    choam: false,
    combat: { effects: [swords(2), { kind: 'acquireCard', maxCost: 3, toTopOfDeck: false }] },
  },
  inspireAwe: {
    id: 'inspireAwe',
    name: { en: 'Inspire Awe', fr: 'Inspirer la crainte', nl: 'Ontzag inboezemen' },
    copies: 1,
    choam: false,
    plot: {
      effects: [
        given(
          sandwormInConflict,
          [{ kind: 'acquireToHand', maxCost: 3 }],
          [{ kind: 'acquireCard', maxCost: 3, toTopOfDeck: false }],
        ),
      ],
    },
  },
  intelligenceReport: {
    id: 'intelligenceReport',
    name: { en: 'Intelligence Report', fr: 'Rapport de renseignement', nl: 'Inlichtingenrapport' },
    copies: 1,
    choam: false,
    plot: { effects: [draw(1), given(spiesOnBoard(2), [draw(1)])] },
  },
  leverage: {
    id: 'leverage',
    name: { en: 'Leverage', fr: 'Moyen de pression', nl: 'Drukmiddel' },
    copies: 1,
    choam: true,
    plot: { effects: [given(gainedSpiceThisTurn, [contract, solari(1)])] },
  },
  manipulate: {
    id: 'manipulate',
    name: { en: 'Manipulate', fr: 'Manipuler', nl: 'Manipuleren' },
    copies: 1,
    choam: false,
    plot: { effects: [{ kind: 'reserveImperiumRowCard', discount: 1 }] },
  },
  marketOpportunity: {
    id: 'marketOpportunity',
    name: { en: 'Market Opportunity', fr: 'Opportunité de marché', nl: 'Marktkans' },
    copies: 1,
    choam: false,
    plot: { effects: [choose([option([solari(5)], [paySpice(2)]), option([spice(5)], [paySolari(5)])])] },
  },
  mercenaries: {
    id: 'mercenaries',
    name: { en: 'Mercenaries', fr: 'Mercenaires', nl: 'Huurlingen' },
    copies: 1,
    choam: false,
    plot: { cost: [paySolari(3)], effects: [intrigue(1), recruit(2)] },
  },
  opportunism: {
    id: 'opportunism',
    name: { en: 'Opportunism', fr: 'Opportunisme', nl: 'Opportunisme' },
    copies: 1,
    choam: false,
    plot: {
      cost: [{ kind: 'influence', faction: { kind: 'distinctChoices', count: 2 }, amount: 1 }, paySolari(2)],
      effects: [victoryPoints(1)],
    },
  },
  ornithopter: battleIconCard('ornithopter', { en: 'Ornithopter', fr: 'Orni', nl: 'Ornithopter' }, 'ornithopter'),
  questionableMethods: {
    id: 'questionableMethods',
    name: { en: 'Questionable Methods', fr: 'Méthodes douteuses', nl: 'Twijfelachtige methoden' },
    copies: 1,
    choam: false,
    combat: { effects: [swords(1), pay([{ kind: 'influence', faction: anyFaction, amount: 1 }], [swords(4)])] },
  },
  reachAgreement: {
    id: 'reachAgreement',
    name: { en: 'Reach Agreement', fr: 'Trouver un accord', nl: 'Akkoord bereiken' },
    copies: 1,
    choam: true,
    combat: { effects: [retreatOneOrTwo([contract])] },
  },
  secureSpiceTrade: {
    id: 'secureSpiceTrade',
    name: { en: 'Secure Spice Trade', fr: "Sécuriser le commerce de l'épice", nl: 'Specerijhandel veiligstellen' },
    copies: 1,
    choam: false,
    endgame: {
      effects: [when({ kind: 'cardsOwned', card: 'theSpiceMustFlow', atLeast: 2 }, [victoryPoints(1), spice(2)])],
    },
  },
  shaddamsFavor: {
    id: 'shaddamsFavor',
    name: { en: "Shaddam's Favor", fr: 'Faveur de Shaddam', nl: 'Gunst van Shaddam' },
    copies: 1,
    choam: false,
    plot: { effects: [recruit(1), when(influenceAtLeast('emperor', 3), [solari(3)])] },
  },
  shadowAlliance: {
    id: 'shadowAlliance',
    name: { en: 'Shadow Alliance', fr: "Alliance de l'ombre", nl: 'Schaduwalliantie' },
    copies: 1,
    choam: false,
    endgame: { effects: [given(influenceWhereOpponentAllied(4), [victoryPoints(1)])] },
  },
  sietchRitual: {
    id: 'sietchRitual',
    name: { en: 'Sietch Ritual', fr: 'Rituel du sietch', nl: 'Sietchritueel' },
    copies: 1,
    choam: false,
    plot: { effects: [payUp([discardCards(1)], [influence(oneOf('beneGesserit', 'fremen'))])] },
  },
  specialMission: {
    id: 'specialMission',
    name: { en: 'Special Mission', fr: 'Mission spéciale', nl: 'Speciale missie' },
    copies: 2,
    choam: false,
    plot: {
      effects: [choose([option([spyOn('city')]), option([payUp([recallSpy(1)], [breakShieldWall, spice(2)])])])],
    },
  },
  spiceIsPower: {
    id: 'spiceIsPower',
    name: { en: 'Spice is Power', fr: "L'épice, c'est le pouvoir", nl: 'Specerij is macht' },
    copies: 1,
    choam: false,
    combat: {
      effects: [choose([option([payUp([retreatTroops(3)], [spice(3)])]), option([swords(6)], [paySpice(3)])])],
    },
  },
  springTheTrap: {
    id: 'springTheTrap',
    name: { en: 'Spring the Trap', fr: 'Refermer le piège', nl: 'De val dichtklappen' },
    copies: 1,
    choam: false,
    combat: { effects: [payUp([recallSpy(2)], [swords(7)])] },
  },
  strategicStockpiling: {
    id: 'strategicStockpiling',
    name: { en: 'Strategic Stockpiling', fr: 'Stockage stratégique', nl: 'Strategische voorraden' },
    copies: 1,
    choam: false,
    plot: {
      effects: [
        pay([paySpice(5)], [victoryPoints(1)]),
        when(influenceAtLeast('fremen', 3), [pay([payWater(3)], [victoryPoints(1)])]),
      ],
    },
  },
  tacticalOption: {
    id: 'tacticalOption',
    name: { en: 'Tactical Option', fr: 'Option tactique', nl: 'Tactische optie' },
    copies: 1,
    choam: false,
    combat: { effects: [choose([option([swords(2)]), option([retreat('any')])])] },
  },
  unexpectedAllies: {
    id: 'unexpectedAllies',
    name: { en: 'Unexpected Allies', fr: 'Alliés inattendus', nl: 'Onverwachte bondgenoten' },
    copies: 1,
    choam: false,
    plot: { cost: [payWater(2)], effects: [breakShieldWall, sandworm(1)] },
  },
  weirdingCombat: {
    id: 'weirdingCombat',
    name: { en: 'Weirding Combat', fr: "Combat à l'étrange", nl: 'Weirding-gevecht' },
    copies: 1,
    choam: false,
    combat: { effects: [swords(3), when(influenceAtLeast('beneGesserit', 3), [swords(2)])] },
  },
} as const satisfies Record<string, UprisingIntrigueCard>;

export type UprisingIntrigueCardId = keyof typeof UPRISING_INTRIGUE_DECK;
