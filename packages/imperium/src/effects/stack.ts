import type { Seat } from '@arrakis/engine';
import type { Effect } from '../dsl/effect.ts';
import type { EffectContext, Frame } from '../frames.ts';
import type { EngineState } from '../state.ts';

/**
 * The top frame. An empty stack is answered without reading index -1: that key is a property name, not an index, and
 * once seen it turns the read into a megamorphic one for every later call (a tenth of a game's property reads).
 */
export function top(state: EngineState): Frame | undefined {
  const stack = state.stack;
  return stack.length > 0 ? stack[stack.length - 1] : undefined;
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
