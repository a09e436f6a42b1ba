import type { RuleError, Seat } from '@arrakis/engine';
import type { DuneAction } from './actions.ts';
import type { Frame } from './frames.ts';
import { battleChoiceRefusal, battleLossesRefusal, battlePlanRefusal, traitorCallRefusal } from './phases/battle.ts';
import {
  leaderRevivalRefusal,
  movementCountRefusal,
  revivalRefusal,
  shipmentCountRefusal,
  shipmentRefusal,
} from './phases/movement.ts';
import type { DuneState } from './state.ts';
import { movementStepRefusal } from './variants/twoTerritoryMove.ts';

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
      return null;
  }
}
