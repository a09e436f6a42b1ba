import type { DuneAction } from '@arrakis/dune';
import { sides } from './battle.ts';
import type { DuneContext } from './context.ts';

/**
 * annexe 3 Atreides 3: ask for the weapon when the opponent has cards (to pick the right defense), else for the
 * dial (to dial just enough).
 */
export function prescience(ctx: DuneContext): DuneAction | undefined {
  const battle = sides(ctx.view, ctx.seat);
  if (!battle) return ctx.actions.find((a) => a.type === 'pass');
  const cards = ctx.memory.handCounts[ctx.view.seats[battle.opponent]!] ?? 1;
  const element = cards > 0 ? 'weapon' : 'dial';
  return ctx.actions.find((a) => a.type === 'prescience' && a.element === element);
}
