import { contentOf } from '../editions/index.ts';
import { enterPhase, type PhaseRules } from '../flow.ts';

/** rules 002 PHASE 4 : FAISEURS: 1 bonus spice on each Maker space without an Agent. */
export const makersPhase: PhaseRules = {
  next(state, log) {
    for (const space of contentOf(state).makerSpaces) {
      if ((state.board.agents[space] ?? []).length > 0) continue;
      const total = (state.board.bonusSpice[space] ?? 0) + 1;
      state.board.bonusSpice[space] = total;
      log.public('bonusSpice', { space, total });
    }
    enterPhase(state, 'recall');
  },
};
