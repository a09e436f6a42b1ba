import { editionOf } from '../editions/index.ts';
import { rotation } from '../effects/evaluate.ts';
import { enterPhase, type PhaseRules } from '../flow.ts';
import { emptyAgents } from '../effects/board.ts';

/** rules 002 PHASE 5 : RAPPEL and FIN DE PARTIE: 10 VP, or an empty Conflict deck, ends the game. */
export const VICTORY_POINTS_TO_END = 10;

export const recallPhase: PhaseRules = {
  next(state, log) {
    if (state.conflictDeck.length === 0 || state.players.some((p) => p.victoryPoints >= VICTORY_POINTS_TO_END)) {
      enterPhase(state, 'endgame');
      return;
    }
    for (const module of editionOf(state).modules) module.endOfRound?.(state, log);
    // The Mentat goes back to its space, unless a Conflict gave it for the next round.
    const mentat = state.board.mentat;
    if (mentat.keep) mentat.keep = false;
    else mentat.holder = null;
    state.board.agents = emptyAgents();
    state.board.blocked = [];
    state.players.forEach((p, seat) => {
      p.agentsLeft = p.agents + (mentat.holder === seat ? 1 : 0);
      p.revealedThisRound = false;
      p.persuasion = 0;
      p.swords = 0;
      p.discounts = {};
    });
    const order = rotation(state);
    const may = (seat: number) => editionOf(state).rivals.mayBeFirstPlayer?.(state, seat) ?? true;
    const at = order.indexOf(state.firstPlayer);
    for (let i = 1; i <= order.length; i++) {
      const seat = order[(at + i) % order.length]!;
      if (may(seat)) {
        state.firstPlayer = seat;
        break;
      }
    }
    log.public('recall', { firstPlayer: state.firstPlayer });
    enterPhase(state, 'roundStart');
  },
};
