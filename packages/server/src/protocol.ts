/**
 * The wire protocol between the web client and the server (ARCHITECTURE §3). REST for the lobby, one WebSocket
 * per client for actions and pushed updates. Everything is plain JSON; every inbound message is validated by
 * the server (schemas in the server) and capped in size.
 */

import type { RuleError, RuleRef } from '@arrakis/engine';

export type GameName = 'dune' | 'imperium' | 'uprising';

/** Every game the server hosts, in the lobby's order. */
export const GAME_NAMES = ['dune', 'imperium', 'uprising'] as const satisfies readonly GameName[];

export type SeatKind = 'human' | 'bot';

/**
 * How a bot seat plays: `heuristic` (the default) by the rulebook's tactics, `random` at random, and `easy`,
 * `medium`, `hard` by information-set search (ISMCTS) with more time to think at each level.
 */
export const BOT_LEVELS = ['random', 'heuristic', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** POST /api/matches */
export interface CreateMatchRequest {
  readonly game: GameName;
  readonly seats: readonly {
    readonly kind: SeatKind;
    readonly name?: string;
    readonly botLevel?: BotLevel;
    /** A person's seat left free: no invite now; anyone takes it with `POST /api/matches/:id/claim` (issue 18). */
    readonly open?: boolean;
  }[];
  /** Listed in `GET /api/open-tables` while it has a free seat (needs at least one `open` seat). */
  readonly listed?: boolean;
  /** Game options, e.g. Dune's `DuneOptions` (factions chosen or drawn, deck edition…). */
  readonly options?: Readonly<Record<string, unknown>>;
  /**
   * Seconds a person has for each decision; when it is overdue the server plays the default action for the seat
   * (`pass` if legal, else the first legal action) and logs a `timeout` event. Omitted or null: no deadline.
   */
  readonly moveDeadlineSeconds?: number | null;
  /**
   * After this many move deadlines in a row missed by a person, a bot of `standInLevel` plays the seat from then on
   * and the log says so (`seatStandIn`). Needs `moveDeadlineSeconds`. Omitted or null: never.
   */
  readonly standInAfterMissed?: number | null;
  /** The stand-in bot's level (one of the game's); default `heuristic`. */
  readonly standInLevel?: BotLevel;
  /**
   * A webhook (issue 18): a Discord-compatible URL told whose turn it is and each phase's result, from public facts
   * only. https only, to a public address (refused: `webhookNotHttps`, `webhookAddressRefused`).
   */
  readonly webhookUrl?: string;
  /** The match's language, for its webhook's sentences; default `fr`. */
  readonly lang?: MatchLanguage;
}

/** The languages the games speak. */
export const MATCH_LANGUAGES = ['fr', 'en', 'nl'] as const;
export type MatchLanguage = (typeof MATCH_LANGUAGES)[number];

export interface SeatInvite {
  readonly seat: number;
  /** The secret that is the seat: whoever holds it plays it. Only its hash is stored. */
  readonly token: string;
  /** A relative link carrying the token, e.g. `/play/<matchId>#token=<token>`. */
  readonly link: string;
}

export interface CreateMatchResponse {
  readonly matchId: string;
  /** One invite per human seat. The creator keeps those it plays (hot-seat: all of them) and sends the others. */
  readonly invites: readonly SeatInvite[];
  readonly spectatorLink: string;
}

/** `quarantined`: the server cannot load the match from now on (see `QuarantineReason`); every other match goes on. */
export type MatchStatus = 'active' | 'finished' | 'abandoned' | 'quarantined';

/**
 * Why a match is quarantined: its stored log no longer replays (`replayFailed`), its setup throws (`setupFailed`),
 * a stored row is not readable JSON (`corruptRecord`), its game is not hosted here (`unknownGame`), or it was
 * stored by an engine version this server does not replay (`engineVersionUnsupported`).
 */
export type QuarantineReason =
  'replayFailed' | 'setupFailed' | 'corruptRecord' | 'unknownGame' | 'engineVersionUnsupported';

/** GET /api/matches/:id — public facts only. */
export interface MatchSummary {
  readonly matchId: string;
  readonly game: GameName;
  readonly status: MatchStatus;
  readonly seq: number;
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: SeatKind;
    readonly name: string;
    readonly faction: string | null;
    /** The seat resigned: its faction is out and the server plays it with minimal legal actions. */
    readonly resigned?: boolean;
  }[];
  readonly createdAt: string;
  readonly rematchOf: string | null;
  /** The match created as this one's rematch, when there is one. */
  readonly rematch?: string | null;
  readonly moveDeadlineSeconds?: number | null;
  /** Why the match is quarantined, when `status` is `quarantined`. */
  readonly quarantineReason?: QuarantineReason;
}

