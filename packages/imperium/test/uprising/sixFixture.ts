import type { Seat } from '@arrakis/engine';
import { uprising } from '../../src/rules.ts';
import type { EngineState, SixPlayers } from '../../src/state.ts';
import { SEATS } from '../fixture.ts';
import { turnOf } from './fixture.ts';

/** The four Allies' leaders, seats 0, 2, 3 and 5 (Muad'Dib's Allies at 0 and 2, Shaddam's at 3 and 5). */
export const ALLY_LEADERS = ['gurneyHalleck', 'stabanTuek', 'princessIrulan', 'ladyMargotFenring'] as const;

/**
 * A six-player game (facts uprising-rules.md §1) at the first Agent turn of `seat`, every resource at 0 but the
 * starting water, hands empty (the dealt cards back on top of the decks).
 */
export function sixGame(seat: Seat = 0, seed = 'six'): EngineState {
  const state = uprising.setup({ leaders: [...ALLY_LEADERS] }, SEATS(6), seed);
  for (const p of state.players) {
    p.solari = 0;
    p.spice = 0;
    p.deck = [...p.hand, ...p.deck];
    p.hand = [];
  }
  return turnOf(state, seat);
}

export function sixOf(state: EngineState): SixPlayers {
  return state.uprising!.six!;
}

export const MUAD_DIB = 4;
export const SHADDAM = 1;
