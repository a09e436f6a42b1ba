import {
  battleIconOf,
  behindShieldWall,
  spies,
  UPRISING_CONTRACTS,
  type BoardSpaceId,
  type Contract,
  type Effect,
  type Faction,
  type AnyObservationPost,
  type UprisingCondition,
  type UprisingCost,
  type UprisingCounter,
  type UprisingEffect,
} from '@arrakis/imperium';
import type { Seat } from '@arrakis/engine';
import { cardData } from './cards.ts';
import type { ActionOf, BotView, ImperiumContext } from './context.ts';
import { conflictLoss, sandwormGain, sandworms } from './conflict.ts';
import { bestAcquirable, cardPlayWorth } from './deck.ts';
import { influenceWorth } from './tracks.ts';
import { conditionChance, controlWorth, costsWorth, effectsWorth, payable, trashWorth } from './value.ts';
import { beforeReveal, drawWorth, intrigueWorth, resourceWorth, troopWorth, WORTH, type Source } from './worth.ts';

/**
 * Uprising's pieces and effects in the heuristic's currency (rules 004). A Spy on a post: a card to draw by
 * gathering intelligence, or an Agent sent to a space another player holds (infiltration), later.
 */
export const SPY_WORTH = 2.2;
/** What the contract icon gives without the CHOAM module, or with no contract left (rules 004 "Espace CHOM"). */
const CONTRACT_SOLARI = 2;
const MAKER_POSTS: readonly string[] = ['deepDesert', 'haggaBasin', 'imperialBasin'];

type PostId = ActionOf<'placeSpy'>['post'];
const CONTRACTS: Readonly<Record<string, Contract | undefined>> = UPRISING_CONTRACTS;

/** The posts holding one of `seat`'s Spies. */
export function spyPostsOf(view: BotView, seat: Seat): PostId[] {
  return (view.uprising?.spies ?? []).filter((s) => s.seat === seat).map((s) => s.post);
}

/** The observation post `id` of the view's board side (the six-player side has its own). */
function postOf(view: BotView, id: PostId): AnyObservationPost {
  return spies.postsIn(view).find((p) => p.id === id)!;
}

/**
 * What a Spy on `post` is worth to the seat: the spaces it watches (each a card to draw, or a way into a space held
 * by another Agent), more for the spaces it wants (a contract to complete there), the Maker posts (cards count them).
 */
export function postWorth(ctx: ImperiumContext, post: PostId): number {
  const connects: readonly string[] = postOf(ctx.view, post).connects;
  let worth = 1.4 + 0.35 * connects.length;
  if (MAKER_POSTS.includes(post)) worth += 0.3;
  if ((ctx.content.factions as readonly string[]).includes(post)) worth += 0.3;
  for (const contract of heldContracts(ctx)) {
    const trigger = CONTRACTS[contract]?.trigger;
    if (trigger?.kind === 'space' && connects.includes(trigger.space)) worth += 0.5;
  }
  return worth * (ctx.roundsLeft === 0 ? 0.5 : 1);
}

/** A Spy placed now (rules 004 "Placer un Espion"): one from the supply, or one moved when the supply is empty. */
function placeSpyWorth(ctx: ImperiumContext, e: Extract<UprisingEffect, { kind: 'placeSpy' }>, src: Source): number {
  if (src.later) return SPY_WORTH;
  const supply = ctx.view.uprising?.spySupply[ctx.seat] ?? 0;
  const taken = new Set((ctx.view.uprising?.spies ?? []).map((s) => s.post));
  const space = e.post.kind === 'agentSpace' ? (src.space ?? ctx.view.turn?.space ?? null) : null;
  const eligible = spies.postsIn(ctx.view).filter((p) => {
    if (taken.has(p.id) && !e.mayShare) return false;
    if (e.post.kind === 'agentSpace') return space !== null && (p.connects as readonly string[]).includes(space);
    if (e.post.kind === 'icons') {
      const icons: readonly string[] = e.post.icons;
      return p.connects.some((s) => icons.includes(ctx.content.spaces[s]?.icon ?? ''));
    }
    return true;
  });
  if (eligible.length === 0) return 0;
  const top = Math.max(...eligible.map((p) => postWorth(ctx, p.id)));
  return supply > 0 ? top : 0.3 * top;
}

