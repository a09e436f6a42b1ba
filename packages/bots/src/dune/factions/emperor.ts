import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Shaddam IV: no forces on Dune at the start, so land early; never short of spice (annexe 3
 * Emperor 1: the bids are paid to him); ally with strategic powers.
 */
export const emperor: FactionTuning = {
  bidFactor: 1.1,
  shipReserve: 8,
  shipThreshold: 2,
  dialBoost: 1,
  allies: ['fremen', 'atreides', 'harkonnen', 'beneGesserit', 'guild'],
};
