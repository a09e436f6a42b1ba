import {
  RECORD_FORMAT,
  RECORD_VERSION,
  ruleError,
  stateHash,
  type GameEvent,
  type GameRecord,
  type LoggedAction,
  type RuleError,
  type Seat,
  type SeatSetup,
} from '@arrakis/engine';
import { readGameRecord } from '@arrakis/engine/records';
import type { Kysely } from 'kysely';
import { GAMES, setupRuleError, type GameEntry } from './games.ts';
import { entryFor, LoadError, loadMatchState, startingState, visibleTo } from './matchLoader.ts';
import type { MatchService, Outcome } from './matchService.ts';
import type { CreateMatchRequest, CreateMatchResponse, GameName } from './protocol.ts';
import { matchBranch } from './storage/branchStore.ts';
import { actionsAfter, getMatch, seatOfToken, type ActionRecord, type MatchRecord } from './storage/matchStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';
import { hashToken } from './tokens.ts';

/** The largest record `POST /api/records/check` and `POST /api/matches/play-on` read (a long 6-faction Dune: ~200 KB). */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

/** A seat's own log (docs/records.md "Over HTTP"): what it saw, action by action; no seed, no action. */
export interface ViewLog {
  readonly format: 'arrakis-view-log';
  readonly game: GameName;
  readonly seat: Seat;
  readonly entries: readonly LogEntry[];
}

export interface LogEntry {
  readonly seq: number;
  readonly events: readonly GameEvent[];
}

export interface ViewAt {
  readonly seq: number;
  readonly view: unknown;
  readonly log: readonly LogEntry[];
}

export interface RecordCheck {
  readonly ok: true;
  readonly game: GameName;
  readonly actions: number;
  readonly finalHash: string;
}

/** A record read and replayed: its game, and the state after `at` of its actions. */
export interface ReplayedRecord {
  readonly entry: GameEntry;
  readonly record: GameRecord;
  readonly state: unknown;
}

function refuse<T>(status: number, code: string, params: Record<string, string | number> = {}): Outcome<T> {
  return { ok: false, status, error: ruleError(code, params) };
}

function refusal<T>(status: number, error: RuleError): Outcome<T> {
  return { ok: false, status, error };
}

/**
 * The records of issue 22 over HTTP: a finished match's full record, a seat's own log, the view at a point, and the
 * check of an uploaded record. Nothing here writes; the seed and the other seats' secrets leave only after the end.
 */
export class RecordService {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The match row, or the refusal for an unknown or quarantined match. */
  private async match(matchId: string): Promise<Outcome<MatchRecord>> {
    const match = await getMatch(this.db, matchId);
    if (!match) return refuse(404, 'unknownMatch', { matchId });
    if (match.quarantine || match.unreadable !== null)
      return refuse(409, 'matchQuarantined', { matchId, reason: match.quarantine?.reason ?? 'corruptRecord' });
    return { ok: true, value: match };
  }

  /** A finished match's full record (version 1): seed and every action. Before the end: `matchNotFinished`. */
  async record(matchId: string): Promise<Outcome<GameRecord>> {
    const found = await this.match(matchId);
    if (!found.ok) return found;
    const match = found.value;
    if (match.status === 'active') return refuse(409, 'matchNotFinished', { matchId });
    // A branch starts from another game's position: record version 1 cannot say so (docs/records.md).
    if (await matchBranch(this.db, matchId)) return refuse(409, 'branchRecordUnavailable', { matchId });
    const entry = loadable(match);
    if (!entry.ok) return entry;
    const loaded = await loadMatchState(this.db, entry.value, match);
    const actions = await actionsAfter(this.db, matchId, 0);
    return {
      ok: true,
      value: {
        format: RECORD_FORMAT,
        recordVersion: RECORD_VERSION,
        game: match.game,
        engineVersion: match.engineVersion,
        options: match.options,
        seats: match.seats.map((s, seat) => ({
          name: s.name,
          kind: s.kind,
          ...(s.kind === 'bot' ? { botLevel: s.botLevel ?? 'random' } : {}),
          role: match.factions?.[seat] ?? null,
        })),
        seed: match.seed,
        actions: actions.map((a) => ({ seat: a.seat, action: a.action, at: a.at })),
        createdAt: Date.parse(match.createdAt),
        finalHash: stateHash(loaded.state),
      },
    };
  }

