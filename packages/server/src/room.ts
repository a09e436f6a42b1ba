import {
  AutoPassSchedule,
  autoPassWindows,
  ruleError,
  seedRng,
  type AutoPassDelay,
  type AutoPassWindow,
  type GameEvent,
  type RuleError,
} from '@arrakis/engine';
import type { Kysely } from 'kysely';
import type { Bot as SeatBot } from '@arrakis/bots';
import type { SearchPool } from '@arrakis/bots/pool';
import type { Bot } from './bots/bot.ts';
import type { CommittedAction, MatchChangeMessage, PublishedChange, RowAfter } from './fanout/fanout.ts';
import { defaultAction } from './bots/defaultAction.ts';
import type { GameEntry } from './games.ts';
import type { RoomObserver } from './metrics.ts';
import { loadMatchState, visibleTo } from './matchLoader.ts';
import {
  HISTORY_PAGE_ACTIONS,
  HISTORY_PAGE_ENTRIES,
  type BotLevel,
  type LogEntry,
  type MatchStatus,
  type SeatVoteProposal,
  type ServerMessage,
  type ServerNotice,
} from './protocol.ts';
import { RoomChat, type ChatCommand } from './roomChat.ts';
import { SharedUpdate } from './updateJson.ts';
import { SeatVotes } from './seatVotes.ts';
import { inSlices } from './sockets.ts';
import { isConnectionError, type DatabaseAvailability } from './storage/availability.ts';
import { isUniqueViolation } from './storage/database.ts';
import {
  actionsAfter,
  claimSeat,
  commitAction,
  eventsAfter,
  getMatch,
  matchTimers,
  updateFactions,
  updateSeats,
  updateSeatsAndTimers,
  reopenSeat,
  type ActionSource,
  type MatchRecord,
  type StoredSeat,
  type StoredTimer,
  type TimerKind,
} from './storage/matchStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';
import { traceMark, traceSpan, tracing } from './trace.ts';
import { isPlayedByPerson, MAX_TIMEOUT_MS, pendingTimers, usesTimers } from './timers.ts';
import type { MatchChange } from './webhooks/announcer.ts';

/** A free seat once a person took it: no longer open, and named as the person asked. */
function takenSeat({ open: _open, ...seat }: StoredSeat, name: string | undefined): StoredSeat {
  return name ? { ...seat, name } : seat;
}

/** A connected client of the match: a seat's socket, or a spectator's (seat null). */
export interface RoomClient {
  readonly seat: number | null;
  /** The last seq whose log this client has been sent. */
  sentSeq: number;
  /**
   * Sends a server message, as UTF-8 JSON. Every client due the same update (same seat or spectator, same
   * `sentSeq`) is given the same buffer: an update is serialised once, however many sockets watch.
   */
  send(json: Buffer): void;
}

export type SubmitResult =
  { readonly ok: true; readonly seq: number } | { readonly ok: false; readonly error: RuleError };

export interface RoomContext {
  readonly db: Kysely<DatabaseSchema>;
  /** While the database is away, commands are refused (`databaseUnavailable`) and bots and timers wait for it. */
  readonly database: DatabaseAvailability;
  readonly entry: GameEntry;
  readonly bot: Bot;
  /** The worker threads the searching bots think in, started on first use. */
  searchPool(): SearchPool;
  /** A snapshot of the state is stored with every action whose seq is a multiple of this. */
  readonly snapshotEvery: number;
  /** How long the server waits before answering a window a seat cannot use (uniform in the range); null: never. */
  readonly autoPassDelay: AutoPassDelay | null;
  now(): number;
  /** Reports a bug (a refused bot move, a failed timer); the match carries on. */
  report(error: unknown, context: string): void;
  /** The longest vacation pause a seat may ask for (issue 18). */
  readonly vacationMaxMs: number;
  /** A committed change, for the match's webhook (issue 18): it reads only public facts of it. */
  announce(change: MatchChange): void;
  /** The match has just ended: its post-game review is queued (issue 22). */
  ended?(): void;
  /** The room has nothing to do by itself (no bot to move): it may be evicted once nobody watches it. */
  settled(): void;
  /** Whether this instance runs the match's bots, timers and auto-passes now (issue 23: one instance at a time). */
  holdsLease(): boolean;
  /** A change was committed (or a notice sent): the other instances' rooms of the match are told (issue 23). */
  published(change: PublishedChange): void;
  /** Metrics and the structured log (issue 23). */
  readonly observer?: RoomObserver;
}

interface EventsAt {
  readonly seq: number;
  readonly events: readonly GameEvent[];
}

/** Events of this many recent actions stay in memory, so a broadcast needs no read. */
const RECENT_ACTIONS = 64;

/** Spectators get at most one update in this time (seats get each at once). */
const SPECTATOR_UPDATE_MS = 250;

/**
 * One live match: its state at the last committed action, the clients watching it, its bots and timers.
 * Every command, join and timer runs through one serial queue, so within an instance they never interleave; across
 * instances the primary key of `actions` decides (a conflict reloads the match from the database).
 */
export class MatchRoom {
  private match: MatchRecord;
  private state: unknown;
  private seqValue: number;
  private timers: readonly StoredTimer[];
  private readonly clients = new Set<RoomClient>();
  private spectators = 0;
  /** When spectators were last sent an update (performance.now()), and whether a later one is held back. */
  private spectatorsSentAt = Number.NEGATIVE_INFINITY;
  private spectatorsBehind = false;
  private spectatorTimer: NodeJS.Timeout | null = null;
  private updates: UpdateCache | null = null;
  private readonly recent: EventsAt[] = [];
  private tail: Promise<unknown> = Promise.resolve();
  private botsScheduled = false;
  /** The heuristic and searching bots of this match, by seat: each remembers what its seat saw (lost on restart). */
  private readonly seatBots = new Map<number, SeatBot<unknown, unknown>>();
  private timerHandles: NodeJS.Timeout[] = [];
  private closed = false;
  /** A write failed, so its outcome is unknown: the log is read again before the next command. */
  private stale = false;
  private waitingForDatabase = false;
  private readonly autoPasses: AutoPassSchedule<unknown> | null;
  /** Set once by `load`. */
  private chat: RoomChat | null = null;

