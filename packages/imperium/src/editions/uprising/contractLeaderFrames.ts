import type { EngineAction } from '../../actions.ts';
import { takeFromZone } from '../../cards.ts';
import { acquireCandidates, gainCard } from '../../effects/board.ts';
import { takeFromMarket } from '../../effects/decisions.ts';
import { pop } from '../../effects/stack.ts';
import type { PartialFrameTable } from '../../flow.ts';
import { moveAlliance } from './alliances.ts';
import { contractChoices, takeContract } from './choam.ts';
import { awakenOtherMemories } from './leaderRules.ts';

/** The decisions of the CHOAM module, the leaders of Uprising and its Alliance ties (rules 004). */
export const contractLeaderFrames: PartialFrameTable = {
  takeContract: {
    legal: (state, _frame, seat) =>
      contractChoices(state, seat).map((contract): EngineAction => ({ type: 'contract', contract })),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'contract') takeContract(state, seat, action.contract, log);
    },
  },
  otherMemories: {
    legal: () => [{ type: 'confirm' }, { type: 'pass' }],
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type === 'confirm') awakenOtherMemories(state, seat, log);
    },
  },
  acquireToHand: {
    legal: (state, frame, seat) =>
      acquireCandidates(state, seat, frame.maxCost).map(({ card, from }): EngineAction => ({
        type: 'acquire',
        card,
        from,
        toTop: false,
      })),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'acquire') return;
      takeFromMarket(state, action.card, action.from, log);
      gainCard(state, seat, action.card, false, log);
      // Princess Irulan's signet: "Acquérir en main".
      const p = state.players[seat]!;
      if (takeFromZone(p, 'discard', action.card)) {
        p.hand.push(action.card);
        log.public('cardAcquiredToHand', { seat, card: action.card });
      }
    },
  },
  allianceTie: {
    legal: (_state, frame) => frame.among.map((seat): EngineAction => ({ type: 'opponent', seat })),
    perform(state, frame, _seat, action, log) {
      pop(state);
      if (action.type === 'opponent') moveAlliance(state, frame.faction, action.seat, log);
    },
  },
};
