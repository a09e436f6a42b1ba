import type { DuneContext } from './context.ts';
import {
  bestLeaderValue,
  enemiesIn,
  forcesIn,
  isStronghold,
  spiceIn,
  splitKey,
  stormRisk,
  strongholdsHeld,
  strongholdsToWin,
  teamForcesIn,
  territoryData,
  threatNear,
} from './board.ts';
import { isWeapon, occupies } from '@arrakis/dune';
import { kindOf } from './cards.ts';

/** How many tokens to send somewhere, and what it is worth (in spice, roughly). */
export interface Objective {
  readonly count: number;
  readonly value: number;
}

const NOTHING: Objective = { count: 0, value: 0 };

/** rules 000 §11.A: 3 a token with Arrakeen or Carthag (§15.B.4: not by coexisting there), else 2. */
export function collectionRate(ctx: DuneContext): number {
  return occupies(ctx.view, 'arrakeen', ctx.faction) || occupies(ctx.view, 'carthag', ctx.faction) ? 3 : 2;
}

function armed(ctx: DuneContext): boolean {
  return (ctx.me.hand ?? []).some((c) => isWeapon(kindOf(c)));
}

/** The worth of one more stronghold: the last one needed wins the game (rules 000 §4). */
function strongholdWorth(ctx: DuneContext): number {
  const held = strongholdsHeld(ctx.view, ctx.seat);
  return held + 1 >= strongholdsToWin(ctx.view) ? 25 : 10 + 3 * held;
}

/** The margin by which `count` more tokens would win a fight there (forces plus best leaders, rules 000 §10.C.1). */
function fightMargin(ctx: DuneContext, territory: string, count: number): number {
  const enemies = enemiesIn(ctx.view, territory, ctx.seat);
  const strongest = enemies.reduce((a, b) => (b.forces > a.forces ? b : a), enemies[0]!);
  const theirs = strongest.forces + bestLeaderValue(ctx.view, ctx.view.seats[strongest.seat]!, territory);
  const mine =
    forcesIn(ctx.view, territory, ctx.faction) +
    count +
    bestLeaderValue(ctx.view, ctx.faction, territory) +
    (armed(ctx) ? 3 : 0);
  return mine - theirs;
}

/**
 * What sending up to `available` tokens to the location `key` is worth (rules 000 §26): an empty stronghold most
 * (the last one needed above all), an enemy's only when it can be won, unguarded spice by what it yields, the
 * Polar Sink as a safe base; sand in the storm's path costs what it may lose.
 */
export function objective(ctx: DuneContext, key: string, available: number): Objective {
  if (available <= 0) return NOTHING;
  const { view, seat } = ctx;
  const { territory, sector } = splitKey(key);
  const enemies = enemiesIn(view, territory, seat);
  const risk = stormRisk(view, territory, sector);
  if (isStronghold(territory)) {
    const ours = teamForcesIn(view, territory, seat);
    const threat = threatNear(view, territory, seat);
    if (enemies.length === 0 && ours > 0) {
      const count = Math.min(available, Math.max(0, threat + 2 - ours));
      return count > 0 ? { count, value: 1 + 0.5 * count } : NOTHING;
    }
    if (enemies.length === 0) {
      const garrison = 3 + Math.ceil(threat / 2);
      const count = Math.min(available, garrison);
      return { count, value: strongholdWorth(ctx) * Math.min(1, (count + 1) / (garrison + 1)) };
    }
    const enemyForces = enemies.reduce((sum, e) => sum + e.forces, 0);
    const count = Math.min(available, Math.max(1, enemyForces + 4 - forcesIn(view, territory, ctx.faction)));
    const margin = fightMargin(ctx, territory, count);
    return margin >= 2 ? { count, value: strongholdWorth(ctx) * 0.8 + 0.5 * margin } : { count, value: -5 };
  }
  const spice = spiceIn(view, territory);
  if (spice > 0) {
    const rate = collectionRate(ctx);
    if (enemies.length === 0) {
      const count = Math.min(available, Math.max(1, Math.ceil(spice / rate) - forcesIn(view, territory, ctx.faction)));
      return { count, value: Math.min(spice, count * rate) * 0.8 - 1.5 * risk * count };
    }
    const count = Math.min(available, enemies.reduce((sum, e) => sum + e.forces, 0) + 3);
    const margin = fightMargin(ctx, territory, count);
    return margin >= 3
      ? { count, value: Math.min(spice, count * rate) * 0.6 - 1.5 * risk * count }
      : { count, value: -5 };
  }
  if (territory === 'polarSink') return { count: Math.min(available, 4), value: 1 };
  // A rock next to a stronghold not ours yet is a step toward it.
  const staging = territoryData(territory).adjacent.some((t) => isStronghold(t) && teamForcesIn(view, t, seat) === 0)
    ? 0.5
    : 0;
  const count = Math.min(available, 3);
  return { count, value: staging - 1.5 * risk * count - (enemies.length > 0 ? 5 : 0) };
}

/** What `count` tokens staying at `key` are worth: spice to collect, minus the storm's threat. */
export function stayValue(ctx: DuneContext, key: string, count: number): number {
  const { territory, sector } = splitKey(key);
  const spice = spiceIn(ctx.view, territory);
  const risk = stormRisk(ctx.view, territory, sector);
  const collect =
    spice > 0 && enemiesIn(ctx.view, territory, ctx.seat).length === 0
      ? Math.min(spice, count * collectionRate(ctx)) * 0.8
      : 0;
  return collect - 1.5 * risk * count;
}

/**
 * Tokens that must stay to hold a stronghold against the enemies next to it (rules 000 §26: keep strongholds
 * adequately guarded).
 */
export function garrison(ctx: DuneContext, key: string): number {
  const { territory } = splitKey(key);
  if (!isStronghold(territory)) return 0;
  const others = teamForcesIn(ctx.view, territory, ctx.seat) - forcesIn(ctx.view, territory, ctx.faction);
  if (others > 0) return 0;
  return Math.max(2, threatNear(ctx.view, territory, ctx.seat) + 1);
}
