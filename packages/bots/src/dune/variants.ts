import type { DuneAction } from '@arrakis/dune';
import { alliesOf, forcesIn, leaderValue } from './board.ts';
import { best, frameString, ofType, type DuneContext } from './context.ts';

/** 000 XXVIII: the tokens the worm would take are worth more than a Thumper kept for later; any force is saved. */
export function thumperEscape(ctx: DuneContext): DuneAction | undefined {
  const territory = frameString(ctx.view, 'territory');
  const escape = ctx.actions.find((a) => a.type === 'thumperEscape');
  if (escape && territory !== null && forcesIn(ctx.view, territory, ctx.faction) > 0) return escape;
  return ctx.actions.find((a) => a.type === 'pass');
}

/**
 * 000 XXXVI: the die succeeds on a roll at least the leader's value, so the gain expected of a leader worth v is
 * v × (7 − v) / 6: the 3s and 4s first; a leader no die can reach is never tried.
 */
export function captureAttempt(ctx: DuneContext): DuneAction | undefined {
  const expected = (v: number) => (v <= 6 ? (v * (7 - v)) / 6 : -1);
  const choice = best(ofType(ctx.actions, 'attemptCapture'), (a) => expected(leaderValue(a.leader)));
  if (choice && expected(leaderValue(choice.leader)) > 0) return choice;
  return ctx.actions.find((a) => a.type === 'pass');
}

/**
 * 000 XXXVI: the owner keeps his leader alive as a prisoner (he comes back after one battle if he survives), unless
 * he is worth so little that the spice it gives the Harkonnen is small and the leader fighting for them matters more.
 */
const SUICIDE_BELOW = 2;

export function captureSuicide(ctx: DuneContext): DuneAction | undefined {
  const leader = frameString(ctx.view, 'leader');
  const suicide = leader !== null && leaderValue(leader) < SUICIDE_BELOW;
  return ofType(ctx.actions, 'leaderSuicide').find((a) => a.suicide === suicide);
}

/**
 * 000 XXX: the last moment is the best one (rules 000 §26: who moves last sees every other move), so each takes the
 * latest moment left; the fist is small, a bid worth one token's shipment only when rich; the Guild gives the first
 * choice to an ally among the tied, else to the first of them.
 */
const RICH = 12;

export function movementOrder(ctx: DuneContext): DuneAction | undefined {
  const moments = ofType(ctx.actions, 'chooseMoment');
  if (moments.length > 0) return best(moments, (a) => a.position);
  const bids = ofType(ctx.actions, 'movementBid');
  if (bids.length > 0) return bids.find((a) => a.amount === ((ctx.me.spice ?? 0) >= RICH ? 1 : 0)) ?? bids[0];
  const priorities = ofType(ctx.actions, 'movementPriority');
  return priorities.find((a) => alliesOf(ctx.view, ctx.seat).includes(a.first)) ?? priorities[0];
}
