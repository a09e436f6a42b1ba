import type { GameEvent } from '@arrakis/engine';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { GameName, MatchLanguage, MatchStatus, QuarantineReason, SeatKind, BotLevel } from '../protocol.ts';
import { insertBranch, type StoredBranch } from './branchStore.ts';
import { isPostgres } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

/** The queries of the server, one function each; rows become plain records here and nowhere else. */

export interface StoredSeat {
  readonly kind: SeatKind;
  readonly name: string;
  /** A resigned seat's faction is out: the server plays it with the minimal bot (see README). */
  readonly resigned: boolean;
  /** A bot seat's level; absent in matches stored before levels existed (played as `random`). */
  readonly botLevel?: BotLevel;
  /** false: the person answers even the windows it cannot use (absent: the server answers them). */
  readonly autoPass?: boolean;
  /** Move deadlines the person missed in a row (absent: none); its own action sets it back to 0. */
  readonly missed?: number;
  /** A bot of this level plays the seat since its person missed `StandIn.afterMissed` deadlines in a row. */
  readonly standIn?: BotLevel;
  /** A free seat: no token yet; the first to claim it gets one (issue 18). */
  readonly open?: boolean;
  /** The seat's vacation pause (issue 18): its move deadlines stop until then (ms); once given, never again. */
  readonly pausedUntil?: number;
}

/** The match's stand-in rule (issue 18): after `afterMissed` deadlines missed in a row, a bot of `level` plays. */
export interface StandIn {
  readonly afterMissed: number;
  readonly level: BotLevel;
}

export interface MatchRecord {
  readonly id: string;
  readonly game: GameName;
  readonly engineVersion: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly StoredSeat[];
  readonly seed: string;
  readonly status: MatchStatus;
  readonly createdAt: string;
  readonly rematchOf: string | null;
  readonly rematch: string | null;
  readonly moveDeadlineSeconds: number | null;
  /** Null in rows stored before migration 0004, and when the creator chose none. */
  readonly standIn: StandIn | null;
  /** Listed among the open tables while it has a free seat (false in rows stored before migration 0005). */
  readonly listed: boolean;
  /** Null when the creator gave none (and in rows stored before migration 0006). */
  readonly webhook: MatchWebhook | null;
  readonly seq: number;
  readonly deciding: readonly number[];
  /** Each seat's faction or leader, as the summary shows it; null for a row stored before it was kept. */
  readonly factions: readonly (string | null)[] | null;
  readonly quarantine: Quarantine | null;
  /**
   * The JSON column that could not be parsed, when one could not: the record then holds empty values in its place and the
   * match is quarantined (`corruptRecord`) as soon as the server meets it.
   */
  readonly unreadable: string | null;
}

export interface Quarantine {
  readonly reason: QuarantineReason;
  /** What failed, for the log and whoever investigates; never sent to clients. */
  readonly detail: string;
}

/** Where a match's webhook posts, and in which language (issue 18). */
export interface MatchWebhook {
  readonly url: string;
  readonly lang: MatchLanguage;
}

/** A stored row (an action, a snapshot) that is not the JSON it should be: the match cannot be loaded. */
export class CorruptRecordError extends Error {}

/** `phase`: a phase timed as a whole (`GameEntry.timedPhases`). */
export type TimerKind = 'bid' | 'move' | 'phase';

export interface StoredTimer {
  readonly kind: TimerKind;
  readonly seq: number;
  readonly dueAt: number;
}

/** `autoPass`: the server answered a window the seat could not use (see `GameEntry.autoPassAnswer`). */
export type ActionSource = 'seat' | 'bot' | 'resigned' | 'timeout' | 'autoPass';

export interface ActionRecord {
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly source: ActionSource;
  readonly events: readonly GameEvent[];
  readonly at: number;
}

export interface SeatToken {
  readonly seat: number;
  readonly tokenHash: string;
}

type Db = Kysely<DatabaseSchema>;
type Tx = Transaction<DatabaseSchema>;

function matchRow(match: MatchRecord): DatabaseSchema['matches'] {
  return {
    id: match.id,
    game: match.game,
    engine_version: match.engineVersion,
    options: JSON.stringify(match.options),
    seats: JSON.stringify(match.seats),
    seed: match.seed,
    status: match.status,
    created_at: match.createdAt,
    rematch_of: match.rematchOf,
    rematch: match.rematch,
    move_deadline_seconds: match.moveDeadlineSeconds,
    stand_in: match.standIn === null ? null : JSON.stringify(match.standIn),
    listed: match.listed ? 1 : 0,
    webhook: match.webhook === null ? null : JSON.stringify(match.webhook),
    seq: match.seq,
    deciding: JSON.stringify(match.deciding),
    factions: match.factions === null ? null : JSON.stringify(match.factions),
    quarantine: match.quarantine?.reason ?? null,
    quarantine_detail: match.quarantine?.detail ?? null,
  };
}