  private constructor(
    private readonly ctx: RoomContext,
    match: MatchRecord,
    state: unknown,
    seq: number,
    timers: readonly StoredTimer[],
  ) {
    this.match = match;
    this.state = state;
    this.seqValue = seq;
    this.timers = timers;
    this.autoPasses =
      ctx.autoPassDelay &&
      new AutoPassSchedule(ctx.autoPassDelay, (window) => {
        this.serial(() => this.autoPass(window)).catch((error: unknown) =>
          ctx.report(error, `auto-pass in match ${this.match.id}`),
        );
      });
  }

  static async load(ctx: RoomContext, match: MatchRecord): Promise<MatchRoom> {
    const loaded = await loadMatchState(ctx.db, ctx.entry, match);
    let factions = match.factions;
    if (factions === null) {
      // A row stored before factions were kept: filled once, so its summary needs no replay from now on.
      factions = factionsIn(ctx.entry, match, loaded.state);
      await updateFactions(ctx.db, match.id, factions);
    }
    const room = new MatchRoom(
      ctx,
      { ...match, seq: loaded.seq, factions },
      loaded.state,
      loaded.seq,
      await matchTimers(ctx.db, match.id),
    );
    room.chat = await RoomChat.load({
      db: ctx.db,
      matchId: match.id,
      status: () => room.match.status,
      seatCount: () => room.match.seats.length,
      clients: () => room.clients,
      now: () => ctx.now(),
      published: (n) => ctx.published({ seq: room.seqValue, chat: n }),
    });
    room.followWindows();
    room.armTimers();
    room.kickBots();
    return room;
  }

  get id(): string {
    return this.match.id;
  }

  get seq(): number {
    return this.seqValue;
  }

  get status(): MatchStatus {
    return this.match.status;
  }

  get record(): MatchRecord {
    return this.match;
  }

  /** The current state, for the server's own use (bots, tests through the store): never sent to a client. */
  get currentState(): unknown {
    return this.state;
  }

  get deadline(): number | null {
    return this.timers.length === 0 ? null : Math.min(...this.timers.map((t) => t.dueAt));
  }

  /** Runs a task after every task queued before it. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /**
   * Adds a client and sends it the match as its seat sees it, with the log after `lastSeq` (a page at most). A
   * spectator is refused (`tooManySpectators`) when the match has `maxSpectators` already; a seat never is.
   */
  join(client: RoomClient, lastSeq: number, maxSpectators = Number.POSITIVE_INFINITY): Promise<RuleError | null> {
    return this.serial(async () => {
      if (client.seat === null && this.spectators >= maxSpectators)
        return ruleError('tooManySpectators', { max: maxSpectators });
      // The client saw a later seq on another instance (issue 23): this room reads it before answering.
      if (lastSeq > this.seqValue) await this.catchUp('ifLater');
      client.sentSeq = Math.min(Math.max(0, lastSeq), this.seqValue);
      this.clients.add(client);
      if (client.seat === null) this.spectators++;
      await this.sendUpdate(client, 'page');
      this.dropUpdates();
      await this.chat?.joined(client);
      return null;
    });
  }

