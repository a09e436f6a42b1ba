import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Edric: weak leaders and slow revival; cheap shipments (annexe 3 Guild 2) and a win at the end
 * when nobody else wins (Guild 4), so ship late and cheaply and take no early risk.
 */
export const guild: FactionTuning = {
  bidFactor: 0.7,
  shipReserve: 4,
  shipThreshold: 6,
  dialBoost: 0,
  allies: ['fremen', 'atreides', 'harkonnen', 'emperor', 'beneGesserit'],
};