/** Parses a stored JSON column; a row that is not JSON is a corrupt record, never a reason to throw elsewhere. */
function parseStored(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CorruptRecordError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function matchRecord(row: DatabaseSchema['matches']): MatchRecord {
  const unreadable: string[] = [];
  const json = <T>(column: string, text: string, empty: T): T => {
    try {
      return JSON.parse(text) as T;
    } catch {
      unreadable.push(column);
      return empty;
    }
  };
  const options = json<Record<string, unknown>>('options', row.options, {});
  const seats = json<StoredSeat[]>('seats', row.seats, []);
  const deciding = json<number[]>('deciding', row.deciding, []);
  const factions = row.factions === null ? null : json<(string | null)[] | null>('factions', row.factions, null);
  const standIn = row.stand_in === null ? null : json<StandIn | null>('stand_in', row.stand_in, null);
  const webhook = row.webhook == null ? null : json<MatchWebhook | null>('webhook', row.webhook, null);
  return {
    id: row.id,
    game: row.game as GameName,
    engineVersion: Number(row.engine_version),
    options,
    seats,
    seed: row.seed,
    status: row.status as MatchStatus,
    createdAt: row.created_at,
    rematchOf: row.rematch_of,
    rematch: row.rematch,
    moveDeadlineSeconds: row.move_deadline_seconds === null ? null : Number(row.move_deadline_seconds),
    standIn,
    listed: row.listed !== null && Number(row.listed) === 1,
    webhook,
    seq: Number(row.seq),
    deciding,
    factions,
    quarantine:
      row.quarantine === null
        ? null
        : { reason: row.quarantine as QuarantineReason, detail: row.quarantine_detail ?? '' },
    unreadable: unreadable.length === 0 ? null : unreadable.join(', '),
  };
}

async function insertMatchRows(
  tx: Tx,
  match: MatchRecord,
  tokens: readonly SeatToken[],
  timers: readonly StoredTimer[],
  branch?: StoredBranch,
): Promise<void> {
  await tx.insertInto('matches').values(matchRow(match)).execute();
  if (branch) await insertBranch(tx, match.id, branch);
  if (tokens.length > 0) {
    await tx
      .insertInto('seat_tokens')
      .values(tokens.map((t) => ({ match_id: match.id, seat: t.seat, token_hash: t.tokenHash })))
      .execute();
  }
  await replaceTimers(tx, match.id, timers);
}

export async function insertMatch(
  db: Db,
  match: MatchRecord,
  tokens: readonly SeatToken[],
  timers: readonly StoredTimer[],
  branch?: StoredBranch,
): Promise<void> {
  await db.transaction().execute((tx) => insertMatchRows(tx, match, tokens, timers, branch));
}

/**
 * Creates the rematch and links the old match to it, at most once: if another request linked a rematch first,
 * nothing is written and that rematch's id is returned instead.
 */
export async function insertRematch(
  db: Db,
  oldId: string,
  match: MatchRecord,
  tokens: readonly SeatToken[],
  timers: readonly StoredTimer[],
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const linked = await tx
      .updateTable('matches')
      .set({ rematch: match.id })
      .where('id', '=', oldId)
      .where('rematch', 'is', null)
      .executeTakeFirst();
    if (Number(linked.numUpdatedRows) === 0) {
      const row = await tx.selectFrom('matches').select('rematch').where('id', '=', oldId).executeTakeFirst();
      return row?.rematch ?? match.id;
    }
    await insertMatchRows(tx, match, tokens, timers);
    return match.id;
  });
}

export async function getMatch(db: Db, id: string): Promise<MatchRecord | null> {
  const row = await db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? matchRecord(row) : null;
}

export async function getMatches(db: Db, ids: readonly string[]): Promise<MatchRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('matches').selectAll().where('id', 'in', ids).execute();
  return rows.map(matchRecord);
}

