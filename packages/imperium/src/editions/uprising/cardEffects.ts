import type { Seat } from '@arrakis/engine';
import { cardData, removeOne } from '../../cards.ts';
import type { ImperiumCard } from '../../dsl/content.ts';
import type { Effect, ModuleEffect } from '../../dsl/effect.ts';
import type { RuleModule } from '../../edition.ts';
import { acquireCandidates } from '../../effects/board.ts';
import { push, pushEffects } from '../../effects/stack.ts';
import type { EventLog } from '../../events.ts';
import type { EffectContext } from '../../frames.ts';
import type { CardId, EngineState } from '../../state.ts';
import { countUprising, holdsUprising } from './conditions.ts';
import { uprisingCostVariants } from './costs.ts';
import { uprisingPieces } from './pieces.ts';
import { turnMemory, uprisingTurn } from './turnMemory.ts';
import type { UprisingCard } from './types.ts';

/**
 * The card effect kinds of Uprising that are not Spies, sandworms or contracts (rules 004; facts uprising-rules.md
 * §2): the arrow with Uprising's costs, its conditions and counters, and the cards' one-off rules. Also the rules of
 * the hand: "when discarded" boxes (rules 004 FAQ "Faveur de la Guilde Spatiale") and cards drawn on a Reveal turn
 * (rules 004 FAQ "Tour Révélation").
 */

/** rules 004 FAQ "Effets facultatifs": an arrow may be declined, "sauf sur une carte Intrigue (obligatoire)". */
function payUprising(
  state: EngineState,
  seat: Seat,
  effect: ModuleEffect & { kind: 'payUprising' },
  ctx: EffectContext,
) {
  if (uprisingCostVariants(state, seat, effect.cost, ctx).length === 0) return;
  push(state, {
    kind: 'payUprising',
    seat,
    cost: [...effect.cost],
    effects: [...effect.effects],
    ctx,
    mandatory: ctx.source === 'intrigue',
  });
}

/** Long Live the Fighters: the top cards come into the hand, seen only by the seat, until sorted. */
function sortTopCards(state: EngineState, seat: Seat, effect: ModuleEffect & { kind: 'sortTopCards' }, log: EventLog) {
  const p = state.players[seat]!;
  if (p.deck.length < effect.look) return;
  const cards = p.deck.slice(0, effect.look);
  p.deck = p.deck.slice(effect.look);
  p.hand.push(...cards);
  log.public('topCardsLooked', { seat, count: cards.length });
  log.private_([seat], 'topCardsLookedPrivate', { seat, cards });
  push(state, { kind: 'sortTopCards', seat, looked: cards.length, trash: effect.trash, discard: effect.discard });
}

/** Weirding Woman: the card carrying the effect goes back from play to the hand. */
function returnToHand(state: EngineState, seat: Seat, ctx: EffectContext, log: EventLog): void {
  const p = state.players[seat]!;
  if (ctx.card === null || !removeOne(p.inPlay, ctx.card)) return;
  p.hand.push(ctx.card);
  log.public('cardReturnedToHand', { seat, card: ctx.card });
}

function resolve(state: EngineState, seat: Seat, effect: ModuleEffect, ctx: EffectContext, log: EventLog): boolean {
  switch (effect.kind) {
    case 'payUprising':
      payUprising(state, seat, effect, ctx);
      return true;
    case 'ifUprising': {
      const holds = holdsUprising(state, seat, effect.condition, ctx);
      if (!holds && effect.condition.kind === 'acquiredThisTurn' && !effect.else && state.turn?.kind === 'reveal') {
        // A Reveal box resolves before the seat buys (rules 002 allow buying "avant, entre, ou après"): the
        // condition still comes true if the card is acquired later this turn.
        uprisingTurn(state, seat)?.whenAcquired.push({ card: effect.condition.card, effects: [...effect.then], ctx });
        return true;
      }
      pushEffects(state, seat, holds ? effect.then : (effect.else ?? []), ctx);
      return true;
    }
    case 'forEach': {
      const n = countUprising(state, seat, effect.counter);
      for (let i = 0; i < n; i++) pushEffects(state, seat, effect.effects, ctx);
      return true;
    }
    case 'ignoreInfluenceRequirements':
      // Already used when the Agent was placed (`spyAgentOptions` lists the spaces past their requirement).
      return true;
    case 'acquireWithSolari':
      if (acquireCandidates(state, seat, state.players[seat]!.solari).length > 0)
        push(state, { kind: 'acquireWithSolari', seat });
      return true;
    case 'sortTopCards':
      sortTopCards(state, seat, effect, log);
      return true;
    case 'returnThisCardToHand':
      returnToHand(state, seat, ctx, log);
      return true;
    case 'recruitedMayDeploy': {
      const memory = uprisingTurn(state, seat);
      if (memory) memory.recruitedMayDeploy = true;
      return true;
    }
    case 'noDeployThisTurn': {
      // rules 004 FAQ "Shaddam Corrino IV": immediate, for the whole turn, the troop of the first option included.
      const memory = uprisingTurn(state, seat);
      if (memory) {
        memory.noDeploy = true;
        log.public('noDeployThisTurn', { seat });
      }
      return true;
    }
    case 'whenAcquiringThisRound':
      (uprisingPieces(state).whenAcquiring ??= []).push({ seat, effects: [...effect.effects] });
      return true;
    default:
      return false;
  }
}

