import type { DuneAction } from '@arrakis/dune';
import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Liet-Kynes: poor, so rarely bid; patient, taking empty strongholds; dial high in battle since
 * tokens come back free (annexe 3 Fremen: 3 free revivals); free arrivals near the Great Flat (Fremen 2).
 */
export const fremen: FactionTuning = {
  bidFactor: 0.4,
  shipReserve: 0,
  shipThreshold: 3,
  dialBoost: 3,
  allies: ['emperor', 'guild', 'atreides', 'harkonnen', 'beneGesserit'],
};

/**
 * annexe 3 Fremen: most tokens in Sietch Tabr, a stronghold counted toward victory and the Fremen special win
 * (Fremen 4); a few in the False Walls, ready to move on Tuek's and Habbanya Sietch.
 */
export function fremenPlacement(actions: readonly DuneAction[]): DuneAction | undefined {
  return actions.find((a) => a.type === 'placeFremen' && a.sietchTabr === 6 && a.falseWallSouth === 2);
}
