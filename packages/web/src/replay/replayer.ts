import type { GameEvent, GameRecord, RecordedAction, Seat } from '@arrakis/engine';
import { localRules, type LocalGameSetup, type LocalRules } from '../transport/localRules.ts';
import type { ConnectionError, GameName, LogEntry, Update } from '../transport/types.ts';

/** A state kept every this many actions: a point is reached by replaying at most this many from the one before it. */
const CHECKPOINT_EVERY = 16;

/** Where a point of the game stands: Dune's turn or Imperium's round, and the phase under way. */
export interface PointMark {
  readonly turn: number;
  readonly phase: string;
}

/** Why a record does not replay here: another game or engine version, or the first action the engine refuses. */
export type ReplayRefusal =
  | { readonly kind: 'notAGame'; readonly game: string }
  | { readonly kind: 'otherRules'; readonly recorded: number; readonly engine: number }
  | { readonly kind: 'setupRefused'; readonly detail: string }
  | { readonly kind: 'actionRefused'; readonly index: number; readonly error: ConnectionError };

function isGameName(game: string): game is GameName {
  return game === 'dune' || game === 'imperium' || game === 'uprising';
}

/** The setup a record was played from, as the in-browser engine takes it. */
export function setupOf(record: GameRecord): LocalGameSetup | null {
  if (!isGameName(record.game)) return null;
  // The options were checked by the reader's schema for their shape; the game's setup checks their meaning.
  return {
    game: record.game,
    seats: record.seats.map((s) => ({ name: s.name, kind: s.kind })),
    options: record.options as LocalGameSetup['options'],
    seed: record.seed,
  } as LocalGameSetup;
}

/**
 * A record replayed once with the game's engine, then shown at any point (the number of its actions played): the
 * state of every `CHECKPOINT_EVERY`th point is kept, the others are replayed from the one before.
 */
export class Replay {
  readonly record: GameRecord;
  readonly game: GameName;
  private readonly rules: LocalRules;
  private readonly checkpoints: unknown[] = [];
  private readonly events: { readonly seq: number; readonly event: GameEvent }[] = [];
  /** `marks[i]`: the turn and phase after `i` actions. */
  readonly marks: PointMark[] = [];
  /** Whether the game is over at its last point: then everything is shown (omniscient). */
  readonly finished: boolean;
  private cache: { readonly at: number; readonly state: unknown } | null = null;

