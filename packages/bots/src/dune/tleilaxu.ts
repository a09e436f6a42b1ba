import type { DuneAction } from '@arrakis/dune';
import { alliesOf, leaderValue } from './board.ts';
import { best, frameNumber, frameString, ofType, type DuneContext } from './context.ts';

/**
 * 000 XXXVII: the Tleilaxu sell a leader back when the price is at least its value (the §9.D price), cheaper to an
 * ally; a refusal only keeps the leader dead.
 */
export function buyBackAnswer(ctx: DuneContext): DuneAction | undefined {
  const price = frameNumber(ctx.view, 'price') ?? 0;
  const buyer = frameNumber(ctx.view, 'buyer');
  const ally = buyer !== null && alliesOf(ctx.view, ctx.seat).includes(buyer);
  const wanted = Math.max(0, leaderValue(frameString(ctx.view, 'leader')) - (ally ? 2 : 0));
  return ofType(ctx.actions, 'answerBuyBack').find((a) => a.accept === price >= wanted);
}

/** 000 XXXVII: an ally's leader made stronger, anyone else's weaker (the buyer does not know which). */
export function leaderTamper(ctx: DuneContext): DuneAction | undefined {
  const buyer = frameNumber(ctx.view, 'buyer');
  const delta = buyer !== null && alliesOf(ctx.view, ctx.seat).includes(buyer) ? 1 : -1;
  return ofType(ctx.actions, 'tamperLeader').find((a) => a.delta === delta);
}

/** 10.b.7: worth a Karama when the others have many tokens waiting in the tanks. */
const BAN_WORTH = 6;

export function revivalBanWindow(ctx: DuneContext): DuneAction | undefined {
  const ban = ctx.actions.find((a) => a.type === 'karamaBanRevival');
  const waiting = Object.values(ctx.view.factions)
    .filter((f) => f.faction !== ctx.faction)
    .reduce((sum, f) => sum + f.tanks, 0);
  if (ban && waiting >= BAN_WORTH) return ban;
  return ctx.actions.find((a) => a.type === 'pass');
}

/** 000 XXXVII: a leader bought back from the Tleilaxu at its value, when the spice allows and §9.D gives none. */
export function buyBackOffer(ctx: DuneContext): DuneAction | undefined {
  const spice = ctx.me.spice ?? 0;
  const offers = ofType(ctx.actions, 'offerBuyBack').filter(
    (a) => a.price === leaderValue(a.leader) && spice - a.price >= 2,
  );
  return best(offers, (a) => leaderValue(a.leader));
}
