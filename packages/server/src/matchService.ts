import { availableParallelism } from 'node:os';
import { SearchPool } from '@arrakis/bots/pool';
import type { ReviewBudget } from '@arrakis/bots';
import { reviewBudgetFromEnv } from './reviewBudget.ts';
import { ReviewService, type ReviewProcessSettings } from './reviews.ts';
import { ruleError, type AutoPassDelay, type GameEvent, type RuleError } from '@arrakis/engine';
import type { Kysely } from 'kysely';
import type { Bot } from './bots/bot.ts';
import { LOCAL_FANOUT, type Fanout } from './fanout/fanout.ts';
import { LOCAL_LEASES, type MatchLeases } from './leases/leases.ts';
import type { RoomObserver } from './metrics.ts';
import { GAMES, setupRuleError, type GameEntry } from './games.ts';
import { entryFor, LoadError, startingState } from './matchLoader.ts';
import type {
  ClaimSeatRequest,
  CreateMatchRequest,
  CreateMatchResponse,
  MatchSummary,
  MyMatch,
  OpenTable,
  QuarantineReason,
  RematchResponse,
  SeatInvite,
} from './protocol.ts';
import { MatchRoom, type RoomContext } from './room.ts';
import {
  getMatch,
  getMatches,
  lastPublicEvents,
  matchClocks,
  insertMatch,
  insertRematch,
  listedMatches,
  matchesToResume,
  quarantineMatch,
  seatOfToken,
  seatsOfTokens,
  seatTokens,
  type MatchRecord,
  type MatchWebhook,
  type SeatToken,
  type StoredTimer,
} from './storage/matchStore.ts';
import type { DatabaseAvailability } from './storage/availability.ts';
import type { StoredBranch } from './storage/branchStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';
import { MAX_TIMEOUT_MS, pendingTimers } from './timers.ts';
import { hashToken, newMatchId, newSeed, newToken } from './tokens.ts';
import type { WebhookAnnouncer } from './webhooks/announcer.ts';
import { checkWebhookUrl, resolveWebhook } from './webhooks/delivery.ts';
import type { WebhookQueue } from './webhooks/queue.ts';

/** A timer due this soon is taken over by a scan (issue 23), before the next scan. */
const SCAN_AHEAD_MS = 5_000;

/** Listed matches read for the open-tables list (those without a free seat are left out after the read). */
const OPEN_TABLES_LISTED = 100;

/** A refusal with the HTTP status it maps to. */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly error: RuleError };

function refuse<T>(status: number, code: string, params: Record<string, string | number> = {}): Outcome<T> {
  return { ok: false, status, error: ruleError(code, params) };
}

export interface MatchServiceOptions {
  readonly db: Kysely<DatabaseSchema>;
  readonly database: DatabaseAvailability;
  readonly bot: Bot;
  readonly snapshotEvery: number;
  readonly autoPassDelay: AutoPassDelay | null;
  /**
   * Tests only: the matches' seeds are derived from this one (`<matchSeeds>:<n>` for the n-th match this service
   * creates), so a failing test can be replayed. Never settable through the HTTP API.
   */
  readonly matchSeeds?: string;
  /** An active match's room leaves memory after this long with nobody watching and no bot to move. */
  readonly idleRoomMs: number;
  /** A finished match's room leaves memory this long after its last watcher left. */
  readonly finishedRoomMs: number;
  /** The longest vacation pause a seat may ask for (issue 18). */
  readonly vacationMaxMs: number;
  /** Metrics and the structured log of the rooms (issue 23). */
  readonly observer?: RoomObserver;
  /** Several instances (issue 23): changes told to the others, and the leases of bots and timers. Default: one. */
  readonly instances?: { readonly fanout: Fanout; readonly leases: MatchLeases };
  /** Sends the matches' webhooks (issue 18); absent: webhooks are refused at creation. */
  readonly webhooks?: { readonly queue: WebhookQueue; readonly announcer: WebhookAnnouncer };
  /** The post-game reviews' search budget (issue 22); default from `ARRAKIS_REVIEW_PLAYOUTS`/`ARRAKIS_REVIEW_HORIZON`, else `DEFAULT_REVIEW_BUDGET`. */
  readonly reviewBudget?: ReviewBudget;
  /** The review process's watch (issue 22); default `DEFAULT_REVIEW_PROCESS`. */
  readonly reviewProcess?: ReviewProcessSettings;
  report(error: unknown, context: string): void;
}

