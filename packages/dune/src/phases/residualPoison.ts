import { isMainCharacter, LEADERS, type LeaderId } from '../data/leaders.ts';
import type { DuneAction } from '../actions.ts';
import { factionOf } from '../board.ts';
import { kindOf } from '../cards.ts';
import { oneSeat, pop, push, type FrameTable } from '../flow.ts';
import { bankToFaction, factionToFaction, freeSpice } from '../spice.ts';
import type { RuleError, Seat } from '@arrakis/engine';
import type { FrameOf } from '../flow.ts';
import { reason } from '../reasons.ts';
import type { DuneState } from '../state.ts';

/** issue 21, annexe 4 Poison résiduel: the ransom is paid from the target's own spice, or refused. */
export function ransomRefusal(
  state: DuneState,
  frame: FrameOf<'ransom'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'payRansom' || !action.pay) return null;
  const placed = state.residualPoisons.find((p) => p.by === frame.by && p.target === seat);
  const spice = freeSpice(state, seat);
  return placed && spice < placed.ransom ? reason('ransomOverSpice', { ransom: placed.ransom, spice }) : null;
}

/** annexe 4 Poison résiduel: the ransom, the reveal, and the bluff that costs triple. */
export const residualPoisonFrames: Pick<FrameTable, 'ransom' | 'chooseLeaderToKill'> = {
  ransom: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const placed = state.residualPoisons.find((p) => p.by === frame.by && p.target === seat);
      const actions: DuneAction[] = [{ type: 'payRansom', pay: false }];
      if (placed && freeSpice(state, seat) >= placed.ransom) actions.push({ type: 'payRansom', pay: true });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'payRansom') return;
      pop(state);
      const i = state.residualPoisons.findIndex((p) => p.by === frame.by && p.target === seat);
      const placed = state.residualPoisons[i];
      if (!placed) return;
      if (action.pay) {
        factionToFaction(state, state.seats[seat]!, state.seats[frame.by]!, placed.ransom);
        log.public('ransomPaid', { by: seat, to: frame.by, amount: placed.ransom });
        return;
      }
      state.residualPoisons.splice(i, 1);
      state.treacheryDiscard.push(placed.card);
      const real = kindOf(placed.card) === 'residualPoison';
      log.public('residualPoisonRevealed', { by: frame.by, target: seat, card: placed.card, real });
      if (real) {
        // annexe 4 Poison résiduel: "à l'exclusion du Personnage Principal" (rules 000 §19).
        const victims = Object.entries(factionOf(state, seat).leaders).filter(
          ([id, l]) => l.location === 'available' && !isMainCharacter(id),
        );
        if (victims.length > 0) push(state, { kind: 'chooseLeaderToKill', seat: frame.by, victim: seat });
        return;
      }
      // A bluff found out: the placer pays triple, as far as its spice goes.
      const placer = factionOf(state, frame.by);
      const owed = Math.max(0, Math.min(freeSpice(state, frame.by), placed.ransom * 3));
      factionToFaction(state, placer.faction, state.seats[seat]!, owed);
      log.public('bluffPaid', { by: frame.by, to: seat, amount: owed, owed: placed.ransom * 3 });
      if (owed < placed.ransom * 3) state.debts.push({ from: frame.by, to: seat, amount: placed.ransom * 3 - owed });
    },
  },
  chooseLeaderToKill: {
    seats: oneSeat,
    legal(state, frame) {
      return Object.entries(factionOf(state, frame.victim).leaders)
        .filter(([id, l]) => l.location === 'available' && !isMainCharacter(id))
        .map(([leader]): DuneAction => ({ type: 'killLeader', leader }));
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'killLeader') return;
      pop(state);
      const victim = factionOf(state, frame.victim);
      victim.leaders[action.leader]!.location = 'tanks';
      const value = LEADERS[action.leader as LeaderId].value;
      bankToFaction(state, state.seats[seat]!, value);
      log.public('leaderPoisoned', { seat: frame.victim, leader: action.leader, paidTo: seat, amount: value });
    },
  },
};
