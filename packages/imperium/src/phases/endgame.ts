import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../actions.ts';
import { modulesWith } from '../edition.ts';
import { editionOf } from '../editions/index.ts';
import { pop, push } from '../effects/stack.ts';
import { enterPhase, type PartialFrameTable, type PhaseRules } from '../flow.ts';
import { intrigueActions, playIntrigue } from '../intrigue.ts';
import type { EngineState } from '../state.ts';
import { playerOrder, turnOrder } from './combat.ts';

/** rules 002 FIN DE PARTIE: VP, then spice, Solari, water and troops in the garrison. */
export function standing(state: EngineState, seat: Seat): number[] {
  const p = state.players[seat]!;
  return [p.victoryPoints, p.spice, p.solari, p.water, p.troops.garrison];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The standing, then the edition's own tie-breakers. */
function rank(state: EngineState, seat: Seat): number[] {
  for (const module of modulesWith(editionOf(state), 'standing')) return module.standing!(state, seat);
  const extra: number[] = [];
  for (const module of editionOf(state).modules) if (module.tieBreak) extra.push(module.tieBreak(state, seat));
  return [...standing(state, seat), ...extra];
}

/** The seats ranked best first; seats still equal after every tie-breaker share the win. */
export function winners(state: EngineState): Seat[] {
  const seats = turnOrder(state);
  const ranks = new Map(seats.map((s) => [s, rank(state, s)]));
  const best = seats.reduce((b, s) => (compare(ranks.get(s)!, ranks.get(b)!) > 0 ? s : b), seats[0]!);
  return seats.filter((s) => compare(ranks.get(s)!, ranks.get(best)!) === 0).sort((a, b) => a - b);
}

export const endgamePhase: PhaseRules = {
  next(state, log) {
    if (state.stage === 'start') {
      state.stage = 'score';
      for (const module of editionOf(state).modules) module.endgame?.(state, log);
      push(state, { kind: 'endgameIntrigue', order: playerOrder(state), index: 0 });
      return;
    }
    for (const module of editionOf(state).modules) module.finalScoring?.(state, log);
    // Solo: a Rival ahead of the player wins, and the player does not (rules 002 PARTIE SOLO).
    const best = winners(state);
    const won = best.filter((s) => s < state.seatCount);
    state.result = { winners: won, reason: won.length > 0 ? 'victoryPoints' : 'houseHagal', turn: state.round };
    log.public('gameOver', {
      winners: best,
      scores: state.players.slice(0, state.seatCount).map((_, seat) => standing(state, seat)),
    });
    enterPhase(state, 'over');
  },
};

export const endgameFrames: PartialFrameTable = {
  endgameIntrigue: {
    legal: (state, _frame, seat): EngineAction[] => [
      ...intrigueActions(state, seat, 'endgame', [null]),
      { type: 'pass' },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type === 'playIntrigue') {
        playIntrigue(state, seat, action.card, 'endgame', log);
        return;
      }
      frame.index++;
      if (frame.index >= frame.order.length) pop(state);
    },
  },
};