/** What a match id leads to: its live room, nothing, or a match the server cannot load. */
export type RoomLookup =
  | { readonly kind: 'live'; readonly room: MatchRoom }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'quarantined'; readonly reason: QuarantineReason }
  | { readonly kind: 'closing' };

/** A hold on a match's room: while one is held, the room stays in memory. Release it exactly when done. */
export interface RoomLease {
  readonly room: Promise<RoomLookup>;
  release(): void;
}

/** A room in memory (or being loaded), with who holds it and its eviction timer. */
interface RoomEntry {
  readonly lookup: Promise<RoomLookup>;
  live: MatchRoom | null;
  leases: number;
  idle: { readonly timer: NodeJS.Timeout; readonly at: number } | null;
}

const UNKNOWN: RoomLookup = { kind: 'unknown' };
const CLOSING: RoomLookup = { kind: 'closing' };

export function playLink(matchId: string): string {
  return `/play/${matchId}`;
}

/**
 * Matches as the lobby and the sockets see them: creation, rematches, lookups, and the live rooms. A room is in
 * memory while someone holds a lease on it (a socket, a request) or a bot has a move to make; then, once idle for
 * `idleRoomMs` (`finishedRoomMs` for a finished match), it is evicted, and loaded again on the next lease. A timer
 * of an evicted match is kept by a wake-up here, which loads the room when the timer is due.
 */
export class MatchService {
  private readonly rooms = new Map<string, RoomEntry>();
  /** Rooms being evicted: a new load of the match waits for the old room's queue to drain. */
  private readonly evictions = new Map<string, Promise<void>>();
  private readonly wakeups = new Map<string, NodeJS.Timeout>();
  private closing = false;
  private pool: SearchPool | null = null;
  private seedsGiven = 0;
  private readonly fanout: Fanout;
  private readonly leases: MatchLeases;
  /** The fan-out listeners of the rooms in memory (issue 23). */
  private readonly listening = new Map<string, () => void>();

  /** The post-game reviews (issue 22), computed in a process of their own at the lowest OS priority. */
  readonly reviews: ReviewService;

  constructor(private readonly options: MatchServiceOptions) {
    this.fanout = options.instances?.fanout ?? LOCAL_FANOUT;
    this.leases = options.instances?.leases ?? LOCAL_LEASES;
    this.reviews = new ReviewService({
      db: options.db,
      liveIdle: () => this.pool?.liveIdle() ?? Promise.resolve(),
      ...(options.reviewProcess ? { process: options.reviewProcess } : {}),
      budget: options.reviewBudget ?? reviewBudgetFromEnv(),
      retryRunning: options.instances === undefined,
      report: options.report,
    });
  }

  /** The database, for the services that read matches beside this one (records, reviews: issue 22). */
  get db(): Kysely<DatabaseSchema> {
    return this.options.db;
  }

  private nextSeed(): string {
    const { matchSeeds } = this.options;
    return matchSeeds === undefined ? newSeed() : `${matchSeeds}:${this.seedsGiven++}`;
  }

  /** One pool of search workers for every match: all cores but one, so the server itself keeps one. */
  private searchPool(): SearchPool {
    this.pool ??= new SearchPool(Math.max(1, availableParallelism() - 1));
    return this.pool;
  }