/**
 * POST /api/matches/:id/rematch with a seat token of the finished match: a new match with the same seats and
 * options and a new seed. Every seat keeps its token (the same invite secret plays the rematch), so the answer
 * carries no secret; asking twice gives the same rematch.
 */
export interface RematchRequest {
  readonly token: string;
}

export interface RematchResponse {
  readonly matchId: string;
  /** `/play/<matchId>`: each browser adds the token it already holds. */
  readonly link: string;
}

/** Every REST error: status 4xx with this body. */
export interface ApiError {
  readonly error: {
    readonly code: string;
    readonly messageKey: string;
    readonly params: Readonly<Record<string, string | number>>;
  };
}

/** POST /api/my-matches with the tokens a browser holds: its games, and where it is its turn. */
export interface MyMatchesRequest {
  readonly tokens: readonly string[];
}

/** `POST /api/accounts` (issue 18): the account's secret link token, given once. */
export interface CreateAccountResponse {
  readonly token: string;
}

/** `POST /api/accounts/seats`: the seat tokens this browser holds, to attach to the account. */
export interface AttachSeatsRequest {
  readonly tokens: readonly string[];
}

export interface AttachSeatsResponse {
  /** The seats now attached to the account (those of unknown tokens are left out). */
  readonly attached: number;
}

/** `GET /api/my-matches` with an account: each attached seat's match, and its token for this device to keep. */
export type AccountMatch = MyMatch & { readonly token: string };

export interface MyMatch {
  readonly matchId: string;
  readonly seat: number;
  readonly status: MatchStatus;
  readonly yourTurn: boolean;
  readonly seq: number;
  /** The rest says what "My games" shows (absent from servers before issue 14). */
  readonly game?: GameName;
  /** Every seat in order: its public name, kind, and faction (Dune) or leader (Imperium) once known. */
  readonly players?: readonly { readonly name: string; readonly kind: SeatKind; readonly faction: string | null }[];
  /** The seats the match waits for (none once it is over). */
  readonly waitingFor?: readonly number[];
  /** When the current decision times out (ms since the epoch), or null. */
  readonly deadline?: number | null;
  /** When the last action was played (ms since the epoch), or null before the first. */
  readonly lastMoveAt?: number | null;
  /** The match's last public event (never a seat's private one), or null before any. */
  readonly lastEvent?: { readonly type: string; readonly params: Readonly<Record<string, unknown>> } | null;
}

/** A seat as every client of a match may see it: public facts only (never its token). */
export interface SeatInfo {
  readonly seat: number;
  /** The name chosen at creation (a default such as `Player 2` when none was given). */
  readonly name: string;
  readonly kind: SeatKind;
  /** The seat resigned: the server plays it from then on. */
  readonly resigned: boolean;
  /** The seat is out of the game (Dune rules 000 §19.C.12): it is sent the spectator view. Absent: still in. */
  readonly eliminated?: boolean;
  /** A bot of this level plays the seat since its person missed too many deadlines (absent: nobody stands in). */
  readonly standIn?: BotLevel;
  /** The seat is free: nobody has taken it yet (see `CreateMatchRequest.listed`). */
  readonly open?: boolean;
  /** The seat's vacation pause (issue 18): its deadlines stop until then (ms since epoch). Absent: none now. */
  readonly pausedUntil?: number;
}

/** A listed match with a free seat, as `GET /api/open-tables` shows it: public facts only. */
export interface OpenTable {
  readonly matchId: string;
  readonly game: GameName;
  /** The game's options as created (public: every seat sees them). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly {
    readonly seat: number;
    readonly name: string;
    readonly kind: SeatKind;
    readonly open: boolean;
  }[];
  readonly moveDeadlineSeconds: number | null;
  readonly createdAt: string;
  /** Actions played so far (0: not started). */
  readonly seq: number;
}

/** POST /api/matches/:id/claim: takes a free seat under a name. */
export interface ClaimSeatRequest {
  readonly seat: number;
  readonly name?: string;
}

/** Where a chat line goes: the whole table, the spectators' channel, or one other seat alone. */
export type ChatTarget = 'table' | 'spectators' | { readonly seat: number };

