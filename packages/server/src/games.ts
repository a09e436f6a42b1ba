import {
  duneHeuristicBot,
  duneIsmctsBot,
  imperiumHeuristicBot,
  imperiumIsmctsBot,
  uprisingIsmctsBot,
  type Bot as SeatBot,
} from '@arrakis/bots';
import type { SearchPool } from '@arrakis/bots/pool';
import {
  autoPassAnswer as duneAutoPassAnswer,
  dune,
  duneOptionsSchema,
  ENGINE_VERSION as DUNE_ENGINE_VERSION,
  SetupError,
  type DuneOptions,
  type DuneState,
} from '@arrakis/dune';
import type { DefinedGame, RuleError, Seat } from '@arrakis/engine';
import {
  autoPassAnswer as imperiumAutoPassAnswer,
  ENGINE_VERSION as IMPERIUM_ENGINE_VERSION,
  imperium,
  imperiumOptionsSchema,
  SetupError as ImperiumSetupError,
  uprising,
  uprisingOptionsSchema,
  type ImperiumState,
} from '@arrakis/imperium';
import { z } from 'zod';
import type { BotLevel, GameName } from './protocol.ts';

/** A phase timed as a whole by the host: the decision kind that is the phase, and its seconds. */
export interface TimedPhase {
  readonly decisionKind: string;
  readonly seconds: number;
}

/**
 * What the server needs to know about a game beyond the `Game` contract: how to check the options a lobby sends,
 * the version stored with each match, and the few public facts the lobby shows. The server runs each game through
 * this entry and knows no rule.
 */
export interface GameEntry {
  readonly game: DefinedGame<unknown, unknown, unknown, unknown>;
  /** The game package's `ENGINE_VERSION`: stored with each new match. */
  readonly engineVersion: number;
  /**
   * The stored versions this engine still replays to the same states (the current one included): a match of every
   * other version is quarantined (`engineVersionUnsupported`) instead of being replayed.
   */
  readonly replaysVersions: readonly number[];
  /** Checks the options of a create request; setup gives the rulebook's defaults for what is missing. */
  readonly options: z.ZodType<Readonly<Record<string, unknown>>>;
  readonly minSeats: number;
  /** The most seats the options allow. */
  readonly maxSeats: number;
  /** The most seats these options allow, when they change it (Dune 000 XXXVII: seven with the Bene Tleilax). */
  seatLimit?(options: Readonly<Record<string, unknown>>): number;
  /** The faction (or colour) a seat plays, public from the start. */
  factionOf(state: unknown, seat: Seat): string | null;
  /** Seats out of the game (Dune rules 000 §19.C.12): they watch as spectators from then on. */
  eliminatedSeats(state: unknown): readonly Seat[];
  /** Seconds a bidder has before a pass is assumed (rules 000 §8.H), or null. */
  biddingTimerSeconds(options: Readonly<Record<string, unknown>>): number | null;
  /**
   * The phases the host times as a whole (Dune 000 XXIX: the diplomacy phase's five minutes; 000 XXXIII: the minute
   * to agree before a battle): the decision kind that is the phase, and its seconds; empty when the options hold
   * none. When it runs out, every seat still in the phase gets its default answer (done; for XXXIII, a refusal).
   */
  timedPhases(options: Readonly<Record<string, unknown>>): readonly TimedPhase[];
  /** The bot levels this game offers (the first is the default): only what exists for it. */
  readonly botLevels: readonly BotLevel[];
  /** The decision kind the bidding timer watches, and the action it applies. */
  readonly bidDecisionKind: string;
  readonly passAction: unknown;
  /** The refusal the server sends for a person's seat in a window it cannot use, or null (the game decides). */
  autoPassAnswer(state: unknown, seat: Seat): unknown;
  /**
   * A fresh bot for one seat of one match (it remembers what its seat saw): the heuristic, or the information-set
   * search at a level, thinking in the pool's worker threads (obtained only when a searching bot needs it).
   */
  seatBot(level: Exclude<BotLevel, 'random'>, pool: () => SearchPool): SeatBot<unknown, unknown>;
}