/** Whether the standing Shield Wall keeps sandworms out of the current Conflict (rules 004 "Bouclier brisé"). */
export function shieldWallProtects(ctx: ImperiumContext): boolean {
  const conflict = ctx.view.conflict;
  if (!ctx.view.uprising?.shieldWall || conflict === null) return false;
  const card = ctx.content.conflicts[conflict];
  return card !== undefined && behindShieldWall(card);
}

export function hasMakerHooks(view: BotView, seat: Seat): boolean {
  return view.uprising?.makerHooks[seat] === true;
}

function summonWorth(ctx: ImperiumContext, amount: number, src: Source): number {
  if (!hasMakerHooks(ctx.view, ctx.seat)) return 0;
  if (src.later) return 3 * amount;
  if (shieldWallProtects(ctx) || ctx.view.phase !== 'playerTurns') return 0;
  return sandwormGain(ctx, amount);
}

/** A Maker Hook: every later desert visit may summon sandworms instead of the spice (rules 004 "Ver des Sables"). */
function makerHookWorth(ctx: ImperiumContext): number {
  if (hasMakerHooks(ctx.view, ctx.seat)) return 0;
  return Math.min(8, 1.5 + 1.3 * ctx.roundsLeft);
}

/** rules 004 "Bouclier brisé": good for a seat with Maker Hooks (sandworms reach every Conflict), bad against one. */
function shieldWallWorth(ctx: ImperiumContext): number {
  if (!ctx.view.uprising?.shieldWall) return 0;
  const mine = hasMakerHooks(ctx.view, ctx.seat) ? 1.5 + 0.5 * ctx.roundsLeft : 0;
  const theirs = ctx.view.players.filter((p) => p.seat !== ctx.seat && hasMakerHooks(ctx.view, p.seat)).length;
  return mine - 0.8 * theirs;
}

export function heldContracts(ctx: ImperiumContext): string[] {
  return ctx.view.uprising?.choam?.held[ctx.seat] ?? [];
}

/** The chance the seat completes a contract before the game ends (rules 004 "Contrats CHOM"). */
function completionChance(ctx: ImperiumContext, contract: string): number {
  const trigger = CONTRACTS[contract]?.trigger;
  if (!trigger) return 0;
  const rounds = ctx.roundsLeft + (ctx.me.agentsLeft > 0 ? 0.6 : 0);
  const soon = Math.min(1, rounds / 2);
  switch (trigger.kind) {
    case 'immediate':
      return 1;
    case 'space':
      return 0.75 * soon;
    case 'harvest':
      return 0.5 * soon;
    case 'acquireTheSpiceMustFlow':
      return 0.55 * soon;
  }
}

/** A contract taken: its reward, by the chance of completing it, and a completed contract counted by some cards. */
export function contractWorth(ctx: ImperiumContext, contract: string): number {
  const data = CONTRACTS[contract];
  if (!data) return 0;
  const now = data.trigger.kind === 'immediate';
  const reward = effectsWorth(ctx, data.reward, now ? {} : { later: true });
  return completionChance(ctx, contract) * (reward + 0.6);
}

function takeContractWorth(ctx: ImperiumContext): number {
  const choam = ctx.view.uprising?.choam;
  const solari = CONTRACT_SOLARI * resourceWorth(ctx, 'solari');
  if (!choam) return solari;
  const offered = [...choam.faceUp, ...(ctx.me.leader === 'shaddamCorrinoIV' ? choam.setAside : [])];
  if (offered.length === 0) return solari;
  return Math.max(...offered.map((c) => contractWorth(ctx, c)));
}

function spiesOnBoard(ctx: ImperiumContext): number {
  return spyPostsOf(ctx.view, ctx.seat).length;
}

function revealedCards(ctx: ImperiumContext, src: Source): string[] {
  return [...ctx.me.revealed, ...(src.reveal ? (ctx.me.hand ?? []) : [])];
}

function hasSwords(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.kind === 'swords');
}