/** The card's "when discarded from your hand" box (Uprising cards; none in the 2020 game). */
export function discardedBox(state: EngineState, card: CardId): readonly Effect[] {
  const data: ImperiumCard & Partial<Pick<UprisingCard, 'discarded'>> = cardData(state, card);
  return data.discarded ?? [];
}

/**
 * rules 004 FAQ "Tour Révélation": "Si vous piochez 1 carte à votre tour Révélation, vous devez la jouer
 * immédiatement": the card is revealed at once and its Reveal box resolves.
 */
function cardsDrawn(state: EngineState, seat: Seat, cards: readonly CardId[], log: EventLog): void {
  const turn = state.turn;
  if (turn?.seat !== seat || turn.kind !== 'reveal' || cards.length === 0) return;
  const p = state.players[seat]!;
  for (const card of cards) removeOne(p.hand, card);
  p.revealed.push(...cards);
  log.public('cardsRevealed', { seat, cards: [...cards] });
  for (const card of [...cards].reverse())
    pushEffects(state, seat, cardData(state, card).reveal, { source: 'revealBox', card, space: null });
}

/** Uprising's card effect kinds and the hand's rules (rules 004 FAQ). */
export const CARD_EFFECTS: RuleModule = {
  id: 'cardEffects',
  resolve,
  agentDeploy(state, seat, max) {
    const memory = turnMemory(state, seat);
    if (!memory) return max;
    if (memory.noDeploy) return 0;
    const p = state.players[seat]!;
    return memory.recruitedMayDeploy ? Math.max(max, Math.min(p.troops.garrison, state.turn!.recruited)) : max;
  },
  cardDiscarded(state, seat, card) {
    uprisingTurn(state, seat)?.discarded.push(card);
    // rules 004 FAQ "Faveur de la Guilde Spatiale": only from the hand, which is what this hook reports.
    pushEffects(state, seat, discardedBox(state, card), { source: 'agentBox', card, space: null });
  },
  cardsDrawn,
  cardAcquired(state, seat, card) {
    const memory = uprisingTurn(state, seat);
    if (memory) {
      memory.acquired.push(card);
      const waiting = memory.whenAcquired.filter((w) => w.card === card);
      memory.whenAcquired = memory.whenAcquired.filter((w) => w.card !== card);
      for (const w of waiting) pushEffects(state, seat, w.effects, w.ctx);
    }
    if (state.turn?.seat !== seat || state.turn.kind !== 'reveal') return;
    for (const entry of state.uprising?.whenAcquiring ?? [])
      if (entry.seat === seat) pushEffects(state, seat, entry.effects, { source: 'acquire', card, space: null });
  },
  fulfillable(state, seat, effects) {
    // An option that is only an Uprising arrow the seat cannot pay gives nothing (Go to Ground: retreat 2 of 1).
    const ctx: EffectContext = { source: 'intrigue', card: null, space: null };
    return !(
      effects.length > 0 &&
      effects.every((e) => e.kind === 'payUprising' && uprisingCostVariants(state, seat, e.cost, ctx).length === 0)
    );
  },
  resourceGained(state, seat, resource, amount) {
    const memory = uprisingTurn(state, seat);
    if (memory && resource === 'spice') memory.spiceGained += amount;
  },
  endOfRound(state) {
    if (state.uprising) delete state.uprising.whenAcquiring;
  },
};
