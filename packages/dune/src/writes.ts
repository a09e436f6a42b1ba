import { cloneJson, type Seat } from '@arrakis/engine';
import type { DuneAction } from './actions.ts';
import { top } from './flow.ts';
import type { Frame } from './frames.ts';
import { copyEvery, duneCopies } from './copies.ts';
import { isInterrupt } from './interrupts.ts';
import type { DuneState } from './state.ts';

export type Field = keyof DuneState & string;

/**
 * issue 19: the top-level fields `perform` may change for a legal action, so that the validating `apply` copies only
 * those and shares the rest (the board and the factions, most of a state, are never copied for these actions).
 * Answered only for the frequent actions whose whole effect is known from the state before them: the frame's own
 * perform, and what the phase's `next` does once it is popped. Every other action answers `undefined`: `duneCopy`
 * then copies every field that may change. The frozen-state property test
 * (test/properties/writes.test.ts) plays every option and variant through `apply` on deeply frozen states.
 */
export function namedWrites(state: DuneState, _seat: Seat, action: DuneAction): readonly Field[] | undefined {
  const frame = top(state);
  if (!frame) return undefined;
  // rules 000 §13.C: a gift of spice, paying the receiver's debts (annexe 4 Poison résiduel); the frame waits on.
  if (isInterrupt(action)) return action.type === 'giftSpice' ? withWatchers(state, GIFT) : undefined;
  const fields = frameWrites(state, frame, action);
  return fields && withWatchers(state, fields);
}

/**
 * issue 19, `GameRules.copy`: the state the validating `apply` performs a legal action on. The fields `namedWrites`
 * names are copied and the others shared; for the other actions, every field that may change (`copyEvery`).
 */
export function duneCopy(state: DuneState, seat: Seat, action: DuneAction): DuneState {
  const fields = namedWrites(state, seat, action);
  return fields ? copyNamed(state, fields) : copyEvery(state);
}

/** The copiers by field name, for the few fields `namedWrites` names. */
const COPIERS = duneCopies() as Readonly<Record<string, ((value: unknown) => unknown) | undefined>>;

function copyNamed(state: DuneState, fields: readonly Field[]): DuneState {
  const next = { ...state } as unknown as Record<string, unknown>;
  for (const field of fields) {
    const value = next[field];
    // A number or a string is shared as it is; an absent field stays absent.
    if (typeof value !== 'object' || value === null) continue;
    const copier = COPIERS[field];
    next[field] = copier ? copier(value) : cloneJson(value);
  }
  return next as unknown as DuneState;
}

/**
 * Whether `perform` may ever change a field: a record of every field, so that a field added to the state is a
 * compile error here until it is judged. What the game was set up with never changes.
 */
export const CHANGING: Readonly<Record<Field, boolean>> = {
  game: false,
  engineVersion: false,
  options: false,
  seatCount: false,
  seats: true,
  rng: true,
  bank: true,
  turn: true,
  phase: true,
  storm: true,
  stormToken: true,
  lastBattleWheels: true,
  shieldWallDestroyed: true,
  board: true,
  factions: true,
  treacheryDeck: true,
  treacheryDiscard: true,
  spiceDeck: true,
  spiceDiscard: true,
  spiceDiscard2: true,
  alliances: true,
  prediction: true,
  bidding: true,
  battles: true,
  moved: true,
  silenced: true,
  karamaBlocks: true,
  residualPoisons: true,
  deals: true,
  debts: true,
  nextDealId: true,
  extra: true,
  harvest: true,
  duel: true,
  eliminated: true,
  governor: true,
  points: true,
  tleilaxu: true,
  cursor: true,
  stack: true,
  result: true,
};

/**
 * The other actions may reach almost anything (a phase ending, the next one beginning): every field that may change
 * is copied, plainly — cheaper than the lazy copy's proxy, which every read of `perform` goes through. `duneCopy`
 * copies them by name (copies.ts `copyEvery`); this list is what the tests check it against.
 */
export const EVERY_FIELD: readonly Field[] = (Object.keys(CHANGING) as Field[]).filter((field) => CHANGING[field]);