function counterValue(ctx: ImperiumContext, counter: UprisingCounter, src: Source): number {
  switch (counter.kind) {
    case 'completedContracts':
      return src.later ? 1 : (ctx.view.uprising?.choam?.completed[ctx.seat]?.length ?? 0);
    case 'sandwormsInConflict':
      return src.later ? 0.5 : sandworms(ctx, ctx.seat);
    case 'revealedCardsWithSwords':
      return src.later
        ? 1.5
        : Math.max(1, revealedCards(ctx, src).filter((c) => hasSwords(cardData(ctx, c).reveal)).length);
    case 'factionCardsRevealed':
      return src.later
        ? 1.5
        : Math.max(
            1,
            revealedCards(ctx, src).filter((c) => cardData(ctx, c).factions.includes(counter.faction)).length,
          );
    case 'spiesOnBoard':
      return src.later ? 1.5 : spiesOnBoard(ctx);
  }
}

/** The chance an Uprising condition holds when the effect resolves (read now; guessed for a card still to buy). */
export function uprisingConditionChance(ctx: ImperiumContext, c: UprisingCondition, src: Source): number {
  const later = (p: number) => (src.later ? p : 0);
  const turn = ctx.view.turn?.seat === ctx.seat ? ctx.view.turn : null;
  const me = ctx.me;
  switch (c.kind) {
    case 'spiesOnBoard':
      return spiesOnBoard(ctx) >= c.atLeast ? 1 : later(0.4);
    case 'recalledSpyThisTurn':
      return turn?.uprising?.recalledSpy ? 1 : later(0.3);
    case 'sentAgentTo': {
      const space = src.space ?? turn?.space ?? null;
      const data = space ? ctx.content.spaces[space] : undefined;
      if (!data) return later(0.4);
      return (c.space === 'maker' ? data.maker !== null : data.faction !== null) ? 1 : 0;
    }
    case 'completedContracts':
      return (ctx.view.uprising?.choam?.completed[ctx.seat]?.length ?? 0) >= c.atLeast ? 1 : later(0.3);
    case 'unitsInConflict':
      return me.troops.conflict + sandworms(ctx, ctx.seat) >= c.atLeast ? 1 : later(0.4);
    case 'sandwormInConflict':
      return sandworms(ctx, ctx.seat) > 0 ? 1 : later(0.2);
    case 'makerHook':
      return hasMakerHooks(ctx.view, ctx.seat) ? 1 : later(0.3);
    case 'swordmaster':
      return me.swordmaster ? 1 : later(0.4);
    case 'spyingOnMakerSpace':
      return spyPostsOf(ctx.view, ctx.seat).some((p) => MAKER_POSTS.includes(p)) ? 1 : later(0.3);
    case 'deckHasAtLeast':
      return me.deckCount >= c.cards ? 1 : later(0.5);
    case 'discardedFactionCard':
      return 0.4;
    case 'acquiredThisTurn':
      return turn?.uprising?.acquired.includes(c.card) ? 1 : later(0.2);
    case 'shieldWallStands':
      return ctx.view.uprising?.shieldWall ? 1 : 0;
    case 'strengthInConflict':
      return me.strength >= c.atLeast ? 1 : later(0.3);
    case 'spyPlacedOn':
      return 0.5;
    case 'deployedUnitsThisTurn':
      return (turn?.deployed ?? 0) >= c.atLeast ? 1 : later(0.3);
    case 'gainedSpiceThisTurn':
      return (turn?.uprising?.spiceGained ?? 0) > 0 ? 1 : later(0.4);
    case 'influenceWhereOpponentAllied':
      return ctx.content.factions.some((f) => {
        const holder = ctx.view.alliances[f];
        return holder !== null && holder !== ctx.seat && me.influence[f] >= c.atLeast;
      })
        ? 1
        : later(0.3);
    case 'base':
      return conditionChance(ctx, c.condition, src);
  }
}

