import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from '../actions.ts';
import { explainAcquire, explainIntrigue, explainSendAgent } from '../explainActions.ts';
import { spaceIn } from '../edition.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import { turnUnits } from '../effects/resolve.ts';
import { pop, push, pushEffects } from '../effects/stack.ts';
import type { EventLog } from '../events.ts';
import { enterPhase, type PartialFrameTable, type PhaseRules } from '../flow.ts';
import { changeInfluence } from '../influence.ts';
import { intrigueActions, intrigueAllowed, playIntrigue, type IntrigueWindow } from '../intrigue.ts';
import { isSoloRival, rotation, sharedHagal } from '../effects/evaluate.ts';
import { hasHook } from '../leaders.ts';
import type { EngineState, TurnState } from '../state.ts';
import { agentActions, listsAgentAction, sendAgent } from './agentTurn.ts';
import { purchase, purchaseActions, purchaseAllowed, revealCards, revealCleanup } from './revealTurn.ts';

/** rules 002 TOUR AGENT (SUITE): up to 2 troops from the garrison besides those recruited this turn. */
export const GARRISON_DEPLOY = 2;

/** Baron's Masterstroke: troops deployed in one turn to reveal the tokens (content-doubts: facts pack). */
export const MASTERSTROKE_TROOPS = 4;

export function newTurn(seat: Seat): TurnState {
  return {
    seat,
    kind: 'undecided',
    stage: 'choose',
    card: null,
    space: null,
    recruited: 0,
    deployed: 0,
    infiltrate: false,
    extraIcons: [],
    harvestBase: 0,
    acted: false,
    ended: false,
  };
}

/** The next seat in the rotation still playing this round (a solo Rival plays while it has Agents). */
function nextSeat(state: EngineState, seat: Seat): Seat | null {
  const order = rotation(state);
  const at = order.indexOf(seat);
  for (let i = 1; i <= order.length; i++) {
    const s = order[(at + i) % order.length]!;
    if (!state.players[s]!.revealedThisRound) return s;
  }
  return null;
}

function endTurn(state: EngineState, turn: TurnState, log: EventLog): void {
  const p = state.players[turn.seat]!;
  if (turn.kind === 'reveal') revealCleanup(state, turn.seat, log);
  p.discounts = {};
  state.turn = null;
  log.public('turnEnded', { seat: turn.seat, kind: turn.kind });
  // rules 002 PARTIES À DEUX JOUEURS: House Hagal acts after each Agent turn of the First Player, Agents allowing.
  const rival = sharedHagal(state);
  if (
    rival !== null &&
    turn.kind === 'agent' &&
    turn.seat === state.firstPlayer &&
    state.players[rival]!.agentsLeft > 0
  )
    editionOf(state).rivals.agentTurn(state, rival, log);
  const next = nextSeat(state, turn.seat);
  if (next === null) enterPhase(state, 'combat');
  else state.current = next;
}

/**
 * rules 002 PHASE 2 : TOURS DES JOUEURS: from the first player, clockwise, one turn at a time, until everyone has
 * played a Reveal turn. Each turn runs through its stages once the effects on the stack are resolved.
 */
