import { jsonEqual, type RuleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from './actions.ts';
import type { EventLog } from './events.ts';
import type { Frame, FrameKind } from './frames.ts';
import type { DuneState, Phase } from './state.ts';

export type FrameOf<K extends FrameKind> = Extract<Frame, { kind: K }>;

/** How one kind of decision frame is answered (ARCHITECTURE §2: one table of providers, one of handlers). */
export interface FrameRules<K extends FrameKind> {
  /** Seats this frame waits for. */
  seats(frame: FrameOf<K>): readonly Seat[];
  legal(state: DuneState, frame: FrameOf<K>, seat: Seat): DuneAction[];
  /** Checks an action without enumerating; defaults to membership in `legal`. */
  check?(state: DuneState, frame: FrameOf<K>, seat: Seat, action: DuneAction): RuleError | null;
  /**
   * issue 19: whether this one action is among those `legal` lists, by the same tests, without listing the others
   * (a refused one is then explained as without it). Absent: membership in `legal`.
   */
  allows?(state: DuneState, frame: FrameOf<K>, seat: Seat, action: DuneAction): boolean;
  perform(state: DuneState, frame: FrameOf<K>, seat: Seat, action: DuneAction, log: EventLog): void;
}

export type FrameTable = { [K in FrameKind]: FrameRules<K> };

/** `seats` of a frame that waits for its one `seat`: rules.ts asks such frames for `seat` without a list. */
export function oneSeat(frame: { readonly seat: Seat }): readonly Seat[] {
  return [frame.seat];
}

/** A phase advances by itself until it needs a decision: it pushes a frame, or moves on to the next phase. */
export interface PhaseRules {
  next(state: DuneState, log: EventLog): void;
}

export type PhaseTable = Record<Exclude<Phase, 'over'>, PhaseRules>;

export function top(state: DuneState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function pop(state: DuneState): void {
  state.stack.pop();
}

export function push(state: DuneState, frame: Frame): void {
  state.stack.push(frame);
}

/** Moves to another phase; its `next` starts from the stage 'start'. */
export function enterPhase(state: DuneState, phase: Phase): void {
  state.phase = phase;
  state.cursor = { stage: 'start', order: [], index: 0, wormSeen: false, setAside: [] };
}

/** Accepts an action when it equals one of the legal ones (JSON equality of plain data). */
export function sameAction(a: DuneAction, b: DuneAction): boolean {
  return a.type === b.type && jsonEqual(a, b);
}

/** An empty record whose elements have room for every seat (0–6): written once, then dropped of its keys. */
const SEAT_ROOM: Record<string, unknown> = {};
SEAT_ROOM[6] = 0;
delete SEAT_ROOM[6];

/**
 * An empty record to key by seat number. V8 gives `{}` no room for elements, so its first integer-keyed store is a
 * runtime call (microseconds); a copy of SEAT_ROOM keeps the room, and holds no key (same JSON as `{}`).
 */
export function seatRecord<T>(): Record<string, T> {
  return { ...SEAT_ROOM } as Record<string, T>;
}
