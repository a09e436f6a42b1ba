export { dune, advance, frameSeats } from './rules.ts';
export type { DuneAction, TruthtranceQuestion } from './actions.ts';
export { actionSchema, INTERRUPT_TYPES, MAX_ACTION_BYTES } from './actions.ts';
export type { DuneOptions } from './options.ts';
export { DEFAULT_OPTIONS } from './options.ts';
export { duneOptionsSchema } from './optionsSchema.ts';
export { VARIANTS, VARIANTS_PRESET, checkVariants, type VariantKey, type VariantInfo } from './variants/index.ts';
export type { DuneState, FactionState, BattlePlan, BattleState } from './state.ts';
export { ENGINE_VERSION } from './state.ts';
export type {
  DuneView,
  FactionView,
  BiddingView,
  BattleView,
  FlowView,
  FrameView,
  DuelView,
  ArenaView,
} from './view.ts';
export type { KanlyThreat, KanlyDeed, ArenaState, ArenaFighter } from './state.ts';
export type { Frame } from './frames.ts';
export { SetupError } from './setup.ts';
export { resampleHidden } from './testing/resample.ts';
export type { DuneBelief } from './determinize.ts';
export { determinize } from './determinize.ts';
export * from './data/index.ts';
export { allianceOf, factionOf, seatOf, stormOrder, forcesIn, spiceOnBoard } from './board.ts';
export { coexisting, occupants, occupies } from './coexistence.ts';
export { strongholdsToWin, victoryTerritories } from './phases/collection.ts';
export type { GovernorState, PointsState } from './state.ts';
export {
  CAPITALS,
  QUARTERS,
  QUARTERS_OF,
  SIETCHS_AND_QUARTERS,
  SOUTH_QUARTERS,
  GOVERNOR_ADJACENCY,
  boardTerritories,
  capitalOf,
  onBoard,
  type Capital,
} from './data/governorMap.ts';
export { controller, isQuarter } from './variants/governor.ts';
export { lastPointsTurn, nextZone, turnPoints } from './variants/victoryPoints.ts';

import type { Seat } from '@arrakis/engine';
import type { DuneState } from './state.ts';

export function factionOfSeat(state: DuneState, seat: Seat): string {
  return state.seats[seat] ?? '?';
}
export type { DuneFixture, FixtureOptions } from './fixture.ts';
export { fixture } from './fixture.ts';
export { autoPassAnswer } from './windows.ts';
export { bidRefusal, shipmentCostFor } from './costs.ts';
export { offPlanetCost, REVIVAL_COST } from './phases/movement.ts';
export * from './text/index.ts';
