import { jsonEqual, type RuleError, type Seat } from '@arrakis/engine';
import type { EngineAction } from './actions.ts';
import type { EventLog } from './events.ts';
import type { FrameKind, FrameOf } from './frames.ts';
import type { EngineState, Phase } from './state.ts';

/** How one kind of decision frame is answered (ARCHITECTURE §2: one table of providers, one of handlers). */
export interface FrameRules<K extends FrameKind> {
  legal(state: EngineState, frame: FrameOf<K>, seat: Seat): EngineAction[];
  /** Checks an action without enumerating; defaults to membership in `legal`. */
  check?(state: EngineState, frame: FrameOf<K>, seat: Seat, action: EngineAction): RuleError | null;
  /**
   * Whether `legal` lists the action, answered without listing (by the rule functions the listing asks); a refusal
   * is then explained from the listing, as without it. A frame has `check` or `allows`, not both.
   */
  allows?(state: EngineState, frame: FrameOf<K>, seat: Seat, action: EngineAction): boolean;
  perform(state: EngineState, frame: FrameOf<K>, seat: Seat, action: EngineAction, log: EventLog): void;
}

export type DecisionKind = Exclude<FrameKind, 'effects'>;
export type FrameTable = { [K in DecisionKind]: FrameRules<K> };
export type PartialFrameTable = Partial<FrameTable>;

/** A phase advances by itself until it needs a decision: it pushes a frame, or moves on. */
export interface PhaseRules {
  next(state: EngineState, log: EventLog): void;
}

export type PhaseTable = Record<Exclude<Phase, 'over'>, PhaseRules>;

export function enterPhase(state: EngineState, phase: Phase): void {
  state.phase = phase;
  state.stage = 'start';
}

/** Accepts an action when it equals one of the legal ones (JSON equality of plain data). */
export function sameAction(a: EngineAction, b: EngineAction): boolean {
  return a.type === b.type && jsonEqual(a, b);
}

/**
 * Whether `items[at]` is the first of its value: `items.indexOf(items[at]) === at` for the short lists the
 * listings walk (a hand, the row), without a call of the builtin.
 */
export function firstOfItsValue<T>(items: readonly T[], at: number): boolean {
  const item = items[at];
  for (let i = 0; i < at; i++) if (items[i] === item) return false;
  return true;
}

/** Distinct values, first occurrence order. */
export function distinct<T>(items: readonly T[]): T[] {
  // Mostly short lists (a hand, the Agents on the board), where a scan is cheaper than a Set.
  if (items.length > 32) return [...new Set(items)];
  const out: T[] = [];
  for (const item of items) if (!out.includes(item)) out.push(item);
  return out;
}
