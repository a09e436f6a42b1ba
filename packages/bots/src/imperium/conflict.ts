import { CONFLICT_CARDS, type Effect, type PlayerView } from '@arrakis/imperium';
import { cardData, intrigueData } from './cards.ts';
import type { ImperiumContext } from './context.ts';
import { effectsWorth } from './value.ts';
import { troopWorth } from './worth.ts';

/** Swords a list of effects gives at most, conditions counted at half (a static reading, no position needed). */
export function swordsIn(effects: readonly Effect[]): number {
  let n = 0;
  for (const e of effects) {
    if (e.kind === 'swords') n += typeof e.amount === 'number' ? e.amount : e.amount.times;
    else if (e.kind === 'choose') n += Math.max(0, ...e.options.map((o) => swordsIn(o.effects)));
    else if (e.kind === 'if') n += 0.5 * Math.max(swordsIn(e.then), swordsIn(e.else ?? []));
    else if (e.kind === 'pay') n += 0.5 * swordsIn(e.effects);
  }
  return n;
}

/** Average swords a player reveals, and a Rival's House Hagal card adds (rules 002 MAISON HAGAL COMBAT). */
const REVEAL_SWORDS = 2.5;
/** Swords an unknown Intrigue card is worth in a Combat, on average (the combat ones are a third of the deck). */
const INTRIGUE_SWORDS = 1;

interface Competitor {
  /** Expected strength at the Combat. */
  readonly strength: number;
  /** Its uncertainty: the more still to come, the wider. */
  readonly spread: number;
}

interface Outlook {
  readonly rewards: readonly [number, number, number];
  readonly others: readonly Competitor[];
  /** Swords the seat may still add to its own strength (its hand's Reveal boxes, its combat Intrigues). */
  readonly pending: number;
}

const outlooks = new WeakMap<ImperiumContext, Outlook>();

function isRival(ctx: ImperiumContext, p: PlayerView): boolean {
  return ctx.view.houseHagal?.seats.includes(p.seat) ?? false;
}

function inCombatPhase(ctx: ImperiumContext): boolean {
  return ctx.view.phase === 'combat';
}

function competitor(ctx: ImperiumContext, o: PlayerView): Competitor {
  if (ctx.view.phase !== 'playerTurns' && !inCombatPhase(ctx)) return { strength: o.strength, spread: 1 };
  if (inCombatPhase(ctx)) {
    const more = o.troops.conflict > 0 && !isRival(ctx, o) ? o.intrigueCount * INTRIGUE_SWORDS * 1.2 : 0;
    return { strength: o.strength + more, spread: 1 + 0.5 * more };
  }
  const deploy = o.agentsLeft * Math.min(2, o.troops.garrison + 1);
  const fights = o.troops.conflict > 0 || deploy > 0;
  if (!fights) return { strength: 0, spread: 0.5 };
  const reveal = isRival(ctx, o) || !o.revealedThisRound ? REVEAL_SWORDS : 0;
  const intrigues = isRival(ctx, o) ? 0 : o.intrigueCount * INTRIGUE_SWORDS;
  const more = deploy + reveal + intrigues;
  const base = o.troops.conflict > 0 ? o.strength : 0;
  return { strength: base + more, spread: 1.5 + 0.4 * more };
}

