import type { DuneAction } from '@arrakis/dune';
import { alliesOf, forcesAt, forcesOnBoard, isStronghold, splitKey } from './board.ts';
import { best, frameString, ofType, type DuneContext } from './context.ts';
import { garrison, objective, stayValue, type Objective } from './objectives.ts';

/** rules 000 §9.C.1.b, annexe 3 Guild 2, Fremen: the price of one token, halved for the Guild and its allies. */
function pricePerToken(ctx: DuneContext, territory: string): number {
  if (ctx.faction === 'fremen') return 0;
  const full = isStronghold(territory) ? 1 : 2;
  const guildRate = ctx.faction === 'guild' || alliesOf(ctx.view, ctx.seat).some((s) => ctx.view.seats[s] === 'guild');
  return guildRate ? full / 2 : full;
}

interface Plan extends Objective {
  readonly action: DuneAction;
  readonly net: number;
}

function planShipment(ctx: DuneContext, action: DuneAction, to: string, available: number, leaving: number): Plan {
  const { territory } = splitKey(to);
  const price = pricePerToken(ctx, territory);
  const spice = ctx.me.spice ?? 0;
  const affordable = price === 0 ? available : Math.min(available, Math.floor(spice / price));
  const aim = objective(ctx, to, affordable);
  let value = aim.value - leaving;
  // rules 000 §26 Shaddam IV: the Emperor starts off-planet and must land at once.
  if (ctx.faction === 'emperor' && forcesOnBoard(ctx.view, 'emperor') < 5) value += 4;
  const scarcity = spice < 10 ? 1 : 0.6;
  return { action, count: aim.count, value, net: value - scarcity * price * aim.count };
}

/** rules 000 §26 Edric: the Guild ships late and cheaply; it waits unless the prize is large. */
function threshold(ctx: DuneContext): number {
  const t = ctx.tuning.shipThreshold;
  return ctx.faction === 'guild' && ctx.view.turn <= 3 ? t + 4 : t;
}

/**
 * rules 000 §9.C.1: ship where it pays (objectives.ts), or pass. The Guild and its allies may also ship from
 * territory to territory (annexe 3 Guild 1); going back off-planet is never chosen.
 */
export function shipment(ctx: DuneContext): DuneAction | undefined {
  const pass = ctx.actions.find((a) => a.type === 'pass');
  const reserves = ctx.me.reserves ?? 0;
  const plans: Plan[] = ofType(ctx.actions, 'ship').map((a) => planShipment(ctx, a, a.to, reserves, 0));
  for (const a of ofType(ctx.actions, 'crossShip')) {
    const movable = forcesAt(ctx.view, a.from, ctx.faction) - garrison(ctx, a.from);
    if (movable > 0) plans.push(planShipment(ctx, a, a.to, movable, stayValue(ctx, a.from, movable)));
  }
  const chosen = best(plans, (p) => p.net);
  if (!chosen || chosen.net < threshold(ctx) || chosen.count <= 0) return pass;
  const to = chosen.action.type === 'ship' || chosen.action.type === 'crossShip' ? chosen.action.to : '';
  ctx.memory.plannedCount = { key: `ship:${to}`, count: chosen.count };
  return chosen.action;
}

/** The count planned with the destination; a fresh plan if the memory lost it. */
export function shipmentCount(ctx: DuneContext): DuneAction | undefined {
  const counts = ofType(ctx.actions, 'count');
  const to = frameString(ctx.view, 'to');
  const planned = ctx.memory.plannedCount?.key === `ship:${to}` ? ctx.memory.plannedCount.count : null;
  const want = planned ?? (to ? objective(ctx, to, ctx.me.reserves ?? 0).count : 1);
  ctx.memory.plannedCount = null;
  const max = counts.length;
  return counts.find((a) => a.count === Math.min(Math.max(1, want), max)) ?? ctx.actions.find((a) => a.type === 'pass');
}

/**
 * annexe 3 BG 2: a free advisor in the Polar Sink is a safe base (rules 000 §26); rules 000 §15.B.3: one landing
 * with forces shipped into a stronghold coexists there, a foothold for the turns to come.
 */
export function spiritualAdvisor(ctx: DuneContext): DuneAction | undefined {
  const location = frameString(ctx.view, 'location');
  const along = location !== null && isStronghold(splitKey(location).territory);
  return ctx.actions.find((a) => a.type === 'advisor' && a.accept && (a.withShipment === true) === along);
}
