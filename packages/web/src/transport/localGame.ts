import type { Bot } from '@arrakis/bots';
import {
  autoPassWindows,
  RECORD_FORMAT,
  RECORD_VERSION,
  randomInt,
  seedRng,
  type AutoPassWindow,
  type GameEvent,
  type GameRecord,
  type RecordedAction,
  type RngState,
  type Seat,
} from '@arrakis/engine';
import type { BotLevel } from '@arrakis/server/protocol';
import { BOT_LEVELS } from '@arrakis/server/protocol';
import { localRules, type LocalGameSetup, type LocalRules, type LocalSeat } from './localRules.ts';
import type { LocalGameSummary, RecordHeader } from './localStore.ts';
import type { ConnectionError, LogEntry, Update } from './types.ts';

export type { LocalGameSetup, LocalSeat } from './localRules.ts';

interface StoredEvent {
  readonly seq: number;
  readonly event: GameEvent;
}

/** A bot takes an unasked action (a gift, a card played at any time) this rarely, or games would never end. */
const BOT_INTERRUPT_ODDS = 40;

/**
 * A game's engine in the browser (Dune or Dune: Imperium), for hot-seat and bot games without a server: the same
 * `Update`s a server sends. Bots play at their seat's level (in this Web Worker, so a searching bot never blocks the
 * page), with their own RNG, never the game's; random bots choose uniformly among their legal actions.
 */
export class LocalGame {
  readonly matchId: string;
  readonly createdAt: number;
  private readonly setup: LocalGameSetup;
  private readonly rules: LocalRules;
  private state: unknown;
  private seq = 0;
  private readonly events: StoredEvent[] = [];
  /** The game's action log, as its record keeps it; the first `savedCount` are stored. */
  private readonly actions: RecordedAction[] = [];
  private savedCount = 0;
  private readonly seats: readonly LocalSeat[];
  private readonly botRng: RngState;
  /** The heuristic and searching bots, by seat: each remembers what its seat saw. */
  private readonly bots = new Map<Seat, Bot<unknown, unknown>>();
  /** People who answer even the windows they cannot use (see `autoPassWindows`). */
  private readonly askedAlways = new Set<Seat>();
  /** Whether the host answers the seat's current window for it: then the seat is neither shown nor asked. */
  answeredByHost: (seat: Seat) => boolean = () => false;
  /** Played on from a record's position ("play on from here"): its actions are not saved. */
  readonly branched: boolean = false;

  constructor(setup: LocalGameSetup, matchId = `local-${setup.seed}`, createdAt = Date.now()) {
    this.matchId = matchId;
    this.createdAt = createdAt;
    this.setup = setup;
    this.rules = localRules(setup);
    this.seats = setup.seats;
    this.state = this.rules.game.setup(setup.options, setup.seats, setup.seed);
    this.botRng = seedRng(`${setup.seed}:bots`);
    if (setup.branch) {
      for (const [index, { seat, action }] of setup.branch.actions.entries()) {
        const error = this.apply(seat, action, createdAt);
        if (error) throw new Error(`action ${index} of the branch refused: ${error.code}`);
      }
      this.state = this.rules.rebranch(this.state, setup.branch.seed);
      // The record format keeps no branch: a game played on from a record is not saved (docs/records.md).
      this.savedCount = this.actions.length;
      this.branched = true;
    }
  }

  /**
   * A saved game played again from its record (read by the record reader): its log and times as they were, every
   * action stored already. Refused when the record is of another engine version, or an action no longer applies.
   */
  static fromRecord(record: GameRecord, id: string): LocalGame | ConnectionError {
    const refuse = (reason: string, detail: string): ConnectionError => ({
      code: 'savedGameUnreadable',
      messageKey: 'saves.errors.savedGameUnreadable',
      params: { reason, detail },
    });
    if (record.game !== 'dune' && record.game !== 'imperium' && record.game !== 'uprising')
      return refuse('notAGame', record.game);
    const setup = {
      game: record.game,
      seats: record.seats.map((s) => ({
        name: s.name,
        kind: s.kind,
        ...(s.botLevel !== undefined && isBotLevel(s.botLevel) ? { botLevel: s.botLevel } : {}),
      })),
      options: record.options as LocalGameSetup['options'],
      seed: record.seed,
    } as LocalGameSetup;
    const rules = localRules(setup);
    if (record.engineVersion !== rules.engineVersion) {
      return refuse('otherRules', `${record.engineVersion} ≠ ${rules.engineVersion}`);
    }
    let game: LocalGame;
    try {
      game = new LocalGame(setup, id, record.createdAt);
    } catch (error) {
      return refuse('setupRefused', error instanceof Error ? error.message : String(error));
    }
    for (const [index, { seat, action, at }] of record.actions.entries()) {
      const error = game.apply(seat, action, at);
      if (error) return refuse('moveRefused', `${index}: ${error.code}`);
    }
    game.savedCount = game.actions.length;
    return game;
  }