/** A chat line as its readers get it. */
export interface ChatLine {
  /** The match's line number, from 1, in the order the server took them. */
  readonly n: number;
  /** When the server took it (ms since the epoch). */
  readonly at: number;
  /** The seat that wrote it, or null for a spectator. */
  readonly from: number | null;
  readonly channel: 'table' | 'spectators' | 'private';
  /** The other seat of a private line; null otherwise. */
  readonly to: number | null;
  /** Plain text (no markup), at most `CHAT_MAX_CHARS` characters. */
  readonly text: string;
}

/** Client → server over the WebSocket (`/ws?match=<id>` then `hello`). */
export type ClientMessage =
  /** First message: the seat token (omitted for a spectator) and the last seq the client has seen. */
  | { readonly type: 'hello'; readonly token?: string; readonly lastSeq?: number }
  /** An action for the seat; `seq` is the number of actions the client has seen (stale ones are refused). */
  | { readonly type: 'action'; readonly seq: number; readonly action: unknown }
  | { readonly type: 'resign' }
  /** Whether the server answers for this seat the windows it cannot use (see `GameEntry.autoPassAnswer`). */
  | { readonly type: 'autoPass'; readonly enabled: boolean }
  | { readonly type: 'ping' }
  /** The page of the seat's log just before `beforeSeq` (the `logFrom` of an update, or the `fromSeq` of a page). */
  | { readonly type: 'history'; readonly beforeSeq: number }
  /** A chat line; `matchId`, when given, must be this socket's match. */
  | { readonly type: 'chat'; readonly to: ChatTarget; readonly text: string; readonly matchId?: string }
  /** The page of chat lines this client may read just before line `beforeN`. */
  | { readonly type: 'chatHistory'; readonly beforeN: number }
  /** A seat stops (or starts again) receiving another seat's lines. */
  | { readonly type: 'chatMute'; readonly seat: number; readonly muted: boolean }
  /** Reports line `n` to the server's operators. */
  | { readonly type: 'chatReport'; readonly n: number }
  /** After the end: whether this seat agrees that its private lines with `seat` be shown to everyone. */
  | { readonly type: 'chatShow'; readonly seat: number; readonly shown: boolean }
  /**
   * The seat's vacation pause, once per game (issue 18): its move deadlines stop for `hours` (default and most: the
   * server's setting, 7 days unless set).
   */
  | { readonly type: 'vacation'; readonly hours?: number }
  /**
   * A vote of this seat (issue 18) to hand another seat to a bot, or to open it to a new person (who takes it as an
   * open seat is taken); `agree: false` takes the vote back. A strict majority of the other persons decides.
   */
  | { readonly type: 'seatVote'; readonly seat: number; readonly proposal: SeatVoteProposal; readonly agree: boolean }
  /**
   * Why the seat may not play `action` now (issue 21), asked before playing it (a hovered territory, a card out of
   * reach): answered by `explained` with the same `id`. It never changes the match.
   */
  | { readonly type: 'explain'; readonly id: number; readonly action: unknown };

export type SeatVoteProposal = 'bot' | 'open';

