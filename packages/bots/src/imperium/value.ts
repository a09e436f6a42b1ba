import {
  HAGAL_DIFFICULTIES,
  isUprisingEffect,
  SWORDMASTER_LATER_COST,
  type BoardControlSpaceId,
  type BoardSpace,
  type BoardSpaceId,
  type Condition,
  type Cost,
  type Effect,
  type Faction,
  type FactionTarget,
  type Quantity,
  type ReservePileId,
} from '@arrakis/imperium';
import type { Seat } from '@arrakis/engine';
import { cardData } from './cards.ts';
import type { BotPlayer, BotView, ImperiumContext } from './context.ts';
import { uprisingEffectWorth } from './uprisingValue.ts';
import { conflictLoss, conflictSwing, deployGain, retreatGain } from './conflict.ts';
import { bestAcquirable, cardPlayWorth, cardWorth, owned } from './deck.ts';
import { influenceWorth, targetFactions } from './tracks.ts';
import {
  beforeReveal,
  drawWorth,
  intrigueWorth,
  lasting,
  persuasionWorth,
  resourceWorth,
  troopWorth,
  WORTH,
  type Source,
} from './worth.ts';

const NOW: Source = {};

function influenceEffectWorth(ctx: ImperiumContext, target: FactionTarget, amount: number, src: Source): number {
  const values = targetFactions(ctx.view, ctx.seat, target, src)
    .map((f) => influenceWorth(ctx.view, ctx.seat, f, amount, ctx.roundsLeft))
    .sort((a, b) => b - a);
  if (values.length === 0) return 0;
  if (target.kind === 'each') return values.reduce((s, v) => s + v, 0);
  if (target.kind === 'distinctChoices') return values.slice(0, target.count).reduce((s, v) => s + v, 0);
  return values[0]!;
}

function factionCardsInPlay(ctx: ImperiumContext, faction: Faction, src: Source): number {
  const me = ctx.me;
  const cards = [...me.inPlay, ...me.revealed, ...(src.reveal ? (me.hand ?? []) : [])];
  return cards.filter((c) => cardData(ctx, c).factions.includes(faction)).length;
}

function amountOf(ctx: ImperiumContext, q: Quantity, src: Source): number {
  if (typeof q === 'number') return q;
  if (q.per.kind === 'baseSpiceHarvested') {
    if (src.later) return q.times * 2;
    const turn = ctx.view.turn;
    const space = src.space ?? (turn?.seat === ctx.seat ? turn.space : null);
    return q.times * (space ? (ctx.content.spaces[space]?.maker?.baseSpice ?? 0) : 0);
  }
  if (src.later) return q.times * 1.5;
  return q.times * Math.max(1, factionCardsInPlay(ctx, q.per.faction, src));
}

function smfOwned(p: BotPlayer): number {
  return owned(p).filter((c) => c === 'theSpiceMustFlow').length;
}

/** The chance a condition holds when the effect resolves (read now; guessed for a card still to buy). */
export function conditionChance(ctx: ImperiumContext, condition: Condition, src: Source): number {
  const me = ctx.me;
  switch (condition.kind) {
    case 'influence':
      return me.influence[condition.faction] >= condition.atLeast ? 1 : src.later ? 0.3 : 0;
    case 'alliance': {
      const mine =
        condition.faction === 'any'
          ? ctx.content.factions.some((f) => ctx.view.alliances[f] === ctx.seat)
          : ctx.view.alliances[condition.faction] === ctx.seat;
      return mine ? 1 : src.later ? 0.15 : 0;
    }
    case 'bond': {
      if (src.later) return 0.4;
      // "Another card": the card itself, when among those counted, does not bond with itself.
      const counted = [...me.inPlay, ...me.revealed, ...(src.reveal ? (me.hand ?? []) : [])];
      const self =
        src.card && counted.includes(src.card) && cardData(ctx, src.card).factions.includes(condition.faction) ? 1 : 0;
      return factionCardsInPlay(ctx, condition.faction, src) - self >= 1 ? 1 : 0;
    }
    case 'highCouncilSeat':
      return me.highCouncil ? 1 : 0;
    case 'cardsOwned':
      return smfOwned(me) >= condition.atLeast ? 1 : 0;
    case 'mostCardsOwned': {
      const mine = smfOwned(me);
      return ctx.view.players.every((o) => o.seat === ctx.seat || smfOwned(o) < mine) ? 1 : 0;
    }
    case 'influenceOnTracks':
      return ctx.content.factions.filter((f) => me.influence[f] >= condition.atLeast).length >= condition.tracks
        ? 1
        : 0;
    case 'opponentTroopInConflict':
      return ctx.view.players.some((o) => o.seat !== ctx.seat && o.troops.conflict > 0) ? 1 : 0;
  }
}

