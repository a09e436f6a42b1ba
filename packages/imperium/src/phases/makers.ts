import { contentOf } from '../editions/index.ts';
import { enterPhase, type PhaseRules } from '../flow.ts';
import type { BoardState } from '../state.ts';

/** rules 002 PHASE 4 : FAISEURS: 1 bonus spice on each Maker space without an Agent. */
export const makersPhase: PhaseRules = {
  next(state, log) {
    for (const space of contentOf(state).makerSpaces as (keyof BoardState['bonusSpice'])[]) {
      if ((state.board.agents[space] ?? []).length > 0) continue;
      state.board.bonusSpice[space]++;
      log.public('bonusSpice', { space, total: state.board.bonusSpice[space] });
    }
    enterPhase(state, 'recall');
  },
};