  private context(entry: GameEntry, matchId: string): RoomContext {
    return {
      db: this.options.db,
      database: this.options.database,
      entry,
      bot: this.options.bot,
      searchPool: () => this.searchPool(),
      snapshotEvery: this.options.snapshotEvery,
      autoPassDelay: this.options.autoPassDelay,
      now: Date.now,
      report: this.options.report,
      vacationMaxMs: this.options.vacationMaxMs,
      announce: (change) => this.options.webhooks?.announcer.announce(change),
      ended: () =>
        void this.reviews
          .ended(matchId)
          .catch((error: unknown) => this.options.report(error, `queueing review ${matchId}`)),
      settled: () => {
        const held = this.rooms.get(matchId);
        if (held) this.quiet(matchId, held);
      },
      holdsLease: () => this.leases.holds(matchId),
      published: (change) => this.fanout.publish(matchId, change),
      ...(this.options.observer ? { observer: this.options.observer } : {}),
    };
  }

  /**
   * Holds the room of a match, loading it if it is not in memory (after an eviction still under way, never
   * before it ends). The lookup rejects only when the database fails; a match that cannot be loaded is
   * quarantined and answered as such.
   */
  lease(matchId: string): RoomLease {
    const entry = this.rooms.get(matchId) ?? this.load(matchId);
    entry.leases++;
    if (entry.idle) {
      clearTimeout(entry.idle.timer);
      entry.idle = null;
    }
    let released = false;
    return {
      room: entry.lookup,
      release: () => {
        if (released) return;
        released = true;
        entry.leases--;
        this.quiet(matchId, entry);
      },
    };
  }

  /**
   * Rooms in memory of matches in play, those of them whose bot is about to move, and those whose lease is held
   * here (the metrics, issue 23).
   */
  roomCounts(): { active: number; botPending: number; leased: number } {
    let active = 0;
    let botPending = 0;
    let leased = 0;
    for (const [id, entry] of this.rooms) {
      if (entry.live?.status !== 'active') continue;
      active++;
      if (entry.live.botPending) botPending++;
      if (this.leases.holds(id)) leased++;
    }
    return { active, botPending, leased };
  }

  /** Whether this instance runs the match's bots and timers now (issue 23). */
  holdsLease(matchId: string): boolean {
    return this.leases.holds(matchId);
  }

  /** The ids of the matches whose rooms are in memory now. */
  liveMatches(): string[] {
    return [...this.rooms].flatMap(([id, entry]) => (entry.live ? [id] : []));
  }

  private load(matchId: string): RoomEntry {
    const previous = this.evictions.get(matchId) ?? Promise.resolve();
    const entry: RoomEntry = { lookup: previous.then(() => this.loadRoom(matchId)), live: null, leases: 0, idle: null };
    this.rooms.set(matchId, entry);
    // Registered before any holder's: the entry knows its room before they use it. Handles the rejection too.
    entry.lookup.then(
      (found) => {
        if (found.kind === 'live') {
          entry.live = found.room;
          this.quiet(matchId, entry);
        } else if (this.rooms.get(matchId) === entry) this.rooms.delete(matchId);
      },
      () => {
        if (this.rooms.get(matchId) === entry) this.rooms.delete(matchId);
      },
    );
    return entry;
  }

  private async loadRoom(matchId: string): Promise<RoomLookup> {
    if (this.closing) return CLOSING;
    const match = await getMatch(this.options.db, matchId);
    if (!match) return UNKNOWN;
    if (match.quarantine) return { kind: 'quarantined', reason: match.quarantine.reason };
    await this.takeLeases([matchId]);
    let room: MatchRoom;
    try {
      room = await MatchRoom.load(this.context(entryFor(match), matchId), match);
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      await quarantineMatch(this.options.db, matchId, { reason: error.reason, detail: error.message });
      this.options.report(error, `match ${matchId} quarantined (${error.reason})`);
      return { kind: 'quarantined', reason: error.reason };
    }
    if (this.closing) {
      await room.close();
      return CLOSING;
    }
    // The room arms its own timers now.
    clearTimeout(this.wakeups.get(matchId));
    this.wakeups.delete(matchId);
    this.listening.get(matchId)?.();
    this.listening.set(
      matchId,
      this.fanout.subscribe(matchId, (message) => {
        room
          .remoteChange(message)
          .catch((error: unknown) => this.options.report(error, `change of match ${matchId} from another instance`));
      }),
    );
    return { kind: 'live', room };
  }