  /**
   * A chat command of a client that joined (issue 18): in the serial queue like every command, refused while the
   * database is away; null when done (a line is answered by its delivery, a page by itself).
   */
  talk(client: RoomClient, command: ChatCommand): Promise<RuleError | null> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable && !unavailable.ok) return unavailable.error;
      try {
        return await this.chat!.handle(client, command);
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        const refused = this.refuseUnavailable(error);
        return refused.ok ? null : refused.error;
      }
    });
  }

  leave(client: RoomClient): void {
    if (this.clients.delete(client) && client.seat === null) this.spectators--;
  }

  /**
   * A page of the seat's log before `beforeSeq`, for a client that asks for earlier events. Out of the serial queue:
   * the log below the current seq never changes.
   */
  async history(seat: number | null, beforeSeq: number): Promise<ServerMessage> {
    const { entries, fromSeq } = await this.logPage(seat, 1, Math.min(beforeSeq, this.seqValue + 1), 'page');
    return { type: 'history', beforeSeq, entries, fromSeq, complete: fromSeq <= 1 };
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Nobody watches and no bot is about to move: the room may leave memory (the database holds all of it). */
  get idle(): boolean {
    // A room waiting for the database keeps its bots and timers to resume: it is not idle.
    return (
      !this.closed &&
      this.clients.size === 0 &&
      !this.botsScheduled &&
      !this.waitingForDatabase &&
      !this.autoPasses?.armed
    );
  }

  /**
   * Eviction: once every task queued before it has run (a commit, a timer's moves), the room stops for good.
   * Answers whether it was still idle then; if not (a timer's move gave a bot something to do), the caller loads
   * the match again so that nothing is left waiting.
   */
  retire(): Promise<boolean> {
    return this.serial(() => {
      const idle = this.idle;
      this.closed = true;
      this.autoPasses?.clear();
      for (const handle of this.timerHandles) clearTimeout(handle);
      this.timerHandles = [];
      return Promise.resolve(idle);
    });
  }

  /**
   * The one command path, for people, bots and timers alike: checks the seq, lets the engine judge the action,
   * commits it, and only then tells the clients. A refused action changes nothing.
   */
  submit(
    seat: number,
    expectedSeq: number,
    action: unknown,
    source: ActionSource,
    timer?: TimerKind,
  ): Promise<SubmitResult> {
    const started = performance.now();
    const done = this.serial(() => this.perform(seat, expectedSeq, action, source, timer));
    if (source === 'seat' && this.ctx.observer) {
      const observer = this.ctx.observer;
      void done.then(
        (result) => observer.commandDone((performance.now() - started) / 1000, result.ok),
        () => undefined,
      );
    }
    return done;
  }

  /** A bot of this match is about to move or thinking (the bot queue of the metrics). */
  get botPending(): boolean {
    return this.botsScheduled;
  }

  private async perform(
    seat: number,
    expectedSeq: number,
    action: unknown,
    source: ActionSource,
    timer?: TimerKind,
  ): Promise<SubmitResult> {
    if (this.closed) return { ok: false, error: ruleError('serverClosing') };
    traceMark(this.match.id, expectedSeq + 1, 'start');
    const unavailable = await this.databaseRefusal();
    if (unavailable) return unavailable;
    if (this.match.status !== 'active')
      return { ok: false, error: ruleError('matchOver', { status: this.match.status }) };
    if (source === 'seat' && this.match.seats[seat]?.resigned)
      return { ok: false, error: ruleError('resigned', { seat }) };
    if (source === 'seat' && this.match.seats[seat]?.standIn !== undefined)
      return { ok: false, error: ruleError('playedByStandIn', { seat }) };
    // The client saw a later seq on another instance (issue 23): this room reads it before judging.
    if (expectedSeq > this.seqValue && source === 'seat') await this.catchUp('ifLater');
    if (expectedSeq !== this.seqValue)
      return { ok: false, error: ruleError('staleSeq', { expected: this.seqValue, got: expectedSeq }) };
    const { game } = this.ctx.entry;
    const result = game.apply(this.state, seat, action);
    if (!result.ok) return result;

    const seq = this.seqValue + 1;
    const now = this.ctx.now();
    const events: GameEvent[] = [...result.events];
    if (timer) events.push({ type: 'timeout', visibility: 'public', params: { seat, timer } });
    const seatChange = this.seatsAfter(seat, source, timer);
    if (seatChange?.standIn)
      events.push({
        type: 'seatStandIn',
        visibility: 'public',
        params: { seat, level: seatChange.standIn, missed: seatChange.missed },
      });
    const matchAfter = seatChange ? { ...this.match, seats: seatChange.seats } : this.match;
    const decisions = game.decisions(result.state);
    const status: MatchStatus = game.outcome(result.state) ? 'finished' : 'active';
    const timers =
      status === 'active' ? pendingTimers(this.ctx.entry, matchAfter, decisions, seq, now, this.timers) : [];
    const factions = factionsIn(this.ctx.entry, this.match, result.state);
    const factionsChanged = !sameFactions(factions, this.match.factions);
    traceMark(this.match.id, seq, 'applied');
    try {
      await commitAction(this.ctx.db, {
        matchId: this.match.id,
        action: { seq, seat, action, source, events, at: now },
        status,
        deciding: [...new Set(decisions.map((d) => d.seat))],
        snapshot: seq % this.ctx.snapshotEvery === 0 ? JSON.stringify(result.state) : null,
        timers: usesTimers(this.ctx.entry, this.match) ? timers : null,
        factions: factionsChanged ? factions : null,
        seats: seatChange?.seats ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another instance took this seq and nothing of ours was written: memory is the log's state at our seq,
        // so the actions after it are read and applied (no reload from a snapshot). A failed read leaves it stale.
        this.stale = true;
        await this.catchUp();
        this.stale = false;
        return { ok: false, error: ruleError('staleSeq', { expected: this.seqValue, got: expectedSeq }) };
      }
      // Whatever failed, the log may now hold more than memory (a COMMIT whose answer was lost went through).
      this.stale = true;
      if (isConnectionError(error)) return this.refuseUnavailable(error);
      throw error;
    }

    traceMark(this.match.id, seq, 'committed');
    const before = this.state;
    this.state = result.state;
    this.seqValue = seq;
    this.match = { ...matchAfter, seq, status, factions };
    this.timers = timers;
    this.remember({ seq, events });
    this.followWindows();
    const change = { entry: this.ctx.entry, match: this.match, before, after: result.state };
    const answeredByServer = (s: number) => this.autoPasses?.answers(s) === true;
    this.ctx.announce({ ...change, actor: seat, source, events, answeredByServer });
    this.ctx.published({ seq, action: { seat, action, source, events, at: now }, row: this.rowAfter() });
    this.ctx.observer?.committed(this.match.id, seq, source);
    traceMark(this.match.id, seq, 'published');
    await this.broadcast();
    traceMark(this.match.id, seq, 'sent');
    if (status === 'finished') this.ctx.ended?.();
    // At the end the seats may read the spectators' channel, and the private lines both seats agreed to show.
    if (status === 'finished') await this.chat?.resendPages();
    this.armTimers();
    this.kickBots();
    return { ok: true, seq };
  }

  /**
   * A free seat taken by a person (issue 18): its token and the seats stored together, then every client is told
   * (the seat's name and that it is no longer open). Refused when the seat is not free or the match is over.
   */
  claimSeat(seat: number, name: string | undefined, tokenHash: string): Promise<RuleError | null> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable && !unavailable.ok) return unavailable.error;
      if (this.match.status !== 'active') return ruleError('matchOver', { status: this.match.status });
      const current = this.match.seats[seat];
      if (current?.open !== true) return ruleError('seatNotOpen', { seat });
      const seats = this.match.seats.map((s, i) => (i === seat ? takenSeat(current, name) : s));
      try {
        await claimSeat(this.ctx.db, this.match.id, { seat, tokenHash }, seats);
      } catch (error) {
        if (isConnectionError(error)) {
          const refused = this.refuseUnavailable(error);
          return refused.ok ? null : refused.error;
        }
        if (!isUniqueViolation(error)) throw error;
        // Another instance gave the seat away first: read the match again.
        this.stale = true;
        return ruleError('seatNotOpen', { seat });
      }
      this.match = { ...this.match, seats };
      this.ctx.published({ seq: this.seqValue, row: this.rowAfter() });
      this.followWindows();
      await this.broadcast();
      return null;
    });
  }

  /**
   * The seats after this action, when it changes them (issue 18): a person's missed move deadline is counted, and
   * once the match's stand-in rule is met a bot plays the seat; the person's own action sets the count back to 0.
   */
  private seatsAfter(
    seat: number,
    source: ActionSource,
    timer: TimerKind | undefined,
  ): { seats: StoredSeat[]; missed: number; standIn: BotLevel | null } | null {
    const current = this.match.seats[seat];
    if (current?.kind !== 'human') return null;
    const replace = (changed: StoredSeat) => this.match.seats.map((s, i) => (i === seat ? changed : s));
    if (source === 'seat')
      return current.missed ? { seats: replace({ ...current, missed: 0 }), missed: 0, standIn: null } : null;
    if (source !== 'timeout' || timer !== 'move' || current.standIn !== undefined) return null;
    const missed = (current.missed ?? 0) + 1;
    const rule = this.match.standIn;
    const standIn = rule !== null && missed >= rule.afterMissed ? rule.level : null;
    return { seats: replace({ ...current, missed, ...(standIn ? { standIn } : {}) }), missed, standIn };
  }

  /**
   * A seat's vacation pause, once per game (issue 18): its move deadlines stop for `hours` (the most the server
   * allows when not given), the deadline is moved, and the whole table is told (`notice` `seatPaused`).
   */
  pause(seat: number, hours: number | undefined): Promise<RuleError | null> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable && !unavailable.ok) return unavailable.error;
      if (this.match.status !== 'active') return ruleError('matchOver', { status: this.match.status });
      if (this.match.moveDeadlineSeconds === null) return ruleError('vacationWithoutDeadline');
      const current = this.match.seats[seat];
      if (!current || !isPlayedByPerson(current)) return ruleError('vacationNotAPerson', { seat });
      if (current.pausedUntil !== undefined) return ruleError('vacationUsed', { seat });
      const maxHours = Math.floor(this.ctx.vacationMaxMs / 3_600_000);
      const paused = hours ?? maxHours;
      if (paused > maxHours) return ruleError('vacationTooLong', { hours: paused, max: maxHours });
      const now = this.ctx.now();
      const until = now + paused * 3_600_000;
      const match = {
        ...this.match,
        seats: this.match.seats.map((s, i) => (i === seat ? { ...current, pausedUntil: until } : s)),
      };
      const timers = pendingTimers(
        this.ctx.entry,
        match,
        this.ctx.entry.game.decisions(this.state),
        this.seq,
        now,
        this.timers,
      );
      try {
        await updateSeatsAndTimers(this.ctx.db, match.id, match.seats, timers);
      } catch (error) {
        this.stale = true;
        if (!isConnectionError(error)) throw error;
        const refused = this.refuseUnavailable(error);
        return refused.ok ? null : refused.error;
      }
      this.match = match;
      this.timers = timers;
      this.armTimers();
      this.notify({ type: 'seatPaused', params: { seat, until, hours: paused } }, this.rowAfter());
      await this.broadcast();
      return null;
    });
  }

  /**
   * A vote of `voter` on another seat (issue 18). Each vote is told to the table; once a strict majority of the
   * other persons agrees, the seat is handed to a bot of the match's stand-in level, or opened (its token dropped)
   * for a new person to claim with its hand and history.
   */
  voteOnSeat(voter: number, seat: number, proposal: SeatVoteProposal, agree: boolean): Promise<RuleError | null> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable && !unavailable.ok) return unavailable.error;
      if (this.match.status !== 'active') return ruleError('matchOver', { status: this.match.status });
      let tally;
      try {
        tally = await new SeatVotes(this.ctx.db, this.match.id).vote(this.match.seats, voter, seat, proposal, agree);
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        const refused = this.refuseUnavailable(error);
        return refused.ok ? null : refused.error;
      }
      if (!('passed' in tally)) return tally;
      this.notify({
        type: 'seatVote',
        params: { seat, by: voter, proposal, votes: tally.votes, needed: tally.needed },
      });
      if (!tally.passed) return null;
      const current = this.match.seats[seat]!;
      const { botLevels } = this.ctx.entry;
      const level = this.match.standIn?.level ?? (botLevels.includes('heuristic') ? 'heuristic' : botLevels[0]!);
      const changed: StoredSeat = proposal === 'bot' ? { ...current, standIn: level } : { ...current, open: true };
      const seats = this.match.seats.map((s, i) => (i === seat ? changed : s));
      try {
        if (proposal === 'bot') await updateSeats(this.ctx.db, this.match.id, seats);
        else await reopenSeat(this.ctx.db, this.match.id, seat, seats);
      } catch (error) {
        this.stale = true;
        if (!isConnectionError(error)) throw error;
        const refused = this.refuseUnavailable(error);
        return refused.ok ? null : refused.error;
      }
      this.match = { ...this.match, seats };
      this.notify({ type: 'seatHandedOver', params: { seat, proposal } }, this.rowAfter());
      this.followWindows();
      await this.broadcast();
      this.kickBots();
      return null;
    });
  }

  /** A server notice to every client of the match (issue 18), with the row when the change behind it altered it. */
  private notify(event: ServerNotice, row?: RowAfter): void {
    this.ctx.published({ seq: this.seqValue, notice: event, ...(row ? { row } : {}) });
    this.notifyHere(event);
  }

  /** What the other instances need of the match row after a change, so that they need not read it (issue 23). */
  private rowAfter(): RowAfter {
    return { seats: this.match.seats, status: this.match.status, timers: this.timers };
  }

  private notifyHere(event: ServerNotice): void {
    const json = Buffer.from(JSON.stringify({ type: 'notice', event } satisfies ServerMessage));
    for (const client of this.clients) client.send(json);
  }

  /** The seat's faction is out: from now on the server plays it with the default action (see README). */
  /**
   * Why `seat` may not play `action` now (issue 21): what `submit` would answer from the last committed state, and
   * that state's seq; null when it is legal. Read only: the match, its log and its timers never change.
   */
  explain(seat: number, action: unknown): { readonly seq: number; readonly error: RuleError | null } {
    const seq = this.seqValue;
    if (this.match.status !== 'active') return { seq, error: ruleError('matchOver', { status: this.match.status }) };
    if (this.match.seats[seat]?.resigned) return { seq, error: ruleError('resigned', { seat }) };
    if (this.match.seats[seat]?.standIn !== undefined) return { seq, error: ruleError('playedByStandIn', { seat }) };
    return { seq, error: this.ctx.entry.game.explain(this.state, seat, action) };
  }

  resign(seat: number): Promise<SubmitResult> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable) return unavailable;
      if (this.match.status !== 'active')
        return { ok: false, error: ruleError('matchOver', { status: this.match.status }) };
      if (this.match.seats[seat]?.resigned) return { ok: true, seq: this.seqValue };
      const seats = this.match.seats.map((s, i) => (i === seat ? { ...s, resigned: true } : s));
      try {
        await updateSeats(this.ctx.db, this.match.id, seats);
      } catch (error) {
        this.stale = true;
        if (isConnectionError(error)) return this.refuseUnavailable(error);
        throw error;
      }
      this.match = { ...this.match, seats };
      this.ctx.published({ seq: this.seqValue, row: this.rowAfter() });
      this.followWindows();
      await this.broadcast();
      this.kickBots();
      return { ok: true, seq: this.seqValue };
    });
  }

  /**
   * The seat's choice whether the server answers the windows it cannot use (on by default); kept with the seats,
   * so that it survives a restart.
   */
  setAutoPass(seat: number, enabled: boolean): Promise<SubmitResult> {
    return this.serial(async () => {
      const unavailable = await this.databaseRefusal();
      if (unavailable) return unavailable;
      const current = this.match.seats[seat];
      if (!current || (current.autoPass !== false) === enabled) return { ok: true, seq: this.seqValue };
      const seats = this.match.seats.map((s, i) => (i === seat ? { ...s, autoPass: enabled } : s));
      try {
        await updateSeats(this.ctx.db, this.match.id, seats);
      } catch (error) {
        this.stale = true;
        if (isConnectionError(error)) return this.refuseUnavailable(error);
        throw error;
      }
      this.match = { ...this.match, seats };
      this.ctx.published({ seq: this.seqValue, row: this.rowAfter() });
      this.followWindows();
      await this.broadcast();
      return { ok: true, seq: this.seqValue };
    });
  }

  /** Arms the delays of the windows this state opens for people's seats, and drops those it closed. */
  private followWindows(): void {
    if (!this.autoPasses) return;
    if (this.closed || this.match.status !== 'active' || !this.ctx.holdsLease()) {
      this.autoPasses.clear();
      return;
    }
    const { game, autoPassAnswer } = this.ctx.entry;
    this.autoPasses.update(
      autoPassWindows(game.decisions(this.state), autoPassAnswer, this.state, (seat) => {
        const stored = this.match.seats[seat];
        return isPlayedByPerson(stored) && stored?.autoPass !== false;
      }),
    );
  }

  /** A window's delay is up: if the seat still has that window, its refusal is played as an ordinary action. */
  private async autoPass(window: AutoPassWindow<unknown>): Promise<void> {
    if (this.closed || this.match.status !== 'active' || !this.ctx.holdsLease()) return;
    const { game, autoPassAnswer } = this.ctx.entry;
    const still = game.decisions(this.state).some((d) => d.seat === window.seat && d.kind === window.kind);
    const answer = still ? autoPassAnswer(this.state, window.seat) : null;
    if (answer === null) {
      this.followWindows();
      return;
    }
    const result = await this.perform(window.seat, this.seqValue, answer, 'autoPass');
    // Refused (the database is away): the window is armed again and answered once a command can go through.
    if (!result.ok) this.followWindows();
  }

  /** Records the rematch so clients still watching this match learn where the next one is. */
  announceRematch(rematchId: string): Promise<void> {
    return this.serial(async () => {
      this.match = { ...this.match, rematch: rematchId };
      await this.broadcast();
    });
  }

  /**
   * Another instance committed a change of this match (issue 23): its notice goes to this room's clients. The next
   * action is applied in memory from the message and a seat change taken from it, without a read; a seq this room
   * cannot follow from its own (a lost message) or a change told without its content is read from the database.
   * Either way its clients get every action once, in order.
   */
  remoteChange(change: MatchChangeMessage): Promise<void> {
    return this.serial(async () => {
      if (this.closed) return;
      if (change.action) traceMark(this.match.id, change.seq, 'remoteStart');
      if (change.notice) this.notifyHere(change.notice);
      const expected = change.action ? this.seqValue + 1 : this.seqValue;
      if (change.seq < expected) {
        // Already here (read meanwhile), unless a seat change of an earlier seq came after a later action.
        if (change.row && !change.action) await this.catchUp();
        return;
      }
      if (change.seq > expected || this.stale || (change.action && !change.row)) {
        await this.catchUp();
        return;
      }
      if (change.action && change.row) await this.applyRemote(change.seq, change.action, change.row);
      else if (change.row) await this.takeRow(change.row);
      else if (change.chat !== undefined) await this.chat?.caughtUp(change.chat);
      else if (!change.notice) await this.catchUp();
    });
  }

  /** Reads the log and the row (the periodic scan found the log ahead, or Redis came back after an outage). */
  readLog(): Promise<void> {
    return this.serial(async () => {
      if (!this.closed) await this.catchUp();
    });
  }

  /** The action another instance committed at the next seq: the engine gives the same state here as there. */
  private async applyRemote(seq: number, committed: CommittedAction, row: RowAfter): Promise<void> {
    const result = this.ctx.entry.game.apply(this.state, committed.seat, committed.action);
    if (!result.ok) {
      // Memory is not the log's state (a snapshot of another engine version): read it all again.
      await this.reload();
      this.kickBots();
      return;
    }
    this.state = result.state;
    this.seqValue = seq;
    this.match = {
      ...this.match,
      seats: [...row.seats],
      seq,
      status: row.status,
      factions: factionsIn(this.ctx.entry, this.match, result.state),
    };
    this.timers = row.timers;
    this.remember({ seq, events: committed.events });
    this.followWindows();
    traceMark(this.match.id, seq, 'remoteApplied');
    await this.broadcast();
    traceMark(this.match.id, seq, 'remoteSent');
    if (row.status === 'finished') await this.chat?.resendPages();
    this.armTimers();
    this.kickBots();
  }

  /** The seats (and timers) another instance changed at this room's seq. */
  private async takeRow(row: RowAfter): Promise<void> {
    this.match = { ...this.match, seats: [...row.seats], status: row.status };
    this.timers = row.timers;
    this.followWindows();
    await this.broadcast();
    this.armTimers();
    this.kickBots();
  }

  /** This instance took the match's lease (issue 23): the room reads the log, then runs its bots and timers. */
  takeOver(): Promise<void> {
    return this.serial(async () => {
      if (!this.closed) await this.catchUp();
    });
  }

  /**
   * The actions after this room's seq, applied in order, and the match row and timers as stored. With `ifLater`,
   * the clients are sent an update only if the log had later actions (a client's claim of a later seq is checked).
   */
  private async catchUp(announce: 'always' | 'ifLater' = 'always'): Promise<void> {
    const { game } = this.ctx.entry;
    let state = this.state;
    let seq = this.seqValue;
    const caught: EventsAt[] = [];
    for (const action of await actionsAfter(this.ctx.db, this.match.id, seq)) {
      const result = action.seq === seq + 1 ? game.apply(state, action.seat, action.action) : null;
      if (!result?.ok) {
        // Not the log this room's state came from (a snapshot of another version): read it all again.
        await this.reload();
        this.kickBots();
        return;
      }
      state = result.state;
      seq = action.seq;
      caught.push({ seq, events: action.events });
    }
    const match = await getMatch(this.ctx.db, this.match.id);
    if (!match) throw new Error(`match ${this.match.id} vanished`);
    const status: MatchStatus = game.outcome(state) ? 'finished' : match.status;
    this.match = { ...match, seq, status, factions: factionsIn(this.ctx.entry, match, state) };
    this.state = state;
    this.seqValue = seq;
    for (const entry of caught) this.remember(entry);
    this.timers = await matchTimers(this.ctx.db, match.id);
    this.followWindows();
    if (announce === 'always' || caught.length > 0) await this.broadcast();
    if (status === 'finished' && caught.length > 0) await this.chat?.resendPages();
    this.armTimers();
    this.kickBots();
  }

  /** Stops bots and timers, and waits for the command in progress (its commit, its broadcast) to end. */
  async close(): Promise<void> {
    this.closed = true;
    this.autoPasses?.clear();
    for (const handle of this.timerHandles) clearTimeout(handle);
    this.timerHandles = [];
    await this.tail;
  }

  private async reload(): Promise<void> {
    const match = await getMatch(this.ctx.db, this.match.id);
    if (!match) throw new Error(`match ${this.match.id} vanished`);
    const loaded = await loadMatchState(this.ctx.db, this.ctx.entry, match);
    this.match = { ...match, seq: loaded.seq, factions: factionsIn(this.ctx.entry, match, loaded.state) };
    this.state = loaded.state;
    this.seqValue = loaded.seq;
    this.timers = await matchTimers(this.ctx.db, match.id);
    this.recent.length = 0;
    this.followWindows();
    await this.broadcast();
    this.armTimers();
  }

  /**
   * Null when a command may go on: the database is there and memory is the log's (re-read after a failed write).
   * Else the refusal, and the room resumes its bots and timers once the database is back.
   */
  private async databaseRefusal(): Promise<SubmitResult | null> {
    if (!this.ctx.database.available()) return this.refuseUnavailable(null);
    try {
      await this.readLogIfStale();
    } catch (error) {
      if (isConnectionError(error)) return this.refuseUnavailable(error);
      throw error;
    }
    return null;
  }

  private async readLogIfStale(): Promise<void> {
    if (!this.stale) return;
    await this.reload();
    this.stale = false;
  }

  private refuseUnavailable(error: unknown): SubmitResult {
    if (error !== null) this.ctx.database.lost(error);
    this.resumeWhenDatabaseIsBack();
    return { ok: false, error: ruleError('databaseUnavailable') };
  }

  /** Bots and timers do not retry while the database is away: they are started again once it answers. */
  private resumeWhenDatabaseIsBack(): void {
    if (this.waitingForDatabase || this.closed) return;
    this.waitingForDatabase = true;
    void this.ctx.database.whenAvailable().then(() => {
      this.waitingForDatabase = false;
      if (this.closed) return;
      this.serial(async () => {
        if (this.closed || (await this.databaseRefusal())) return;
        // Timers that fired meanwhile were refused: overdue ones fire again at once.
        this.followWindows();
        this.armTimers();
        this.kickBots();
      }).catch((error: unknown) => this.ctx.report(error, `resuming match ${this.match.id}`));
    });
  }

  private remember(entry: EventsAt): void {
    this.recent.push(entry);
    if (this.recent.length > RECENT_ACTIONS) this.recent.shift();
  }

  /** The events of seqs `first`..`last` (all committed). */
  private eventsBetween(first: number, last: number): Promise<readonly EventsAt[]> | readonly EventsAt[] {
    const cached = this.recent[0];
    if (cached && cached.seq <= first) return this.recent.filter((e) => e.seq >= first && e.seq <= last);
    return eventsAfter(this.ctx.db, this.match.id, first - 1, last);
  }

  /**
   * The seat's log entries of seqs `from`..`before - 1`, filtered by `visibleTo`; with `page`, only their latest
   * part when they are more than a page: the events of at most `HISTORY_PAGE_ACTIONS` actions and
   * `HISTORY_PAGE_ENTRIES` entries (one action's events are never split). `fromSeq` is the first seq covered.
   * Without a promise when the events are in memory (see `sendUpdate`).
   */
  private logPage(seat: number | null, from: number, before: number, extent: LogExtent): LogPage | Promise<LogPage> {
    const paged = extent === 'page';
    const lowest = Math.max(from, paged ? before - HISTORY_PAGE_ACTIONS : 1, 1);
    if (lowest >= before) return { entries: [], fromSeq: before };
    const actions = this.eventsBetween(lowest, before - 1);
    return actions instanceof Promise
      ? actions.then((read) => pageOf(read, seat, paged, lowest))
      : pageOf(actions, seat, paged, lowest);
  }

  /**
   * Every seat's sockets get the update at once; spectators at most every `SPECTATOR_UPDATE_MS`: an update held
   * back is sent when that time is up, with every event since their previous one (a match of bots can play a
   * thousand actions in a second, each of which would be written to every spectator's socket).
   */
  private async broadcast(): Promise<void> {
    const spectatorsDue = this.spectators > 0 && performance.now() - this.spectatorsSentAt >= SPECTATOR_UPDATE_MS;
    if (spectatorsDue) {
      this.spectatorsBehind = false;
      this.spectatorsSentAt = performance.now();
    } else if (this.spectators > 0) this.holdSpectators();
    await this.sendToClients((client) => client.seat !== null || spectatorsDue);
  }

  private holdSpectators(): void {
    this.spectatorsBehind = true;
    if (this.spectatorTimer) return;
    const wait = SPECTATOR_UPDATE_MS - (performance.now() - this.spectatorsSentAt);
    this.spectatorTimer = setTimeout(() => {
      this.spectatorTimer = null;
      this.serial(async () => {
        if (this.closed || !this.spectatorsBehind) return;
        this.spectatorsBehind = false;
        this.spectatorsSentAt = performance.now();
        await this.sendToClients((client) => client.seat === null);
      }).catch((error: unknown) => this.ctx.report(error, `spectators of match ${this.match.id}`));
    }, wait);
    // A held update never keeps the process up.
    this.spectatorTimer.unref();
  }

  /** Thousands of spectators take tens of ms to write to: other matches get their turns in between. */
  private async sendToClients(to: (client: RoomClient) => boolean): Promise<void> {
    await inSlices(this.clients, (client) => (to(client) ? this.sendUpdate(client, 'all') : undefined));
    this.dropUpdates();
  }

  /**
   * Once a moment's updates are written, its pictures and texts are not kept for a later hello (issue 23): a match
   * waits about a second for a person's move, longer than the young generation holds an object, so each kept picture
   * would be copied by a scavenge or two and promoted, to die in the old generation. A hello builds its own.
   */
  private dropUpdates(): void {
    this.updates = null;
  }

  /** The updates of the match as it is now; a change of state, match record or timers starts a new set. */
  private currentUpdates(): UpdateCache {
    const cache = this.updates;
    if (cache && cache.state === this.state && cache.match === this.match && cache.timers === this.timers) return cache;
    this.updates = {
      state: this.state,
      match: this.match,
      timers: this.timers,
      pictures: new Map(),
      json: new Map(),
      shared: null,
    };
    return this.updates;
  }

  /**
   * Sends the client the match as its seat sees it, with its log since `sentSeq`: all of it for a client that is
   * following (a spectator whose updates were held back must lose no event), a page at most for one that has just
   * said hello.
   */
  private sendUpdate(client: RoomClient, extent: LogExtent): void | Promise<void> {
    const updates = this.currentUpdates();
    const key = `${client.seat}:${client.sentSeq}:${extent}`;
    const json = updates.json.get(key) ?? this.serialiseUpdate(updates, key, client.seat, client.sentSeq, extent);
    if (json instanceof Promise) return json.then((read) => this.write(client, read));
    this.write(client, json);
  }

  private write(client: RoomClient, json: Buffer): void {
    client.sentSeq = this.seqValue;
    const sendStart = tracing ? performance.now() : 0;
    client.send(json);
    if (tracing) traceSpan(this.match.id, this.seqValue, 'socketSend', performance.now() - sendStart);
  }

  /** The seat's update as JSON; without a promise unless its log must be read from the database. */
  private serialiseUpdate(
    updates: UpdateCache,
    key: string,
    seat: number | null,
    sentSeq: number,
    extent: LogExtent,
  ): Buffer | Promise<Buffer> {
    let picture = updates.pictures.get(seat);
    if (!picture) {
      const pictureStart = tracing ? performance.now() : 0;
      picture = this.picture(seat);
      updates.pictures.set(seat, picture);
      if (tracing) traceSpan(this.match.id, this.seqValue, 'picture', performance.now() - pictureStart);
    }
    const logStart = tracing ? performance.now() : 0;
    const log = this.logPage(seat, sentSeq + 1, this.seqValue + 1, extent);
    const shown = picture;
    const serialise = (page: LogPage): Buffer => {
      if (tracing) traceSpan(this.match.id, this.seqValue, 'logPage', performance.now() - logStart);
      const jsonStart = tracing ? performance.now() : 0;
      updates.shared ??= this.sharedUpdate();
      const json = Buffer.from(
        updates.shared.text({
          seat,
          view: shown.view,
          actions: shown.actions,
          decisionCount: shown.decisionCount,
          log: page.entries,
          logFrom: page.fromSeq,
          ...(seat !== null ? { autoPass: this.match.seats[seat]?.autoPass !== false } : {}),
        }),
      );
      if (tracing) traceSpan(this.match.id, this.seqValue, 'stringify', performance.now() - jsonStart);
      updates.json.set(key, json);
      return json;
    };
    return log instanceof Promise ? log.then(serialise) : serialise(log);
  }

  /** What the update tells every seat alike, serialised once for all of them. */
  private sharedUpdate(): SharedUpdate {
    const eliminated = this.ctx.entry.eliminatedSeats(this.state);
    const now = this.ctx.now();
    return new SharedUpdate(
      { type: 'update', matchId: this.match.id, game: this.match.game, seq: this.seqValue },
      {
        status: this.match.status,
        deadline: this.deadline,
        resigned: this.match.seats.flatMap((s, i) => (s.resigned ? [i] : [])),
        players: this.match.seats.map((s, i) => ({
          seat: i,
          name: s.name,
          kind: s.kind,
          resigned: s.resigned,
          ...(eliminated.includes(i) ? { eliminated: true } : {}),
          ...(s.standIn !== undefined ? { standIn: s.standIn } : {}),
          ...(s.open === true ? { open: true } : {}),
          ...(s.pausedUntil !== undefined && s.pausedUntil > now ? { pausedUntil: s.pausedUntil } : {}),
        })),
        rematch: this.match.rematch,
      },
    );
  }

  /**
   * What a seat is shown: its view, and what it may do (nothing for spectators, resigned seats, finished games). An
   * eliminated seat watches as a spectator (rules 000 §19.C.12: it may watch, not reveal).
   *
   * The view is the rules' own, without `Game.view`'s defensive copy (8 % of an instance's CPU in the session 33
   * profile): it shares objects with the state, which no one writes (each action makes a new state), and it is only
   * ever serialised, never written, so it must stay inside this room.
   */
  private picture(seat: number | null): SeatPicture {
    const { game, eliminatedSeats } = this.ctx.entry;
    if (seat !== null && eliminatedSeats(this.state).includes(seat))
      return { view: game.rules.view(this.state, null), actions: [], decisionCount: 0 };
    const view = game.rules.view(this.state, seat);
    const stored = seat === null ? undefined : this.match.seats[seat];
    const mayAct =
      seat !== null && this.match.status === 'active' && !stored?.resigned && stored?.standIn === undefined;
    if (!mayAct) return { view, actions: [], decisionCount: 0 };
    // A window the server answers for the seat is not put to it: no prompt that asks nothing.
    const decision = this.autoPasses?.answers(seat) ? [] : game.decisionActions(this.state, seat);
    return { view, actions: [...decision, ...game.interruptActions(this.state, seat)], decisionCount: decision.length };
  }

  private kickBots(): void {
    if (this.botsScheduled || this.closed) return;
    if (this.match.status !== 'active' || !this.automatedDecision() || !this.ctx.holdsLease()) {
      this.ctx.settled();
      return;
    }
    if (!this.ctx.database.available()) {
      this.resumeWhenDatabaseIsBack();
      return;
    }
    this.botsScheduled = true;
    // Off the current call stack: a match of bots advances one action per turn of the event loop, and people's
    // commands and other matches get their turns in between.
    setImmediate(() => {
      this.playBot()
        .catch((error: unknown) => this.ctx.report(error, `bot move in match ${this.match.id}`))
        .finally(() => {
          // Cleared only once the move is in: a bot that thinks in worker threads is never asked twice at once.
          this.botsScheduled = false;
          this.kickBots();
        });
    });
  }

  /** A pending decision of a bot seat or a resigned seat, or undefined. */
  private automatedDecision(): { seat: number; source: ActionSource } | null {
    for (const decision of this.ctx.entry.game.decisions(this.state)) {
      const seat = this.match.seats[decision.seat];
      if (seat?.kind === 'bot' || seat?.standIn !== undefined) return { seat: decision.seat, source: 'bot' };
      if (seat?.resigned) return { seat: decision.seat, source: 'resigned' };
    }
    return null;
  }

  private async playBot(): Promise<void> {
    if (this.closed || this.match.status !== 'active' || !this.ctx.holdsLease()) return;
    const pending = this.automatedDecision();
    if (!pending) return;
    const { game, passAction } = this.ctx.entry;
    const seq = this.seqValue;
    const decision = game.decisionActions(this.state, pending.seat);
    let action: unknown;
    if (pending.source === 'resigned') {
      action = defaultAction(decision, passAction);
    } else {
      // Seeded by match, seq and seat: a bot's choice does not depend on when the server restarted.
      const rng = seedRng(`${this.match.seed}:bot:${seq}:${pending.seat}`);
      const view = game.view(this.state, pending.seat);
      const stored = this.match.seats[pending.seat];
      const level = stored?.botLevel ?? stored?.standIn ?? 'heuristic';
      if (level !== 'random') {
        let bot = this.seatBots.get(pending.seat);
        if (!bot) {
          bot = this.ctx.entry.seatBot(level, this.ctx.searchPool);
          this.seatBots.set(pending.seat, bot);
        }
        const interrupt = bot.wantsInterrupts?.(view, pending.seat)
          ? game.interruptActions(this.state, pending.seat)
          : [];
        const input = { view, actions: [...decision, ...interrupt], seat: pending.seat, rng };
        action = bot.chooseAsync ? await bot.chooseAsync(input) : bot.choose(input);
        if (this.closed || !this.ctx.holdsLease()) return;
      } else {
        const choices = { decision, interrupt: game.interruptActions(this.state, pending.seat) };
        action = this.ctx.bot(view, choices, rng);
      }
    }
    const result = await this.submit(pending.seat, seq, action, pending.source);
    if (!result.ok) {
      const retried = ['staleSeq', 'serverClosing', 'databaseUnavailable'];
      if (!retried.includes(result.error.code)) {
        this.ctx.report(
          new Error(`bot action refused: ${result.error.code} ${JSON.stringify(action)}`),
          `match ${this.match.id}`,
        );
        return;
      }
      this.kickBots();
    }
  }

  private armTimers(): void {
    for (const handle of this.timerHandles) clearTimeout(handle);
    this.timerHandles = [];
    if (this.closed || !this.ctx.holdsLease()) return;
    for (const timer of this.timers) {
      const delay = Math.min(Math.max(0, timer.dueAt - this.ctx.now()), MAX_TIMEOUT_MS);
      const handle = setTimeout(() => {
        // One task for all the overdue seats: an eviction waits for the whole of it.
        this.serial(() => this.fire(timer)).catch((error: unknown) =>
          this.ctx.report(error, `timer ${timer.kind} in match ${this.match.id}`),
        );
      }, delay);
      this.timerHandles.push(handle);
    }
  }

  /** A person whose move deadline has passed: one on a vacation pause is overdue only once the pause has run out. */
  private moveOverdue(seat: number): boolean {
    const stored = this.match.seats[seat];
    if (!isPlayedByPerson(stored)) return false;
    return (stored?.pausedUntil ?? 0) + (this.match.moveDeadlineSeconds ?? 0) * 1000 <= this.ctx.now();
  }

  /** A deadline passed: the overdue seats get their default answers, logged as timeouts. */
  private async fire(timer: StoredTimer): Promise<void> {
    if (this.closed || this.seqValue !== timer.seq || this.match.status !== 'active' || !this.ctx.holdsLease()) return;
    if (timer.dueAt > this.ctx.now()) {
      this.armTimers();
      return;
    }
    this.ctx.observer?.timerFired((this.ctx.now() - timer.dueAt) / 1000);
    const { game, passAction, bidDecisionKind } = this.ctx.entry;
    const phaseKinds = this.ctx.entry.timedPhases(this.match.options).map((p) => p.decisionKind);
    const overdue = game
      .decisions(this.state)
      .filter((d) =>
        timer.kind === 'bid'
          ? d.kind === bidDecisionKind
          : timer.kind === 'phase'
            ? phaseKinds.includes(d.kind)
            : this.moveOverdue(d.seat),
      )
      .map((d) => d.seat);
    for (const seat of overdue) {
      // Only if the seat still waits, and no one acted since this timer's own moves.
      if (!game.decisions(this.state).some((d) => d.seat === seat)) continue;
      const action =
        timer.kind === 'bid' ? passAction : defaultAction(game.decisionActions(this.state, seat), passAction);
      const result = await this.perform(seat, this.seqValue, action, 'timeout', timer.kind);
      if (!result.ok) return;
    }
  }
}