  get over(): boolean {
    return this.rules.game.outcome(this.state) !== null;
  }

  /** Human seats the game waits for now, in seat order (not those whose window the host answers). */
  waitingHumans(): Seat[] {
    return this.rules.game
      .decisions(this.state)
      .map((d) => d.seat)
      .filter((s) => this.seats[s]?.kind === 'human' && !this.answeredByHost(s));
  }

  /** The windows of people's seats that the host answers now (bots answer their own). */
  autoPassWindows(): AutoPassWindow<unknown>[] {
    if (this.over) return [];
    return autoPassWindows(
      this.rules.game.decisions(this.state),
      this.rules.autoPassAnswer,
      this.state,
      (seat) => this.seats[seat]?.kind === 'human' && !this.askedAlways.has(seat),
    );
  }

  /** Whether the window is still open for its seat: then its answer is played, as the seat's own action. */
  answerWindow(window: AutoPassWindow<unknown>): boolean {
    const open = this.autoPassWindows().some((w) => w.seat === window.seat && w.kind === window.kind);
    return open && this.apply(window.seat, window.answer) === null;
  }

  setAutoPass(seat: Seat, enabled: boolean): void {
    if (enabled) this.askedAlways.delete(seat);
    else this.askedAlways.add(seat);
  }

  humanSeats(): Seat[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  apply(seat: Seat, action: unknown, at = Date.now()): ConnectionError | null {
    const result = this.rules.game.apply(this.state, seat, action);
    if (!result.ok) return result.error;
    this.state = result.state;
    this.seq++;
    this.actions.push({ seat, action, at });
    for (const event of result.events) this.events.push({ seq: this.seq, event });
    return null;
  }

  /** What `apply` would refuse now, without applying (issue 21), and the seq it was asked at. */
  explain(seat: Seat | null, action: unknown): { readonly seq: number; readonly error: ConnectionError | null } {
    if (seat === null)
      return { seq: this.seq, error: { code: 'spectator', messageKey: 'errors.spectator', params: {} } };
    return { seq: this.seq, error: this.rules.game.explain(this.state, seat, action) };
  }

  /** The actions played since the last `markSaved`, and how many were stored before them. */
  unsaved(): { readonly from: number; readonly actions: readonly RecordedAction[] } {
    return { from: this.savedCount, actions: this.actions.slice(this.savedCount) };
  }

  markSaved(count: number): void {
    this.savedCount = Math.max(this.savedCount, count);
  }

  /** The game's record without its actions (docs/records.md). */
  header(): RecordHeader & { readonly id: string } {
    return {
      id: this.matchId,
      format: RECORD_FORMAT,
      recordVersion: RECORD_VERSION,
      game: this.rules.name,
      engineVersion: this.rules.engineVersion,
      options: this.setup.options,
      seats: this.seats.map((s, seat) => ({
        name: s.name,
        kind: s.kind,
        ...(s.kind === 'bot' ? { botLevel: s.botLevel ?? this.rules.defaultLevel } : {}),
        role: this.rules.roleOf(this.state, seat),
      })),
      seed: this.setup.seed,
      createdAt: this.createdAt,
    };
  }

  /** What "My games" shows of this game. */
  summary(): LocalGameSummary {
    const progress = this.rules.progress(this.state);
    return {
      id: this.matchId,
      game: this.rules.name,
      players: this.seats.map((s, seat) => ({ name: s.name, kind: s.kind, role: this.rules.roleOf(this.state, seat) })),
      status: this.over ? 'finished' : 'active',
      waitingFor: this.over ? [] : [...new Set(this.rules.game.decisions(this.state).map((d) => d.seat))],
      round: progress.round,
      phase: progress.phase,
      seq: this.seq,
      createdAt: this.createdAt,
      updatedAt: this.actions.at(-1)?.at ?? this.createdAt,
      lastEvent: this.events.findLast((e) => e.event.visibility === 'public')?.event ?? null,
    };
  }

  /** Plays bot decisions until a human must decide or the game is over; at most `limit` actions. */
  runBots(limit = Number.POSITIVE_INFINITY): number {
    let played = 0;
    while (played < limit && !this.over) {
      const bots = this.rules.game.decisions(this.state).filter((d) => this.seats[d.seat]?.kind === 'bot');
      if (bots.length === 0) return played;
      const decision = bots[randomInt(this.botRng, bots.length)]!;
      const action = this.botAction(decision.seat);
      if (action === undefined) throw new Error(`bot seat ${decision.seat} has no legal action for ${decision.kind}`);
      const error = this.apply(decision.seat, action);
      if (error) throw new Error(`bot action refused: ${error.code}`);
      played++;
    }
    return played;
  }

  private botAction(seat: Seat): unknown {
    const level = this.seats[seat]?.botLevel ?? this.rules.defaultLevel;
    if (level !== 'random') {
      let bot = this.bots.get(seat);
      if (!bot) {
        const made = this.rules.seatBot(level);
        if (!made) throw new Error(`${this.rules.name} has no bot at level ${level}`);
        bot = made;
        this.bots.set(seat, bot);
      }
      const view = this.rules.game.view(this.state, seat);
      const asked = this.rules.game.decisionActions(this.state, seat);
      const actions = bot.wantsInterrupts?.(view, seat)
        ? [...asked, ...this.rules.game.interruptActions(this.state, seat)]
        : asked;
      return actions.length > 0 ? bot.choose({ view, actions, seat, rng: this.botRng }) : undefined;
    }
    const asked = this.rules.game.decisionActions(this.state, seat);
    if (randomInt(this.botRng, BOT_INTERRUPT_ODDS) === 0) {
      const interrupts = this.rules.randomInterrupts(this.state, seat);
      if (interrupts.length > 0) return interrupts[randomInt(this.botRng, interrupts.length)];
    }
    return asked[randomInt(this.botRng, asked.length)];
  }

  /** The update for a seat: its view, its legal actions, and its log after `sinceSeq` (all of it when null). */
  update(seat: Seat | null, sinceSeq: number | null): Update<unknown, unknown> {
    const visible = (e: GameEvent) => e.visibility === 'public' || (seat !== null && e.visibility.includes(seat));
    const log: LogEntry[] = this.events
      .filter((e) => (sinceSeq === null || e.seq > sinceSeq) && visible(e.event))
      .map((e) => ({ seq: e.seq, type: e.event.type, params: e.event.params }));
    const game = this.rules.game;
    const actions =
      seat === null || this.over
        ? []
        : this.answeredByHost(seat)
          ? game.interruptActions(this.state, seat)
          : game.legalActions(this.state, seat);
    return {
      matchId: this.matchId,
      game: this.rules.name,
      seq: this.seq,
      seat,
      view: this.rules.game.view(this.state, seat),
      actions,
      log,
      fullLog: sinceSeq === null,
      status: this.over ? 'finished' : 'active',
      deadline: null,
      players: this.seats.map((s, i) => ({ seat: i, name: s.name, kind: s.kind, resigned: false })),
      rematch: null,
      ...(seat !== null ? { autoPass: !this.askedAlways.has(seat) } : {}),
    };
  }
}

function isBotLevel(level: string): level is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(level);
}