export async function seatOfToken(db: Db, matchId: string, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('seat_tokens')
    .select('seat')
    .where('match_id', '=', matchId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? Number(row.seat) : null;
}

export async function seatsOfTokens(
  db: Db,
  tokenHashes: readonly string[],
): Promise<{ matchId: string; seat: number }[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .selectFrom('seat_tokens')
    .select(['match_id', 'seat'])
    .where('token_hash', 'in', tokenHashes)
    .execute();
  return rows.map((r) => ({ matchId: r.match_id, seat: Number(r.seat) }));
}

export async function seatTokens(db: Db, matchId: string): Promise<SeatToken[]> {
  const rows = await db
    .selectFrom('seat_tokens')
    .select(['seat', 'token_hash'])
    .where('match_id', '=', matchId)
    .execute();
  return rows.map((r) => ({ seat: Number(r.seat), tokenHash: r.token_hash }));
}

export interface ActionCommit {
  readonly matchId: string;
  readonly action: ActionRecord;
  readonly status: MatchStatus;
  readonly deciding: readonly number[];
  /** The state after the action, when a snapshot is due (JSON). */
  readonly snapshot: string | null;
  /** The timers now pending (replacing the old ones), or null to leave them as they are. */
  readonly timers: readonly StoredTimer[] | null;
  /** Each seat's faction or leader when the action changed them, or null to leave them as they are. */
  readonly factions?: readonly (string | null)[] | null;
  /** The seats when the action changed them (a missed deadline counted, a stand-in), or null. */
  readonly seats?: readonly StoredSeat[] | null;
}

/**
 * Writes an action and everything that follows from it, all or nothing. The insert at `seq` is the concurrency
 * guard: if another command (here or on another instance) took that seq first, the primary key refuses it and
 * nothing is written (callers test `isUniqueViolation`). On PostgreSQL it is one statement (data-modifying CTEs,
 * atomic by themselves): one round trip per action instead of a transaction's six, and a pooled connection held
 * for that one trip (issue 23).
 */
export async function commitAction(db: Db, commit: ActionCommit): Promise<void> {
  if (isPostgres(db)) {
    await commitStatement(commit).execute(db);
    return;
  }
  const { matchId, action } = commit;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('actions')
      .values({
        match_id: matchId,
        seq: action.seq,
        seat: action.seat,
        action: JSON.stringify(action.action),
        source: action.source,
        events: JSON.stringify(action.events),
        at: action.at,
      })
      .execute();
    await tx
      .updateTable('matches')
      .set({
        seq: action.seq,
        status: commit.status,
        deciding: JSON.stringify(commit.deciding),
        ...(commit.factions ? { factions: JSON.stringify(commit.factions) } : {}),
        ...(commit.seats ? { seats: JSON.stringify(commit.seats) } : {}),
      })
      .where('id', '=', matchId)
      .execute();
    if (commit.snapshot !== null) {
      await tx.insertInto('snapshots').values({ match_id: matchId, seq: action.seq, state: commit.snapshot }).execute();
    }
    if (commit.timers !== null) await replaceTimers(tx, matchId, commit.timers);
  });
}

/**
 * `commitAction` as one PostgreSQL statement. Its parts see the same snapshot and touch distinct rows: the timers
 * whose kinds are gone are deleted, the others upserted on their primary key.
 */
function commitStatement(commit: ActionCommit): RawBuilder<unknown> {
  const { matchId, action } = commit;
  const changed = [
    sql`seq = ${action.seq}`,
    sql`status = ${commit.status}`,
    sql`deciding = ${JSON.stringify(commit.deciding)}`,
    ...(commit.factions ? [sql`factions = ${JSON.stringify(commit.factions)}`] : []),
    ...(commit.seats ? [sql`seats = ${JSON.stringify(commit.seats)}`] : []),
  ];
  const parts = [
    sql`logged as (insert into actions (match_id, seq, seat, action, source, events, at) values (${matchId}, ${action.seq}, ${action.seat}, ${JSON.stringify(action.action)}, ${action.source}, ${JSON.stringify(action.events)}, ${action.at}))`,
    sql`moved as (update matches set ${sql.join(changed)} where id = ${matchId})`,
  ];
  if (commit.snapshot !== null)
    parts.push(
      sql`pictured as (insert into snapshots (match_id, seq, state) values (${matchId}, ${action.seq}, ${commit.snapshot}))`,
    );
  const timers = commit.timers;
  if (timers !== null && timers.length === 0)
    parts.push(sql`cleared as (delete from timers where match_id = ${matchId})`);
  if (timers !== null && timers.length > 0) {
    const kinds = timers.map((t) => sql`${t.kind}`);
    const rows = timers.map((t) => sql`(${matchId}, ${t.kind}, ${t.seq}, ${t.dueAt})`);
    parts.push(
      sql`cleared as (delete from timers where match_id = ${matchId} and kind not in (${sql.join(kinds)}))`,
      sql`armed as (insert into timers (match_id, kind, seq, due_at) values ${sql.join(rows)} on conflict (match_id, kind) do update set seq = excluded.seq, due_at = excluded.due_at)`,
    );
  }
  return sql`with ${sql.join(parts)} select 1`;
}

