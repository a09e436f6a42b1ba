import { battleIconOf, editionOf, SANDWORM_STRENGTH, type Effect } from '@arrakis/imperium';
import { cardData, intrigueData } from './cards.ts';
import type { BotPlayer, ImperiumContext } from './context.ts';
import { effectsWorth } from './value.ts';
import { troopWorth, WORTH } from './worth.ts';

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

function isRival(ctx: ImperiumContext, p: BotPlayer): boolean {
  return ctx.view.houseHagal?.seats.includes(p.seat) ?? false;
}

function inCombatPhase(ctx: ImperiumContext): boolean {
  return ctx.view.phase === 'combat';
}

function competitor(ctx: ImperiumContext, o: BotPlayer): Competitor {
  if (ctx.view.phase !== 'playerTurns' && !inCombatPhase(ctx)) return { strength: o.strength, spread: 1 };
  if (inCombatPhase(ctx)) {
    const more = inConflict(ctx, o) && !isRival(ctx, o) ? o.intrigueCount * INTRIGUE_SWORDS * 1.2 : 0;
    return { strength: o.strength + more, spread: 1 + 0.5 * more };
  }
  const deploy = o.agentsLeft * Math.min(2, o.troops.garrison + 1);
  const fights = o.troops.conflict > 0 || sandworms(ctx, o.seat) > 0 || deploy > 0;
  if (!fights) return { strength: 0, spread: 0.5 };
  const reveal = isRival(ctx, o) || !o.revealedThisRound ? REVEAL_SWORDS : 0;
  const intrigues = isRival(ctx, o) ? 0 : o.intrigueCount * INTRIGUE_SWORDS;
  const more = deploy + reveal + intrigues;
  const base = o.troops.conflict > 0 || sandworms(ctx, o.seat) > 0 ? o.strength : 0;
  return { strength: base + more, spread: 1.5 + 0.4 * more };
}

/** Uprising's sandworms of a seat in the Conflict (rules 004 "Ver des Sables"); none in the 2020 game. */
export function sandworms(ctx: ImperiumContext, seat: number): number {
  return ctx.view.uprising?.sandworms[seat] ?? 0;
}

/** Whether a seat has a unit in the Conflict (troops, or Uprising's sandworms): only then does it fight. */
export function inConflict(ctx: ImperiumContext, p: BotPlayer): boolean {
  return p.troops.conflict > 0 || sandworms(ctx, p.seat) > 0;
}

/**
 * rules 004 III. Combat: the winner keeps the Conflict card; with a face-up card of the same battle icon, the pair
 * turns face down for 1 VP at once; else it may pair later (or pay a cost).
 */
function battleIconWorth(ctx: ImperiumContext): number {
  const conflict = ctx.view.conflict;
  if (!ctx.uprising || conflict === null) return 0;
  const icon = battleIconOf({ kind: 'conflict', id: conflict });
  const held = (ctx.view.uprising?.battleCards?.[ctx.seat] ?? []).filter((c) => c.faceUp);
  if (icon !== 'wild' && held.some((c) => battleIconOf(c) === icon)) return WORTH.victoryPoint;
  return 0.35 * WORTH.victoryPoint;
}

/** rules 004 III. Combat: "Chaque joueur ayant au moins un Ver des Sables … DOUBLE sa récompense". */
function doubled(ctx: ImperiumContext): boolean {
  return sandworms(ctx, ctx.seat) > 0;
}

