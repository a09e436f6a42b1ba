import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../actions.ts';
import { cardData, isReserveCard, refillRow, removeOne, sendToTrash, takeFromZone, withoutOne } from '../cards.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import type { Faction } from '../dsl/primitives.ts';
import type { FrameOf } from '../frames.ts';
import type { BoardSpaceId as SpaceId } from '../ids.ts';
import type { EventLog } from '../events.ts';
import { distinct, type PartialFrameTable } from '../flow.ts';
import { changeInfluence } from '../influence.ts';
import type { CardId, EngineState, EnginePlayerState } from '../state.ts';
import { deployTroops, removeConflictTroops } from '../troops.ts';
import { acquireCandidates, gainCard, placedAgents } from './board.ts';
import { costVariants, fulfillable, isRival } from './evaluate.ts';
import { payCosts } from './pay.ts';
import { pop, pushEffects } from './stack.ts';

const PASS: EngineAction = { type: 'pass' };

function counts(max: number): EngineAction[] {
  const out: EngineAction[] = [];
  for (let count = 0; count <= max; count++) out.push({ type: 'count', count });
  return out;
}

type Zone = 'hand' | 'discard' | 'inPlay' | 'revealed';
const ZONES: readonly Zone[] = ['hand', 'discard', 'inPlay', 'revealed'];

function pickCards(p: EnginePlayerState, zones: readonly Zone[], keep: (card: CardId) => boolean = () => true) {
  const out: EngineAction[] = [];
  for (const zone of zones) {
    for (const card of distinct(p[zone])) if (keep(card)) out.push({ type: 'pickCard', card, zone });
  }
  return out;
}

function trashCard(state: EngineState, seat: Seat, card: CardId, zone: Zone, log: EventLog): void {
  const p = state.players[seat]!;
  if (!takeFromZone(p, zone, card)) return;
  log.public('cardTrashed', { seat, card, zone });
  pushEffects(state, seat, sendToTrash(state, card), { source: 'trashed', card: null, space: null });
}

const NO_WAY: readonly never[] = [];

/**
 * rules 002 TOUR AGENT ("choisissez"): the ways (a Faction for an influence cost, or null) the seat may take the
 * choice's option `index` now; none when it was taken, its effects cannot be fulfilled or its cost paid.
 */
function optionWays(
  state: EngineState,
  frame: FrameOf<'choose'>,
  seat: Seat,
  index: number,
): readonly (Faction | null)[] {
  const option = frame.options[index]!;
  if (frame.taken.includes(index) || !fulfillable(state, seat, option.effects)) return NO_WAY;
  return costVariants(state, seat, option.cost ?? [], frame.ctx);
}

