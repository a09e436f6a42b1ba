import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Paul Muad'Dib: must buy cards and ship with no income but the sand's spice; keeps Arrakeen for
 * the ornithopters; allies with the rich.
 */
export const atreides: FactionTuning = {
  bidFactor: 1,
  shipReserve: 6,
  shipThreshold: 4,
  dialBoost: 0,
  allies: ['emperor', 'guild', 'fremen', 'beneGesserit', 'harkonnen'],
};
