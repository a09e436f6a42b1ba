import type { EngineAction } from '../../actions.ts';
import { cardData, drawCards, sendToTrash } from '../../cards.ts';
import { acquireCandidates } from '../../effects/board.ts';
import { editionOf } from '../index.ts';
import { takeFromMarket } from '../../effects/decisions.ts';
import { pop, pushEffects } from '../../effects/stack.ts';
import type { PartialFrameTable } from '../../flow.ts';
import { distinct } from '../../flow.ts';
import {
  costChoices,
  discardFromHand,
  payUprisingCosts,
  trashFrom,
  trashIntrigue,
  uprisingCostVariants,
} from './costs.ts';
import { placeSpy, recallSpy, spyPlacements } from './spies.ts';

const PASS: EngineAction = { type: 'pass' };

/** Distinct answers: copies of a card are one answer. */
function unique(actions: EngineAction[]): EngineAction[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const key = JSON.stringify(a);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Uprising's decisions (rules 004): the Spies, the arrow with Uprising's costs, Long Live the Fighters, Price is No Object. */
export const uprisingFrames: PartialFrameTable = {
  placeSpy: {
    legal: (state, frame, seat) => spyPlacements(state, seat, frame.posts),
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'placeSpy') return;
      placeSpy(state, seat, action.post, action.from, log, frame.mayShare);
    },
  },
  gatherIntelligence: {
    legal: (_state, frame) => [...frame.posts.map((post): EngineAction => ({ type: 'recallSpy', post })), PASS],
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'recallSpy') return;
      // rules 004 "Rappeler un Espion (Action)": "pour piocher une carte".
      recallSpy(state, seat, action.post, log);
      log.public('intelligenceGathered', { seat, post: action.post });
      drawCards(state, seat, 1, log);
    },
  },
  payUprising: {
    legal: (state, frame, seat) => [
      ...uprisingCostVariants(state, seat, frame.cost, frame.ctx).map((faction): EngineAction => ({
        type: 'pay',
        faction,
      })),
      ...(frame.mandatory ? [] : [PASS]),
    ],
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'pay') return;
      payUprisingCosts(state, seat, frame.cost, frame.effects, action.faction, frame.ctx, log);
    },
  },
  uprisingCost: {
    legal: (state, frame, seat) => unique(costChoices(state, seat, frame.cost, frame.ctx)),
    perform(state, frame, seat, action, log) {
      frame.remaining--;
      if (frame.remaining === 0) pop(state);
      if (action.type === 'recallSpy') recallSpy(state, seat, action.post, log);
      else if (action.type === 'pickIntrigue') trashIntrigue(state, seat, action.card, log);
      else if (action.type === 'pickCard' && action.zone !== 'row') {
        if (frame.cost.kind === 'discard') discardFromHand(state, seat, action.card, log);
        else trashFrom(state, seat, action.card, action.zone, log);
      }
    },
  },
  sortTopCards: {
    legal(state, frame, seat) {
      const hand = state.players[seat]!.hand;
      const looked = distinct(hand.slice(hand.length - frame.looked));
      return looked.map((card): EngineAction => ({ type: 'pickCard', card, zone: 'hand' }));
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'pickCard') return;
      const p = state.players[seat]!;
      const at = p.hand.lastIndexOf(action.card);
      if (at < p.hand.length - frame.looked) return;
      p.hand.splice(at, 1);
      frame.looked--;
      if (frame.trash > 0) {
        frame.trash--;
        log.public('cardTrashed', { seat, card: action.card, zone: 'deck' });
        pushEffects(state, seat, sendToTrash(state, action.card), { source: 'trashed', card: null, space: null });
      } else {
        frame.discard--;
        p.discard = [...p.discard, action.card];
        log.public('cardDiscarded', { seat, card: action.card });
      }
      if (frame.trash + frame.discard === 0 || frame.looked === 0) {
        pop(state);
        if (frame.looked > 0) log.public('cardsDrawn', { seat, count: frame.looked });
      }
    },
  },
  acquireWithSolari: {
    legal: (state, _frame, seat) => [
      ...acquireCandidates(state, seat, state.players[seat]!.solari).map(({ card, from }): EngineAction => ({
        type: 'acquire',
        card,
        from,
        toTop: false,
      })),
      PASS,
    ],
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'acquire') return;
      const cost = cardData(state, action.card).cost ?? 0;
      takeFromMarket(state, action.card, action.from, log);
      state.players[seat]!.solari -= cost;
      log.public('paid', { seat, resource: 'solari', amount: cost });
      const p = state.players[seat]!;
      p.hand.push(action.card);
      log.public('cardAcquiredToHand', { seat, card: action.card, solari: cost });
      pushEffects(state, seat, cardData(state, action.card).acquire, {
        source: 'acquire',
        card: action.card,
        space: null,
      });
      for (const module of editionOf(state).modules) module.cardAcquired?.(state, seat, action.card, log);
    },
  },
};
