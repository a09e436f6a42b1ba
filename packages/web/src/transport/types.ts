import type { DuneAction, DuneView } from '@arrakis/dune';
import type { RuleRef } from '@arrakis/engine';
import type {
  GameName,
  LogEntry,
  MatchStatus,
  SeatInfo,
  SeatVoteProposal,
  ServerNotice,
} from '@arrakis/server/protocol';
import type { ChatLink } from '../chat/chatState.ts';

export type { GameName, LogEntry, MatchStatus, SeatInfo, SeatVoteProposal, ServerNotice };

/**
 * What the UI gets after every change: the same shape from the server and from the in-browser engine. Dune's view
 * and actions by default; Dune: Imperium's screen uses `Update<ImperiumView, ImperiumAction>`.
 */
export interface Update<V = DuneView, A = DuneAction> {
  readonly matchId: string;
  /** The game played; absent means Dune (local Dune games and servers from before Imperium). */
  readonly game?: GameName;
  /** Actions applied so far. */
  readonly seq: number;
  /** The seat this update is for (null: a spectator). */
  readonly seat: number | null;
  readonly view: V;
  /** The seat's legal actions now, interrupts included (empty when it has nothing to do). */
  readonly actions: readonly A[];
  /** New log entries since the previous update for this seat. */
  readonly log: readonly LogEntry[];
  /**
   * True when `log` replaces the log so far (after a change of seat in hot-seat play, or a fresh connection): the
   * seat's whole log, or only its latest page when `logFrom` is past 1.
   */
  readonly fullLog: boolean;
  /**
   * The first seq `log` covers. A fresh connection to a server gets the latest page of the log only: the events
   * before `logFrom` come with `loadEarlier`. Absent: the log starts at the first action.
   */
  readonly logFrom?: number;
  readonly status: MatchStatus;
  /** Deadline of the current decision (ms since epoch), e.g. the bidding timer (rules 000 §8.H). */
  readonly deadline: number | null;
  /** Every seat in order: its public name, kind and resignation (empty when the server does not send them). */
  readonly players: readonly SeatInfo[];
  /** The match created as this one's rematch, once someone started it (online only). */
  readonly rematch: string | null;
  /** This seat's setting: whether the host answers the windows it cannot use (absent: not told). */
  readonly autoPass?: boolean;
  /** How many of `actions` answer a decision the game waits for from this seat (absent: not told). */
  readonly decisionCount?: number;
}

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** An error to show: a refused action or a connection problem, with an i18n key. */
export interface ConnectionError {
  readonly code: string;
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** The rule that refuses an action (issue 21), when the game names it. */
  readonly rule?: RuleRef;
}

/** Why an action would be refused now (issue 21), and at which seq it was asked; `error` null: it is legal. */
export interface Explanation {
  readonly seq: number;
  readonly error: ConnectionError | null;
}

export type ConnectionEvent<V = DuneView, A = DuneAction> =
  | { readonly type: 'update'; readonly update: Update<V, A> }
  | { readonly type: 'error'; readonly error: ConnectionError }
  /** The page of the log before `beforeSeq` that `loadEarlier` asked for: entries of seqs `fromSeq`..`beforeSeq - 1`. */
  | {
      readonly type: 'history';
      readonly beforeSeq: number;
      readonly entries: readonly LogEntry[];
      readonly fromSeq: number;
    }
  | { readonly type: 'state'; readonly state: ConnectionState }
  /** Something the server told the table outside the game's log (issue 18): a pause, a vote on a seat. */
  | { readonly type: 'notice'; readonly notice: ServerNotice };

/** A game as the UI sees it, wherever the engine runs. */
export interface GameConnection<V = DuneView, A = DuneAction> {
  readonly kind: 'remote' | 'local';
  /** Several human seats share this screen (hot-seat): a privacy screen goes between them. */
  readonly hotSeat: boolean;
  /** The match's chat: online only (issue 18). */
  readonly chat?: ChatLink;
  subscribe(listener: (event: ConnectionEvent<V, A>) => void): () => void;
  send(action: unknown): void;
  /** Asks for the page of the log before `beforeSeq` (a server's connection only: a local game has it all). */
  loadEarlier?(beforeSeq: number): void;
  resign(): void;
  /** The seat's vacation pause, once per game (online only; issue 18). */
  vacation?(hours?: number): void;
  /** A vote to hand `seat` to a bot or open it to a new person (online only; issue 18). */
  seatVote?(seat: number, proposal: SeatVoteProposal, agree: boolean): void;
  /** Whether the host answers for this seat the windows it cannot use (on unless turned off). */
  setAutoPass(enabled: boolean): void;
  /**
   * Why the game would refuse `action` from this seat now (issue 21), without playing it: a server's answer or the
   * local engine's. Answers `offline` when nobody can be asked.
   */
  explain?(action: unknown): Promise<Explanation>;
  close(): void;
}
