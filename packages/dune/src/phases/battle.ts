// TEMPORARY placeholder written by the lead so the rest of the engine runs; the battle helper replaces this file whole.
import { enterPhase, type FrameTable, type PhaseRules } from '../flow.ts';

export const battlePhase: PhaseRules = {
  next(state) {
    enterPhase(state, 'collection');
  },
};

const none = { seats: () => [], legal: () => [], perform: () => undefined };
export const battleFrames: Pick<FrameTable, 'battleChoice' | 'voice' | 'prescience' | 'battlePlan' | 'traitorCall' | 'keepCards'> = {
  battleChoice: none,
  voice: none,
  prescience: none,
  battlePlan: none,
  traitorCall: none,
  keepCards: none,
};
