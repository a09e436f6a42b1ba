import {
  alliance,
  anyFaction,
  choose,
  chosenOpponent,
  deploy,
  draw,
  influence,
  option,
  paySolari,
  paySpice,
  payWater,
  persuasion,
  recruit,
  retreat,
  solari,
  spice,
  swords,
  victoryPoints,
  water,
  when,
} from '../dsl/build.ts';
import type { IntrigueCard } from '../dsl/content.ts';

const SPICE_MUST_FLOW = 'theSpiceMustFlow';

/** The 40-card Intrigue deck (rules 002 MATÉRIEL, CARTES INTRIGUE), 34 different cards. */
export const INTRIGUE_DECK = {
  alliedArmada: {
    id: 'alliedArmada',
    name: { en: 'Allied Armada', fr: 'Armada Alliée', nl: 'Geallieerde armada' },
    copies: 1,
    combat: { requires: alliance('any'), cost: [paySpice(2)], effects: [swords(7)] },
  },
  ambush: {
    id: 'ambush',
    name: { en: 'Ambush', fr: 'Embuscade', nl: 'Hinderlaag' },
    copies: 2,
    combat: { effects: [swords(4)] },
  },
  binduSuspension: {
    id: 'binduSuspension',
    name: { en: 'Bindu Suspension', fr: 'Suspension Bindu', nl: 'Bindu-opschorting' },
    copies: 1,
    plot: { window: 'startOfAgentTurn', effects: [draw(1), { kind: 'endTurn' }] },
  },
  bribery: {
    id: 'bribery',
    name: { en: 'Bribery', fr: 'Pot-de-Vin', nl: 'Omkoping' },
    copies: 1,
    plot: { cost: [paySolari(2)], effects: [influence(anyFaction)] },
  },
  bypassProtocol: {
    id: 'bypassProtocol',
    name: { en: 'Bypass Protocol', fr: 'Contourner le Protocole', nl: 'Protocol omzeilen' },
    copies: 1,
    plot: {
      effects: [
        choose([
          option([{ kind: 'acquireCard', maxCost: 3, toTopOfDeck: false }]),
          option([{ kind: 'acquireCard', maxCost: 5, toTopOfDeck: true }], [paySpice(2)]),
        ]),
      ],
    },
  },
  calculatedHire: {
    id: 'calculatedHire',
    name: { en: 'Calculated Hire', fr: 'Recrutement Calculé', nl: 'Berekende inhuur' },
    copies: 1,
    plot: { cost: [paySpice(1)], effects: [{ kind: 'takeMentat', nextRound: false }] },
  },
  charisma: {
    id: 'charisma',
    name: { en: 'Charisma', fr: 'Charisme', nl: 'Charisma' },
    copies: 1,
    plot: { effects: [persuasion(2)] },
  },
  choamShares: {
    id: 'choamShares',
    name: { en: 'CHOAM Shares', fr: 'Actions de la CHOM', nl: 'CHOAM-aandelen' },
    copies: 1,
    plot: { cost: [paySolari(7)], effects: [victoryPoints(1)] },
  },
  cornerTheMarket: {
    id: 'cornerTheMarket',
    name: { en: 'Corner the Market', fr: 'Monopoliser le Marché', nl: 'De markt beheersen' },
    copies: 1,
    endgame: {
      effects: [
        when({ kind: 'cardsOwned', card: SPICE_MUST_FLOW, atLeast: 2 }, [victoryPoints(1)]),
        when({ kind: 'mostCardsOwned', card: SPICE_MUST_FLOW }, [victoryPoints(1)]),
      ],
    },
  },
  councilorsDispensation: {
    id: 'councilorsDispensation',
    name: { en: "Councilor's Dispensation", fr: 'Dispense du Conseiller', nl: 'Vrijstelling van de raadsheer' },
    copies: 1,
    plot: { requires: { kind: 'highCouncilSeat' }, effects: [spice(2)] },
  },
  demandRespect: {
    id: 'demandRespect',
    name: { en: 'Demand Respect', fr: 'Exiger le Respect', nl: 'Respect eisen' },
    copies: 1,
    combat: {
      window: 'conflictWon',
      effects: [choose([option([influence(anyFaction)]), option([influence(anyFaction, 2)], [paySpice(2)])])],
    },
  },
  dispatchAnEnvoy: {
    id: 'dispatchAnEnvoy',
    name: { en: 'Dispatch an Envoy', fr: 'Dépêcher un Émissaire', nl: 'Een gezant sturen' },
    copies: 2,
    plot: { effects: [{ kind: 'addAgentIcons', icons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'] }] },
  },
  doubleCross: {
    id: 'doubleCross',
    name: { en: 'Double Cross', fr: 'Trahison', nl: 'Dubbelspel' },
    copies: 1,
    plot: {
      requires: { kind: 'opponentTroopInConflict' },
      cost: [paySolari(1)],
      effects: [recruit(1, 'must'), chosenOpponent([{ kind: 'loseTroops', amount: 1, from: 'conflict' }])],
    },
  },
  favoredSubject: {
    id: 'favoredSubject',
    name: { en: 'Favored Subject', fr: 'Sujet Favori', nl: 'Gunsteling' },
    copies: 1,
    plot: { effects: [influence('emperor')] },
  },
  guildAuthorization: {
    id: 'guildAuthorization',
    name: { en: 'Guild Authorization', fr: 'Autorisation de la Guilde', nl: 'Gildevergunning' },
    copies: 1,
    plot: { effects: [influence('spacingGuild')] },
  },
  infiltrate: {
    id: 'infiltrate',
    name: { en: 'Infiltrate', fr: 'Infiltration', nl: 'Infiltreren' },
    copies: 1,
    plot: { effects: [{ kind: 'infiltrate' }] },
  },
  knowTheirWays: {
    id: 'knowTheirWays',
    name: { en: 'Know Their Ways', fr: 'Connaître leurs Coutumes', nl: 'Ken hun gebruiken' },
    copies: 1,
    plot: { effects: [influence('fremen')] },
  },
  masterTactician: {
    id: 'masterTactician',
    name: { en: 'Master Tactician', fr: 'Maître Tacticien', nl: 'Meestertacticus' },
    copies: 3,
    combat: { effects: [choose([option([swords(3)]), option([retreat(3)])])] },
  },
  plansWithinPlans: {
    id: 'plansWithinPlans',
    name: { en: 'Plans Within Plans', fr: 'Des Plans dans les Plans', nl: 'Plannen binnen plannen' },
    copies: 1,
    endgame: {
      effects: [
        when(
          { kind: 'influenceOnTracks', atLeast: 3, tracks: 4 },
          [victoryPoints(2)],
          [when({ kind: 'influenceOnTracks', atLeast: 3, tracks: 3 }, [victoryPoints(1)])],
        ),
      ],
    },
  },
  poisonSnooper: {
    id: 'poisonSnooper',
    name: { en: 'Poison Snooper', fr: 'Goûte-Poison', nl: 'Gifsnuffelaar' },
    copies: 2,
    plot: { effects: [{ kind: 'inspectTopCard', then: ['draw', 'trash'] }] },
  },
  privateArmy: {
    id: 'privateArmy',
    name: { en: 'Private Army', fr: 'Armée Privée', nl: 'Privéleger' },
    copies: 2,
    combat: { cost: [paySpice(2)], effects: [swords(5)] },
  },
  rapidMobilization: {
    id: 'rapidMobilization',
    name: { en: 'Rapid Mobilization', fr: 'Mobilisation Éclair', nl: 'Snelle mobilisatie' },
    copies: 1,
    plot: { effects: [deploy('any')] },
  },
  recruitmentMission: {
    id: 'recruitmentMission',
    name: { en: 'Recruitment Mission', fr: 'Mission de Recrutement', nl: 'Wervingsmissie' },
    copies: 1,
    plot: { effects: [persuasion(1), { kind: 'acquiredCardsToTopOfDeck' }] },
  },
  refocus: {
    id: 'refocus',
    name: { en: 'Refocus', fr: 'Recentrage', nl: 'Herbezinning' },
    copies: 1,
    plot: { effects: [{ kind: 'shuffleDiscardIntoDeck' }, draw(1)] },
  },
  reinforcements: {
    id: 'reinforcements',
    name: { en: 'Reinforcements', fr: 'Renforts', nl: 'Versterkingen' },
    copies: 1,
    plot: { cost: [paySolari(3)], effects: [recruit(3, 'revealTurn')] },
  },
  secretOfTheSisterhood: {
    id: 'secretOfTheSisterhood',
    name: { en: 'Secret of the Sisterhood', fr: 'Secret de la Communauté', nl: 'Geheim van de Zusterschap' },
    copies: 1,
    plot: { effects: [influence('beneGesserit')] },
  },
  stagedIncident: {
    id: 'stagedIncident',
    name: { en: 'Staged Incident', fr: 'Incident Orchestré', nl: 'Geënsceneerd incident' },
    copies: 1,
    combat: { cost: [{ kind: 'troopsInConflict', amount: 3 }], effects: [victoryPoints(1)] },
  },
  theSleeperMustAwaken: {
    id: 'theSleeperMustAwaken',
    name: { en: 'The Sleeper Must Awaken', fr: 'Le Dormeur Doit se Réveiller', nl: 'De slaper moet ontwaken' },
    copies: 1,
    plot: { cost: [paySpice(4)], effects: [victoryPoints(1)] },
  },
  tiebreaker: {
    id: 'tiebreaker',
    name: { en: 'Tiebreaker', fr: 'Départage', nl: 'Doorslag' },
    copies: 1,
    combat: { effects: [swords(2)] },
    endgame: { effects: [spice(10)] },
  },
  toTheVictor: {
    id: 'toTheVictor',
    name: { en: 'To the Victor…', fr: 'Au Vainqueur…', nl: 'Aan de overwinnaar…' },
    copies: 1,
    combat: { window: 'conflictWon', effects: [spice(3)] },
  },
  urgentMission: {
    id: 'urgentMission',
    name: { en: 'Urgent Mission', fr: 'Mission Urgente', nl: 'Dringende missie' },
    copies: 1,
    plot: { effects: [{ kind: 'recallAgent' }] },
  },
  waterOfLife: {
    id: 'waterOfLife',
    name: { en: 'Water of Life', fr: 'Eau de la Vie', nl: 'Water des Levens' },
    copies: 1,
    plot: { cost: [payWater(1), paySpice(1)], effects: [draw(3)] },
  },
  waterPeddlersUnion: {
    id: 'waterPeddlersUnion',
    name: { en: "Water Peddlers' Union", fr: "Syndicat des Porteurs d'Eau", nl: 'Bond van waterverkopers' },
    copies: 1,
    plot: { effects: [water(1)] },
  },
  windfall: {
    id: 'windfall',
    name: { en: 'Windfall', fr: 'Aubaine', nl: 'Meevaller' },
    copies: 1,
    plot: { effects: [solari(2)] },
  },
} as const satisfies Record<string, IntrigueCard>;

export type IntrigueCardId = keyof typeof INTRIGUE_DECK;