/** Whether the seat can pay Uprising's costs now (in full or not at all). */
export function uprisingPayable(ctx: ImperiumContext, costs: readonly UprisingCost[], src: Source): boolean {
  const me = ctx.me;
  const hand = me.hand ?? [];
  return costs.every((c) => {
    switch (c.kind) {
      case 'recallSpy':
        return spiesOnBoard(ctx) >= c.amount;
      case 'discard':
        return me.handCount >= c.amount;
      case 'trash':
        return src.later || hand.length + me.discard.length + me.inPlay.length > 0;
      case 'trashFromHand':
        return hand.some((card) => (cardData(ctx, card).cost ?? 0) >= c.minCost);
      case 'flipConflictCard':
        return flippable(ctx, c.icon) > 0;
      case 'trashIntrigue':
        return me.intrigueCount > 0;
      case 'retreat':
        return me.troops.conflict >= c.amount;
      case 'trashFactionCard': {
        const pool = c.from === 'hand' ? hand : me.inPlay;
        return pool.filter((card) => card !== src.card && cardData(ctx, card).factions.includes(c.faction)).length > 0;
      }
      default:
        return payable(ctx, [c], src);
    }
  });
}

function flippable(ctx: ImperiumContext, icon: string): number {
  return (ctx.view.uprising?.battleCards?.[ctx.seat] ?? []).filter(
    (c) => c.kind === 'conflict' && c.faceUp && (battleIconOf(c) === icon || battleIconOf(c) === 'wild'),
  ).length;
}

/** The weakest of these cards, by a play's worth (what giving it up costs). */
function weakest(ctx: ImperiumContext, cards: readonly string[]): number {
  return cards.length === 0 ? 0 : Math.min(...cards.map((c) => cardPlayWorth(ctx, c)));
}

/** What paying Uprising's costs gives up, as a positive number (a trash may be a gain: a thinner deck). */
export function uprisingCostsWorth(ctx: ImperiumContext, costs: readonly UprisingCost[], src: Source): number {
  let total = 0;
  const me = ctx.me;
  for (const c of costs) {
    switch (c.kind) {
      case 'recallSpy': {
        const posts = spyPostsOf(ctx.view, ctx.seat)
          .map((p) => postWorth(ctx, p))
          .sort((a, b) => a - b);
        total += posts.slice(0, c.amount).reduce((s, v) => s + v, 0) * 0.7;
        break;
      }
      case 'discard':
        total += c.amount * (beforeReveal(ctx) ? WORTH.cardInHand : 0.8);
        break;
      case 'trash':
        total += 1 - trashWorth(ctx);
        break;
      case 'trashFromHand':
        total += weakest(
          ctx,
          (me.hand ?? []).filter((card) => (cardData(ctx, card).cost ?? 0) >= c.minCost),
        );
        break;
      case 'flipConflictCard':
        total += 0.35 * WORTH.victoryPoint;
        break;
      case 'trashIntrigue':
        total += intrigueWorth(ctx);
        break;
      case 'retreat':
        total += Math.max(0, conflictLoss(ctx, c.amount) - c.amount * troopWorth(ctx));
        break;
      case 'trashFactionCard': {
        const pool = c.from === 'hand' ? (me.hand ?? []) : me.inPlay;
        total += weakest(
          ctx,
          pool.filter((card) => card !== src.card && cardData(ctx, card).factions.includes(c.faction)),
        );
        break;
      }
      default:
        total += costsWorth(ctx, [c], src);
    }
  }
  return total;
}

/** 1 influence with each Faction whose post holds one of the seat's Spies (Guild Spy). */
function influenceWhereSpying(ctx: ImperiumContext): number {
  const posts = new Set<string>(spyPostsOf(ctx.view, ctx.seat));
  return ctx.content.factions
    .filter((f: Faction) => posts.has(f))
    .reduce((s, f) => s + influenceWorth(ctx.view, ctx.seat, f, 1, ctx.roundsLeft), 0);
}

