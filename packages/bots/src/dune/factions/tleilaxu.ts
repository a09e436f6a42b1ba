import type { FactionTuning } from './tuning.ts';

/**
 * 000 XXXVII: the Bene Tleilax fear no losses (their tokens come back from the tanks ready at once) and gain from a
 * bloody game, so they dial high and ship readily; they befriend the rich, whose leaders they sell back.
 */
export const tleilaxu: FactionTuning = {
  bidFactor: 0.8,
  shipReserve: 3,
  shipThreshold: 3,
  dialBoost: 2,
  allies: ['emperor', 'guild', 'harkonnen', 'atreides', 'beneGesserit', 'fremen'],
};
