import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Baron Harkonnen: strongest early; buy as many cards as possible, bidding a little more since
 * each card brings a free one (annexe 3 Harkonnen 2), without spending what shipments need.
 */
export const harkonnen: FactionTuning = {
  bidFactor: 1.5,
  shipReserve: 5,
  shipThreshold: 4,
  dialBoost: 0,
  allies: ['emperor', 'guild', 'fremen', 'atreides', 'beneGesserit'],
};