/** Whether the seat can pay `costs` now (rules 002 "Payer un coût": in full or not at all). */
export function payable(ctx: ImperiumContext, costs: readonly Cost[], src: Source, solariDiscount = 0): boolean {
  const me = ctx.me;
  return costs.every((cost) => {
    switch (cost.kind) {
      case 'resource':
        return (
          me[cost.resource] >= (cost.resource === 'solari' ? Math.max(0, cost.amount - solariDiscount) : cost.amount)
        );
      case 'troopsInConflict':
        return me.troops.conflict >= cost.amount;
      case 'trashThisCard':
        return src.later || (src.card !== null && src.card !== undefined);
      case 'influence':
        return targetFactions(ctx.view, ctx.seat, cost.faction, src).some((f) => me.influence[f] >= cost.amount);
    }
  });
}

/** What paying `costs` gives up, as a positive number. */
export function costsWorth(ctx: ImperiumContext, costs: readonly Cost[], src: Source, solariDiscount = 0): number {
  let total = 0;
  for (const cost of costs) {
    switch (cost.kind) {
      case 'resource': {
        const amount = cost.resource === 'solari' ? Math.max(0, cost.amount - solariDiscount) : cost.amount;
        total += amount * resourceWorth(ctx, cost.resource);
        break;
      }
      case 'troopsInConflict':
        total += conflictLoss(ctx, cost.amount) + cost.amount * 0.2;
        break;
      case 'trashThisCard':
        total += src.card ? Math.max(0.5, cardPlayWorth(ctx, src.card)) : 1;
        break;
      case 'influence': {
        const losses = targetFactions(ctx.view, ctx.seat, cost.faction, src)
          .filter((f) => ctx.me.influence[f] >= cost.amount)
          .map((f) => -influenceWorth(ctx.view, ctx.seat, f, -cost.amount, ctx.roundsLeft));
        total += losses.length > 0 ? Math.min(...losses) : 0;
        break;
      }
    }
  }
  return total;
}

/** What an opponent loses to effects it undergoes (troops, cards): our gain is a share of it. */
export function harm(view: BotView, o: BotPlayer, effects: readonly Effect[]): number {
  let total = 0;
  for (const e of effects) {
    if (e.kind === 'loseTroops')
      total += Math.min(e.amount, o.troops[e.from]) * (e.from === 'conflict' ? 2.5 : WORTH.troop);
    else if (e.kind === 'discard') total += Math.min(e.amount, o.handCount) * WORTH.cardInHand;
    else if (e.kind === 'choose') {
      const options = e.options.map((opt) => harm(view, o, opt.effects)).filter((h) => h > 0);
      total += options.length > 0 ? Math.min(...options) : 0;
    }
  }
  return total;
}

function placedAgents(view: BotView, seat: Seat): number {
  let n = 0;
  for (const seats of Object.values(view.board.agents)) for (const s of seats ?? []) if (s === seat) n++;
  return n;
}

/** Cards left on a reserve pile of the view's edition (none on another edition's). */
function reserveLeft(view: BotView, pile: ReservePileId): number {
  const reserve: Partial<Record<ReservePileId, number>> = view.reserve;
  return reserve[pile] ?? 0;
}

export function controlWorth(ctx: ImperiumContext, space: BoardControlSpaceId): number {
  if (ctx.view.board.control[space] === ctx.seat) return 0;
  // The bonus on every visit, and a troop when its Conflict comes up.
  return Math.min(8, 1.5 + 1.2 * ctx.roundsLeft);
}