  /** Loads a match's room (its bots and timers start) without holding it. Never rejects: failures are reported. */
  private async touch(matchId: string): Promise<void> {
    const lease = this.lease(matchId);
    try {
      await lease.room;
    } catch (error) {
      this.options.report(error, `loading match ${matchId}`);
    } finally {
      lease.release();
    }
  }

  /** Nobody holds the room: once it is idle, its eviction is due after the quiet period. */
  private quiet(matchId: string, entry: RoomEntry): void {
    const room = entry.live;
    if (!room || entry.leases > 0 || this.closing || this.rooms.get(matchId) !== entry || !room.idle) return;
    const delay = room.status === 'active' ? this.options.idleRoomMs : this.options.finishedRoomMs;
    const at = Date.now() + delay;
    if (entry.idle) {
      if (entry.idle.at <= at) return;
      clearTimeout(entry.idle.timer);
    }
    const timer = setTimeout(() => {
      entry.idle = null;
      this.evict(matchId, entry);
    }, delay);
    timer.unref();
    entry.idle = { timer, at };
  }

  private evict(matchId: string, entry: RoomEntry): void {
    const room = entry.live;
    if (!room || entry.leases > 0 || this.closing || this.rooms.get(matchId) !== entry || !room.idle) return;
    // From here on, a lease loads the match anew, after the old room's queue has drained.
    this.rooms.delete(matchId);
    const done = room
      .retire()
      .then(async (stillIdle) => {
        this.forget(matchId);
        await this.leases.release(matchId);
        if (!stillIdle) {
          // A timer's move left a bot something to do: the match must not wait for someone to open it.
          void this.touch(matchId);
        } else if (room.status === 'active' && room.deadline !== null) {
          this.wakeAt(matchId, room.deadline);
        }
      })
      .catch((error: unknown) => this.options.report(error, `evicting match ${matchId}`))
      .finally(() => {
        if (this.evictions.get(matchId) === done) this.evictions.delete(matchId);
      });
    this.evictions.set(matchId, done);
  }