function outlook(ctx: ImperiumContext): Outlook {
  let o = outlooks.get(ctx);
  if (o) return o;
  const card = ctx.view.conflict ? CONFLICT_CARDS[ctx.view.conflict] : null;
  // Rewards are worth what they give; a third exists with four players only (rules 002 RÉSOLUTION DU COMBAT).
  const rewards: [number, number, number] = card
    ? [
        effectsWorth(ctx, card.first),
        effectsWorth(ctx, card.second),
        ctx.view.players.length >= 4 ? effectsWorth(ctx, card.third) : 0,
      ]
    : [0, 0, 0];
  const me = ctx.me;
  const turn = ctx.view.turn;
  const revealing = turn?.seat === ctx.seat && turn.kind === 'reveal';
  let pending = 0;
  if (ctx.view.phase === 'playerTurns' && !me.revealedThisRound && !revealing)
    for (const c of me.hand ?? []) pending += swordsIn(cardData(c).reveal);
  if (ctx.view.phase === 'playerTurns')
    for (const c of me.intrigues ?? []) pending += 0.5 * swordsIn(intrigueData(c).combat?.effects ?? []);
  o = {
    rewards,
    others: ctx.view.players.filter((p) => p.seat !== ctx.seat).map((p) => competitor(ctx, p)),
    pending,
  };
  outlooks.set(ctx, o);
  return o;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Expected worth of the Conflict's rewards with this strength: the places by how many competitors end above. */
export function expectedReward(ctx: ImperiumContext, strength: number): number {
  if (strength <= 0) return 0;
  const { rewards, others } = outlook(ctx);
  // above[k]: chance that exactly k competitors end above (a tie counts half above).
  let above = [1];
  for (const c of others) {
    const q = c.strength <= 0 ? 0 : sigmoid((c.strength - strength + 0.01) / c.spread);
    const next = new Array<number>(above.length + 1).fill(0);
    above.forEach((p, k) => {
      next[k] = next[k]! + p * (1 - q);
      next[k + 1] = next[k + 1]! + p * q;
    });
    above = next;
  }
  return (above[0] ?? 0) * rewards[0] + (above[1] ?? 0) * rewards[1] + (above[2] ?? 0) * rewards[2];
}

/** The seat's strength at the Combat with `troops` in the Conflict (0 without any: rules 002 AJUSTEMENT DE LA FORCE). */
export function strengthWith(ctx: ImperiumContext, troops: number): number {
  return troops > 0 ? 2 * troops + ctx.me.swords + outlook(ctx).pending : 0;
}

/** Whether the seat can still put troops in the Conflict this round. */
function mayFight(ctx: ImperiumContext): boolean {
  const me = ctx.me;
  return me.troops.conflict > 0 || (ctx.view.phase === 'playerTurns' && me.agentsLeft > 0 && me.troops.garrison > 0);
}

/** The change in expected rewards from `swords` more strength (Reveal boxes, Intrigues). */
export function conflictSwing(ctx: ImperiumContext, swords: number): number {
  if (swords <= 0 || !mayFight(ctx)) return 0;
  const t = ctx.me.troops.conflict;
  if (t > 0) {
    const now = strengthWith(ctx, t);
    return expectedReward(ctx, now + swords) - expectedReward(ctx, now);
  }
  // Swords count only with a troop there: assume one combat placement's troops, half the time.
  const assumed = strengthWith(ctx, Math.min(2, ctx.me.troops.garrison));
  return 0.5 * (expectedReward(ctx, assumed + swords) - expectedReward(ctx, assumed));
}

/** The expected rewards lost with `n` troops taken out of the Conflict (all of them: the swords too). */
export function conflictLoss(ctx: ImperiumContext, n: number): number {
  const t = ctx.me.troops.conflict;
  if (t === 0 || n <= 0) return 0;
  return expectedReward(ctx, strengthWith(ctx, t)) - expectedReward(ctx, strengthWith(ctx, Math.max(0, t - n)));
}

/**
 * What `k` more troops in the Conflict are worth: the expected rewards they add, less the troops (they go back to
 * the supply after the Combat) unless they come straight from the supply.
 */
export function deployGain(ctx: ImperiumContext, k: number, fromSupply: boolean): number {
  const t = ctx.me.troops.conflict;
  const gain = expectedReward(ctx, strengthWith(ctx, t + k)) - expectedReward(ctx, strengthWith(ctx, t));
  return gain - (fromSupply ? 0 : k * troopWorth(ctx));
}

/** What bringing `k` troops back to the garrison is worth: the troops kept, less the rewards they would have won. */
export function retreatGain(ctx: ImperiumContext, k: number): number {
  const t = ctx.me.troops.conflict;
  const n = Math.min(k, t);
  return (
    n * troopWorth(ctx) + expectedReward(ctx, strengthWith(ctx, t - n)) - expectedReward(ctx, strengthWith(ctx, t))
  );
}
