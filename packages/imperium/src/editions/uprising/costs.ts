import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../../actions.ts';
import { cardData, removeOne, sendToTrash, takeFromZone, withoutAt } from '../../cards.ts';
import type { Cost } from '../../dsl/cost.ts';
import type { Effect } from '../../dsl/effect.ts';
import type { Faction } from '../../dsl/primitives.ts';
import type { UprisingCost } from '../../dsl/uprising.ts';
import { costVariants } from '../../effects/evaluate.ts';
import { payCosts } from '../../effects/pay.ts';
import { push, pushEffects } from '../../effects/stack.ts';
import type { EventLog } from '../../events.ts';
import type { EffectContext } from '../../frames.ts';
import type { CardId, EngineState } from '../../state.ts';
import { removeConflictTroops } from '../../troops.ts';
import { editionOf } from '../index.ts';
import { flipConflictCard, flippableConflictCards } from './battleIcons.ts';
import { uprisingPieces } from './pieces.ts';
import { spyPosts } from './spies.ts';

/**
 * Uprising's costs (rules 004 "Effets facultatifs", "Rappeler un Espion (Coût)"): checked, then paid in full
 * before the effects they buy. Those naming a card or a Spy are the seat's choice, asked after the payment is
 * decided (the `uprisingCost` frame).
 */

const BASE_COSTS: ReadonlySet<UprisingCost['kind']> = new Set([
  'resource',
  'influence',
  'trashThisCard',
  'troopsInConflict',
]);

function isBaseCost(cost: UprisingCost): cost is Cost {
  return BASE_COSTS.has(cost.kind);
}

type Zone = 'hand' | 'discard' | 'inPlay' | 'revealed';
type Pick = { readonly card: CardId; readonly zone: Zone };
const TRASH_ZONES: readonly Zone[] = ['hand', 'discard', 'inPlay', 'revealed'];

/** The cards of `zones` a cost may take, without one copy of the card carrying it ("another card"). */
function cardsIn(
  state: EngineState,
  seat: Seat,
  zones: readonly Zone[],
  ctx: EffectContext,
  keep: (c: CardId) => boolean,
) {
  const p = state.players[seat]!;
  const out: Pick[] = [];
  for (const zone of zones) {
    const cards = [...p[zone]];
    if (ctx.card !== null) removeOne(cards, ctx.card);
    for (const card of cards) if (keep(card)) out.push({ card, zone });
  }
  return out;
}

/** The cards (or Spies, or Intrigues) one part of a cost may take, one entry per copy. */
export function costChoices(state: EngineState, seat: Seat, cost: UprisingCost, ctx: EffectContext): EngineAction[] {
  const p = state.players[seat]!;
  const pick = ({ card, zone }: Pick): EngineAction => ({ type: 'pickCard', card, zone });
  switch (cost.kind) {
    case 'recallSpy':
      return spyPosts(state, seat).map((post): EngineAction => ({ type: 'recallSpy', post }));
    case 'discard':
      return p.hand.map((card): EngineAction => ({ type: 'pickCard', card, zone: 'hand' }));
    case 'trash':
      return cardsIn(state, seat, TRASH_ZONES, { ...ctx, card: null }, () => true).map(pick);
    case 'trashFromHand':
      return cardsIn(
        state,
        seat,
        ['hand'],
        { ...ctx, card: null },
        (c) => (cardData(state, c).cost ?? -1) >= cost.minCost,
      ).map(pick);
    case 'trashFactionCard':
      return cardsIn(state, seat, [cost.from], ctx, (c) => cardData(state, c).factions.includes(cost.faction)).map(
        pick,
      );
    case 'trashIntrigue':
      return p.intrigues.map((card): EngineAction => ({ type: 'pickIntrigue', card }));
    default:
      return [];
  }
}

/** How many of the choices a part of a cost takes. */
function amountOf(cost: UprisingCost): number {
  return cost.kind === 'recallSpy' || cost.kind === 'discard' ? cost.amount : 1;
}

/** Whether one Uprising part of a cost can be paid now. */
function payable(state: EngineState, seat: Seat, cost: UprisingCost, ctx: EffectContext): boolean {
  switch (cost.kind) {
    case 'retreat':
      return state.players[seat]!.troops.conflict >= cost.amount;
    case 'flipConflictCard':
      return flippableConflictCards(state, seat, cost.icon) > 0;
    default:
      return costChoices(state, seat, cost, ctx).length >= amountOf(cost);
  }
}

/** The ways to pay `costs` in full, as `costVariants` (one per Faction to lose influence on); empty: unpayable. */
export function uprisingCostVariants(
  state: EngineState,
  seat: Seat,
  costs: readonly UprisingCost[],
  ctx: EffectContext,
): readonly (Faction | null)[] {
  const variants = costVariants(state, seat, costs.filter(isBaseCost), ctx);
  if (variants.length === 0) return [];
  return costs.every((c) => isBaseCost(c) || payable(state, seat, c, ctx)) ? variants : [];
}

/**
 * Pays `costs` (checked payable) and queues `effects`: the 2020 costs and the retreats at once, then the choices of
 * cards and Spies, in the printed order, before the effects.
 */
export function payUprisingCosts(
  state: EngineState,
  seat: Seat,
  costs: readonly UprisingCost[],
  effects: readonly Effect[],
  faction: Faction | null,
  ctx: EffectContext,
  log: EventLog,
): void {
  payCosts(state, seat, costs.filter(isBaseCost), faction, ctx, log);
  pushEffects(state, seat, effects, ctx);
  const choices: UprisingCost[] = [];
  for (const cost of costs) {
    if (cost.kind === 'retreat') removeConflictTroops(state, seat, cost.amount, 'garrison', log);
    else if (cost.kind === 'flipConflictCard') flipConflictCard(state, seat, cost.icon, log);
    else if (!isBaseCost(cost)) choices.push(cost);
  }
  for (const cost of choices.reverse())
    push(state, { kind: 'uprisingCost', seat, cost, remaining: amountOf(cost), ctx });
}

/** A card leaves the hand for the discard pile: its "when discarded" box follows (rules 004 FAQ). */
export function discardFromHand(state: EngineState, seat: Seat, card: CardId, log: EventLog): boolean {
  const p = state.players[seat]!;
  if (!removeOne(p.hand, card)) return false;
  p.discard = [...p.discard, card];
  log.public('cardDiscarded', { seat, card });
  for (const module of editionOf(state).modules) module.cardDiscarded?.(state, seat, card, log);
  return true;
}

/** Trashes a card from one of the seat's zones, with its "when trashed" box (rules 002 "Détruisez"). */
export function trashFrom(state: EngineState, seat: Seat, card: CardId, zone: Zone, log: EventLog): boolean {
  if (!takeFromZone(state.players[seat]!, zone, card)) return false;
  log.public('cardTrashed', { seat, card, zone });
  pushEffects(state, seat, sendToTrash(state, card), { source: 'trashed', card: null, space: null });
  return true;
}

/** Trashes one of the seat's Intrigue cards: out of the game. */
export function trashIntrigue(state: EngineState, seat: Seat, card: string, log: EventLog): boolean {
  const p = state.players[seat]!;
  const i = p.intrigues.findIndex((c) => c === card);
  if (i < 0) return false;
  p.intrigues = withoutAt(p.intrigues, i);
  (uprisingPieces(state).trashedIntrigues ??= []).push(card);
  log.public('intrigueTrashed', { seat, card });
  return true;
}