/**
 * One screen's side of a local game: which seat it shows (hot-seat: the human the game waits for) and the log
 * entries already sent for each seat.
 */
export class LocalSession {
  readonly game: LocalGame;
  private active: Seat | null;
  private readonly sentSeq = new Map<Seat, number>();
  private lastShown: Seat | null = null;

  constructor(game: LocalGame) {
    this.game = game;
    this.active = game.humanSeats()[0] ?? null;
  }

  /** The seat to show now: keep the current one while the game waits for it, else the first human it waits for. */
  private chooseSeat(): Seat | null {
    const waiting = this.game.waitingHumans();
    if (this.active !== null && waiting.includes(this.active)) return this.active;
    return waiting[0] ?? this.active;
  }

  update(): Update<unknown, unknown> {
    this.active = this.chooseSeat();
    const seat = this.active;
    const key = seat ?? -1;
    const since = seat === this.lastShown ? (this.sentSeq.get(key) ?? null) : null;
    const update = this.game.update(seat, since);
    this.sentSeq.set(key, update.seq);
    this.lastShown = seat;
    return update;
  }

  send(action: unknown): ConnectionError | null {
    if (this.active === null) return { code: 'spectator', messageKey: 'errors.spectator', params: {} };
    return this.game.apply(this.active, action);
  }

  /** Why the game would refuse `action` from the seat on screen now (issue 21); null when it is legal. */
  explain(action: unknown): { readonly seq: number; readonly error: ConnectionError | null } {
    return this.game.explain(this.active, action);
  }

  /** The setting of the seat on screen: whether the host answers the windows it cannot use. */
  setAutoPass(enabled: boolean): void {
    if (this.active !== null) this.game.setAutoPass(this.active, enabled);
  }
}