const duneEntry: GameEntry = {
  game: dune as unknown as DefinedGame<unknown, unknown, unknown, unknown>,
  engineVersion: DUNE_ENGINE_VERSION,
  replaysVersions: [DUNE_ENGINE_VERSION],
  options: duneOptionsSchema,
  minSeats: 2,
  maxSeats: 7,
  // rules 000 "de 2 à 6 joueurs"; 000 XXXVII: a seventh with the Bene Tleilax.
  seatLimit: (options) => ((options as Partial<DuneOptions>).tleilaxu === true ? 7 : 6),
  factionOf: (state, seat) => (state as DuneState).seats[seat] ?? null,
  eliminatedSeats: (state) => (state as DuneState).eliminated ?? [],
  biddingTimerSeconds: (options) => (options as Partial<DuneOptions>).biddingTimerSeconds ?? null,
  timedPhases: (options) => {
    const o = options as Partial<DuneOptions>;
    const phases: TimedPhase[] = [];
    if (o.diplomacy)
      phases.push({
        decisionKind: o.diplomacyAt === 'nexus' ? 'nexus' : 'diplomacy',
        seconds: (o.diplomacyMinutes ?? 5) * 60,
      });
    // 000 XXXIII "disposent d'une minute pour parvenir à un accord": the answers to a proposal.
    if (o.battleAgreement) phases.push({ decisionKind: 'agreement', seconds: o.agreementSeconds ?? 60 });
    return phases;
  },
  botLevels: ['heuristic', 'random', 'easy', 'medium', 'hard'],
  bidDecisionKind: 'bid',
  passAction: { type: 'pass' },
  autoPassAnswer: (state, seat) => duneAutoPassAnswer(state as DuneState, seat),
  seatBot: (level, pool) =>
    (level === 'heuristic' ? duneHeuristicBot() : duneIsmctsBot({ level, pool: pool() })) as unknown as SeatBot<
      unknown,
      unknown
    >,
};

/**
 * One edition of the Imperium engine: 1 to `maxSeats` seats (solo and 2 players add the Rivals, played by the
 * engine), one engine version for both editions, the Intrigue windows the engine's own. Bots: the heuristic (it reads
 * the edition from the view), the information-set search at three levels (it names the game to its workers), and
 * random.
 */
function imperiumFamilyEntry(
  game: typeof imperium | typeof uprising,
  options: GameEntry['options'],
  searchBot: typeof imperiumIsmctsBot | typeof uprisingIsmctsBot,
  maxSeats: number,
): GameEntry {
  return {
    game: game as unknown as DefinedGame<unknown, unknown, unknown, unknown>,
    engineVersion: IMPERIUM_ENGINE_VERSION,
    replaysVersions: [IMPERIUM_ENGINE_VERSION],
    options,
    minSeats: 1,
    maxSeats,
    factionOf: (state, seat) => (state as ImperiumState).players[seat]?.leader ?? null,
    eliminatedSeats: () => [],
    biddingTimerSeconds: () => null,
    timedPhases: () => [],
    botLevels: ['heuristic', 'random', 'easy', 'medium', 'hard'],
    bidDecisionKind: 'none',
    passAction: { type: 'pass' },
    autoPassAnswer: (state, seat) => imperiumAutoPassAnswer(state as ImperiumState, seat),
    seatBot: (level, pool) =>
      (level === 'heuristic' ? imperiumHeuristicBot() : searchBot({ level, pool: pool() })) as unknown as SeatBot<
        unknown,
        unknown
      >,
  };
}

/** Dune: Imperium (2020), with House Hagal's Rivals. */
const imperiumEntry = imperiumFamilyEntry(imperium, imperiumOptionsSchema, imperiumIsmctsBot, 4);

/**
 * Dune: Imperium – Uprising (2023), the same engine in its 2023 edition, with its own Rivals; six seats play the team
 * game. Five seats pass this range and are refused by setup's own `badSeatCount` (the engine knows no five-seat game).
 */
const uprisingEntry = imperiumFamilyEntry(uprising, uprisingOptionsSchema, uprisingIsmctsBot, 6);

export const GAMES: Readonly<Record<GameName, GameEntry>> = {
  dune: duneEntry,
  imperium: imperiumEntry,
  uprising: uprisingEntry,
};

/** The rule error of a refused setup (bad options for this seat count), or null for every other failure. */
export function setupRuleError(error: unknown): RuleError | null {
  return error instanceof SetupError || error instanceof ImperiumSetupError ? error.error : null;
}
