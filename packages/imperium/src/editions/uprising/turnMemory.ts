import type { Seat } from '@arrakis/engine';
import type { EngineState, UprisingTurn } from '../../state.ts';

/**
 * What this turn of `seat` remembers for Uprising's conditions (rules 004), created on first need so that the
 * 2020 game's turns never hold it; null when it is not the seat's turn (an opponent discarding for Covert
 * Operation remembers nothing).
 */
export function uprisingTurn(state: EngineState, seat: Seat): UprisingTurn | null {
  const turn = state.turn;
  if (turn?.seat !== seat) return null;
  turn.uprising ??= {
    recalledSpy: false,
    infiltratedFrom: null,
    lastSpyPost: null,
    discarded: [],
    acquired: [],
    whenAcquired: [],
    spiceGained: 0,
    recruitedMayDeploy: false,
    noDeploy: false,
    contractsAtAgent: [],
  };
  return turn.uprising;
}

/** The memory of the seat's turn without creating it. */
export function turnMemory(state: EngineState, seat: Seat): UprisingTurn | null {
  return state.turn?.seat === seat ? (state.turn.uprising ?? null) : null;
}
