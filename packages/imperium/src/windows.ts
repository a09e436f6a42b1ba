import type { Seat } from '@arrakis/engine';
import type { ImperiumAction } from './actions.ts';
import type { FrameKind } from './frames.ts';
import { imperium } from './rules.ts';
import type { ImperiumState } from './state.ts';

/**
 * The Intrigue windows (rules 002 PHASE 2 Plot, CARTES INTRIGUE COMBAT, FIN DE PARTIE): asked of every seat so that
 * nobody learns who holds which Intrigue. A seat with none it could play there can only pass.
 */
const INTRIGUE_WINDOWS: ReadonlySet<FrameKind> = new Set([
  'endAgentTurn',
  'combatIntrigue',
  'conflictWon',
  'endgameIntrigue',
]);

/**
 * The pass the host sends for the seat when its pending decision is an Intrigue window where passing is its only
 * legal answer. Null when the seat has something to decide.
 */
export function autoPassAnswer(state: ImperiumState, seat: Seat): ImperiumAction | null {
  const decision = imperium.decisions(state).find((d) => d.seat === seat);
  if (!decision || !INTRIGUE_WINDOWS.has(decision.kind as FrameKind)) return null;
  const legal = imperium.decisionActions(state, seat);
  return legal.length === 1 && legal[0]!.type === 'pass' ? legal[0]! : null;
}
