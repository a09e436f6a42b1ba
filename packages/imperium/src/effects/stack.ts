import type { Seat } from '@arrakis/engine';
import type { Effect } from '../dsl/effect.ts';
import type { EffectContext, Frame } from '../frames.ts';
import type { EngineState } from '../state.ts';

/**
 * The top frame. An empty stack is answered without reading index -1: that key is a property name, not an index; each
 * such read went to V8's runtime, and the read site became a generic (megamorphic) one for every later call.
 */
export function top(state: EngineState): Frame | undefined {
  const stack = state.stack;
  return stack.length > 0 ? stack[stack.length - 1] : undefined;
}

let lastFrame: Frame | null = null;
let lastKind: Frame['kind'] = 'effects';

/**
 * A frame's kind. Frames have ~40 shapes, so each `frame.kind` is a megamorphic read, and one step asks it of the same
 * top frame several times (`decisions`, `decisionActions`, `perform`): the last frame asked is remembered. A
 * frame's kind is never written once it is made.
 */
export function kindOf(frame: Frame): Frame['kind'] {
  if (frame !== lastFrame) {
    lastFrame = frame;
    lastKind = frame.kind;
  }
  return lastKind;
}

export function push(state: EngineState, frame: Frame): void {
  state.stack.push(frame);
}

export function pop(state: EngineState): void {
  state.stack.pop();
}

/** Queues effects for `seat`: they resolve before anything below them on the stack. */
export function pushEffects(state: EngineState, seat: Seat, effects: readonly Effect[], ctx: EffectContext): void {
  if (effects.length > 0) state.stack.push({ kind: 'effects', seat, effects: effects.slice(), ctx });
}