/** A card the seat could trash for a better deck (a weak starter card), if it has one. */
export function trashWorth(ctx: ImperiumContext): number {
  const me = ctx.me;
  const cards = [...(me.hand ?? []), ...me.discard, ...me.inPlay, ...me.revealed];
  const weakest = Math.min(...cards.map((c) => cardPlayWorth(ctx, c)), Infinity);
  if (weakest >= WORTH.dilution + 1) return 0.2;
  return Math.min(2.5, 0.5 + 0.4 * ctx.roundsLeft);
}

/** What one effect is worth to the seat, in the current position (or for a later round with `src.later`). */
export function effectWorth(ctx: ImperiumContext, e: Effect, src: Source = NOW): number {
  if (isUprisingEffect(e)) return uprisingEffectWorth(ctx, e, src);
  const me = ctx.me;
  switch (e.kind) {
    case 'gain':
      return amountOf(ctx, e.amount, src) * resourceWorth(ctx, e.resource);
    case 'lose':
      return -Math.min(e.amount, me[e.resource]) * resourceWorth(ctx, e.resource);
    case 'persuasion':
      return amountOf(ctx, e.amount, src) * persuasionWorth(ctx, src);
    case 'swords': {
      const n = amountOf(ctx, e.amount, src);
      return src.later ? n * 0.6 : conflictSwing(ctx, n);
    }
    case 'draw':
      return e.amount * drawWorth(ctx, src);
    case 'drawIntrigue':
      return e.amount * intrigueWorth(ctx);
    case 'stealIntrigue':
      return (
        ctx.view.players.filter((o) => o.seat !== ctx.seat && o.intrigueCount >= e.fromOpponentsWithAtLeast).length *
        intrigueWorth(ctx)
      );
    case 'recruit': {
      const n = Math.min(e.amount, me.troops.supply);
      if (src.later) return n * WORTH.troop;
      if (e.deploy === 'must') return deployGain(ctx, n, true);
      if (e.deploy === 'may') return n * troopWorth(ctx) + Math.max(0, deployGain(ctx, n, true));
      return n * troopWorth(ctx);
    }
    case 'deploy': {
      if (src.later) return 1;
      const max = e.upTo === 'any' ? me.troops.garrison : Math.min(e.upTo, me.troops.garrison);
      let top = 0;
      for (let k = 1; k <= max; k++) top = Math.max(top, deployGain(ctx, k, false));
      return top;
    }
    case 'retreat': {
      if (src.later) return 0.3;
      const max = e.upTo === 'any' ? me.troops.conflict : Math.min(e.upTo, me.troops.conflict);
      let top = 0;
      for (let k = 1; k <= max; k++) top = Math.max(top, retreatGain(ctx, k));
      return top;
    }
    case 'loseTroops': {
      const n = Math.min(e.amount, me.troops[e.from]);
      return e.from === 'conflict' ? -conflictLoss(ctx, n) : -n * troopWorth(ctx);
    }
    case 'discard':
      return -Math.min(e.amount, me.handCount) * WORTH.cardInHand;
    case 'influence':
      return influenceEffectWorth(ctx, e.faction, e.amount, src);
    case 'victoryPoints':
      return e.amount * WORTH.victoryPoint;
    case 'trash':
      return src.later ? 1 : trashWorth(ctx);
    case 'trashThisCard':
      return src.card ? -Math.max(0.5, cardPlayWorth(ctx, src.card, true)) : -1;
    case 'inspectTopCard':
      return e.then.includes('draw') ? Math.max(0.6, 0.8 * drawWorth(ctx, src)) : 0.6;
    case 'shuffleDiscardIntoDeck':
      return 0.3;
    case 'takeFromDiscard':
      return src.later || me.discard.some((c) => cardData(ctx, c).factions.includes(e.faction)) ? WORTH.card : 0;
    case 'acquireReserveCard':
      return reserveLeft(ctx.view, e.card) > 0 ? cardWorth(ctx, e.card) : 0;
    case 'acquireCard':
      return src.later ? e.maxCost : bestAcquirable(ctx, e.maxCost);
    case 'acquiredCardsToTopOfDeck':
      return 0.5;
    case 'discountThisTurn':
      return 0.8 * e.amount;
    case 'reserveImperiumRowCard':
      return 1;
    case 'takeMentat':
      if (ctx.view.board.mentat.holder !== null) return 0;
      return e.nextRound ? 0.8 * WORTH.agent : WORTH.agent;
    case 'gainSwordmaster':
      return me.swordmaster ? 0 : WORTH.agent * lasting(ctx, beforeReveal(ctx));
    case 'takeHighCouncilSeat': {
      if (me.highCouncil) return 0;
      const memnon = me.leader === 'memnonThorvald' ? 3 : 0;
      return 2 * WORTH.persuasion * lasting(ctx, beforeReveal(ctx)) + memnon;
    }
    case 'recallAgent':
      return placedAgents(ctx.view, ctx.seat) > 0 && beforeReveal(ctx) ? 0.8 * WORTH.agent : 0;
    case 'relocateAgent':
      return 0;
    case 'blockSpace':
      return 1;
    case 'infiltrate':
    case 'addAgentIcons':
      return 0.3;
    case 'control':
      return controlWorth(ctx, e.space);
    case 'harvest': {
      const space = src.space;
      const bonus = space ? (ctx.view.board.bonusSpice[space] ?? 0) : 0;
      return (e.baseSpice + bonus) * resourceWorth(ctx, 'spice');
    }
    case 'signetRing':
      return me.leader ? effectsWorth(ctx, ctx.content.leaders[me.leader]?.signetRing.effects ?? [], src) : 0;
    case 'endTurn':
      return -2;
    case 'rivalHarvest':
      return 0;
    case 'pay':
      if (!src.later && !payable(ctx, e.cost, src)) return 0;
      return Math.max(0, effectsWorth(ctx, e.effects, src) - costsWorth(ctx, e.cost, src)) * (src.later ? 0.7 : 1);
    case 'choose': {
      const values = e.options
        .filter((o) => src.later || payable(ctx, o.cost ?? [], src))
        .map((o) => effectsWorth(ctx, o.effects, src) - costsWorth(ctx, o.cost ?? [], src))
        .sort((a, b) => b - a);
      return values.slice(0, e.pick).reduce((s, v) => s + v, 0);
    }
    case 'if': {
      const p = conditionChance(ctx, e.condition, src);
      return p * effectsWorth(ctx, e.then, src) + (1 - p) * effectsWorth(ctx, e.else ?? [], src);
    }
    case 'opponents': {
      const harms = ctx.view.players.filter((o) => o.seat !== ctx.seat).map((o) => harm(ctx.view, o, e.effects));
      if (harms.length === 0) return 0;
      return e.who === 'each' ? 0.4 * harms.reduce((s, h) => s + h, 0) : 0.6 * Math.max(...harms);
    }
  }
}