export const playerTurnsPhase: PhaseRules = {
  next(state, log) {
    const turn = state.turn;
    if (!turn) {
      const seat = state.players[state.current]!.revealedThisRound ? nextSeat(state, state.current) : state.current;
      if (seat === null) {
        enterPhase(state, 'combat');
        return;
      }
      state.current = seat;
      if (isSoloRival(state, seat)) {
        // rules 002 PARTIE SOLO, TOURS DES RIVAUX: Agent turns while it has an Agent; no Reveal turn.
        const rival = state.players[seat]!;
        if (rival.agentsLeft > 0) editionOf(state).rivals.agentTurn(state, seat, log);
        if (rival.agentsLeft === 0) rival.revealedThisRound = true;
        const next = nextSeat(state, seat);
        if (next === null) enterPhase(state, 'combat');
        else state.current = next;
        return;
      }
      // rules 002 CLARIFICATIONS (La Voix): the marker is removed on its owner's next turn.
      if (state.board.blocked.some((b) => b.by === seat))
        state.board.blocked = state.board.blocked.filter((b) => b.by !== seat);
      state.turn = newTurn(seat);
      push(state, { kind: 'turn', seat });
      return;
    }
    const p = state.players[turn.seat]!;
    switch (turn.stage) {
      case 'choose':
      case 'effects':
        if (turn.kind === 'reveal') {
          turn.stage = 'acquire';
          push(state, { kind: 'acquire', seat: turn.seat });
          return;
        }
        turn.stage = 'deploy';
        {
          // A six-player Commander deploys the activated Ally's troops (facts uprising-rules.md §1.4).
          const units = turnUnits(state, turn.seat);
          const garrison = state.players[units]!.troops.garrison;
          const combat = turn.space !== null && spaceIn(contentOf(state), turn.space).combat;
          let max = combat ? Math.min(garrison, turn.recruited + GARRISON_DEPLOY) : 0;
          for (const module of editionOf(state).modules)
            if (module.agentDeploy) max = module.agentDeploy(state, turn.seat, max);
          if (max > 0) push(state, { kind: 'deploy', seat: units, max });
        }
        return;
      case 'deploy':
        turn.stage = 'plots';
        push(state, { kind: 'endAgentTurn', seat: turn.seat });
        return;
      case 'plots':
      case 'acquire':
        turn.stage = 'masterstroke';
        if (p.masterstroke && turn.deployed >= MASTERSTROKE_TROOPS && hasHook(state, turn.seat, 'masterstroke'))
          push(state, { kind: 'masterstroke', seat: turn.seat });
        return;
      case 'masterstroke':
      case 'done':
        endTurn(state, turn, log);
        return;
    }
  },
};

function plotWindows(state: EngineState): IntrigueWindow[] {
  const turn = state.turn!;
  const p = state.players[turn.seat]!;
  // rules 002 CLARIFICATIONS (Suspension Bindu): at the start of an Agent turn, before anything else.
  return !turn.acted && p.agentsLeft > 0 ? [null, 'startOfAgentTurn'] : [null];
}

/** A Plot Intrigue card played now (issue 21: its reason when it may not be). */
function checkPlot(
  state: EngineState,
  seat: Seat,
  action: ActionOf<'playIntrigue'>,
  windows: readonly IntrigueWindow[],
): RuleError | null {
  return intrigueAllowed(state, seat, action, 'plot', windows)
    ? null
    : explainIntrigue(state, seat, action, 'plot', windows);
}

/** An acquisition, a Plot Intrigue or the end of acquisitions on the Reveal turn (issue 21: the reason of a refusal). */
function checkRevealChoice(state: EngineState, seat: Seat, action: EngineAction, decision: string): RuleError | null {
  if (action.type === 'pass') return null;
  if (action.type === 'playIntrigue') return checkPlot(state, seat, action, [null]);
  if (action.type !== 'acquire') return ruleError('illegalAction', { type: action.type, decision });
  return purchaseAllowed(state, seat, action) ? null : explainAcquire(state, seat, action);
}

/** Intrigues played with no narrower window than their timing's. */
const WITHOUT_WINDOW: readonly IntrigueWindow[] = [null];

