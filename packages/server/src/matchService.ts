import { availableParallelism } from 'node:os';
import { SearchPool } from '@arrakis/bots/pool';
import { ruleError, type RuleError } from '@arrakis/engine';
import type { Kysely } from 'kysely';
import type { Bot } from './bots/bot.ts';
import { GAMES, setupRuleError, type GameEntry } from './games.ts';
import type {
  CreateMatchRequest,
  CreateMatchResponse,
  MatchSummary,
  MyMatch,
  RematchResponse,
  SeatInvite,
} from './protocol.ts';
import { MatchRoom, type RoomContext } from './room.ts';
import {
  getMatch,
  getMatches,
  insertMatch,
  insertRematch,
  matchesToResume,
  seatOfToken,
  seatsOfTokens,
  seatTokens,
  type MatchRecord,
  type SeatToken,
  type StoredTimer,
} from './storage/matchStore.ts';
import type { DatabaseAvailability } from './storage/availability.ts';
import type { DatabaseSchema } from './storage/schema.ts';
import { pendingTimers } from './timers.ts';
import { hashToken, newMatchId, newSeed, newToken } from './tokens.ts';

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
  /**
   * Tests only: the matches' seeds are derived from this one (`<matchSeeds>:<n>` for the n-th match this service
   * creates), so a failing test can be replayed. Never settable through the HTTP API.
   */
  readonly matchSeeds?: string;
  report(error: unknown, context: string): void;
}

export function playLink(matchId: string): string {
  return `/play/${matchId}`;
}

/** Matches as the lobby and the sockets see them: creation, rematches, lookups, and the live rooms. */
export class MatchService {
  private readonly rooms = new Map<string, Promise<MatchRoom | null>>();
  private closing = false;
  private pool: SearchPool | null = null;
  private seedsGiven = 0;

  constructor(private readonly options: MatchServiceOptions) {}

  private nextSeed(): string {
    const { matchSeeds } = this.options;
    return matchSeeds === undefined ? newSeed() : `${matchSeeds}:${this.seedsGiven++}`;
  }

  /** One pool of search workers for every match: all cores but one, so the server itself keeps one. */
  private searchPool(): SearchPool {
    this.pool ??= new SearchPool(Math.max(1, availableParallelism() - 1));
    return this.pool;
  }

  private context(entry: GameEntry): RoomContext {
    return {
      db: this.options.db,
      database: this.options.database,
      entry,
      bot: this.options.bot,
      searchPool: () => this.searchPool(),
      snapshotEvery: this.options.snapshotEvery,
      now: Date.now,
      report: this.options.report,
    };
  }

  /** The live room of a match, loaded on first use; null if there is no such match. */
  room(matchId: string): Promise<MatchRoom | null> {
    let room = this.rooms.get(matchId);
    if (!room) {
      room = this.loadRoom(matchId);
      this.rooms.set(matchId, room);
      room.catch(() => this.rooms.delete(matchId));
    }
    return room;
  }

  private async loadRoom(matchId: string): Promise<MatchRoom | null> {
    if (this.closing) return null;
    const match = await getMatch(this.options.db, matchId);
    if (!match) {
      this.rooms.delete(matchId);
      return null;
    }
    return MatchRoom.load(this.context(GAMES[match.game]), match);
  }

  /** After a start: matches with a pending timer or bots to move are taken up again at once. */
  async resume(): Promise<number> {
    const ids = await matchesToResume(this.options.db);
    await Promise.all(ids.map((id) => this.room(id)));
    return ids.length;
  }

