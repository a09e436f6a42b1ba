import type { RuleError, Seat } from '@arrakis/engine';
import type { DuneAction } from './actions.ts';
import type { Frame } from './frames.ts';
import {
  battleChoiceRefusal,
  battleLossesRefusal,
  battlePlanRefusal,
  captureRefusal,
  prescienceRefusal,
  starredLossesRefusal,
  traitorCallRefusal,
} from './phases/battle.ts';
import {
  leaderRevivalRefusal,
  movementCountRefusal,
  revivalRefusal,
  shipmentCountRefusal,
  shipmentRefusal,
} from './phases/movement.ts';
import type { DuneState } from './state.ts';
import { movementStepRefusal } from './variants/twoTerritoryMove.ts';
import { allianceOf, factionOf } from './board.ts';
import { FREMEN_START_FORCES } from './data/factions.ts';
import { onBoard } from './data/governorMap.ts';
import { LEADERS, type LeaderId } from './data/leaders.ts';
import { LOCATIONS } from './data/locations.ts';
import { isTerritory } from './text/names.ts';
import type { FrameOf } from './flow.ts';
import { arrivalRefusal, ENTRY_ALLY, ENTRY_FULL, entryOf, locationIndex } from './phases/reach.ts';
import { reason } from './reasons.ts';
import { karamaCardOf } from './cards.ts';
import { nexusIsDiplomacy } from './variants/diplomacy.ts';
import {
  duelParryRefusal,
  duelPlacementRefusal,
  duelSecondRefusal,
  duelSupportRefusal,
  duelTurnRefusal,
  negotiatorRefusal,
  secondRewardRefusal,
} from './duel/arena.ts';
import { duelChampionRefusal } from './duel/kanly.ts';
import { governorInstallRefusal } from './variants/governor.ts';
import { captureAttemptRefusal } from './variants/harkonnenCapture.ts';
import { accessTradeRefusal, sharePeekRefusal } from './phases/harvest.ts';
import { ransomRefusal } from './phases/residualPoison.ts';
import { zonePredictionRefusal } from './variants/victoryPoints.ts';

/**
 * Why a decision's rules refuse a well-formed action (issue 21), for the decisions checked by looking the action
 * up among the legal ones: the same rule functions that list them, asked for their reason. Null where the
 * decision has no such reason (the action is then no answer to it at all: `illegalAction`).
 */
export function frameRefusal(state: DuneState, frame: Frame, seat: Seat, action: DuneAction): RuleError | null {
  switch (frame.kind) {
    case 'revival':
      return revivalRefusal(state, seat, action);
    case 'shipment':
      return shipmentRefusal(state, seat, action);
    case 'shipmentCount':
      return shipmentCountRefusal(state, frame, seat, action);
    case 'movementCount':
      return movementCountRefusal(state, frame, seat, action);
    case 'movementStep':
      return movementStepRefusal(state, frame, seat, action);
    case 'leaderRevival':
      return leaderRevivalRefusal(state, seat, action);
    case 'battleChoice':
      return battleChoiceRefusal(state, seat, action);
    case 'battlePlan':
      return battlePlanRefusal(state, frame, seat, action);
    case 'traitorCall':
      return traitorCallRefusal(state, seat, action);
    case 'battleLosses':
      return battleLossesRefusal(frame, action);
    default:
      return otherRefusal(state, frame, seat, action);
  }
}

/*
 * issue 21, the other decisions: setup, storm, nexus, the Bene Gesserit's and the Atreides' powers, worms, captures.
 * Each answers from the rule its frame lists by, and only when an action was refused.
 */
function otherRefusal(state: DuneState, frame: Frame, seat: Seat, action: DuneAction): RuleError | null {
  switch (frame.kind) {
    case 'prediction':
      return predictionRefusal(state, action);
    case 'traitorPick':
      return traitorPickRefusal(state, seat, action);
    case 'fremenPlacement':
      return fremenPlacementRefusal(action);
    case 'beneGesseritPlacement':
      return action.type === 'placeBeneGesserit' ? locationRefusal(state, action.to) : null;
    case 'stormDial':
      return stormDialRefusal(frame, action);
    case 'nexus':
      return nexusRefusal(state, frame, seat, action);
    case 'wormPlacement':
      return action.type === 'placeWorm' ? territoryRefusal(state, action.territory) : null;
    case 'wormRide':
      return wormRideRefusal(state, frame, seat, action);
    case 'spiritualAdvisor':
      // annexe 3 BG 2: to the Polar Sink; rules 000 §15.B.3: with the forces shipped only where they may coexist.
      return action.type === 'advisor' && action.withShipment && (!action.accept || frame.location === undefined)
        ? reason('advisorToPolarSink')
        : null;
    case 'coexistence':
      return coexistenceRefusal(state, seat, action);
    case 'coexistenceArrival':
      return action.type === 'coexist' && action.territory !== frame.territory
        ? reason('notArrivedThere', { territory: action.territory, arrived: frame.territory })
        : null;
    case 'prescience':
      return prescienceRefusal(state, frame, seat, action);
    case 'starredLosses':
      return starredLossesRefusal(frame, action);
    case 'capture':
      return captureRefusal(frame, action);
    case 'duelTurn':
      return duelTurnRefusal(state, seat, action);
    case 'duelParry':
      return duelParryRefusal(state, seat, action);
    case 'warNegotiator':
      return negotiatorRefusal(state, seat, action);
    case 'duelChampion':
      return duelChampionRefusal(state, frame, seat, action);
    case 'duelPlacement':
      return duelPlacementRefusal(state, seat, action);
    case 'duelSupport':
      return duelSupportRefusal(state, seat, action);
    case 'duelSeconds':
      return duelSecondRefusal(state, seat, action);
    case 'secondReward':
      return secondRewardRefusal(state, frame, seat, action);
    case 'captureAttempt':
      return captureAttemptRefusal(state, action);
    case 'governorInstall':
      return governorInstallRefusal(state, frame, action);
    case 'karamaWormWindow':
      if (action.type !== 'karamaWorm') return null;
      return karamaCardOf(state, seat) === null ? reason('noKaramaCard') : territoryRefusal(state, action.territory);
    case 'zonePrediction':
      return zonePredictionRefusal(state, action);
    case 'sharePeek':
      return sharePeekRefusal(state, frame, action);
    case 'accessTrade':
      return accessTradeRefusal(state, frame, seat, action);
    case 'ransom':
      return ransomRefusal(state, frame, seat, action);
    default:
      return null;
  }
}