async function replaceTimers(tx: Tx, matchId: string, timers: readonly StoredTimer[]): Promise<void> {
  await tx.deleteFrom('timers').where('match_id', '=', matchId).execute();
  if (timers.length === 0) return;
  await tx
    .insertInto('timers')
    .values(timers.map((t) => ({ match_id: matchId, kind: t.kind, seq: t.seq, due_at: t.dueAt })))
    .execute();
}

export async function actionsAfter(db: Db, matchId: string, afterSeq: number): Promise<ActionRecord[]> {
  const rows = await db
    .selectFrom('actions')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    seq: Number(r.seq),
    seat: Number(r.seat),
    action: parseStored(r.action, `action ${r.seq}`),
    source: r.source as ActionSource,
    events: parseStored(r.events, `events of action ${r.seq}`) as GameEvent[],
    at: Number(r.at),
  }));
}

/** The events of the actions after `afterSeq`, for a client catching up. */
export async function eventsAfter(
  db: Db,
  matchId: string,
  afterSeq: number,
  throughSeq?: number,
): Promise<{ seq: number; events: GameEvent[] }[]> {
  const rows = await db
    .selectFrom('actions')
    .select(['seq', 'events'])
    .where('match_id', '=', matchId)
    .where('seq', '>', afterSeq)
    .$if(throughSeq !== undefined, (q) => q.where('seq', '<=', throughSeq!))
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), events: JSON.parse(r.events) as GameEvent[] }));
}

export async function latestSnapshot(db: Db, matchId: string): Promise<{ seq: number; state: unknown } | null> {
  const row = await db
    .selectFrom('snapshots')
    .select(['seq', 'state'])
    .where('match_id', '=', matchId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), state: parseStored(row.state, `snapshot ${row.seq}`) } : null;
}

export async function updateSeats(db: Db, matchId: string, seats: readonly StoredSeat[]): Promise<void> {
  await db
    .updateTable('matches')
    .set({ seats: JSON.stringify(seats) })
    .where('id', '=', matchId)
    .execute();
}

/** The seats and the timers together (a vacation pause moves the deadline). */
export async function updateSeatsAndTimers(
  db: Db,
  matchId: string,
  seats: readonly StoredSeat[],
  timers: readonly StoredTimer[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('matches')
      .set({ seats: JSON.stringify(seats) })
      .where('id', '=', matchId)
      .execute();
    await replaceTimers(tx, matchId, timers);
  });
}

export async function matchTimers(db: Db, matchId: string): Promise<StoredTimer[]> {
  const rows = await db
    .selectFrom('timers')
    .select(['kind', 'seq', 'due_at'])
    .where('match_id', '=', matchId)
    .execute();
  return rows.map((r) => ({ kind: r.kind as TimerKind, seq: Number(r.seq), dueAt: Number(r.due_at) }));
}

/** When "my matches" shows a match: its earliest timer's due time, and when its last action was played (ms). */
export interface MatchClock {
  readonly deadline: number | null;
  readonly lastMoveAt: number | null;
}

export async function matchClocks(db: Db, ids: readonly string[]): Promise<Map<string, MatchClock>> {
  const clocks = new Map<string, MatchClock>();
  if (ids.length === 0) return clocks;
  const timers = await db.selectFrom('timers').select(['match_id', 'due_at']).where('match_id', 'in', ids).execute();
  const moves = await db
    .selectFrom('actions')
    .select((eb) => ['match_id', eb.fn.max('at').as('last')])
    .where('match_id', 'in', ids)
    .groupBy('match_id')
    .execute();
  for (const id of ids) clocks.set(id, { deadline: null, lastMoveAt: null });
  for (const t of timers) {
    const clock = clocks.get(t.match_id)!;
    const due = Number(t.due_at);
    clocks.set(t.match_id, { ...clock, deadline: Math.min(due, clock.deadline ?? due) });
  }
  for (const m of moves) {
    const clock = clocks.get(m.match_id)!;
    clocks.set(m.match_id, { ...clock, lastMoveAt: m.last === null ? null : Number(m.last) });
  }
  return clocks;
}

/** How many of a match's latest actions are searched for its last public event (a few private ones may follow it). */
const LAST_EVENT_SEARCH = 20;

/**
 * Each match's last public event, for "my matches": never an event a seat sees alone, since the list goes to every
 * seat's holder. A match with none among its latest actions is left out.
 */