  private constructor(record: GameRecord, game: GameName, rules: LocalRules, start: unknown) {
    this.record = record;
    this.game = game;
    this.rules = rules;
    this.checkpoints.push(start);
    this.marks.push(markOf(rules, start));
    this.finished = false;
    let state = start;
    let finished = rules.game.outcome(state) !== null;
    for (const [index, entry] of record.actions.entries()) {
      const result = rules.game.apply(state, entry.seat, entry.action);
      if (!result.ok) throw new Refused({ kind: 'actionRefused', index, error: result.error });
      state = result.state;
      for (const event of result.events) this.events.push({ seq: index + 1, event });
      this.marks.push(markOf(rules, state));
      if ((index + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.push(state);
      finished = rules.game.outcome(state) !== null;
    }
    this.cache = { at: record.actions.length, state };
    this.finished = finished;
  }

  /** The record replayed, or why it does not replay with this engine (the first refused action and its reason). */
  static of(record: GameRecord): Replay | ReplayRefusal {
    if (!isGameName(record.game)) return { kind: 'notAGame', game: record.game };
    const setup = setupOf(record)!;
    const rules = localRules(setup);
    if (record.engineVersion !== rules.engineVersion) {
      return { kind: 'otherRules', recorded: record.engineVersion, engine: rules.engineVersion };
    }
    let start: unknown;
    try {
      start = rules.game.setup(setup.options, setup.seats, setup.seed);
    } catch (error) {
      return { kind: 'setupRefused', detail: error instanceof Error ? error.message : String(error) };
    }
    try {
      return new Replay(record, record.game, rules, start);
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }

  /** The number of actions: the last point. */
  get length(): number {
    return this.record.actions.length;
  }

  /** The action that led to point `at` (its index is `at - 1`), or null at the start. */
  actionBefore(at: number): RecordedAction | null {
    return at > 0 ? (this.record.actions[at - 1] ?? null) : null;
  }

  stateAt(at: number): unknown {
    const point = clamp(at, 0, this.length);
    if (this.cache?.at === point) return this.cache.state;
    const from =
      this.cache && this.cache.at <= point && this.cache.at >= point - (point % CHECKPOINT_EVERY)
        ? this.cache
        : {
            at: point - (point % CHECKPOINT_EVERY),
            state: this.checkpoints[Math.floor(point / CHECKPOINT_EVERY)],
          };
    let state = from.state;
    for (let i = from.at; i < point; i++) {
      const entry = this.record.actions[i]!;
      const result = this.rules.game.apply(state, entry.seat, entry.action);
      // It replayed once already: the engine is deterministic.
      if (!result.ok) throw new Error(`action ${i} refused on a second replay: ${result.error.code}`);
      state = result.state;
    }
    this.cache = { at: point, state };
    return state;
  }

  /**
   * The log entries `action` by `seat` produces from point `at` (every seat's: the review is read after the end), or
   * null when the engine refuses it there. The review's key moments are worded as the events their actions made.
   */
  eventsOf(at: number, seat: Seat, action: unknown): LogEntry[] | null {
    const point = clamp(at, 0, this.length);
    const result = this.rules.game.apply(this.stateAt(point), seat, action);
    if (!result.ok) return null;
    return result.events.map((event) => ({ seq: point + 1, type: event.type, params: event.params }));
  }

  /** The view of `seat` (a spectator's when null) at point `at`. */
  viewAt(at: number, seat: Seat | null): unknown {
    return this.rules.game.view(this.stateAt(at), seat);
  }

  /**
   * What a game screen shows at point `at`, as `seat` saw it: its view and its log up to there. `omniscient`: the
   * log of every seat (a finished game hides nothing).
   */
  updateAt(at: number, seat: Seat | null, omniscient: boolean): Update<unknown, unknown> {
    const point = clamp(at, 0, this.length);
    const log: LogEntry[] = [];
    for (const { seq, event } of this.events) {
      if (seq > point) break;
      const seen = omniscient || event.visibility === 'public' || (seat !== null && event.visibility.includes(seat));
      if (seen) log.push({ seq, type: event.type, params: event.params });
    }
    const over = this.rules.game.outcome(this.stateAt(point)) !== null;
    return {
      // No match: the end screen offers nothing of a match (download, rematch) inside the viewer.
      matchId: '',
      game: this.game,
      seq: point,
      seat,
      view: this.viewAt(point, seat),
      actions: [],
      log,
      fullLog: true,
      status: over ? 'finished' : 'active',
      deadline: null,
      players: this.record.seats.map((s, i) => ({ seat: i, name: s.name, kind: s.kind, resigned: false })),
      rematch: null,
    };
  }

  /** The first point of the next turn after `at` (the end when there is none). */
  nextTurn(at: number): number {
    const turn = this.marks[at]?.turn ?? 0;
    const next = this.marks.findIndex((m, i) => i > at && m.turn > turn);
    return next < 0 ? this.length : next;
  }

  /** The first point of the turn under way at `at`, or of the one before when `at` is its first. */
  previousTurn(at: number): number {
    const start = this.turnStart(this.marks[at]?.turn ?? 0);
    return start < at ? start : this.turnStart(this.marks[Math.max(0, at - 1)]?.turn ?? 0);
  }

  /** The first point of `turn` (0 for the turns before the first one reached). */
  turnStart(turn: number): number {
    const index = this.marks.findIndex((m) => m.turn >= turn);
    return index < 0 ? this.length : index;
  }

  /** The first point after `at` where the phase or the turn changes. */
  nextPhase(at: number): number {
    const here = this.marks[at];
    const next = this.marks.findIndex((m, i) => i > at && (m.phase !== here?.phase || m.turn !== here.turn));
    return next < 0 ? this.length : next;
  }

  /** The first point of the phase under way at `at`, or of the one before when `at` is its first. */
  previousPhase(at: number): number {
    const start = (point: number) => {
      let i = point;
      const mark = this.marks[point];
      while (i > 0 && this.marks[i - 1]?.phase === mark?.phase && this.marks[i - 1]?.turn === mark?.turn) i--;
      return i;
    };
    const first = start(at);
    return first < at ? first : start(Math.max(0, at - 1));
  }

  /** The turns the game reached, in order. */
  turns(): number[] {
    return [...new Set(this.marks.map((m) => m.turn))];
  }
}

function markOf(rules: LocalRules, state: unknown): PointMark {
  const { round, phase } = rules.progress(state);
  return { turn: round, phase };
}

class Refused extends Error {
  readonly refusal: ReplayRefusal;
  constructor(refusal: ReplayRefusal) {
    super(refusal.kind);
    this.refusal = refusal;
  }
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(n) ? Math.trunc(n) : min));
}
