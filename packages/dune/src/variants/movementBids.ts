import { ruleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { activeSeats, seatOf } from '../board.ts';
import { pop, push, type FrameOf, type FrameTable } from '../flow.ts';
import type { EventLog } from '../events.ts';
import { factionToBank, freeSpice } from '../spice.ts';
import type { DuneState } from '../state.ts';
import { reason } from '../reasons.ts';

type OrderFrame = FrameOf<'movementOrder'>;

/**
 * 000 XXX (variant `movementBids`) "l'ordre de déplacement des joueurs ne dépend plus de la tempête": once the
 * revivals are over, the order of the movement turns is settled. "La Guilde choisit tout d'abord le moment où elle
 * se déplacera. Ensuite, les autres joueurs prennent dans leur poing fermé une quantité d'épice qui, quoi qu'il
 * arrive, sera dépensée. Les joueurs ouvrent simultanément leur poing; celui qui a misé la plus forte somme choisit le
 * moment où il se déplacera, etc. En cas d'exaequo, la Guilde décide qui détient la priorité du choix."
 */
export function startMovementBids(state: DuneState): void {
  if (!state.options.movementBids) return;
  const players = state.cursor.order.filter((s) => activeSeats(state).includes(s));
  if (players.length < 2) return;
  const guild = activeGuild(state);
  const bidders = players.filter((s) => s !== guild);
  const frame: OrderFrame = {
    kind: 'movementOrder',
    stage: guild !== null ? 'guild' : 'bid',
    seats: guild !== null ? [guild] : bidders,
    players,
    slots: players.map(() => null),
    commits: {},
    ranking: [],
    tied: [],
  };
  push(state, frame);
}

function activeGuild(state: DuneState): Seat | null {
  const guild = seatOf(state, 'guild');
  return guild !== null && activeSeats(state).includes(guild) ? guild : null;
}

const freeSlots = (frame: OrderFrame): number[] => frame.slots.flatMap((s, i) => (s === null ? [i + 1] : []));

/**
 * After the fists open: the bidders from the highest bid down. Equal bids wait for the Guild (`tied`); a reading:
 * without the Guild in the game, equal bids keep the storm order.
 */
function rank(state: DuneState, frame: OrderFrame, log: EventLog): void {
  // Everyone but the Guild, who chose first (a fist left unknown, in a sampled state, counts as empty).
  const bidders = frame.players.filter((s) => !frame.slots.includes(s));
  for (const seat of bidders) {
    // A reading, for sampled states only (a fist is set aside, `freeSpice`): never more than the seat holds.
    const amount = Math.min(frame.commits[String(seat)] ?? 0, Math.max(0, state.factions[state.seats[seat]!]!.spice));
    frame.commits[String(seat)] = amount;
    if (amount > 0) factionToBank(state, state.seats[seat]!, amount);
    log.public('movementBidRevealed', { seat, amount });
  }
  // Stable: the storm order within equal bids.
  frame.ranking = [...bidders].sort((a, b) => frame.commits[String(b)]! - frame.commits[String(a)]!);
  nextChooser(state, frame);
}

/** The next decision: the Guild breaking a tie at the head of the ranking, or the head choosing its moment. */
function nextChooser(state: DuneState, frame: OrderFrame): void {
  if (frame.ranking.length === 0) {
    pop(state);
    state.cursor.order = [
      ...frame.slots.filter((s): s is Seat => s !== null),
      ...state.cursor.order.filter((s) => !frame.players.includes(s)),
    ];
    return;
  }
  const head = frame.ranking[0]!;
  const bid = frame.commits[String(head)]!;
  const tied = frame.ranking.filter((s) => frame.commits[String(s)] === bid);
  const guild = activeGuild(state);
  if (tied.length > 1 && guild !== null) {
    frame.stage = 'tie';
    frame.tied = tied;
    frame.seats = [guild];
    return;
  }
  frame.stage = 'choose';
  frame.tied = [];
  frame.seats = [head];
}

function place(frame: OrderFrame, seat: Seat, position: number, log: EventLog): void {
  frame.slots[position - 1] = seat;
  log.public('movementMomentChosen', { seat, position });
}

export const movementBidsFrames: Pick<FrameTable, 'movementOrder'> = {
  movementOrder: {
    seats: (f) => f.seats,
    legal(state, frame, seat): DuneAction[] {
      switch (frame.stage) {
        case 'guild':
        case 'choose':
          return freeSlots(frame).map((position): DuneAction => ({ type: 'chooseMoment', position }));
        case 'bid': {
          const out: DuneAction[] = [];
          for (let amount = 0; amount <= Math.max(0, freeSpice(state, seat)); amount++)
            out.push({ type: 'movementBid', amount });
          return out;
        }
        case 'tie':
          return frame.tied.map((first): DuneAction => ({ type: 'movementPriority', first }));
      }
    },
    check(state, frame, seat, action) {
      if (frame.stage === 'bid' && action.type === 'movementBid')
        return action.amount <= freeSpice(state, seat)
          ? null
          : reason('movementBidOverSpice', { amount: action.amount, spice: freeSpice(state, seat) });
      const legal = movementBidsFrames.movementOrder.legal(state, frame, seat);
      if (legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) return null;
      // issue 21: a moment already taken (or past the last), a seat not among the tied.
      if (action.type === 'chooseMoment' && (frame.stage === 'guild' || frame.stage === 'choose'))
        return reason('momentTaken', { position: action.position });
      if (action.type === 'movementPriority' && frame.stage === 'tie')
        return reason('notTied', { other: action.first });
      return ruleError('illegalAction', { type: action.type, decision: frame.kind });
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'chooseMoment' && frame.stage === 'guild') {
        place(frame, seat, action.position, log);
        frame.stage = 'bid';
        frame.seats = frame.players.filter((s) => s !== seat);
        return;
      }
      if (action.type === 'movementBid') {
        frame.commits[String(seat)] = action.amount;
        frame.seats = frame.seats.filter((s) => s !== seat);
        log.private_([seat], 'movementBidMade', { seat, amount: action.amount });
        log.public('movementBidSealed', { seat });
        if (frame.seats.length === 0) rank(state, frame, log);
        return;
      }
      if (action.type === 'movementPriority') {
        // The Guild's choice goes to the head of the ranking; the other tied ones follow, the Guild asked again.
        frame.ranking = [action.first, ...frame.ranking.filter((s) => s !== action.first)];
        log.public('movementPriorityGiven', { seat, to: action.first });
        frame.stage = 'choose';
        frame.tied = [];
        frame.seats = [action.first];
        return;
      }
      if (action.type === 'chooseMoment') {
        place(frame, seat, action.position, log);
        frame.ranking = frame.ranking.filter((s) => s !== seat);
        nextChooser(state, frame);
      }
    },
  },
};