  /** Loads the match when its timer is due (or when setTimeout's limit comes first: the room re-arms it). */
  private wakeAt(matchId: string, dueAt: number): void {
    if (this.closing) return;
    clearTimeout(this.wakeups.get(matchId));
    const delay = Math.min(Math.max(0, dueAt - Date.now()), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      this.wakeups.delete(matchId);
      void this.touch(matchId);
    }, delay);
    timer.unref();
    this.wakeups.set(matchId, timer);
  }

  /**
   * After a start: matches with bots to move or a timer due within the quiet period are loaded at once (an
   * overdue timer fires then); later timers get a wake-up. A match that fails to load is quarantined or reported,
   * and the others go on.
   */
  async resume(): Promise<number> {
    const pending = await matchesToResume(this.options.db);
    const horizon = Date.now() + this.options.idleRoomMs;
    const now = pending.filter((p) => p.wakeAt === null || p.wakeAt <= horizon);
    for (const p of pending) if (p.wakeAt !== null && p.wakeAt > horizon) this.wakeAt(p.matchId, p.wakeAt);
    await Promise.all(now.map((p) => this.touch(p.matchId)));
    await this.reviews.resume();
    return now.length;
  }

  /** `branch`: "play on from here" (issue 22): the match starts from that position, rebranched with its own seed. */
  async create(request: CreateMatchRequest, branch?: StoredBranch): Promise<Outcome<CreateMatchResponse>> {
    const entry = GAMES[request.game];
    const options = entry.options.safeParse(request.options ?? {});
    if (!options.success) {
      const issue = options.error.issues[0];
      return refuse(400, 'badOptions', {
        problem: `${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'invalid'}`,
      });
    }
    const maxSeats = entry.seatLimit?.(options.data) ?? entry.maxSeats;
    if (request.seats.length < entry.minSeats || request.seats.length > maxSeats) {
      return refuse(400, 'badSeatCount', { seats: request.seats.length, min: entry.minSeats, max: maxSeats });
    }
    const unknownLevel = request.seats.find((s) => s.botLevel !== undefined && !entry.botLevels.includes(s.botLevel));
    if (unknownLevel?.botLevel) {
      return refuse(400, 'badBotLevel', { level: unknownLevel.botLevel, levels: entry.botLevels.join(', ') });
    }
    if (request.seats.some((s) => s.open === true && s.kind !== 'human')) return refuse(400, 'openSeatNotHuman');
    if (request.listed === true && !request.seats.some((s) => s.open === true))
      return refuse(400, 'listedWithoutOpenSeat');
    if (request.standInAfterMissed != null && request.moveDeadlineSeconds == null)
      return refuse(400, 'standInNeedsDeadline');
    const standInLevel =
      request.standInLevel ?? (entry.botLevels.includes('heuristic') ? 'heuristic' : entry.botLevels[0]!);
    if (!entry.botLevels.includes(standInLevel))
      return refuse(400, 'badBotLevel', { level: standInLevel, levels: entry.botLevels.join(', ') });
    const webhook = await this.checkWebhook(request);
    if (webhook && !webhook.ok) return webhook;
    const match: MatchRecord = {
      id: newMatchId(),
      game: request.game,
      engineVersion: entry.engineVersion,
      options: options.data,
      seats: request.seats.map((s, i) => ({
        kind: s.kind,
        name: s.name ?? (s.kind === 'bot' ? `Bot ${i + 1}` : `Player ${i + 1}`),
        resigned: false,
        ...(s.kind === 'bot' ? { botLevel: s.botLevel ?? entry.botLevels[0]! } : {}),
        ...(s.open === true ? { open: true } : {}),
      })),
      seed: this.nextSeed(),
      status: 'active',
      createdAt: new Date().toISOString(),
      rematchOf: null,
      rematch: null,
      moveDeadlineSeconds: request.moveDeadlineSeconds ?? null,
      standIn:
        request.standInAfterMissed == null ? null : { afterMissed: request.standInAfterMissed, level: standInLevel },
      listed: request.listed === true,
      webhook: webhook ? webhook.value : null,
      seq: 0,
      deciding: [],
      factions: null,
      quarantine: null,
      unreadable: null,
    };
    const started = this.start(entry, match, branch);
    if (!started.ok) return started;
    const invites: SeatInvite[] = [];
    const tokens: SeatToken[] = [];
    match.seats.forEach((seat, index) => {
      if (seat.kind !== 'human' || seat.open === true) return;
      const token = newToken();
      invites.push({ seat: index, token, link: `${playLink(match.id)}#token=${token}` });
      tokens.push({ seat: index, tokenHash: hashToken(token) });
    });
    await insertMatch(this.options.db, started.value.match, tokens, started.value.timers, branch);
    this.options.webhooks?.announcer.announce({
      entry,
      match: started.value.match,
      before: null,
      after: started.value.state,
      actor: null,
      source: null,
      events: [],
      answeredByServer: () => false,
    });
    await this.touch(match.id);
    return { ok: true, value: { matchId: match.id, invites, spectatorLink: playLink(match.id) } };
  }

  /**
   * A webhook asked for at creation (issue 18): its URL's form, then every address its host resolves to. Null when
   * none was asked for.
   */
  private async checkWebhook(request: CreateMatchRequest): Promise<Outcome<MatchWebhook> | null> {
    if (request.webhookUrl === undefined) return null;
    const webhooks = this.options.webhooks;
    if (!webhooks) return refuse(400, 'webhooksDisabled');
    const url = checkWebhookUrl(request.webhookUrl, webhooks.queue.policy);
    if (!url.ok) return { ok: false, status: 400, error: url.error };
    const target = await resolveWebhook(url.value, webhooks.queue.policy);
    if (!target.ok) return { ok: false, status: 400, error: target.error };
    return { ok: true, value: { url: url.value.href, lang: request.lang ?? 'fr' } };
  }

  /** Sets the match up once to check its options and learn who decides first; the state itself is not stored. */
  private start(
    entry: GameEntry,
    match: MatchRecord,
    branch?: StoredBranch,
  ): Outcome<{ match: MatchRecord; timers: StoredTimer[]; state: unknown }> {
    let state: unknown;
    try {
      state = startingState(entry, match, branch ?? null);
    } catch (error) {
      const ruleErr = setupRuleError(error);
      if (!ruleErr) throw error;
      return { ok: false, status: 400, error: ruleErr };
    }
    const decisions = entry.game.decisions(state);
    const ready = {
      ...match,
      deciding: [...new Set(decisions.map((d) => d.seat))],
      factions: match.seats.map((_, seat) => entry.factionOf(state, seat)),
    };
    return {
      ok: true,
      value: { match: ready, timers: pendingTimers(entry, ready, decisions, 0, Date.now()), state },
    };
  }

  async rematch(matchId: string, token: string): Promise<Outcome<RematchResponse>> {
    const old = await getMatch(this.options.db, matchId);
    if (!old) return refuse(404, 'unknownMatch', { matchId });
    if ((await seatOfToken(this.options.db, matchId, hashToken(token))) === null) return refuse(403, 'badToken');
    if (old.quarantine || old.unreadable !== null) {
      return refuse(409, 'matchQuarantined', { matchId, reason: old.quarantine?.reason ?? 'corruptRecord' });
    }
    if (old.status === 'active') return refuse(409, 'matchNotOver', { matchId });
    if (old.rematch) return { ok: true, value: { matchId: old.rematch, link: playLink(old.rematch) } };
    const entry = GAMES[old.game];
    const started = this.start(entry, {
      ...old,
      id: newMatchId(),
      // The rematch is played by today's engine, whatever version played the old match.
      engineVersion: entry.engineVersion,
      seats: old.seats.map(({ missed: _missed, standIn: _standIn, pausedUntil: _paused, ...s }) => ({
        ...s,
        resigned: false,
      })),
      seed: this.nextSeed(),
      status: 'active',
      createdAt: new Date().toISOString(),
      rematchOf: old.id,
      rematch: null,
      seq: 0,
    });
    if (!started.ok) return started;
    const tokens = await seatTokens(this.options.db, old.id);
    const id = await insertRematch(this.options.db, old.id, started.value.match, tokens, started.value.timers);
    // Told without its content: the other instances read the row (a rematch is rare).
    this.fanout.publish(old.id, { seq: old.seq });
    await this.touch(id);
    // Only a room in memory has watchers to tell; an evicted one reads the link from its row when loaded.
    if (this.rooms.has(old.id)) {
      const lease = this.lease(old.id);
      try {
        const found = await lease.room;
        if (found.kind === 'live') await found.room.announceRematch(id);
      } finally {
        lease.release();
      }
    }
    return { ok: true, value: { matchId: id, link: playLink(id) } };
  }

  /**
   * Public facts, from the match row alone: no replay. Only a row stored before factions were kept (or one the
   * server has not yet found unreadable) is loaded once, which fills it in or quarantines it.
   */
  /** The listed matches with a free seat, newest first (issue 18): what the lobby's open-tables list shows. */
  async openTables(): Promise<OpenTable[]> {
    const matches = await listedMatches(this.options.db, OPEN_TABLES_LISTED);
    return matches
      .filter((m) => m.quarantine === null && m.unreadable === null && m.seats.some((s) => s.open === true))
      .map((m) => ({
        matchId: m.id,
        game: m.game,
        options: m.options,
        seats: m.seats.map((s, seat) => ({ seat, name: s.name, kind: s.kind, open: s.open === true })),
        moveDeadlineSeconds: m.moveDeadlineSeconds,
        createdAt: m.createdAt,
        seq: m.seq,
      }));
  }

  /** Takes a free seat for whoever asks first: its token, once (issue 18). */
  async claim(matchId: string, request: ClaimSeatRequest): Promise<Outcome<SeatInvite>> {
    const lease = this.lease(matchId);
    try {
      const found = await lease.room;
      if (found.kind === 'quarantined') return refuse(409, 'matchQuarantined', { reason: found.reason });
      if (found.kind !== 'live') return refuse(404, 'unknownMatch', { matchId });
      const token = newToken();
      const refused = await found.room.claimSeat(request.seat, request.name, hashToken(token));
      if (refused) return { ok: false, status: refused.code === 'databaseUnavailable' ? 503 : 409, error: refused };
      return { ok: true, value: { seat: request.seat, token, link: `${playLink(matchId)}#token=${token}` } };
    } finally {
      lease.release();
    }
  }

  async summary(matchId: string): Promise<Outcome<MatchSummary>> {
    let match = await getMatch(this.options.db, matchId);
    if (!match) return refuse(404, 'unknownMatch', { matchId });
    if (!match.quarantine && (match.factions === null || match.unreadable !== null)) {
      const lease = this.lease(matchId);
      try {
        const found = await lease.room;
        if (found.kind === 'live') match = found.room.record;
        else if (found.kind === 'quarantined') match = (await getMatch(this.options.db, matchId)) ?? match;
        else return refuse(404, 'unknownMatch', { matchId });
      } finally {
        lease.release();
      }
    }
    const { factions, quarantine } = match;
    return {
      ok: true,
      value: {
        matchId: match.id,
        game: match.game,
        status: quarantine ? 'quarantined' : match.status,
        seq: match.seq,
        seats: match.seats.map((s, seat) => ({
          seat,
          kind: s.kind,
          name: s.name,
          faction: factions?.[seat] ?? null,
          resigned: s.resigned,
        })),
        createdAt: match.createdAt,
        rematchOf: match.rematchOf,
        rematch: match.rematch,
        moveDeadlineSeconds: match.moveDeadlineSeconds,
        ...(quarantine ? { quarantineReason: quarantine.reason } : {}),
      },
    };
  }

  /**
   * The matches of the seats these tokens hold, newest first; unknown tokens are ignored. Each says its game, its
   * players by name, whom it waits for, the current deadline, when the last move was played and its last public
   * event, from the rows alone.
   */
  async myMatches(tokens: readonly string[]): Promise<MyMatch[]> {
    return this.matchesOfSeats(await seatsOfTokens(this.options.db, [...new Set(tokens)].map(hashToken)));
  }

  /** "My games" of these seats (an account's, issue 18), as `myMatches` lists them. */
  async matchesOfSeats(seats: readonly { matchId: string; seat: number }[]): Promise<MyMatch[]> {
    const ids = [...new Set(seats.map((s) => s.matchId))];
    const matches = new Map((await getMatches(this.options.db, ids)).map((m) => [m.id, m]));
    const clocks = await matchClocks(this.options.db, ids);
    const lastEvents = await lastPublicEvents(this.options.db, ids);
    return seats
      .flatMap(({ matchId, seat }) => {
        const match = matches.get(matchId);
        if (!match) return [];
        // An unreadable row is quarantined when the server first loads it; it is listed as such already.
        const status = match.quarantine || match.unreadable !== null ? 'quarantined' : match.status;
        const yourTurn = status === 'active' && match.deciding.includes(seat) && !match.seats[seat]?.resigned;
        const mine: MyMatch = {
          matchId,
          seat,
          status,
          yourTurn,
          seq: match.seq,
          game: match.game,
          players: match.seats.map((s, i) => ({ name: s.name, kind: s.kind, faction: match.factions?.[i] ?? null })),
          waitingFor: status === 'active' ? match.deciding : [],
          deadline: status === 'active' ? (clocks.get(matchId)?.deadline ?? null) : null,
          lastMoveAt: clocks.get(matchId)?.lastMoveAt ?? null,
          lastEvent: publicEvent(lastEvents.get(matchId)),
        };
        return [{ mine, createdAt: match.createdAt }];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ mine }) => mine);
  }

  /** The seat a token holds in a match, or null. */
  seatOf(matchId: string, token: string): Promise<number | null> {
    return seatOfToken(this.options.db, matchId, hashToken(token));
  }

  /** Stops listening to the other instances' changes of a match whose room left memory. */
  private forget(matchId: string): void {
    this.listening.get(matchId)?.();
    this.listening.delete(matchId);
  }

  /** Takes what leases it can; a failure (the lease connection is down) is reported, and the next scan retries. */
  private async takeLeases(matchIds: readonly string[]): Promise<Set<string>> {
    if (matchIds.length === 0) return new Set();
    try {
      return await this.leases.take(matchIds);
    } catch (error) {
      this.options.report(error, 'taking match leases');
      return new Set();
    }
  }

  /**
   * Several instances (issue 23), every few seconds: rooms behind the log (a fan-out message lost) read it; rooms
   * whose lease is free take it and run their bots and timers; matches with a bot to move or a timer due and no
   * room here are loaded if their lease is free (their instance stopped or died).
   */
  async scan(): Promise<void> {
    if (this.closing) return;
    const live = new Map<string, MatchRoom>();
    for (const [id, entry] of this.rooms) if (entry.live) live.set(id, entry.live);
    for (const stored of await getMatches(this.options.db, [...live.keys()])) {
      const room = live.get(stored.id);
      if (room && stored.seq > room.seq) void this.caughtUp(room, room.readLog());
    }
    const free = [...live].filter(([id, room]) => room.status === 'active' && !this.leases.holds(id));
    for (const id of await this.takeLeases(free.map(([id]) => id))) {
      const room = live.get(id);
      if (room) void this.caughtUp(room, room.takeOver());
    }
    const horizon = Date.now() + SCAN_AHEAD_MS;
    const orphans = (await matchesToResume(this.options.db))
      .filter((p) => !this.rooms.has(p.matchId) && (p.wakeAt === null || p.wakeAt <= horizon))
      .map((p) => p.matchId);
    for (const id of await this.takeLeases(orphans)) void this.touch(id);
    // Reviews given back by a stuck attempt here or left by a stopped instance.
    this.reviews.poll();
  }

  private caughtUp(room: MatchRoom, done: Promise<void>): Promise<void> {
    return done.catch((error: unknown) => this.options.report(error, `catching up match ${room.id}`));
  }

  /** Another instance's messages may have been lost (Redis was away): every room reads its match again. */
  resync(): void {
    for (const entry of this.rooms.values()) {
      const room = entry.live;
      if (room) void this.caughtUp(room, room.readLog());
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    this.reviews.close();
    for (const stop of this.listening.values()) stop();
    this.listening.clear();
    for (const timer of this.wakeups.values()) clearTimeout(timer);
    this.wakeups.clear();
    const entries = [...this.rooms.values()];
    for (const entry of entries) if (entry.idle) clearTimeout(entry.idle.timer);
    const found = await Promise.all(entries.map((entry) => entry.lookup.catch(() => null)));
    await Promise.all(found.map((f) => (f?.kind === 'live' ? f.room.close() : undefined)));
    await Promise.all(this.evictions.values());
    await this.pool?.close();
    await this.reviews.settled();
  }
}

/** An event as "my matches" lists it: its type and parameters (it is public: every seat saw it). */
function publicEvent(event: GameEvent | undefined): MyMatch['lastEvent'] {
  return event === undefined ? null : { type: event.type, params: event.params };
}
