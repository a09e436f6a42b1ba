import { buyBackOffer } from './tleilaxu.ts';
import type { DuneAction } from '@arrakis/dune';
import { leaderValue } from './board.ts';
import { best, ofType, type DuneContext } from './context.ts';

/** rules 000 §9.B: pay 2 a token when reserves run low and spice allows, keeping enough to ship. */
export function revival(ctx: DuneContext): DuneAction | undefined {
  const options = ofType(ctx.actions, 'revive');
  const spice = ctx.me.spice ?? 0;
  const reserves = ctx.me.reserves ?? 0;
  // rules 000 §26 Mohiam: the Bene Gesserit cannot afford to run out of reserves.
  const wanted = reserves < (ctx.faction === 'beneGesserit' ? 8 : 4) ? 3 : 0;
  const affordable = Math.floor(Math.max(0, spice - 6) / 2);
  const n = Math.min(wanted, affordable);
  return options.find((a) => a.count === n) ?? options[0];
}

/** rules 000 §9.D: bring back the best leader when it leaves some spice. */
export function leaderRevival(ctx: DuneContext): DuneAction | undefined {
  const spice = ctx.me.spice ?? 0;
  const affordable = ofType(ctx.actions, 'reviveLeader').filter((a) => spice - leaderValue(a.leader) >= 2);
  return (
    best(affordable, (a) => leaderValue(a.leader)) ??
    buyBackOffer(ctx) ?? // 000 XXXVII
    ctx.actions.find((a) => a.type === 'pass')
  );
}
