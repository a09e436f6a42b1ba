import type { Generated } from 'kysely';

/**
 * The one schema both dialects share. JSON goes in text columns and times in epoch milliseconds, so SQLite and
 * PostgreSQL store the same values and the queries need no dialect switches.
 */
export interface MatchesTable {
  id: string;
  game: string;
  engine_version: number;
  /** The game's options as given at creation (JSON). */
  options: string;
  /** `StoredSeat[]` (JSON). */
  seats: string;
  seed: string;
  status: string;
  created_at: string;
  rematch_of: string | null;
  /** The match created as this one's rematch, once there is one. */
  rematch: string | null;
  move_deadline_seconds: number | null;
  /** The stand-in rule (`StandIn`, JSON), or null: no stand-in. */
  stand_in: string | null;
  /** 1: listed among the open tables; 0 or null (rows before migration 0005): not. */
  listed: number | null;
  /** The match's webhook (`MatchWebhook`, JSON), or null: none (and in rows before migration 0006). */
  webhook: string | null;
  /** Actions applied so far: a cache of `max(actions.seq)` for the lobby, written in the action's transaction. */
  seq: number;
  /** Seats the game waits for (JSON number[]), so "your turn" needs no replay. */
  deciding: string;
  /**
   * Each seat's faction (Dune) or leader (Imperium), JSON `(string | null)[]`, written at creation and in the
   * transaction of each action that changes it, so a summary needs no replay. Null in rows stored before migration
   * 0002 until their first load.
   */
  factions: string | null;
  /** Why the server cannot load the match (a `QuarantineReason`), or null. Set once, cleared only by hand. */
  quarantine: string | null;
  /** What failed, for whoever investigates (never sent to clients). */
  quarantine_detail: string | null;
}

export interface SeatTokensTable {
  match_id: string;
  seat: number;
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
}

export interface ActionsTable {
  match_id: string;
  /** 1 for the first action: the match's seq once this action is applied. */
  seq: number;
  seat: number;
  action: string;
  /** Who chose it: 'seat', 'bot', 'resigned' (a resigned seat's minimal play), 'timeout' or 'autoPass'. */
  source: string;
  /** The events `apply` returned, with their visibility (JSON): a cache of the replay, for the log. */
  events: string;
  at: number;
}

export interface SnapshotsTable {
  match_id: string;
  seq: number;
  state: string;
}

/** A match started by "play on from here" (issue 22, `branchStore.ts`): where its first state comes from. */
export interface MatchBranchesTable {
  match_id: string;
  /** The stored match it was branched from; null for an uploaded record. */
  source_match: string | null;
  at: number;
  /** The source game's seed, seats (`SeatSetup[]`, JSON) and first `at` actions (`LoggedAction[]`, JSON). */
  seed: string;
  seats: string;
  actions: string;
}

/** A finished match's post-game review (issue 22, `reviewStore.ts`): queued at the end, computed once. */
/** A person's vote on another seat in progress (issue 18), kept until it passes or the match ends (issue 23). */
export interface SeatVotesTable {
  match_id: string;
  seat: number;
  proposal: string;
  voter: number;
}

export interface MatchReviewsTable {
  match_id: string;
  status: 'pending' | 'running' | 'ready' | 'unavailable';
  /** The `GameReview` (JSON) once ready. */
  review: string | null;
  /** Why it is unavailable. */
  reason: string | null;
  created_at: number;
  finished_at: number | null;
  /** How many times it was taken; the count fences a taker's writes (a stuck one was given to another). */
  attempts: Generated<number>;
  /** While running: taken again by another instance after this time (epoch ms), unless renewed. */
  lease_until: number | null;
  /** While pending after a stuck attempt: not taken before this time. */
  retry_at: number | null;
}

export interface TimersTable {
  match_id: string;
  kind: string;
  /** The match's seq when the timer was armed: a timer fires only if nothing happened since. */
  seq: number;
  due_at: number;
}

/** Chat lines (see `ChatLine`), kept with the match. */
export interface ChatLinesTable {
  match_id: string;
  n: number;
  at: number;
  from_seat: number | null;
  channel: string;
  to_seat: number | null;
  text: string;
}

/** A seat's chat settings: `mute` another seat's lines, agree to `show` their private lines after the end. */
export interface ChatSettingsTable {
  match_id: string;
  seat: number;
  kind: string;
  other: number;
}

/** Lines reported to the operators: who reported (`seat:N` or `spectator`) and when. */
export interface ChatReportsTable {
  match_id: string;
  n: number;
  reporter: string;
  at: number;
}

/** An account (issue 18): only the SHA-256 of its link token is stored. */
export interface AccountsTable {
  token_hash: string;
  created_at: number;
}

/** A seat attached to an account: its token sealed with a key derived from the account's link token. */
export interface AccountSeatsTable {
  account_hash: string;
  match_id: string;
  seat: number;
  sealed_token: string;
}

export interface DatabaseSchema {
  matches: MatchesTable;
  match_branches: MatchBranchesTable;
  match_reviews: MatchReviewsTable;
  seat_votes: SeatVotesTable;
  seat_tokens: SeatTokensTable;
  actions: ActionsTable;
  snapshots: SnapshotsTable;
  timers: TimersTable;
  chat_lines: ChatLinesTable;
  chat_settings: ChatSettingsTable;
  chat_reports: ChatReportsTable;
  accounts: AccountsTable;
  account_seats: AccountSeatsTable;
}
