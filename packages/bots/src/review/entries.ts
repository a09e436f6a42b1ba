import { dune, type DuneState } from '@arrakis/dune';
import type { DefinedGame } from '@arrakis/engine';
import { imperium, uprising, type ImperiumState } from '@arrakis/imperium';
import type { Bot } from '../bot.ts';
import { duneHeuristicBot } from '../dune/heuristic.ts';
import { evaluateDune } from '../dune/evaluate.ts';
import { evaluateImperium } from '../imperium/evaluate.ts';
import { imperiumHeuristicBot } from '../imperium/heuristic.ts';
import type { EngineState } from '@arrakis/imperium';
import type { ReviewEntry } from './review.ts';

type AnyGame = DefinedGame<unknown, unknown, unknown, unknown>;

/**
 * The review's view of each game: its turn or round, the bots' evaluation, the heuristic bot for the playouts. The
 * casts erase each game's types; sound because each entry only ever meets states its own game made from a record
 * (`setup`, `apply`) and actions its own game listed, and its bot is that game's.
 */
export const REVIEW_ENTRIES: Readonly<Record<'dune' | 'imperium' | 'uprising', ReviewEntry<unknown, unknown>>> = {
  dune: {
    game: dune as unknown as AnyGame,
    turnOf: (state) => (state as DuneState).turn,
    evaluate: (state, seat) => evaluateDune(state as DuneState, seat),
    bot: () => duneHeuristicBot() as unknown as Bot<unknown, unknown>,
  },
  imperium: {
    game: imperium as unknown as AnyGame,
    turnOf: (state) => (state as ImperiumState).round,
    evaluate: (state, seat) => evaluateImperium(state as EngineState, seat),
    bot: () => imperiumHeuristicBot() as unknown as Bot<unknown, unknown>,
  },
  uprising: {
    game: uprising as unknown as AnyGame,
    turnOf: (state) => (state as ImperiumState).round,
    evaluate: (state, seat) => evaluateImperium(state as EngineState, seat),
    bot: () => imperiumHeuristicBot() as unknown as Bot<unknown, unknown>,
  },
};
