import { BOTS, type Bot, type BotFactory } from '@arrakis/bots';
import {
  autoPassAnswer as duneAutoPassAnswer,
  dune,
  ENGINE_VERSION as DUNE_ENGINE_VERSION,
  type DuneOptions,
  type DuneState,
} from '@arrakis/dune';
import type { DefinedGame, Seat, SeatSetup } from '@arrakis/engine';
import {
  autoPassAnswer as imperiumAutoPassAnswer,
  imperium,
  uprising,
  ENGINE_VERSION as IMPERIUM_ENGINE_VERSION,
  type EngineState,
  type ImperiumOptions,
  type ImperiumState,
} from '@arrakis/imperium';
import type { BotLevel } from '@arrakis/server/protocol';
import type { GameName } from './types.ts';

/** A seat of a game in the browser; bots play at their level (the game's first level when none is given). */
export interface LocalSeat extends SeatSetup {
  readonly botLevel?: BotLevel;
}

/**
 * "Play on from here" (issue 22): the game begins where `actions` of the record (played from `seed`) leave it, then
 * the engine reseeds it with `seed` of the branch (`rebranch`: every hidden pile reshuffled).
 */
export interface LocalBranch {
  readonly actions: readonly { readonly seat: Seat; readonly action: unknown }[];
  readonly seed: string;
}

/** A game played in this browser (hot-seat, or against bots): which game, its seats, options and seed. */
export type LocalGameSetup =
  | {
      readonly game?: 'dune';
      readonly seats: readonly LocalSeat[];
      readonly options: Partial<DuneOptions>;
      readonly seed: string;
      readonly branch?: LocalBranch;
    }
  | {
      readonly game: 'imperium';
      readonly seats: readonly LocalSeat[];
      readonly options: Partial<ImperiumOptions>;
      readonly seed: string;
      readonly branch?: LocalBranch;
    }
  | {
      readonly game: 'uprising';
      readonly seats: readonly LocalSeat[];
      readonly options: Partial<ImperiumOptions>;
      readonly seed: string;
      readonly branch?: LocalBranch;
    };

export type DuneLocalSetup = Exclude<LocalGameSetup, { game: 'imperium' | 'uprising' }>;
export type ImperiumLocalSetup = Extract<LocalGameSetup, { game: 'imperium' }>;

type AnyGame = DefinedGame<unknown, unknown, unknown, unknown>;
type AnyBot = Bot<unknown, unknown>;

/** What a local game needs of each game beyond the `Game` contract. */
export interface LocalRules {
  readonly name: GameName;
  readonly game: AnyGame;
  /** The engine version its records are played under (the package's ENGINE_VERSION). */
  readonly engineVersion: number;
  /** The faction (Dune) or leader (Imperium) a seat plays, once known. */
  roleOf(state: unknown, seat: Seat): string | null;
  /** Dune's turn or Imperium's round, and the phase under way. */
  progress(state: unknown): { readonly round: number; readonly phase: string };
  /** The level a bot seat plays at when the setup names none. */
  readonly defaultLevel: BotLevel;
  /** Unasked actions a random bot may take now and then (never gifts: they would only move spice around). */
  randomInterrupts(state: unknown, seat: Seat): readonly unknown[];
  /** A fresh bot for one seat at a level other than random, or null when the game has none at that level. */
  seatBot(level: Exclude<BotLevel, 'random'>): AnyBot | null;
  /** The refusal the host sends for a seat in a window it cannot use, or null (the game decides). */
  autoPassAnswer(state: unknown, seat: Seat): unknown;
  /** The position with a fresh seed, every hidden pile reshuffled ("play on from here"). */
  rebranch(state: unknown, seed: string): unknown;
}

/** The bots package's names for the levels. */
const BOT_NAMES: Record<Exclude<BotLevel, 'random'>, string> = {
  heuristic: 'heuristic',
  easy: 'ismcts-easy',
  medium: 'ismcts-medium',
  hard: 'ismcts-hard',
};

function botFrom<V, A>(factories: Readonly<Record<string, BotFactory<V, A>>>, level: Exclude<BotLevel, 'random'>) {
  const factory = factories[BOT_NAMES[level]];
  return factory ? (factory() as unknown as AnyBot) : null;
}

const LOCAL_RULES: Record<GameName, LocalRules> = {
  dune: {
    name: 'dune',
    game: dune as unknown as AnyGame,
    engineVersion: DUNE_ENGINE_VERSION,
    roleOf: (state, seat) => (state as DuneState).seats[seat] ?? null,
    progress: (state) => ({ round: (state as DuneState).turn, phase: (state as DuneState).phase }),
    defaultLevel: 'heuristic',
    randomInterrupts: (state, seat) =>
      dune.interruptActions(state as Parameters<typeof dune.view>[0], seat).filter((a) => a.type !== 'giftSpice'),
    seatBot: (level) => botFrom(BOTS.dune, level),
    autoPassAnswer: (state, seat) => duneAutoPassAnswer(state as DuneState, seat),
    rebranch: (state, seed) => dune.rebranch!(state as DuneState, seed),
  },
  imperium: {
    name: 'imperium',
    game: imperium as unknown as AnyGame,
    engineVersion: IMPERIUM_ENGINE_VERSION,
    roleOf: (state, seat) => (state as ImperiumState).players[seat]?.leader ?? null,
    progress: (state) => ({ round: (state as ImperiumState).round, phase: (state as ImperiumState).phase }),
    defaultLevel: 'heuristic',
    randomInterrupts: () => [],
    seatBot: (level) => botFrom(BOTS.imperium, level),
    autoPassAnswer: (state, seat) => imperiumAutoPassAnswer(state as ImperiumState, seat),
    rebranch: (state, seed) => imperium.rebranch!(state as ImperiumState, seed),
  },
  // The same engine in its 2023 edition: the same bots and levels, one engine version for both editions.
  uprising: {
    name: 'uprising',
    game: uprising as unknown as AnyGame,
    engineVersion: IMPERIUM_ENGINE_VERSION,
    roleOf: (state, seat) => (state as EngineState).players[seat]?.leader ?? null,
    progress: (state) => ({ round: (state as EngineState).round, phase: (state as EngineState).phase }),
    defaultLevel: 'heuristic',
    randomInterrupts: () => [],
    seatBot: (level) => botFrom(BOTS.uprising, level),
    // The Intrigue windows are the engine's, shared by both editions.
    autoPassAnswer: (state, seat) => imperiumAutoPassAnswer(state as ImperiumState, seat),
    rebranch: (state, seed) => uprising.rebranch!(state as EngineState, seed),
  },
};

export function localRules(setup: LocalGameSetup): LocalRules {
  return LOCAL_RULES[setup.game ?? 'dune'];
}
