import type { DuneAction, DuneView } from '@arrakis/dune';
import type { FactionTuning } from './tuning.ts';

/**
 * rules 000 §26 Mother Mohiam: slow revival, so avoid heavy losses; the Voice makes her dangerous in battle;
 * ally with a rich faction.
 */
export const beneGesserit: FactionTuning = {
  bidFactor: 0.9,
  shipReserve: 5,
  shipThreshold: 4,
  dialBoost: -1,
  allies: ['emperor', 'guild', 'atreides', 'harkonnen', 'fremen'],
};

/** Factions most likely to take three strongholds, most likely first: those that start in one. */
const LIKELY_WINNERS = ['harkonnen', 'atreides', 'emperor', 'fremen', 'guild'] as const;

/** annexe 3 BG 1: predict a faction that starts in a stronghold, for the middle of the game. */
export function prediction(view: DuneView, actions: readonly DuneAction[]): DuneAction | undefined {
  const faction = LIKELY_WINNERS.find((f) => view.seats.includes(f));
  const turn = view.seats.length <= 3 ? 5 : 7;
  return actions.find((a) => a.type === 'predict' && a.faction === faction && a.turn === turn);
}