/** An event of the game log, as the seat may see it. */
export interface LogEntry {
  readonly seq: number;
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Server → client. */
export type ServerMessage =
  | {
      readonly type: 'update';
      readonly matchId: string;
      /** Which game the match plays (optional: earlier servers hosted Dune only). */
      readonly game?: GameName;
      /** Actions applied so far. */
      readonly seq: number;
      readonly seat: number | null;
      /** `game.view(state, seat)`: the only state a client ever gets. */
      readonly view: unknown;
      /** The seat's legal actions now (empty when it has nothing to do). */
      readonly actions: readonly unknown[];
      /**
       * How many of the first `actions` answer the seat's pending decision; the rest are interrupts it may play
       * unasked (gifts, cards played at any time). 0 when the game does not wait for this seat.
       */
      readonly decisionCount?: number;
      /** New log entries since the client's last seq, filtered for this seat; at most a page (see `logFrom`). */
      readonly log: readonly LogEntry[];
      /**
       * The first seq whose events `log` holds: it covers seqs `logFrom`..`seq`. Normally the client's last seq + 1;
       * in the answer to a `hello` far behind, later (a page at most: the events of the last `HISTORY_PAGE_ACTIONS`
       * actions, `HISTORY_PAGE_ENTRIES` entries at most), and the earlier events come with `history`. Optional:
       * earlier servers sent the whole log.
       */
      readonly logFrom?: number;
      readonly status: MatchStatus;
      /** Deadline of the current decision (ms since epoch) when a timer runs, e.g. the bidding timer (000 §8.H). */
      readonly deadline: number | null;
      /** Seats that resigned (played by the server from then on). */
      readonly resigned?: readonly number[];
      /**
       * Every seat of the match in seat order: its public name, kind and resignation. Optional: earlier servers
       * sent only `resigned`.
       */
      readonly players?: readonly SeatInfo[];
      /** The rematch of this match once someone created it. */
      readonly rematch?: string | null;
      /** This seat's setting: whether the server answers the windows it cannot use (absent for spectators). */
      readonly autoPass?: boolean;
    }
  | {
      readonly type: 'error';
      readonly code: string;
      readonly messageKey: string;
      readonly params: Readonly<Record<string, string | number>>;
      /** The rule that refuses an action (issue 21): a rulebook and its section. Absent for other errors. */
      readonly rule?: RuleRef;
    }
  /**
   * The answer to `explain` (same `id`): what the game would answer that action at `seq` (the actions applied so
   * far), or null when it is legal. A spectator, or a seat that no longer plays, is told why it may not ask.
   */
  | { readonly type: 'explained'; readonly id: number; readonly seq: number; readonly error: RuleError | null }
  | { readonly type: 'pong' }
  /** Something the server did that is no game action, told to the whole table (issue 18): a seat's vacation pause. */
  | { readonly type: 'notice'; readonly event: ServerNotice }
  /**
   * Chat lines this client may read, oldest first: the latest page after `hello` (or after private lines became
   * public), the answer to `chatHistory` (`before` is its `beforeN`), or one live line (`live`). `more`: earlier
   * lines exist that this client may read.
   */
  | {
      readonly type: 'chat';
      readonly lines: readonly ChatLine[];
      readonly live: boolean;
      readonly before?: number;
      readonly more: boolean;
    }
  /** This seat's chat settings, after `hello` and each change: seats it muted, seats it agreed to show lines with. */
  | { readonly type: 'chatSettings'; readonly muted: readonly number[]; readonly shownWith: readonly number[] }
  /** The report of line `n` is stored. */
  | { readonly type: 'chatReported'; readonly n: number }
  /**
   * The answer to `history`: the seat's entries of seqs `fromSeq`..`beforeSeq - 1` (filtered exactly like an
   * update's log), oldest first; `complete` once `fromSeq` is the first action (nothing earlier).
   */
  | {
      readonly type: 'history';
      readonly beforeSeq: number;
      readonly entries: readonly LogEntry[];
      readonly fromSeq: number;
      readonly complete: boolean;
    };

/** A server event outside the game's log: `seatPaused` (its words in the web's `serverEvents`). */
export type ServerNotice =
  | {
      readonly type: 'seatPaused';
      readonly params: { readonly seat: number; readonly until: number; readonly hours: number };
    }
  /** A vote on `seat` (issue 18): `by` voted (or took its vote back); `votes` of `needed` so far. */
  | {
      readonly type: 'seatVote';
      readonly params: {
        readonly seat: number;
        readonly by: number;
        readonly proposal: SeatVoteProposal;
        readonly votes: number;
        readonly needed: number;
      };
    }
  /** The vote passed: the seat is played by a bot (`bot`) or free for a new person (`open`). */
  | {
      readonly type: 'seatHandedOver';
      readonly params: { readonly seat: number; readonly proposal: SeatVoteProposal };
    };

/** Largest inbound WebSocket message, in bytes. */
export const MAX_MESSAGE_BYTES = 8192;

/** A page of the log (an update after `hello`, a `history` answer) holds the events of at most this many actions… */
export const HISTORY_PAGE_ACTIONS = 100;
/** …and at most this many entries, unless a single action has more (an action's events are never split). */
export const HISTORY_PAGE_ENTRIES = 300;

/** Why the server closed a socket (close codes); clients may also see the standard ones. */
export const CLOSE_CODES = {
  /** The `/ws` query is not one match id (`malformedRequest`). */
  malformedRequest: 4400,
  unknownMatch: 4404,
  /** No successful `hello` within the server's deadline. */
  helloTimeout: 4408,
  /** Too many spectators (of the match, or from the address) or too many sockets from the address. */
  tooMany: 4429,
  /** The client did not read its updates: more than the server's cap waited for it. Reconnect with `lastSeq`. */
  slowConsumer: 1013,
} as const;
