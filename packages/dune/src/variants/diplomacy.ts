import { type RuleError, type Seat, type Visibility } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { activeSeats, factionOf, seatOf } from '../board.ts';
import { freeCards } from '../cards.ts';
import type { TreacheryCardId } from '../data/treachery.ts';
import type { EventLog } from '../events.ts';
import { pop, push, top, type FrameTable } from '../flow.ts';
import { handLimit } from '../phases/bidding.ts';
import { reason } from '../reasons.ts';
import type { DuneState } from '../state.ts';

/**
 * 000 XXIX (variant `diplomacy`) "remplacer [la règle d'alliance] par une phase de diplomatie. Celle-ci peut avoir
 * lieu au début de chaque tour, ou à chaque nexus, selon le choix des joueurs. La phase de diplomatie dure cinq
 * minutes pendant [lesquelles] les joueurs peuvent s'échanger des informations, des cartes et de l'argent. Cela peut
 * s'opérer secrètement mais l'Atréide doit être informé des mouvements de cartes."
 *
 * The phase is a decision every seat answers with `pass` ("done"); the exchanges are actions taken meanwhile (a
 * card or spice handed to another seat), seen by the two seats only, and a card's movement by the Atreides as well.
 * The five minutes are the host's timer (option `diplomacyMinutes`): when it runs out, the host passes for whoever
 * has not said done — never a clock inside the engine. The information is the match's private chat channels.
 */
export function diplomacyAt(state: DuneState): 'turn' | 'nexus' | null {
  if (!state.options.diplomacy) return null;
  return state.options.diplomacyAt ?? 'turn';
}

/** 000 XXIX "au début de chaque tour": the phase opens before the storm (`stormPhase`, stage 'start'). */
export function openTurnDiplomacy(state: DuneState, log: EventLog): boolean {
  if (diplomacyAt(state) !== 'turn') return false;
  return openDiplomacy(state, log, 'turn');
}

function openDiplomacy(state: DuneState, log: EventLog, at: 'turn' | 'nexus'): boolean {
  const seats = activeSeats(state);
  if (seats.length < 2) return false;
  push(state, { kind: 'diplomacy', seats, at });
  log.public('diplomacyStarted', { at });
  return true;
}

/**
 * 000 XXIX "ou à chaque nexus": at a nexus the phase takes the place of the alliances (the nexus frame answers
 * `nexusDone` only, `spiceBlow.ts`); with the phase at the start of each turn, a worm brings no nexus at all.
 */
export function nexusIsDiplomacy(state: DuneState): boolean {
  return diplomacyAt(state) === 'nexus';
}

/** Whether exchanges may be made now: during the phase, whichever moment it was chosen for. */
export function inDiplomacy(state: DuneState): boolean {
  const frame = top(state);
  if (!frame) return false;
  return frame.kind === 'diplomacy' || (frame.kind === 'nexus' && nexusIsDiplomacy(state));
}

/** Reading: a card may go to a seat whose hand is not full (the hand limits of rules 000 §8.B and annexe 3). */
function mayReceive(state: DuneState, to: Seat): boolean {
  return factionOf(state, to).hand.length < handLimit(state, to);
}

export function giveCardActions(state: DuneState, seat: Seat): DuneAction[] {
  if (!inDiplomacy(state)) return [];
  const cards = freeCards(state, seat);
  if (cards.length === 0) return [];
  const out: DuneAction[] = [];
  for (const to of activeSeats(state)) {
    if (to === seat || !mayReceive(state, to)) continue;
    for (const card of cards) out.push({ type: 'giveCard', to, card });
  }
  return out;
}

export function checkGiveCard(state: DuneState, seat: Seat, to: Seat, card: string): RuleError | null {
  if (!inDiplomacy(state)) return reason('giveCardOutsideDiplomacy');
  if (to === seat || !activeSeats(state).includes(to)) return reason('giveCardTarget', { other: to });
  if (!freeCards(state, seat).includes(card as TreacheryCardId)) return reason('giveCardNotFree', { card });
  if (!mayReceive(state, to)) return reason('giveCardHandFull', { other: to, limit: handLimit(state, to) });
  return null;
}

export function performGiveCard(state: DuneState, seat: Seat, to: Seat, card: TreacheryCardId, log: EventLog): void {
  const giver = factionOf(state, seat);
  giver.hand.splice(giver.hand.indexOf(card), 1);
  factionOf(state, to).hand.push(card);
  // "l'Atréide doit être informé des mouvements de cartes": a reading — which card went from whom to whom.
  const atreides = seatOf(state, 'atreides');
  const told = [seat, to, ...(atreides !== null && atreides !== seat && atreides !== to ? [atreides] : [])];
  log.private_(told, 'diplomacyCardGiven', { from: seat, to, card });
}

/** "Cela peut s'opérer secrètement": a spice gift made during the phase is seen by the two seats only. */
export function spiceGiftSeenBy(state: DuneState, from: Seat, to: Seat): Visibility {
  return inDiplomacy(state) ? [from, to] : 'public';
}

export const diplomacyFrames: Pick<FrameTable, 'diplomacy'> = {
  diplomacy: {
    seats: (f) => f.seats,
    legal: () => [{ type: 'pass' }],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'pass') return;
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('diplomacyDone', { seat });
      if (frame.seats.length > 0) return;
      pop(state);
      log.public('diplomacyEnded', { at: frame.at });
    },
  },
};
