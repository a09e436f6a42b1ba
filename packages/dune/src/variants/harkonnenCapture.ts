import { randomInt, type Seat } from '@arrakis/engine';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import type { DuneAction } from '../actions.ts';
import { activeSeats, areAllies, seatOf } from '../board.ts';
import { consumeKaramaBlock } from '../cards.ts';
import { oneSeat, pop, push, type FrameTable } from '../flow.ts';
import { bankToFaction } from '../spice.ts';
import type { DuneState } from '../state.ts';
import type { RuleError } from '@arrakis/engine';
import { reason } from '../reasons.ts';

/** 000 XXXVI "avec un dé à 6 faces". */
export const CAPTURE_DIE = 6;

/**
 * 000 XXXVI "Il choisit un chef": a reading, any leader of another faction still in the game that is alive and
 * free (not in the tanks, not already a prisoner). Every one is offered, even one whose value no die reaches.
 */
export function captureTargets(state: DuneState): LeaderId[] {
  const out: LeaderId[] = [];
  for (const seat of activeSeats(state)) {
    const fs = state.factions[state.seats[seat]!]!;
    if (fs.faction === 'harkonnen') continue;
    for (const [id, l] of Object.entries(fs.leaders)) if (l.location === 'available') out.push(id as LeaderId);
  }
  return out;
}

/**
 * 000 XXXVI "le Harkonnen peut tenter une capture après les enrôlement, mais avant le début des mouvements": once a
 * turn (a reading: "une capture"), when the revivals are over. Pushes the decision when there is one.
 */
export function startCaptureAttempt(state: DuneState): void {
  if (!state.options.harkonnenCapture || state.extra === null) return;
  const harkonnen = seatOf(state, 'harkonnen');
  if (harkonnen === null || !activeSeats(state).includes(harkonnen)) return;
  if (captureTargets(state).length === 0) return;
  push(state, { kind: 'captureAttempt', seat: harkonnen });
}

/**
 * 000 XXXVI "pour l'utiliser en combat mais pas à l'encontre de son propre camp": whether the Harkonnen may put
 * this prisoner in a battle plan against `opponent`. A reading: his side is his owner and the owner's allies.
 */
export function prisonerMayFight(state: DuneState, leader: LeaderId, opponent: Seat | null): boolean {
  if (!state.options.harkonnenCapture || opponent === null) return true;
  const owner = seatOf(state, LEADERS[leader].faction);
  return owner === null || (owner !== opponent && !areAllies(state, owner, opponent));
}

export const harkonnenCaptureFrames: Pick<FrameTable, 'captureAttempt' | 'captureSuicide'> = {
  captureAttempt: {
    seats: oneSeat,
    legal: (state): DuneAction[] => [
      { type: 'pass' },
      ...captureTargets(state).map((leader): DuneAction => ({ type: 'attemptCapture', leader })),
    ],
    perform(state, _frame, seat, action, log) {
      if (action.type === 'pass') {
        pop(state);
        return;
      }
      if (action.type !== 'attemptCapture') return;
      pop(state);
      // annexe 4 Karama A with §18: the Karama that prevents the Harkonnen capture prevents this one.
      if (consumeKaramaBlock(state, 'harkonnen', 'capture')) {
        log.public('karamaPrevented', { faction: 'harkonnen', power: 'capture', seat });
        return;
      }
      const leader = action.leader as LeaderId;
      const value = LEADERS[leader].value;
      // 000 XXXVI "doit réaliser un nombre de points au moins égal à sa valeur de combat": the die from state.rng.
      const roll = randomInt(state.rng, CAPTURE_DIE) + 1;
      const owner = seatOf(state, LEADERS[leader].faction)!;
      const captured = roll >= value;
      log.public(captured ? 'captureSucceeded' : 'captureFailed', { seat, leader, victim: owner, roll, value });
      if (!captured) return;
      state.factions[LEADERS[leader].faction]!.leaders[leader]!.location = 'captured';
      state.extra!.captured.push(leader);
      // 000 XXXVI "le propriétaire initial du chef peut décider après la capture que ce dernier se suicide".
      push(state, { kind: 'captureSuicide', seat: owner, leader });
    },
  },
  captureSuicide: {
    seats: oneSeat,
    legal: (): DuneAction[] => [
      { type: 'leaderSuicide', suicide: false },
      { type: 'leaderSuicide', suicide: true },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'leaderSuicide') return;
      pop(state);
      if (!action.suicide) {
        log.public('prisonerKept', { seat: seatOf(state, 'harkonnen')!, leader: frame.leader });
        return;
      }
      // "auquel cas il va immédiatement aux cuves et Harkonnen bénéficie d'un montant en épice égal à la valeur de
      // celui-là": a reading, that spice comes from the bank (as the 2 of annexe 5 Harkonnen 1), not from the owner.
      const leader = frame.leader;
      state.extra!.captured = state.extra!.captured.filter((l) => l !== leader);
      state.factions[LEADERS[leader].faction]!.leaders[leader]!.location = 'tanks';
      const value = LEADERS[leader].value;
      bankToFaction(state, 'harkonnen', value);
      log.public('prisonerSuicide', { seat, leader, to: seatOf(state, 'harkonnen')!, amount: value });
    },
  },
};

/** 000 XXXVI (issue 21): the die is rolled only for a leader the Harkonnen may capture now. */
export function captureAttemptRefusal(state: DuneState, action: DuneAction): RuleError | null {
  if (action.type !== 'attemptCapture') return null;
  return (captureTargets(state) as readonly string[]).includes(action.leader)
    ? null
    : reason('notCapturable', { leader: action.leader });
}