  /** The seat a token holds, or `badSeatToken`. */
  private async seatOf(matchId: string, token: string): Promise<Outcome<Seat>> {
    const seat = await seatOfToken(this.db, matchId, hashToken(token));
    return seat === null ? refuse(403, 'badSeatToken', { matchId }) : { ok: true, value: seat };
  }

  /** During or after a game: the seat's own view of the log, not replayable (no seed, no actions). */
  async seatLog(matchId: string, token: string): Promise<Outcome<ViewLog>> {
    const found = await this.match(matchId);
    if (!found.ok) return found;
    const seat = await this.seatOf(matchId, token);
    if (!seat.ok) return seat;
    const entries = seatEntries(await actionsAfter(this.db, matchId, 0), seat.value, found.value.seq);
    return { ok: true, value: { format: 'arrakis-view-log', game: found.value.game, seat: seat.value, entries } };
  }

  /** The view of a seat (a spectator without a token) after `seq` actions, and the log it saw up to there. */
  async viewAt(matchId: string, seq: number, token: string | undefined): Promise<Outcome<ViewAt>> {
    const found = await this.match(matchId);
    if (!found.ok) return found;
    const match = found.value;
    let seat: Seat | null = null;
    if (token !== undefined) {
      const held = await this.seatOf(matchId, token);
      if (!held.ok) return held;
      seat = held.value;
    }
    if (seq > match.seq) return refuse(400, 'seqOutOfRange', { seq, last: match.seq });
    const entry = loadable(match);
    if (!entry.ok) return entry;
    const branch = await matchBranch(this.db, matchId);
    let state = startingState(entry.value, match, branch);
    const actions = await actionsAfter(this.db, matchId, 0);
    for (const action of actions) {
      if (action.seq > seq) break;
      const result = entry.value.game.apply(state, action.seat, action.action);
      if (!result.ok) throw new LoadError('replayFailed', `match ${matchId}: action ${action.seq} refused on replay`);
      state = result.state;
    }
    const log = seatEntries(actions, seat, seq);
    return { ok: true, value: { seq, view: entry.value.game.view(state, seat), log } };
  }

  /** Reads, checks and replays an uploaded record: what the lobby's import calls before it opens a replay. */
  check(input: unknown): Outcome<RecordCheck> {
    const replayed = replayRecord(input, null);
    if (!replayed.ok) return replayed;
    const { record, state } = replayed.value;
    return {
      ok: true,
      value: { ok: true, game: record.game as GameName, actions: record.actions.length, finalHash: stateHash(state) },
    };
  }
}

/** The events `seat` saw (a spectator: `null`), by action, through `throughSeq`; actions it saw nothing of are left out. */
function seatEntries(actions: readonly ActionRecord[], seat: Seat | null, throughSeq: number): LogEntry[] {
  return actions
    .filter((a) => a.seq <= throughSeq)
    .map((a) => ({ seq: a.seq, events: a.events.filter((e) => visibleTo(e, seat)) }))
    .filter((e) => e.events.length > 0);
}

/** `POST /api/matches/play-on`: a `PlayOnRequest` with the seats and time settings of `POST /api/matches`. */
export type PlayOnBody = Omit<CreateMatchRequest, 'game' | 'options' | 'webhookUrl' | 'lang'> & {
  readonly matchId?: string;
  readonly record?: unknown;
  readonly at: number;
};

/**
 * "Play on from here" (issue 22): a new match from the position after `at` actions of a finished match or an
 * uploaded record, with a fresh seed (`Game.rebranch`), its source kept with it (`match_branches`).
 */
export async function playOn(
  records: RecordService,
  service: MatchService,
  body: PlayOnBody,
): Promise<Outcome<CreateMatchResponse>> {
  if ((body.matchId === undefined) === (body.record === undefined)) return refuse(400, 'playOnNeedsOneSource');
  let source: unknown = body.record;
  if (body.matchId !== undefined) {
    const stored = await records.record(body.matchId);
    if (!stored.ok) return stored;
    source = stored.value;
  }
  const replayed = replayRecord(source, body.at);
  if (!replayed.ok) return replayed;
  const { entry, record, state } = replayed.value;
  if (!entry.game.rebranch) return refuse(400, 'cannotBranch', { game: record.game });
  if (entry.game.outcome(state) !== null) return refuse(400, 'positionFinished', { at: body.at });
  if (body.seats.length !== record.seats.length)
    return refuse(400, 'badSeatCount', {
      seats: body.seats.length,
      min: record.seats.length,
      max: record.seats.length,
    });
  const { at } = body;
  const settings: CreateMatchRequest = {
    game: record.game as GameName,
    options: record.options as Readonly<Record<string, unknown>>,
    seats: body.seats,
    ...(body.moveDeadlineSeconds === undefined ? {} : { moveDeadlineSeconds: body.moveDeadlineSeconds }),
    ...(body.standInAfterMissed === undefined ? {} : { standInAfterMissed: body.standInAfterMissed }),
    ...(body.standInLevel === undefined ? {} : { standInLevel: body.standInLevel }),
    ...(body.listed === undefined ? {} : { listed: body.listed }),
  };
  return service.create(settings, {
    source: { ...(body.matchId === undefined ? {} : { matchId: body.matchId }), at },
    seed: record.seed,
    seats: record.seats.map((s) => ({ name: s.name, kind: s.kind })),
    actions: record.actions.slice(0, at).map((a) => ({ seat: a.seat, action: a.action })),
  });
}

