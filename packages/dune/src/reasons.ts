import { ruleError, type RuleError } from '@arrakis/engine';

/**
 * Why a well-formed action is refused (issue 21): each reason names the one section of rules 000 that forbids it.
 * The legality functions answer these codes; the listing only asks whether they answer none, and the refusal
 * object is built here, on demand, when `explain` or `apply` asks why.
 */
export const DUNE_REASONS = {
  // rules 000 §8: the auction.
  bidNotAboveHigh: '8.B.2',
  bidOverSpice: '8.C',
  silencedByCone: 'annexe 4',
  noKaramaCard: 'annexe 4',
  karamaBidTooHigh: 'annexe 4',
  // rules 000 §9.B, §9.D: revival.
  revivalLimit: '9.B.2',
  notInTanks: '9.B',
  cannotPayRevival: '9.B.1',
  leaderRevivalClosed: '9.D.1',
  leaderNotInTanks: '9.D.1',
  leaderWaitsForOthers: '9.D.5',
  cannotPayLeader: '9.D.2',
  // rules 000 §9.C.1: shipment.
  shipmentForbiddenByKarama: '18',
  noReserves: '9.C.1.a',
  notEnoughReserves: '9.C.1.a',
  shipIntoStorm: '9.C.1.c',
  strongholdHeldByTwo: '9.C.1.c',
  // 000 XXXIV: the south quarters exist only in a Governor game (the board of §3 otherwise).
  notOnThisBoard: '3',
  fremenArrival: 'annexe 3.fremen',
  cannotPayShipment: '9.C.1.b',
  guildOnly: '9.C.1.d',
  noForcesToShip: 'annexe 3.guild',
  crossShipSamePlace: 'annexe 3.guild',
  notEnoughForcesToShip: 'annexe 3.guild',
  // rules 000 §9.C.2: movement.
  noForcesToMove: '9.C.2.a',
  groupTooLarge: '9.C.2.a',
  outOfRange: '9.C.2.a',
  stormOnPath: '9.C.2.c',
  strongholdBlocksMove: '9.C.2.f',
  allyThere: '12.E.5',
  noHajrCard: 'annexe 4',
  // rules 000 §15: starred tokens (Sardaukar, Fedaykin) and the other extra powers.
  starredSplit: '15',
  kwisatzHaderachAbsent: '15',
  // rules 000 §10: battles and their plans.
  noBattleThere: '10.A.1',
  // 000 XXXII, XXXIII: the battle order chosen by the players, the agreements.
  mustChooseBattle: 'XXXII',
  agreementSpiceShares: 'XXXIII',
  agreementHolderNeeded: 'XXXIII',
  agreementNoHolder: 'XXXIII',
  dialOverForces: '10.B.1',
  notYourLeader: '10.B.2',
  cardNotInHand: '10.B.3',
  notACheapHero: '10.B.3',
  notAWeapon: '10.B.3',
  notADefense: '10.B.3',
  cardAlreadyInPlan: '10.B.3',
  leaderAndCheapHero: 'annexe 4',
  leaderFoughtElsewhere: '10.C.8',
  leaderNotAvailable: '10.C.9',
  leaderRequired: '10.C.9',
  noLeaderNoCards: '10.C.10',
  voiceCommand: 'annexe 3.beneGesserit',
  cardNotKeepable: '10.C.6',
  noTraitor: '10.D.1',
  lossesOutOfRange: '24.C',
  planSpiceTooHigh: '24.A.1',
  // annexe 4: the cards played outside the turn order.
  cardKindNotHeld: 'annexe 4',
  truthtranceTarget: 'annexe 4',
  // rules 000 §13.C: the spice given between players.
  giftTargetInvalid: '13',
  giftOverSpice: '13',
  // 000 XXXI (variant `twoTerritoryMove`): the move one territory at a time, tokens left on the territory crossed.
  oneTerritoryAtATime: 'XXXI',
  stepFromGroup: 'XXXI',
  stepIntoNextTerritory: 'XXXI',
  noDropWithOrnithopters: 'XXXI',
  dropOnce: 'XXXI',
  dropThenGoOn: 'XXXI',
  dropKeepsAGroup: 'XXXI',
  // issue 21, the other decisions (explain-rest): setup, storm, nexus, powers, worms, captures.
  predictionFaction: 'annexe 3.beneGesserit',
  traitorNotDrawn: '3',
  ownLeaderNotTraitor: '3',
  fremenStartForces: 'annexe 3.fremen',
  stormDialRange: '6',
  noAllianceInDiplomacy: '12',
  alreadyInAlliance: '12',
  noAllianceProposal: '12',
  allianceWithSelf: '12',
  alreadyAllied: '12',
  doneWithNexus: '12',
  allianceProposed: '12',
  otherSilenced: 'annexe 4',
  wormRideElsewhere: 'annexe 3.fremen',
  advisorToPolarSink: 'annexe 3.beneGesserit',
  coexistenceOnArrival: '15',
  notCoexisting: '15',
  notArrivedThere: '15',
  prescienceCancelled: '18',
  karamaPlanNotFighting: '18',
  starredLossesSplit: '15',
  prisonerAlreadyTaken: '15',
  noPrisonerYet: '15',
  // rules 000 §19.C: the arena.
  duelNoActionLeft: '19',
  duelCardNotHeld: '19',
  duelNotNeighbour: '19',
  duelCellOccupied: '19',
  duelObstacle: '19',
  parryNotThatSide: '19',
  negotiatorUnavailable: '19',
  cellNotOpen: '19',
  // 000 XXX, XXXIV, XXXVI: the variants' decisions.
  momentTaken: 'XXX',
  movementBidOverSpice: 'XXX',
  notTied: 'XXX',
  capitalNotHeld: 'XXXIV',
  governorLeaderUnavailable: 'XXXIV',
  notCapturable: 'XXXVI',
  // issue 21 (explain-last), rules 000 §16: the spice-harvest prelude.
  managerBidOverSpice: '16.A.1',
  harvestOverstated: '16.B.1',
  announcementBelowShares: '16.B.1',
  noSuchShareCard: '16.B.1',
  sharesOverAnnounced: '16.B.1',
  accessBidTooLow: '16.B.3',
  accessBidOverSpice: '16.B.3',
  accessTradeTarget: '16.B.4',
  accessOfferPending: '16.B.4',
  accessCardNotHeld: '16.B.4',
  noAccessOffer: '16.B.4',
  strongholdCardNotHeld: '16.B.6',
  troopCardNotHeld: '16.B.6',
  placementOverLimit: '16.B.6',
  noShareCard: '16.C',
  badGuildPrice: '16.C',
  guildPriceOverSpice: '16.C',
  // annexe 4 Poison résiduel: placing the card, paying the ransom.
  poisonAlreadyPlaced: 'annexe 4',
  poisonTargetNotOpponent: 'annexe 4',
  targetAlreadyPoisoned: 'annexe 4',
  poisonCardNotPlayable: 'annexe 4',
  bluffCardAlike: 'annexe 4',
  ransomOverSpice: 'annexe 4',
  // rules 000 §19.C: the duel's setup (champions, discs, support, seconds and their reward) and its cards' targets.
  championUnavailable: '19',
  championRequired: '19',
  refuseOnlyAfterFighting: '19',
  duelSupportRange: '19',
  secondRequired: '19',
  notADuellist: '19',
  secondUnavailable: '19',
  rewardForcesOver: '19',
  rewardLeaderNotInTanks: '19',
  rewardOverBudget: '19',
  duelCardNoTarget: '19',
  // annexe 4 Karama, rules 000 §18: the powers a Karama cancels, the special Karama powers.
  karamaFactionNotInGame: 'annexe 4',
  karamaAlreadyCancelled: 'annexe 4',
  karamaNotAPower: 'annexe 4',
  karamaSpecialNotYours: '18',
  karamaTargetNotOpponent: '18',
  karamaTakeTooMany: '18',
  karamaReviveInMovement: '18',
  karamaNoForcesInTanks: '18',
  karamaGiveBackCount: '18',
  karamaGiveBackOwn: '18',
  // 000 XXXVII: a leader bought back from the Tleilaxu; 000 XXXVIII.A: the Bene Gesserit's zone predictions.
  buyBackNotOffered: 'XXXVII',
  buyBackOverSpice: 'XXXVII',
  zoneOutOfOrder: 'XXXVIII',
  zoneFactionNotInGame: 'XXXVIII',
} as const;

export type DuneReasonCode = keyof typeof DUNE_REASONS;
/** The sections of rules 000 the reasons cite (each has a Rules panel entry: test/explain checks it). */
export type DuneReasonSection = (typeof DUNE_REASONS)[DuneReasonCode];

/** The refusal for a reason, with its rule: `{ book: '000', section }`. */
export function reason(code: DuneReasonCode, params: Record<string, string | number> = {}): RuleError {
  return ruleError(code, params, { book: '000', section: DUNE_REASONS[code] });
}