function outlook(ctx: ImperiumContext): Outlook {
  let o = outlooks.get(ctx);
  if (o) return o;
  const card = ctx.view.conflict ? ctx.content.conflicts[ctx.view.conflict] : null;
  // Rewards are worth what they give; a third exists with four players only (rules 002 RÉSOLUTION DU COMBAT).
  const rewards: [number, number, number] = card
    ? [
        effectsWorth(ctx, card.first) + battleIconWorth(ctx),
        effectsWorth(ctx, card.second),
        ctx.view.players.length >= editionOf(ctx.view).thirdRewardFrom ? effectsWorth(ctx, card.third) : 0,
      ]
    : [0, 0, 0];
  const me = ctx.me;
  const turn = ctx.view.turn;
  const revealing = turn?.seat === ctx.seat && turn.kind === 'reveal';
  let pending = 0;
  if (ctx.view.phase === 'playerTurns' && !me.revealedThisRound && !revealing)
    for (const c of me.hand ?? []) pending += swordsIn(cardData(ctx, c).reveal);
  if (ctx.view.phase === 'playerTurns')
    for (const c of me.intrigues ?? []) pending += 0.5 * swordsIn(intrigueData(ctx, c).combat?.effects ?? []);
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

/** The same with the rewards doubled or not by a sandworm (the battle icon is never doubled: a small overcount). */
function rewardWith(ctx: ImperiumContext, strength: number, worms: number): number {
  return expectedReward(ctx, strength) * (worms > 0 ? 2 : 1);
}

/** The seat's strength at the Combat with `troops` in the Conflict (0 without any: rules 002 AJUSTEMENT DE LA FORCE). */
export function strengthWith(ctx: ImperiumContext, troops: number, worms = sandworms(ctx, ctx.seat)): number {
  return troops > 0 || worms > 0 ? 2 * troops + SANDWORM_STRENGTH * worms + ctx.me.swords + outlook(ctx).pending : 0;
}

/**
 * What `n` more sandworms in the Conflict are worth (rules 004 "Ver des Sables"): their strength, and the rewards
 * doubled with the first one. They come from the bank and go back: nothing spent.
 */
export function sandwormGain(ctx: ImperiumContext, n: number): number {
  if (n <= 0) return 0;
  const t = ctx.me.troops.conflict;
  const w = sandworms(ctx, ctx.seat);
  return rewardWith(ctx, strengthWith(ctx, t, w + n), w + n) - rewardWith(ctx, strengthWith(ctx, t, w), w);
}

/** Whether the seat can still put troops in the Conflict this round. */
function mayFight(ctx: ImperiumContext): boolean {
  const me = ctx.me;
  return inConflict(ctx, me) || (ctx.view.phase === 'playerTurns' && me.agentsLeft > 0 && me.troops.garrison > 0);
}

/** The change in expected rewards from `swords` more strength (Reveal boxes, Intrigues). */
export function conflictSwing(ctx: ImperiumContext, swords: number): number {
  if (swords <= 0 || !mayFight(ctx)) return 0;
  const t = ctx.me.troops.conflict;
  if (inConflict(ctx, ctx.me)) {
    const now = strengthWith(ctx, t);
    return (expectedReward(ctx, now + swords) - expectedReward(ctx, now)) * (doubled(ctx) ? 2 : 1);
  }
  // Swords count only with a troop there: assume one combat placement's troops, half the time.
  const assumed = strengthWith(ctx, Math.min(2, ctx.me.troops.garrison));
  return 0.5 * (expectedReward(ctx, assumed + swords) - expectedReward(ctx, assumed));
}

/** The expected rewards lost with `n` troops taken out of the Conflict (all of them: the swords too). */
export function conflictLoss(ctx: ImperiumContext, n: number): number {
  const t = ctx.me.troops.conflict;
  if (t === 0 || n <= 0) return 0;
  const w = sandworms(ctx, ctx.seat);
  return rewardWith(ctx, strengthWith(ctx, t), w) - rewardWith(ctx, strengthWith(ctx, Math.max(0, t - n)), w);
}

/**
 * What `k` more troops in the Conflict are worth: the expected rewards they add, less the troops (they go back to
 * the supply after the Combat) unless they come straight from the supply.
 */
export function deployGain(ctx: ImperiumContext, k: number, fromSupply: boolean): number {
  const t = ctx.me.troops.conflict;
  const w = sandworms(ctx, ctx.seat);
  const gain = rewardWith(ctx, strengthWith(ctx, t + k), w) - rewardWith(ctx, strengthWith(ctx, t), w);
  return gain - (fromSupply ? 0 : k * troopWorth(ctx));
}

/** What bringing `k` troops back to the garrison is worth: the troops kept, less the rewards they would have won. */
export function retreatGain(ctx: ImperiumContext, k: number): number {
  const t = ctx.me.troops.conflict;
  const n = Math.min(k, t);
  const w = sandworms(ctx, ctx.seat);
  return n * troopWorth(ctx) + rewardWith(ctx, strengthWith(ctx, t - n), w) - rewardWith(ctx, strengthWith(ctx, t), w);
}
