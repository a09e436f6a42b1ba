import type { DuneAction } from '@arrakis/dune';
import { bestLeaderValue, leaderValue } from './board.ts';
import { kindOf } from './cards.ts';
import { best, frameNumber, ofType, type DuneContext } from './context.ts';

/**
 * annexe 4 Poison résiduel: pay when a real poison is likely and the ransom is small next to the leader it would
 * kill; refuse a sure bluff (the only residual poison is in the discard pile or in the seat's hand), which pays
 * triple.
 */
export function ransom(ctx: DuneContext): DuneAction | undefined {
  const refuse = ctx.actions.find((a) => a.type === 'payRansom' && !a.pay);
  const pay = ctx.actions.find((a) => a.type === 'payRansom' && a.pay);
  const by = frameNumber(ctx.view, 'by');
  const placed = ctx.view.residualPoisons.find((p) => p.by === by && p.target === ctx.seat);
  if (!pay || !placed) return refuse;
  const seen = [...ctx.view.treacheryDiscard, ...(ctx.me.hand ?? [])].some((c) => kindOf(c) === 'residualPoison');
  if (seen) return refuse;
  const real = 0.5;
  const loss = bestLeaderValue(ctx.view, ctx.faction, null);
  const refuseWorth = -real * loss + (1 - real) * 3 * placed.ransom;
  return -placed.ransom > refuseWorth ? pay : refuse;
}

/** annexe 4 Poison résiduel: kill the victim's best leader, which also pays most. */
export function chooseLeaderToKill(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'killLeader'), (a) => leaderValue(a.leader));
}