function loadable(match: MatchRecord): Outcome<GameEntry> {
  try {
    return { ok: true, value: entryFor(match) };
  } catch (error) {
    if (error instanceof LoadError) return refuse(409, 'matchQuarantined', { matchId: match.id, reason: error.reason });
    throw error;
  }
}

/**
 * Reads a record of any version, checks its game, engine version, options and seats as `POST /api/matches` would,
 * and replays its first `at` actions (all of them when `at` is null; then its `finalHash`, if any, must be reached).
 * The first action the game refuses is answered `recordDiverges` with its index and the game's error code.
 */
export function replayRecord(input: unknown, at: number | null): Outcome<ReplayedRecord> {
  const read = readGameRecord(input);
  if (!read.ok) {
    return read.refusal === 'newerRecord'
      ? refuse(400, 'recordVersionUnknown', { detail: read.detail })
      : refuse(400, 'recordMalformed', { reason: read.refusal, detail: read.detail });
  }
  const record = read.record;
  const entry = Object.hasOwn(GAMES, record.game) ? GAMES[record.game as GameName] : undefined;
  if (!entry) return refuse(400, 'recordMalformed', { reason: 'unknownGame', detail: `game: ${record.game}` });
  if (!entry.replaysVersions.includes(record.engineVersion))
    return refuse(400, 'recordEngineVersion', {
      version: record.engineVersion,
      supported: entry.replaysVersions.join(', '),
    });
  const options = entry.options.safeParse(record.options ?? {});
  if (!options.success) {
    const issue = options.error.issues[0];
    return refuse(400, 'recordMalformed', {
      reason: 'badOptions',
      detail: `options.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    });
  }
  if (record.seats.length < entry.minSeats || record.seats.length > (entry.seatLimit?.(options.data) ?? entry.maxSeats))
    return refuse(400, 'recordMalformed', { reason: 'badSeatCount', detail: `${record.seats.length} seats` });
  if (at !== null && at > record.actions.length)
    return refuse(400, 'atOutOfRange', { at, actions: record.actions.length });
  const seats: SeatSetup[] = record.seats.map((s) => ({ name: s.name, kind: s.kind }));
  const played = replayActions(entry, options.data, seats, record.seed, record.actions.slice(0, at ?? undefined));
  if (!played.ok) return played;
  if (at === null && record.finalHash !== undefined && stateHash(played.value) !== record.finalHash)
    return refuse(400, 'recordDiverges', { index: record.actions.length, reason: 'finalHashDiffers' });
  return { ok: true, value: { entry, record: { ...record, options: options.data }, state: played.value } };
}

/** Setup and replay of stored or uploaded actions; an engine that throws on hostile input is a refusal too. */
export function replayActions(
  entry: GameEntry,
  options: unknown,
  seats: readonly SeatSetup[],
  seed: string,
  actions: readonly LoggedAction[],
): Outcome<unknown> {
  let state: unknown;
  try {
    state = entry.game.setup(options, seats, seed);
  } catch (error) {
    const setupError = setupRuleError(error);
    if (!setupError) throw error;
    return refuse(400, 'recordMalformed', { reason: setupError.code, detail: 'setup' });
  }
  for (let index = 0; index < actions.length; index++) {
    const { seat, action } = actions[index]!;
    let result;
    try {
      result = entry.game.apply(state, seat, action);
    } catch {
      return refusal(400, ruleError('recordDiverges', { index, reason: 'engineError' }));
    }
    if (!result.ok) return refuse(400, 'recordDiverges', { index, reason: result.error.code });
    state = result.state;
  }
  return { ok: true, value: state };
}
