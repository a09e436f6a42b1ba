import type { GameRecord } from '@arrakis/engine';
import type { ConnectionError, GameName, LogEntry, Update } from '../transport/types.ts';
import type { Replay } from './replayer.ts';

/**
 * What the viewer steps through: a record replayed in this browser (every point, every seat, the turns and phases),
 * or a running online match read point by point from the server as one seat (or a spectator) saw it.
 */
export interface Timeline {
  readonly game: GameName;
  /** The last point: the number of actions. */
  readonly length: number;
  /** Everything may be shown: the game is over (omniscient), every seat's view and log. */
  readonly omniscient: boolean;
  readonly seats: readonly { readonly name: string; readonly role: string | null }[];
  /** The record, when this browser has it (a finished game): for the download and "play on from here". */
  readonly record: GameRecord | null;
  /** The record replayed in this browser: the review's moments are worded from it. */
  readonly replay: Replay | null;
  /** The seat whose view is shown by default (null: a spectator). */
  readonly defaultSeat: number | null;
  /** Whether the viewer may show another seat's view. */
  readonly seatChoice: boolean;
  update(at: number, seat: number | null): Promise<Update<unknown, unknown> | ConnectionError>;
  /** The turn and phase of each point, when known (a replayed record). */
  readonly marks: readonly { readonly turn: number; readonly phase: string }[] | null;
  nextTurn(at: number): number;
  previousTurn(at: number): number;
  nextPhase(at: number): number;
  previousPhase(at: number): number;
}

export function replayTimeline(replay: Replay): Timeline {
  const { record } = replay;
  const firstHuman = record.seats.findIndex((s) => s.kind === 'human');
  return {
    game: replay.game,
    length: replay.length,
    omniscient: replay.finished,
    seats: record.seats.map((s) => ({ name: s.name, role: s.role ?? null })),
    record,
    replay,
    defaultSeat: firstHuman < 0 ? 0 : firstHuman,
    // Before the end, a record of this browser is a hot-seat table's: every seat's view is on this device already.
    seatChoice: true,
    update: (at, seat) => Promise.resolve(replay.updateAt(at, seat, replay.finished)),
    marks: replay.marks,
    nextTurn: (at) => replay.nextTurn(at),
    previousTurn: (at) => replay.previousTurn(at),
    nextPhase: (at) => replay.nextPhase(at),
    previousPhase: (at) => replay.previousPhase(at),
  };
}

interface ViewAt {
  readonly seq: number;
  readonly view: unknown;
  readonly log: readonly LogEntry[];
}

/** The seat a view is for: Dune's `you`, Imperium's `seat`; null for a spectator's. */
function viewSeat(view: unknown): number | null {
  if (typeof view !== 'object' || view === null) return null;
  const fields = view as Readonly<Record<string, unknown>>;
  const seat = 'you' in fields ? fields['you'] : fields['seat'];
  return typeof seat === 'number' ? seat : null;
}

/** A running online match up to now, as the seat of `token` (or a spectator) saw it: `GET …/view-at/:seq`. */
export function liveTimeline(options: {
  readonly matchId: string;
  readonly token: string | null;
  readonly game: GameName;
  readonly seq: number;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly role: string | null }[];
}): Timeline {
  const { matchId, token, game, seq, seats } = options;
  const clampTo = (at: number) => Math.max(0, Math.min(seq, at));
  return {
    game,
    length: seq,
    omniscient: false,
    seats: seats.map((s) => ({ name: s.name, role: s.role })),
    record: null,
    replay: null,
    defaultSeat: null,
    seatChoice: false,
    marks: null,
    async update(at) {
      const query = token ? `?token=${encodeURIComponent(token)}` : '';
      let response: Response;
      try {
        response = await fetch(`/api/matches/${encodeURIComponent(matchId)}/view-at/${clampTo(at)}${query}`);
      } catch {
        return { code: 'network', messageKey: 'errors.network', params: {} };
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
        const code = typeof body?.error?.code === 'string' ? body.error.code : `http${response.status}`;
        return { code, messageKey: `errors.${code}`, params: {} };
      }
      const answer = (await response.json()) as ViewAt;
      return {
        matchId: '',
        game,
        seq: answer.seq,
        seat: viewSeat(answer.view),
        view: answer.view,
        actions: [],
        log: answer.log,
        fullLog: true,
        status: 'active',
        deadline: null,
        players: seats.map((s, i) => ({ seat: i, name: s.name, kind: s.kind, resigned: false })),
        rematch: null,
      };
    },
    nextTurn: (at) => clampTo(at + 1),
    previousTurn: (at) => clampTo(at - 1),
    nextPhase: (at) => clampTo(at + 1),
    previousPhase: (at) => clampTo(at - 1),
  };
}
