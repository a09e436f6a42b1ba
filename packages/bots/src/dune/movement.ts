import type { DuneAction } from '@arrakis/dune';
import { forcesAt } from './board.ts';
import { best, frameNumber, frameString, ofType, type DuneContext } from './context.ts';
import { garrison, objective, stayValue } from './objectives.ts';

/** The least gain for which a group moves. */
const MOVE_GAIN = 1;
/** annexe 4 Hajr: a second move, worth a card only when two good moves wait. */
const HAJR_GAIN = 6;

interface MovePlan {
  readonly action: DuneAction;
  readonly from: string;
  readonly to: string;
  readonly count: number;
  readonly gain: number;
}

function planMoves(ctx: DuneContext): MovePlan[] {
  const plans: MovePlan[] = [];
  const movable = new Map<string, number>();
  for (const a of ofType(ctx.actions, 'move')) {
    let n = movable.get(a.from);
    if (n === undefined) {
      n = forcesAt(ctx.view, a.from, ctx.faction) - garrison(ctx, a.from);
      movable.set(a.from, n);
    }
    if (n <= 0) continue;
    const aim = objective(ctx, a.to, n);
    if (aim.count <= 0) continue;
    plans.push({
      action: a,
      from: a.from,
      to: a.to,
      count: aim.count,
      gain: aim.value - stayValue(ctx, a.from, aim.count),
    });
  }
  return plans;
}

/**
 * rules 000 §9.C.2, §26: move the group whose move gains most (toward strongholds and unguarded spice, out of
 * the storm's path), keeping garrisons; Hajr first when two moves are worth making.
 */
export function movement(ctx: DuneContext): DuneAction | undefined {
  const pass = ctx.actions.find((a) => a.type === 'pass');
  const plans = planMoves(ctx);
  const chosen = best(plans, (p) => p.gain);
  if (!chosen || chosen.gain < MOVE_GAIN) return pass;
  const hajr = ctx.actions.find((a) => a.type === 'hajr');
  if (hajr && (frameNumber(ctx.view, 'movesLeft') ?? 1) === 1) {
    const second = best(
      plans.filter((p) => p.from !== chosen.from && p.to !== chosen.to),
      (p) => p.gain,
    );
    if (chosen.gain >= HAJR_GAIN && second && second.gain >= HAJR_GAIN) return hajr;
  }
  ctx.memory.plannedCount = { key: `move:${chosen.from}>${chosen.to}`, count: chosen.count };
  return chosen.action;
}

export function movementCount(ctx: DuneContext): DuneAction | undefined {
  const counts = ofType(ctx.actions, 'count');
  const from = frameString(ctx.view, 'from') ?? '';
  const to = frameString(ctx.view, 'to') ?? '';
  const key = `move:${from}>${to}`;
  const planned = ctx.memory.plannedCount?.key === key ? ctx.memory.plannedCount.count : null;
  const want = planned ?? objective(ctx, to, Math.max(1, counts.length - garrison(ctx, from))).count;
  ctx.memory.plannedCount = null;
  return counts.find((a) => a.count === Math.min(Math.max(1, want), counts.length)) ?? counts[0];
}

/**
 * 000 XXXI: the half-made move goes on where the group gains most, or stops; on the territory crossed it leaves
 * the tokens that territory is worth holding (spice, a stronghold) when the rest still gains by going on.
 */
export function movementStep(ctx: DuneContext): DuneAction | undefined {
  const count = frameNumber(ctx.view, 'count') ?? 1;
  const at = frameString(ctx.view, 'at') ?? '';
  const pass = ctx.actions.find((a) => a.type === 'pass');
  const onward = best(ofType(ctx.actions, 'move'), (a) => objective(ctx, a.to, count).value);
  const stay = objective(ctx, at, count);
  const goes = onward !== undefined && objective(ctx, onward.to, count).value - stay.value >= MOVE_GAIN;
  if (goes) {
    const drops = ofType(ctx.actions, 'dropTokens');
    const keep = Math.min(stay.count, count - 1);
    const drop = stay.value >= MOVE_GAIN && keep > 0 ? drops.find((a) => a.count === keep) : undefined;
    return drop ?? onward;
  }
  return pass ?? onward;
}

/** annexe 3 Fremen 3: ride the worm where the riders gain most (a stronghold first), or stay. */
export function wormRide(ctx: DuneContext): DuneAction | undefined {
  const count = frameNumber(ctx.view, 'count') ?? 1;
  const rides = ofType(ctx.actions, 'wormRide');
  const chosen = best(
    rides.filter((a) => a.to !== null),
    (a) => objective(ctx, a.to!, count).value,
  );
  if (chosen && objective(ctx, chosen.to!, count).value >= MOVE_GAIN) return chosen;
  return rides.find((a) => a.to === null);
}
