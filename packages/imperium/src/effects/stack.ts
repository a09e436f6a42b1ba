import type { Seat } from '@arrakis/engine';
import type { Effect } from '../dsl/effect.ts';
import type { EffectContext, Frame } from '../frames.ts';
import type { ImperiumState } from '../state.ts';

export function top(state: ImperiumState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function push(state: ImperiumState, frame: Frame): void {
  state.stack.push(frame);
}

export function pop(state: ImperiumState): void {
  state.stack.pop();
}

/** Queues effects for `seat`: they resolve before anything below them on the stack. */
export function pushEffects(state: ImperiumState, seat: Seat, effects: readonly Effect[], ctx: EffectContext): void {
  if (effects.length > 0) state.stack.push({ kind: 'effects', seat, effects: [...effects], ctx });
}