/** A seat's log entries and the first seq they cover. */
interface LogPage {
  readonly entries: LogEntry[];
  readonly fromSeq: number;
}

/** `MatchRoom.logPage` of these actions' events (`lowest` the first seq asked for). */
function pageOf(actions: readonly EventsAt[], seat: number | null, paged: boolean, lowest: number): LogPage {
  const newestFirst: LogEntry[][] = [];
  let count = 0;
  let fromSeq = lowest;
  for (let i = actions.length - 1; i >= 0; i--) {
    const { seq, events } = actions[i]!;
    const visible = events
      .filter((event) => visibleTo(event, seat))
      .map((event) => ({ seq, type: event.type, params: event.params }));
    if (paged && newestFirst.length > 0 && count + visible.length > HISTORY_PAGE_ENTRIES) {
      fromSeq = seq + 1;
      break;
    }
    newestFirst.push(visible);
    count += visible.length;
  }
  return { entries: newestFirst.reverse().flat(), fromSeq };
}

/** Each seat's faction or leader in this state, as the match row keeps it for the summary. */
function factionsIn(entry: GameEntry, match: MatchRecord, state: unknown): (string | null)[] {
  return match.seats.map((_, seat) => entry.factionOf(state, seat));
}

function sameFactions(a: readonly (string | null)[], b: readonly (string | null)[] | null): boolean {
  return b !== null && a.length === b.length && a.every((faction, seat) => faction === b[seat]);
}

/** How much of the log an update or a history answer carries: a page at most, or all that was asked. */
type LogExtent = 'page' | 'all';

interface SeatPicture {
  readonly view: unknown;
  readonly actions: readonly unknown[];
  readonly decisionCount: number;
}

/**
 * The updates of one moment of the match (one state, match record and set of timers), each built and serialised
 * once: pictures by seat, JSON by `seat:sentSeq:extent`.
 */
interface UpdateCache {
  readonly state: unknown;
  readonly match: MatchRecord;
  readonly timers: readonly StoredTimer[];
  readonly pictures: Map<number | null, SeatPicture>;
  readonly json: Map<string, Buffer>;
  /** The text every seat's update shares, built with the first of them. */
  shared: SharedUpdate | null;
}
