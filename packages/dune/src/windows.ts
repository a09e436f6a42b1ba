import type { Seat } from '@arrakis/engine';
import type { DuneAction } from './actions.ts';
import { top } from './flow.ts';
import type { Frame } from './frames.ts';
import { dune, frameSeats } from './rules.ts';
import type { DuneState } from './state.ts';

/**
 * The windows the rules open to seats whether or not they hold what they would use there, with the refusal that
 * ends a seat's part in each. Only these: every other decision is the seat's own (a shipment given up, an advisor
 * declined are choices, even when one answer is likely).
 */
const WINDOW_REFUSALS: Partial<Record<Frame['kind'], (action: DuneAction) => boolean>> = {
  // annexe 4 Weather Control, Family Atomics: before the storm moves.
  stormWindow: (a) => a.type === 'pass',
  // annexe 4 Thumper, Harvester: around the spice blow.
  thumperWindow: (a) => a.type === 'pass',
  harvesterWindow: (a) => a.type === 'pass',
  // rules 000 §18, annexe 4 Karama B Fremen: a worm of their choice, with a Karama card.
  karamaWormWindow: (a) => a.type === 'pass',
  // rules 000 §10.D: a traitor can only be called by a seat holding the opposing leader's traitor card.
  traitorCall: (a) => a.type === 'callTraitor' && !a.call,
  // rules 000 §19.C.6: a parry answers an attack only with a parry card of the attacker's side.
  duelParry: (a) => a.type === 'duelParry' && a.card === null,
};

/**
 * The answer the host gives for the seat when its pending decision is a window it cannot use: the engine's legal
 * answers are the refusal alone (no card, no traitor for it). Null when the seat has something to decide.
 */
export function autoPassAnswer(state: DuneState, seat: Seat): DuneAction | null {
  const frame = top(state);
  if (!frame || state.phase === 'over' || !frameSeats(frame).includes(seat)) return null;
  const isRefusal = WINDOW_REFUSALS[frame.kind];
  if (!isRefusal) return null;
  const legal = dune.decisionActions(state, seat);
  return legal.length === 1 && isRefusal(legal[0]!) ? legal[0]! : null;
}