/** A location of the board (`territory:sector`), or why not: 000 XXXIV, the south quarters only with a Governor. */
function locationRefusal(state: DuneState, key: string): RuleError | null {
  const at = locationIndex(key);
  return at === undefined ? null : territoryRefusal(state, LOCATIONS[at]!.territory);
}

function territoryRefusal(state: DuneState, territory: string): RuleError | null {
  if (!isTerritory(territory)) return null;
  return onBoard(state.options, territory) ? null : reason('notOnThisBoard', { territory });
}

/** annexe 3 BG 1: the winner predicted is another faction at the table. */
function predictionRefusal(state: DuneState, action: DuneAction): RuleError | null {
  if (action.type !== 'predict') return null;
  const atTable = (state.seats as readonly string[]).includes(action.faction);
  return atTable && action.faction !== 'beneGesserit' ? null : reason('predictionFaction', { faction: action.faction });
}

/** rules 000 §3: the traitor is kept among the four leaders drawn, and is an opposing one. */
function traitorPickRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'pickTraitor' || action.leader === null) return null;
  const fs = factionOf(state, seat);
  if (!(fs.traitorDraw as readonly string[]).includes(action.leader))
    return reason('traitorNotDrawn', { leader: action.leader });
  const leader = action.leader as LeaderId;
  return LEADERS[leader].faction === fs.faction ? reason('ownLeaderNotTraitor', { leader }) : null;
}

/** annexe 3 Fremen: all their starting tokens, shared among the three places. */
function fremenPlacementRefusal(action: DuneAction): RuleError | null {
  if (action.type !== 'placeFremen') return null;
  const count = action.sietchTabr + action.falseWallSouth + action.falseWallWest;
  return count === FREMEN_START_FORCES ? null : reason('fremenStartForces', { count, total: FREMEN_START_FORCES });
}

/** rules 000 §6.A–B: the dial's range, 0–20 on the first turn and 1–3 after. */
function stormDialRefusal(frame: FrameOf<'stormDial'>, action: DuneAction): RuleError | null {
  if (action.type !== 'dial') return null;
  if (action.value >= frame.min && action.value <= frame.max) return null;
  return reason('stormDialRange', { value: action.value, min: frame.min, max: frame.max });
}

/** rules 000 §12: who may propose or accept an alliance at the nexus; annexe 4: the Cone of Silence. */
function nexusRefusal(state: DuneState, frame: FrameOf<'nexus'>, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'proposeAlliance' && action.type !== 'acceptAlliance') return null;
  if (nexusIsDiplomacy(state)) return reason('noAllianceInDiplomacy');
  if (state.silenced.includes(seat)) return reason('silencedByCone');
  const mine = allianceOf(state.alliances, seat);
  if (action.type === 'acceptAlliance') {
    if (mine) return reason('alreadyInAlliance');
    if (!frame.proposals.some((p) => p.from === action.from && p.to === seat))
      return reason('noAllianceProposal', { other: action.from });
    return state.silenced.includes(action.from) ? reason('otherSilenced', { other: action.from }) : null;
  }
  const other = action.to;
  if (other === seat) return reason('allianceWithSelf');
  if (mine?.includes(other)) return reason('alreadyAllied', { other });
  if (!frame.seats.includes(other)) return reason('doneWithNexus', { other });
  if (frame.proposals.some((p) => p.from === seat && p.to === other)) return reason('allianceProposed', { other });
  return state.silenced.includes(other) ? reason('otherSilenced', { other }) : null;
}

/** annexe 3 Fremen 3: the riders go to another territory of their choice, where forces may arrive. */
function wormRideRefusal(
  state: DuneState,
  frame: FrameOf<'wormRide'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'wormRide' || action.to === null) return null;
  const to = locationIndex(action.to);
  if (to === undefined) return null;
  if (LOCATIONS[to]!.territory === frame.from) return reason('wormRideElsewhere', { territory: frame.from });
  return territoryRefusal(state, LOCATIONS[to]!.territory) ?? arrivalRefusal(state, seat, to);
}

/** rules 000 §15.B.5: the Bene Gesserit end the coexistence where they declared it, and may still arrive. */
function coexistenceRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'coexist' || !isTerritory(action.territory)) return null;
  const territory = action.territory;
  const c = state.extra!.coexistence;
  if (action.coexist) return reason('coexistenceOnArrival', { territory });
  if (!c.declared.includes(territory) || c.ended.includes(territory)) return reason('notCoexisting', { territory });
  const why = entryOf(state, seat, territory);
  if (why === ENTRY_ALLY) return reason('allyThere', { territory });
  if (why === ENTRY_FULL) return reason('strongholdHeldByTwo', { territory });
  return null;
}