/** The frames that answer an effect's choice (README "What an interpreter reads": prompts). */
export const effectFrames: PartialFrameTable = {
  pay: {
    legal: (state, frame, seat) => [
      ...costVariants(state, seat, frame.cost, frame.ctx).map((faction): EngineAction => ({ type: 'pay', faction })),
      PASS,
    ],
    allows: (state, frame, seat, action) =>
      action.type === 'pass' ||
      (action.type === 'pay' && costVariants(state, seat, frame.cost, frame.ctx).includes(action.faction)),
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'pay') return;
      payCosts(state, seat, frame.cost, action.faction, frame.ctx, log);
      pushEffects(state, seat, frame.effects, frame.ctx);
    },
  },
  choose: {
    legal(state, frame, seat) {
      const out: EngineAction[] = [];
      for (let index = 0; index < frame.options.length; index++)
        for (const faction of optionWays(state, frame, seat, index)) out.push({ type: 'option', index, faction });
      return out.length > 0 ? out : [PASS];
    },
    allows(state, frame, seat, action) {
      if (action.type === 'option')
        return (
          action.index < frame.options.length && optionWays(state, frame, seat, action.index).includes(action.faction)
        );
      if (action.type !== 'pass') return false;
      for (let index = 0; index < frame.options.length; index++)
        if (optionWays(state, frame, seat, index).length > 0) return false;
      return true;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'option') {
        pop(state);
        return;
      }
      const option = frame.options[action.index]!;
      frame.taken.push(action.index);
      frame.remaining--;
      if (frame.remaining === 0) pop(state);
      payCosts(state, seat, option.cost ?? [], action.faction, frame.ctx, log);
      pushEffects(state, seat, option.effects, frame.ctx);
    },
  },
  faction: {
    legal: (_state, frame) => frame.among.map((faction): EngineAction => ({ type: 'faction', faction })),
    allows: (_state, frame, _seat, action) => action.type === 'faction' && frame.among.includes(action.faction),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'faction') return;
      frame.among = frame.among.filter((f) => f !== action.faction);
      frame.remaining--;
      if (frame.remaining === 0 || frame.among.length === 0) pop(state);
      changeInfluence(state, seat, action.faction, frame.amount, log);
    },
  },
  deploy: {
    legal: (state, frame, seat) => counts(Math.min(frame.max, state.players[seat]!.troops.garrison)),
    allows: (state, frame, seat, action) =>
      action.type === 'count' && action.count <= Math.min(frame.max, state.players[seat]!.troops.garrison),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'count') deployTroops(state, seat, action.count, log);
    },
  },
  retreat: {
    legal: (state, frame, seat) => counts(Math.min(frame.max, state.players[seat]!.troops.conflict)),
    allows: (state, frame, seat, action) =>
      action.type === 'count' && action.count <= Math.min(frame.max, state.players[seat]!.troops.conflict),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'count') removeConflictTroops(state, seat, action.count, 'garrison', log);
    },
  },
  trash: {
    legal: (state, _frame, seat) => [...pickCards(state.players[seat]!, ZONES), PASS],
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'pickCard' && action.zone !== 'row') trashCard(state, seat, action.card, action.zone, log);
    },
  },
  discard: {
    legal: (state, _frame, seat) => pickCards(state.players[seat]!, ['hand']),
    perform(state, frame, seat, action, log) {
      const p = state.players[seat]!;
      if (action.type !== 'pickCard' || !removeOne(p.hand, action.card)) return;
      p.discard = [...p.discard, action.card];
      log.public('cardDiscarded', { seat, card: action.card });
      frame.remaining--;
      if (frame.remaining === 0 || p.hand.length === 0) pop(state);
      for (const module of editionOf(state).modules) module.cardDiscarded?.(state, seat, action.card, log);
    },
  },
  takeFromDiscard: {
    legal: (state, frame, seat) =>
      pickCards(state.players[seat]!, ['discard'], (c) => cardData(state, c).factions.includes(frame.faction)),
    perform(state, _frame, seat, action, log) {
      pop(state);
      const p = state.players[seat]!;
      if (action.type !== 'pickCard' || !takeFromZone(p, 'discard', action.card)) return;
      p.hand.push(action.card);
      log.public('cardTakenFromDiscard', { seat, card: action.card });
    },
  },
  chooseOpponent: {
    legal: (_state, frame) => frame.among.map((seat): EngineAction => ({ type: 'opponent', seat })),
    perform(state, frame, _seat, action, log) {
      pop(state);
      if (action.type !== 'opponent') return;
      if (isRival(state, action.seat)) editionOf(state).rivals.undergo(state, action.seat, frame.effects, log);
      else pushEffects(state, action.seat, frame.effects, frame.ctx);
    },
  },
  blockSpace: {
    legal: (state, _frame, seat) =>
      contentOf(state)
        .spaceIds.filter((space) => !state.board.blocked.some((b) => b.space === space && b.by === seat))
        .map((space): EngineAction => ({ type: 'space', space })),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'space') return;
      state.board.blocked.push({ space: action.space, by: seat });
      log.public('spaceBlocked', { seat, space: action.space });
    },
  },
  recallAgent: {
    legal: (state, _frame, seat) =>
      distinct(placedAgents(state, seat)).map((space): EngineAction => ({ type: 'space', space })),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'space') return;
      removeAgent(state, seat, action.space);
      state.players[seat]!.agentsLeft++;
      log.public('agentRecalled', { seat, space: action.space });
    },
  },
  acquireCard: {
    legal: (state, frame, seat) => [
      ...acquireCandidates(state, seat, frame.maxCost).map(({ card, from }): EngineAction => ({
        type: 'acquire',
        card,
        from,
        toTop: frame.toTop,
      })),
      PASS,
    ],
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'acquire') return;
      takeFromMarket(state, action.card, action.from, log);
      gainCard(state, seat, action.card, frame.toTop, log);
    },
  },
  reserveRowCard: {
    legal: (state) =>
      distinct(state.imperiumRow).map((card): EngineAction => ({ type: 'pickCard', card, zone: 'row' })),
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'pickCard' || !removeOne(state.imperiumRow, action.card)) return;
      state.players[seat]!.setAside = { card: action.card, discount: frame.discount };
      log.public('rowCardSetAside', { seat, card: action.card });
      refillRow(state, log);
    },
  },
  inspectTop: {
    legal: (_state, frame) => [
      { type: 'inspect', choice: 'keep' },
      ...frame.then.map((choice): EngineAction => ({ type: 'inspect', choice })),
    ],
    perform(state, _frame, seat, action, log) {
      pop(state);
      const p = state.players[seat]!;
      if (action.type !== 'inspect' || action.choice === 'keep' || p.deck.length === 0) return;
      const card = p.deck[0]!;
      p.deck = p.deck.slice(1);
      if (action.choice === 'draw') {
        p.hand.push(card);
        log.public('cardsDrawn', { seat, count: 1 });
        log.private_([seat], 'cardsDrawnPrivate', { seat, cards: [card] });
      } else {
        log.public('cardTrashed', { seat, card, zone: 'deck' });
        pushEffects(state, seat, sendToTrash(state, card), { source: 'trashed', card: null, space: null });
      }
    },
  },
};

export function removeAgent(state: EngineState, seat: Seat, space: SpaceId): void {
  const seats = state.board.agents[space];
  if (!seats) return;
  const rest = withoutOne(seats, seat) ?? seats;
  if (rest.length === 0) delete state.board.agents[space];
  else state.board.agents[space] = rest;
}

/** Takes a card out of the Imperium row (refilled) or a reserve pile. */
export function takeFromMarket(state: EngineState, card: CardId, from: string, log: EventLog): void {
  if (from === 'row') {
    removeOne(state.imperiumRow, card);
    refillRow(state, log);
  } else if (from === 'reserve' && isReserveCard(state, card) && contentOf(state).buyableReserve.includes(card)) {
    state.reserve = { ...state.reserve, [card]: (state.reserve[card] ?? 0) - 1 };
  }
}