export const turnFrames: PartialFrameTable = {
  /**
   * rules 002 TOUR AGENT and RÉSOLUTION DES EFFETS RÉVÉLATION: the effects "dans l'ordre de votre choix"; between
   * them a Plot Intrigue (PHASE 2: "à tout moment") and, on the Reveal turn, acquisitions ("avant, entre, ou après").
   */
  effectOrder: {
    legal(state, frame, seat) {
      const reveal = state.turn?.seat === seat && state.turn.kind === 'reveal';
      const out: EngineAction[] = [];
      for (let index = 0; index < frame.groups.length; index++) out.push({ type: 'option', index, faction: null });
      if (reveal) for (const a of purchaseActions(state, seat)) out.push(a);
      return state.turn?.seat === seat ? intrigueActions(state, seat, 'plot', WITHOUT_WINDOW, out) : out;
    },
    allows(state, frame, seat, action) {
      if (action.type === 'option') return action.faction === null && action.index < frame.groups.length;
      const turn = state.turn;
      if (turn?.seat !== seat) return false;
      if (action.type === 'acquire') return turn.kind === 'reveal' && purchaseAllowed(state, seat, action);
      if (action.type !== 'playIntrigue') return false;
      return intrigueAllowed(state, seat, action, 'plot', [null]);
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'acquire') purchase(state, seat, action, log);
      if (action.type === 'playIntrigue') playIntrigue(state, seat, action.card, 'plot', log);
      if (action.type !== 'option') return;
      const [chosen] = frame.groups.splice(action.index, 1);
      if (frame.groups.length === 1) {
        pop(state);
        pushEffects(state, seat, frame.groups[0]!.effects, frame.groups[0]!.ctx);
      }
      pushEffects(state, seat, chosen!.effects, chosen!.ctx);
    },
  },
  turn: {
    legal(state, _frame, seat) {
      const actions = agentActions(state, seat);
      actions.push({ type: 'reveal' });
      return intrigueActions(state, seat, 'plot', plotWindows(state), actions);
    },
    // The same answer as membership in `legal`, without listing every card's placements: the validating `apply`
    // checks each command the server receives (issue 19).
    check(state, _frame, seat, action) {
      if (action.type === 'reveal') return null;
      if (action.type === 'sendAgent')
        return listsAgentAction(state, seat, action) ? null : explainSendAgent(state, seat, action);
      if (action.type === 'playIntrigue') return checkPlot(state, seat, action, plotWindows(state));
      return ruleError('illegalAction', { type: action.type, decision: 'turn' });
    },
    perform(state, _frame, seat, action, log) {
      if (action.type === 'sendAgent') sendAgent(state, seat, action, log);
      else if (action.type === 'reveal') revealCards(state, seat, log);
      else if (action.type === 'playIntrigue') {
        playIntrigue(state, seat, action.card, 'plot', log);
        state.turn!.acted = true;
      }
    },
  },
  acquire: {
    legal(state, _frame, seat) {
      const out = intrigueActions(state, seat, 'plot', WITHOUT_WINDOW, purchaseActions(state, seat));
      out.push({ type: 'pass' });
      return out;
    },
    check: (state, _frame, seat, action) => checkRevealChoice(state, seat, action, 'acquire'),
    perform(state, _frame, seat, action, log) {
      if (action.type === 'acquire') purchase(state, seat, action, log);
      else if (action.type === 'playIntrigue') playIntrigue(state, seat, action.card, 'plot', log);
      else pop(state);
    },
  },
  endAgentTurn: {
    legal(state, _frame, seat) {
      const out = intrigueActions(state, seat, 'plot', WITHOUT_WINDOW);
      out.push({ type: 'pass' });
      return out;
    },
    check(state, _frame, seat, action) {
      if (action.type === 'pass') return null;
      if (action.type === 'playIntrigue') return checkPlot(state, seat, action, [null]);
      return ruleError('illegalAction', { type: action.type, decision: 'endAgentTurn' });
    },
    perform(state, _frame, seat, action, log) {
      if (action.type === 'playIntrigue') playIntrigue(state, seat, action.card, 'plot', log);
      else pop(state);
    },
  },
  masterstroke: {
    legal: () => [{ type: 'confirm' }, { type: 'pass' }],
    perform(state, _frame, seat, action, log) {
      pop(state);
      const p = state.players[seat]!;
      if (action.type !== 'confirm' || !p.masterstroke) return;
      const factions = p.masterstroke;
      p.masterstroke = null;
      log.public('masterstroke', { seat, factions: [...factions] });
      for (const f of factions) changeInfluence(state, seat, f, 1, log);
    },
  },
};