export function effectsWorth(ctx: ImperiumContext, effects: readonly Effect[], src: Source = NOW): number {
  let total = 0;
  for (const e of effects) total += effectWorth(ctx, e, src);
  return total;
}

/** A board space's printed cost for the seat: Duke Leto pays 1 Solari less on the Landsraad; the solo Mentat. */
export function spaceCost(
  ctx: ImperiumContext,
  space: BoardSpace<BoardSpaceId>,
): { costs: readonly Cost[]; discount: number } {
  const difficulty = ctx.view.houseHagal?.difficulty;
  // Uprising's Swordmaster costs less once anyone has one (rules 004; the engine's SWORDMASTER module).
  const laterSwordmaster =
    ctx.uprising &&
    space.effects.some((e) => e.kind === 'gainSwordmaster') &&
    ctx.view.players.some((p) => p.swordmaster);
  const costs: readonly Cost[] =
    space.id === 'mentat' && difficulty
      ? [{ kind: 'resource', resource: 'solari', amount: HAGAL_DIFFICULTIES[difficulty].mentatCost }]
      : laterSwordmaster
        ? space.cost.map((c) =>
            c.kind === 'resource' && c.resource === 'solari' ? { ...c, amount: SWORDMASTER_LATER_COST } : c,
          )
        : space.cost;
  const discount = space.icon === 'landsraad' && ctx.me.leader === 'letoAtreides' ? 1 : 0;
  return { costs, discount };
}
