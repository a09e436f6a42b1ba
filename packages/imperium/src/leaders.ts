import type { Seat } from '@arrakis/engine';
import type { LeaderHook, LeaderTrigger } from './dsl/content.ts';
import { leaderIn } from './edition.ts';
import { contentOf } from './editions/index.ts';
import { pushEffects } from './effects/stack.ts';
import type { EngineState } from './state.ts';

/** Whether the seat's leader has a rule-changing ability (`LeaderHook`). */
export function hasHook(state: EngineState, seat: Seat, hook: LeaderHook): boolean {
  return leaderHook(state, seat) === hook;
}

/** The seat's leader's rule-changing ability, null when it has none. */
export function leaderHook(state: EngineState, seat: Seat): string | null {
  const leader = state.players[seat]!.leader;
  if (!leader) return null;
  const rule = leaderIn(contentOf(state), leader).ability.rule;
  return rule.kind === 'special' ? rule.hook : null;
}

/** Fires the seat's leader ability when it listens for `trigger` (rules 002 DIRIGEANTS). */
export function leaderTrigger(state: EngineState, seat: Seat, trigger: LeaderTrigger): void {
  const leader = state.players[seat]!.leader;
  if (!leader) return;
  const rule = leaderIn(contentOf(state), leader).ability.rule;
  if (rule.kind === 'whenever' && rule.trigger === trigger)
    pushEffects(state, seat, rule.effects, { source: 'leader', card: null, space: null });
}
