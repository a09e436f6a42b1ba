import type { DuneAction } from '@arrakis/dune';
import { best, ofType, type DuneContext } from './context.ts';

/**
 * rules 000 §16, the spice-harvest prelude: a plain, deterministic policy. The Manager's post pays the rest of each
 * harvest, so it is worth a small bid; a report understates a rich harvest a little (a "no" majority only catches a
 * lie it can prove); a voter accepts a share near a fair one and refuses a poor one; Access cards are bought below
 * what their troops would cash for; every troop card that fits goes to a stronghold held.
 */

/** What a seat bids for the first Manager's post (§16.A.1.d): a little, since the runner-up is paid the bid. */
const MANAGER_BID = 2;
/** The share of a rich harvest a Manager announces (§16.B.1.a "en minimisant"): a lie small enough to pass. */
const REPORT_SHARE = 0.8;
/** Harvests up to this are reported truly: the gain of a lie is not worth a revocation. */
const TRUTHFUL_UP_TO = 10;
/** The most an Access card is worth to a bidder who has not seen it (the garrisons cash 1 spice a troop). */
const ACCESS_PRICE = 3;
/** The Guild sells its second Harvest card at this price or more (§16.C.3). */
const GUILD_SELLS_FROM = 6;

function spice(ctx: DuneContext): number {
  return ctx.me.spice ?? 0;
}

export function managerBid(ctx: DuneContext): DuneAction | undefined {
  const bids = ofType(ctx.actions, 'managerBid');
  const target = Math.min(MANAGER_BID, spice(ctx));
  return bids.find((b) => b.amount === target) ?? bids[0];
}

/** The Manager declines the Guild's second card: its price is about the harvest it adds. */
export function guildHarvestOffer(ctx: DuneContext): DuneAction | undefined {
  return ctx.actions.find((a) => a.type === 'pass');
}

export function guildHarvestAnswer(ctx: DuneContext): DuneAction | undefined {
  const answers = ofType(ctx.actions, 'sellHarvestCard');
  const price = typeof ctx.view.frame?.['price'] === 'number' ? ctx.view.frame['price'] : 0;
  return answers.find((a) => a.accept === price >= GUILD_SELLS_FROM);
}

export function harvestReport(ctx: DuneContext): DuneAction | undefined {
  const announcements = ofType(ctx.actions, 'announceHarvest');
  const truth = Math.max(...announcements.map((a) => a.amount));
  const target = truth <= TRUTHFUL_UP_TO ? truth : Math.floor(truth * REPORT_SHARE);
  return best(announcements, (a) => -Math.abs(a.amount - target));
}

/** One Share card per player: near an even split of what is left, the last one closing the total exactly. */
export function harvestShares(ctx: DuneContext): DuneAction | undefined {
  const h = ctx.view.harvest;
  const deals = ofType(ctx.actions, 'dealShare');
  if (!h || h.announced === null) return deals[0];
  const dealt = Object.values(h.shares).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  const waiting = ctx.view.seats.length - 1 - Object.keys(h.shares).length;
  const left = h.announced - dealt;
  const target = waiting <= 1 ? left : left / waiting;
  return best(deals, (a) => -Math.abs(a.value - target));
}

/** A share at least half of an even split is accepted; less, and the report is refused. */
export function harvestVote(ctx: DuneContext): DuneAction | undefined {
  const h = ctx.view.harvest;
  const votes = ofType(ctx.actions, 'harvestVote');
  if (!h || h.announced === null) return votes.find((v) => v.yes);
  const mine = h.shares[String(ctx.seat)] ?? null;
  const even = h.announced / Math.max(1, ctx.view.seats.length - 1);
  const yes = mine === null || h.manager === ctx.seat || mine * 2 >= even;
  return votes.find((v) => v.yes === yes);
}

export function sharePeek(ctx: DuneContext): DuneAction | undefined {
  return ofType(ctx.actions, 'peekShare')[0];
}

export function accessPeek(ctx: DuneContext): DuneAction | undefined {
  return ofType(ctx.actions, 'peekAccess')[0];
}

/** One more than the high bid while the card stays cheap and spice remains for the game. */
export function accessBid(ctx: DuneContext): DuneAction | undefined {
  const bids = ofType(ctx.actions, 'accessBid');
  const lowest = bids[0];
  if (!lowest || lowest.amount > ACCESS_PRICE || spice(ctx) - lowest.amount < 2)
    return ctx.actions.find((a) => a.type === 'pass');
  return lowest;
}

/** Access cards are kept: offers are declined and none are made. */
export function accessTrade(ctx: DuneContext): DuneAction | undefined {
  const decline = ofType(ctx.actions, 'answerAccess').find((a) => a.card === null);
  return decline ?? ctx.actions.find((a) => a.type === 'pass');
}

/** The largest troop card that still fits, on the stronghold that has the least committed yet; then done. */
export function harvestPlacement(ctx: DuneContext): DuneAction | undefined {
  const commits = ofType(ctx.actions, 'commitTroops');
  if (commits.length === 0) return ctx.actions.find((a) => a.type === 'pass');
  return best(commits, (a) => a.troops);
}
