import type { EngineAction } from '../actions.ts';
import { leaderIn } from '../edition.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import { pop, push, pushEffects } from '../effects/stack.ts';
import { enterPhase, type PartialFrameTable, type PhaseRules } from '../flow.ts';
import { hasHook } from '../leaders.ts';

/** rules 002 MISE EN PLACE D and the leaders' setup abilities, before the first round. */
export const setupPhase: PhaseRules = {
  next(state, log) {
    if (state.stage === 'start') {
      const seat = state.players.slice(0, state.seatCount).findIndex((p) => p.leader === null);
      if (seat >= 0) {
        push(state, { kind: 'chooseLeader', seat });
        return;
      }
      state.stage = 'abilities';
      state.players.forEach((p, seat) => {
        // Rivals never use their leader's left ability (rules 002 PARTIE SOLO).
        if (!p.leader || seat >= state.seatCount) return;
        const rule = leaderIn(contentOf(state), p.leader).ability.rule;
        if (rule.kind === 'atSetup')
          pushEffects(state, seat, rule.effects, { source: 'leader', card: null, space: null });
        // rules 002 CLARIFICATIONS (Baron): two of the four tokens, kept face down.
        if (hasHook(state, seat, 'masterstroke')) push(state, { kind: 'masterstrokeTokens', seat });
      });
      for (const module of editionOf(state).modules) module.leadersChosen?.(state, log);
      return;
    }
    enterPhase(state, 'roundStart');
  },
};

const PAIRS: [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];

export const setupFrames: PartialFrameTable = {
  chooseLeader: {
    legal: (state) => state.leaderPool.map((leader): EngineAction => ({ type: 'chooseLeader', leader })),
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'chooseLeader') return;
      const leader = state.leaderPool.find((l) => l === action.leader)!;
      state.leaderPool = state.leaderPool.filter((l) => l !== leader);
      state.players[seat]!.leader = leader;
      log.public('leaderChosen', { seat, leader });
    },
  },
  masterstrokeTokens: {
    legal: (state) => {
      const factions = contentOf(state).factions;
      return PAIRS.map(([a, b]): EngineAction => ({
        type: 'masterstrokeTokens',
        factions: [factions[a]!, factions[b]!],
      }));
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'masterstrokeTokens') return;
      state.players[seat]!.masterstroke = [...action.factions];
      log.public('masterstrokeTokensChosen', { seat });
      log.private_([seat], 'masterstrokeTokensPrivate', { seat, factions: [...action.factions] });
    },
  },
};