  async create(request: CreateMatchRequest): Promise<Outcome<CreateMatchResponse>> {
    const entry = GAMES[request.game];
    const options = entry.options.safeParse(request.options ?? {});
    if (!options.success) {
      const issue = options.error.issues[0];
      return refuse(400, 'badOptions', {
        problem: `${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'invalid'}`,
      });
    }
    if (request.seats.length < entry.minSeats || request.seats.length > entry.maxSeats) {
      return refuse(400, 'badSeatCount', { seats: request.seats.length, min: entry.minSeats, max: entry.maxSeats });
    }
    const unknownLevel = request.seats.find((s) => s.botLevel !== undefined && !entry.botLevels.includes(s.botLevel));
    if (unknownLevel?.botLevel) {
      return refuse(400, 'badBotLevel', { level: unknownLevel.botLevel, levels: entry.botLevels.join(', ') });
    }
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
      })),
      seed: this.nextSeed(),
      status: 'active',
      createdAt: new Date().toISOString(),
      rematchOf: null,
      rematch: null,
      moveDeadlineSeconds: request.moveDeadlineSeconds ?? null,
      seq: 0,
      deciding: [],
    };
    const started = this.start(entry, match);
    if (!started.ok) return started;
    const invites: SeatInvite[] = [];
    const tokens: SeatToken[] = [];
    match.seats.forEach((seat, index) => {
      if (seat.kind !== 'human') return;
      const token = newToken();
      invites.push({ seat: index, token, link: `${playLink(match.id)}#token=${token}` });
      tokens.push({ seat: index, tokenHash: hashToken(token) });
    });
    await insertMatch(this.options.db, started.value.match, tokens, started.value.timers);
    await this.room(match.id);
    return { ok: true, value: { matchId: match.id, invites, spectatorLink: playLink(match.id) } };
  }

  /** Sets the match up once to check its options and learn who decides first; the state itself is not stored. */
  private start(entry: GameEntry, match: MatchRecord): Outcome<{ match: MatchRecord; timers: StoredTimer[] }> {
    let state: unknown;
    try {
      state = entry.game.setup(
        match.options,
        match.seats.map((s) => ({ name: s.name, kind: s.kind })),
        match.seed,
      );
    } catch (error) {
      const ruleErr = setupRuleError(error);
      if (!ruleErr) throw error;
      return { ok: false, status: 400, error: ruleErr };
    }
    const decisions = entry.game.decisions(state);
    const ready = { ...match, deciding: [...new Set(decisions.map((d) => d.seat))] };
    return { ok: true, value: { match: ready, timers: pendingTimers(entry, ready, decisions, 0, Date.now()) } };
  }

  async rematch(matchId: string, token: string): Promise<Outcome<RematchResponse>> {
    const old = await getMatch(this.options.db, matchId);
    if (!old) return refuse(404, 'unknownMatch', { matchId });
    if ((await seatOfToken(this.options.db, matchId, hashToken(token))) === null) return refuse(403, 'badToken');
    if (old.status === 'active') return refuse(409, 'matchNotOver', { matchId });
    if (old.rematch) return { ok: true, value: { matchId: old.rematch, link: playLink(old.rematch) } };
    const entry = GAMES[old.game];
    const started = this.start(entry, {
      ...old,
      id: newMatchId(),
      seats: old.seats.map((s) => ({ ...s, resigned: false })),
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
    await this.room(id);
    const oldRoom = this.rooms.get(old.id);
    if (oldRoom) await (await oldRoom)?.announceRematch(id);
    return { ok: true, value: { matchId: id, link: playLink(id) } };
  }

  async summary(matchId: string): Promise<Outcome<MatchSummary>> {
    const room = await this.room(matchId);
    if (!room) return refuse(404, 'unknownMatch', { matchId });
    const match = room.record;
    const entry = GAMES[match.game];
    return {
      ok: true,
      value: {
        matchId: match.id,
        game: match.game,
        status: match.status,
        seq: room.seq,
        seats: match.seats.map((s, seat) => ({
          seat,
          kind: s.kind,
          name: s.name,
          faction: entry.factionOf(room.currentState, seat),
          resigned: s.resigned,
        })),
        createdAt: match.createdAt,
        rematchOf: match.rematchOf,
        rematch: match.rematch,
        moveDeadlineSeconds: match.moveDeadlineSeconds,
      },
    };
  }

  /** The matches of the seats these tokens hold, newest first; unknown tokens are ignored. */
  async myMatches(tokens: readonly string[]): Promise<MyMatch[]> {
    const seats = await seatsOfTokens(this.options.db, [...new Set(tokens)].map(hashToken));
    const matches = new Map(
      (await getMatches(this.options.db, [...new Set(seats.map((s) => s.matchId))])).map((m) => [m.id, m]),
    );
    return seats
      .flatMap(({ matchId, seat }) => {
        const match = matches.get(matchId);
        if (!match) return [];
        const yourTurn = match.status === 'active' && match.deciding.includes(seat) && !match.seats[seat]?.resigned;
        return [{ matchId, seat, status: match.status, yourTurn, seq: match.seq, createdAt: match.createdAt }];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ createdAt: _createdAt, ...mine }) => mine);
  }

  /** The seat a token holds in a match, or null. */
  seatOf(matchId: string, token: string): Promise<number | null> {
    return seatOfToken(this.options.db, matchId, hashToken(token));
  }

  async close(): Promise<void> {
    this.closing = true;
    const rooms = await Promise.all([...this.rooms.values()].map((r) => r.catch(() => null)));
    await Promise.all(rooms.map((room) => room?.close()));
    await this.pool?.close();
  }
}