const STACK: readonly Field[] = ['stack'];
const ALLIANCES: readonly Field[] = ['alliances'];
const STACK_ALLIANCES: readonly Field[] = ['stack', 'alliances'];
const STACK_KARAMA: readonly Field[] = ['stack', 'karamaBlocks'];
const SHIPPED: readonly Field[] = ['stack', 'karamaBlocks', 'board', 'factions', 'extra', 'debts'];
const STACK_BIDDING: readonly Field[] = ['stack', 'bidding'];
const GIFT: readonly Field[] = ['factions', 'debts'];
const STACK_BIDDING_FACTIONS: readonly Field[] = ['stack', 'bidding', 'factions'];

function frameWrites(state: DuneState, frame: Frame, action: DuneAction): readonly Field[] | undefined {
  switch (frame.kind) {
    // A pass that leaves others to answer only takes the seat off the frame; the last one closes the window.
    case 'stormWindow':
    case 'thumperWindow':
    case 'harvesterWindow':
      return action.type === 'pass' && frame.seats.length > 1 ? STACK : undefined;
    // rules 000 §6.B: a dial kept secret in the frame until both are set.
    case 'stormDial':
      return frame.seats.length > 1 ? STACK : undefined;
    // rules 000 §9.B–C: the choice of a shipment or a move only pushes the count that follows.
    // A pass gives the shipment up (a Karama ban waiting for it is spent) and pushes the seat's movement.
    case 'shipment':
      return action.type === 'pass' ? STACK_KARAMA : STACK;
    // The tokens shipped and paid for (to the Guild, whose income pays debts), then the frames that follow.
    case 'shipmentCount':
      return action.type === 'pass' ? STACK_KARAMA : SHIPPED;
    case 'movement':
      return action.type === 'move' ? STACK : undefined;
    // rules 000 §10.B: leader, weapon and defense are written in the frame's draft; the dial may close the plan.
    case 'battlePlan':
      return action.type === 'planLeader' || action.type === 'planWeapon' || action.type === 'planDefense'
        ? STACK
        : undefined;
    case 'bid':
      return bidWrites(state, action);
    // rules 000 §12: proposals in the frame, alliances; the nexus closes only when its last seat is done.
    case 'nexus':
      if (action.type === 'proposeAlliance') return STACK;
      if (action.type === 'acceptAlliance') return STACK_ALLIANCES;
      if (action.type === 'leaveAlliance') return ALLIANCES;
      return action.type === 'nexusDone' && frame.seats.length > 1 ? STACK : undefined;
    default:
      return undefined;
  }
}

/**
 * rules 000 §8: a bid or a pass that neither sells the card nor ends the auction writes the auction, and the phase's
 * `next` pushes the next bidder's frame (phases/bidding.ts). A Karama bid, a sale and the end go the long way.
 */
function bidWrites(state: DuneState, action: DuneAction): readonly Field[] | undefined {
  const bidding = state.bidding;
  if (!bidding || state.phase !== 'bidding' || state.cursor.stage !== 'auction') return undefined;
  if (action.type === 'bid') {
    if (action.karama) return undefined;
    // The Karama card of an outbid Karama bid goes back to its hand.
    return bidding.karamaCard === null ? STACK_BIDDING : STACK_BIDDING_FACTIONS;
  }
  if (action.type !== 'pass') return undefined;
  const passed = bidding.passed.length + 1;
  const closes =
    bidding.highBidder === null ? passed >= bidding.eligible.length : passed >= bidding.eligible.length - 1;
  return closes ? undefined : STACK_BIDDING;
}

/** After every action `perform` notes the tanks (000 XXXVII) and watches the Kanly threats (rules 000 §19.B). */
function withWatchers(state: DuneState, fields: readonly Field[]): readonly Field[] {
  if (state.tleilaxu === undefined && state.duel === undefined) return fields;
  const more = [...fields];
  if (state.tleilaxu !== undefined) more.push('tleilaxu');
  if (state.duel !== undefined) more.push('duel');
  return more;
}
