import type { DuneAction } from '@arrakis/dune';
import { leaderValue } from './board.ts';
import { best, ofType, type DuneContext } from './context.ts';
import { prediction as predictWinner } from './factions/beneGesserit.ts';
import { fremenPlacement } from './factions/fremen.ts';

export function prediction(ctx: DuneContext): DuneAction | undefined {
  return predictWinner(ctx.view, ctx.actions);
}

/**
 * rules 000 §3.E.2, §26: keep the strongest leader drawn: the one most often sent into battle, and the one whose
 * betrayal pays most (§10.D.1).
 */
export function traitorPick(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'pickTraitor'), (a) => leaderValue(a.leader));
}

export function placement(ctx: DuneContext): DuneAction | undefined {
  return fremenPlacement(ctx.actions);
}
