/**
 * How a log is grouped under headings (issue 21): the phase of a turn an event can only come from (rules 000 §5),
 * so that a reader of the log sees "Tempête", "Enchères"… as the game does. Events that may come in several phases
 * (a gift of spice, a Karama, a leader killed) belong to none: they stay under the heading before them.
 */
export type DuneLogPhase = 'setup' | 'storm' | 'spiceBlow' | 'bidding' | 'movement' | 'battle' | 'collection';

/** The setup, then the phases in the turn's order (rules 000 §5 A–F). */
export const DUNE_LOG_PHASES: readonly DuneLogPhase[] = [
  'setup',
  'storm',
  'spiceBlow',
  'bidding',
  'movement',
  'battle',
  'collection',
];

const EVENT_PHASE: Readonly<Record<string, DuneLogPhase>> = {
  // rules 000 §3, annexe 3 (the Bene Gesserit's prediction, the Fremen's placement).
  predictionMade: 'setup',
  predictionSealed: 'setup',
  traitorChosen: 'setup',
  fremenPlaced: 'setup',
  beneGesseritPlaced: 'setup',
  // rules 000 §6.
  stormDialSet: 'storm',
  stormDialsRevealed: 'storm',
  stormMoved: 'storm',
  stormTokenRevealed: 'storm',
  weatherControlPlayed: 'storm',
  forcesLostToStorm: 'storm',
  spiceBlownAway: 'storm',
  // rules 000 §7 and the nexus it opens (§12).
  spiceBlow: 'spiceBlow',
  spiceBlowInStorm: 'spiceBlow',
  shaiHulud: 'spiceBlow',
  shaiHuludFirstTurn: 'spiceBlow',
  shaiHuludIgnored: 'spiceBlow',
  spiceDeckReshuffled: 'spiceBlow',
  nexusStarted: 'spiceBlow',
  nexusEnded: 'spiceBlow',
  // rules 000 §8.
  choamCharity: 'bidding',
  cardsUpForBid: 'bidding',
  auctionStarted: 'bidding',
  bidMade: 'bidding',
  bidPassed: 'bidding',
  allPassed: 'bidding',
  noBidding: 'bidding',
  cardBought: 'bidding',
  cardBoughtWithKarama: 'bidding',
  // rules 000 §9.
  forcesRevived: 'movement',
  shipped: 'movement',
  crossShipped: 'movement',
  shippedOffPlanet: 'movement',
  shipmentPaid: 'movement',
  moved: 'movement',
  movementTurnEnded: 'movement',
  guildMovesNow: 'movement',
  // rules 000 §10.
  battleStarted: 'battle',
  battlePlanEntered: 'battle',
  plansRevealed: 'battle',
  battleWon: 'battle',
  battleEnded: 'battle',
  battlesOver: 'battle',
  // rules 000 §11.
  spiceCollected: 'collection',
};

/** The phase an event marks, or null for an event that may come in any. */
export function duneLogPhase(type: string): DuneLogPhase | null {
  return Object.hasOwn(EVENT_PHASE, type) ? EVENT_PHASE[type]! : null;
}
