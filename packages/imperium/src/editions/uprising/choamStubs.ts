import type { Seat } from '@arrakis/engine';
import type { BattleIcon } from '../../dsl/uprising.ts';
import type { EngineState } from '../../state.ts';

/*
 * STUBS, to be replaced by up-choam's contracts and battle-icon state code (issue 13). The Spy and card-effect
 * rules read CHOAM contracts and face-up Conflict cards only through these two functions: when the real ones land,
 * import them from there instead and delete this file.
 */

/** STUB: the seat's completed CHOAM contracts (face down). Always 0 until the contracts module lands. */
export function completedContracts(_state: EngineState, _seat: Seat): number {
  return 0;
}

/**
 * STUB: the seat's face-up Conflict cards it could turn face down for `icon` (that icon or the wild one, rules 004
 * III. Combat). Always 0 until the battle-icon module lands, so a `flipConflictCard` cost is never payable.
 */
export function flippableConflictCards(_state: EngineState, _seat: Seat, _icon: BattleIcon): number {
  return 0;
}

/** STUB: turns one such card face down; unreachable while `flippableConflictCards` is 0. */
export function flipConflictCard(_state: EngineState, _seat: Seat, icon: BattleIcon): void {
  throw new Error(`no face-up Conflict card to flip for ${icon} (battle icons not implemented yet)`);
}
