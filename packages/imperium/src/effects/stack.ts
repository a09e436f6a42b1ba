import type { Seat } from '@arrakis/engine';
import type { Effect } from '../dsl/effect.ts';
import type { EffectContext, Frame } from '../frames.ts';
import type { EngineState } from '../state.ts';

export function top(state: EngineState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function push(state: EngineState, frame: Frame): void {
  state.stack.push(frame);
}

export function pop(state: EngineState): void {
  state.stack.pop();
}

/** Queues effects for `seat`: they resolve before anything below them on the stack. */
export function pushEffects(state: EngineState, seat: Seat, effects: readonly Effect[], ctx: EffectContext): void {
  if (effects.length > 0) state.stack.push({ kind: 'effects', seat, effects: [...effects], ctx });
}