/** What one Uprising effect (rules 004) is worth to the seat. */
export function uprisingEffectWorth(ctx: ImperiumContext, e: UprisingEffect, src: Source): number {
  switch (e.kind) {
    case 'placeSpy':
      return placeSpyWorth(ctx, e, src);
    case 'summonSandworm':
      return summonWorth(ctx, e.amount, src);
    case 'gainMakerHook':
      return makerHookWorth(ctx);
    case 'breakShieldWall':
      return shieldWallWorth(ctx);
    case 'takeContract':
      return src.later ? 3 : takeContractWorth(ctx);
    case 'payUprising':
      if (!src.later && !uprisingPayable(ctx, e.cost, src)) return 0;
      return (
        Math.max(0, effectsWorth(ctx, e.effects, src) - uprisingCostsWorth(ctx, e.cost, src)) * (src.later ? 0.7 : 1)
      );
    case 'ifUprising': {
      const p = uprisingConditionChance(ctx, e.condition, src);
      return p * effectsWorth(ctx, e.then, src) + (1 - p) * effectsWorth(ctx, e.else ?? [], src);
    }
    case 'forEach':
      return counterValue(ctx, e.counter, src) * effectsWorth(ctx, e.effects, src);
    case 'influenceWhereSpying':
      return src.later ? 1.5 : influenceWhereSpying(ctx);
    case 'ignoreInfluenceRequirements':
      return 0.5;
    case 'acquireWithSolari':
      return src.later ? 1 : Math.max(0, 0.5 * bestAcquirable(ctx, ctx.me.solari));
    case 'sortTopCards':
      return e.draw * drawWorth(ctx, src) + e.trash * 0.5;
    case 'returnThisCardToHand':
      return src.later || beforeReveal(ctx) ? 1.5 : 0.5;
    case 'recruitedMayDeploy':
      return 0.5;
    case 'controlConflictSpace': {
      const conflict = ctx.view.conflict ? ctx.content.conflicts[ctx.view.conflict] : undefined;
      return conflict?.controlSpace ? controlWorth(ctx, conflict.controlSpace) : 0;
    }
    case 'addMemory':
      return ctx.me.troops.supply > 0 ? 1 : 0;
    case 'acquireToHand':
      return src.later ? e.maxCost : bestAcquirable(ctx, e.maxCost) + (beforeReveal(ctx) ? 1 : 0);
    case 'noDeployThisTurn':
      return -0.5;
    case 'advanceTraining':
      return 2;
    case 'whenAcquiringThisRound':
      return beforeReveal(ctx) || src.later ? 1.2 * effectsWorth(ctx, e.effects, src) : 0;
    // The Rivals' own effects (rules 004 JEU SOLO – DÉTAIL): never the seat's.
    case 'influenceByPriority':
    case 'rivalHarvestUprising':
    case 'rivalInfluence':
      return 0;
  }
}

/** A space's worth beyond its effects in Uprising: a held contract it completes (rules 004 "Contrats CHOM"). */
export function contractsCompletedAt(ctx: ImperiumContext, space: BoardSpaceId): number {
  let total = 0;
  for (const contract of heldContracts(ctx)) {
    const data = CONTRACTS[contract];
    if (data?.trigger.kind === 'space' && data.trigger.space === space)
      total += effectsWorth(ctx, data.reward, { space }) + 0.6;
  }
  return total;
}

/** A Spy of the seat watches `space` (it may gather intelligence there, or infiltrate it). */
export function watches(ctx: ImperiumContext, space: BoardSpaceId): boolean {
  return spyPostsOf(ctx.view, ctx.seat).some((p) =>
    (postOf(ctx.view, p).connects as readonly string[]).includes(space),
  );
}

/** Uprising's pieces a seat holds, for the position's worth (evaluate.ts). */
export function uprisingPiecesWorth(ctx: ImperiumContext): number {
  if (!ctx.view.uprising) return 0;
  let worth = spiesOnBoard(ctx) * SPY_WORTH * (ctx.roundsLeft > 0 ? 1 : 0.3);
  worth += (ctx.view.uprising.spySupply[ctx.seat] ?? 0) * 0.5;
  if (hasMakerHooks(ctx.view, ctx.seat)) worth += Math.min(8, 1.5 + 1.3 * ctx.roundsLeft);
  for (const c of heldContracts(ctx)) worth += contractWorth(ctx, c);
  const faceUp = (ctx.view.uprising.battleCards?.[ctx.seat] ?? []).filter((c) => c.faceUp).length;
  worth += faceUp * 0.3 * WORTH.victoryPoint;
  return worth;
}