export async function lastPublicEvents(db: Db, ids: readonly string[]): Promise<Map<string, GameEvent>> {
  const found = new Map<string, GameEvent>();
  for (const id of ids) {
    const rows = await db
      .selectFrom('actions')
      .select(['events'])
      .where('match_id', '=', id)
      .orderBy('seq', 'desc')
      .limit(LAST_EVENT_SEARCH)
      .execute();
    for (const row of rows) {
      const events = readEvents(row.events);
      // An unreadable row (a quarantined match's) says nothing, and the list still answers.
      if (events === null) break;
      const event = events.findLast((e) => e.visibility === 'public');
      if (event) {
        found.set(id, event);
        break;
      }
    }
  }
  return found;
}

function readEvents(text: string): GameEvent[] | null {
  try {
    const events: unknown = JSON.parse(text);
    return Array.isArray(events) ? (events as GameEvent[]) : null;
  } catch {
    return null;
  }
}

export async function updateFactions(db: Db, matchId: string, factions: readonly (string | null)[]): Promise<void> {
  await db
    .updateTable('matches')
    .set({ factions: JSON.stringify(factions) })
    .where('id', '=', matchId)
    .execute();
}

/** Marks a match the server cannot load; it stays so until someone clears the column (see README). */
export async function quarantineMatch(db: Db, matchId: string, quarantine: Quarantine): Promise<void> {
  await db
    .updateTable('matches')
    .set({ quarantine: quarantine.reason, quarantine_detail: quarantine.detail })
    .where('id', '=', matchId)
    .execute();
}

/**
 * A match the server must take up after a start: `wakeAt` null when a bot or a resigned seat must move now,
 * else the due time of its earliest timer. Quarantined matches are left alone.
 */
export interface MatchToResume {
  readonly matchId: string;
  readonly wakeAt: number | null;
}

export async function matchesToResume(db: Db): Promise<MatchToResume[]> {
  const timers = await db
    .selectFrom('timers')
    .innerJoin('matches', 'matches.id', 'timers.match_id')
    .where('matches.quarantine', 'is', null)
    .select(['timers.match_id', 'timers.due_at'])
    .execute();
  const active = await db
    .selectFrom('matches')
    .select(['id', 'seats', 'deciding'])
    .where('status', '=', 'active')
    .where('quarantine', 'is', null)
    .execute();
  const wakeAt = new Map<string, number | null>();
  for (const t of timers) {
    const due = Number(t.due_at);
    wakeAt.set(t.match_id, Math.min(due, wakeAt.get(t.match_id) ?? due));
  }
  for (const m of active) {
    // Read as the loader will: a row that does not parse is taken up too, and quarantined then.
    let automated = true;
    try {
      const seats = JSON.parse(m.seats) as StoredSeat[];
      const deciding = JSON.parse(m.deciding) as number[];
      automated = deciding.some((seat) => seats[seat]?.kind === 'bot' || seats[seat]?.resigned === true);
    } catch {
      automated = true;
    }
    if (automated) wakeAt.set(m.id, null);
  }
  return [...wakeAt].map(([matchId, at]) => ({ matchId, wakeAt: at }));
}

/**
 * Takes a free seat: its token row and the seats in one transaction. The token row's primary key is the guard: if
 * another instance took the seat first, this fails with a unique violation and nothing is written.
 */
export async function claimSeat(
  db: Db,
  matchId: string,
  token: SeatToken,
  seats: readonly StoredSeat[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('seat_tokens')
      .values({ match_id: matchId, seat: token.seat, token_hash: token.tokenHash })
      .execute();
    await tx
      .updateTable('matches')
      .set({ seats: JSON.stringify(seats) })
      .where('id', '=', matchId)
      .execute();
  });
}

/** The newest active listed matches (at most `limit`); the caller keeps those with a free seat. */
export async function listedMatches(db: Db, limit: number): Promise<MatchRecord[]> {
  const rows = await db
    .selectFrom('matches')
    .selectAll()
    .where('listed', '=', 1)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(matchRecord);
}

/**
 * A seat opened to a new person by the table's vote (issue 18): its token goes (the person who held it no longer
 * plays it, nor lists it in an account) and the seats are stored, together.
 */
export async function reopenSeat(db: Db, matchId: string, seat: number, seats: readonly StoredSeat[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('seat_tokens').where('match_id', '=', matchId).where('seat', '=', seat).execute();
    await tx.deleteFrom('account_seats').where('match_id', '=', matchId).where('seat', '=', seat).execute();
    await tx
      .updateTable('matches')
      .set({ seats: JSON.stringify(seats) })
      .where('id', '=', matchId)
      .execute();
  });
}
