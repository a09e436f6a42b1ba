import {
  defineGame,
  ruleError,
  type Decision,
  type DefinedGame,
  type GameEvent,
  type RuleError,
  type Seat,
} from '@arrakis/engine';
import { actionParser, type ActionParser, type EngineAction, type ImperiumAction } from './actions.ts';
import type { AnyIds, BaseIds, EditionIds } from './ids.ts';
import { effectFrames } from './effects/decisions.ts';
import { runEffects } from './effects/resolve.ts';
import { kindOf, top } from './effects/stack.ts';
import { EventLog } from './events.ts';
import { reasonRule } from './explain.ts';
import { explainUnlisted } from './explainActions.ts';
import { hagalFrames } from './houseHagal.ts';
import {
  sameAction,
  type DecisionKind,
  type FrameRules,
  type FrameTable,
  type PhaseRules,
  type PhaseTable,
} from './flow.ts';
import { frameSeat, type Frame } from './frames.ts';
import type { ImperiumOptions } from './options.ts';
import { combatFrames, combatPhase } from './phases/combat.ts';
import { endgameFrames, endgamePhase } from './phases/endgame.ts';
import { makersPhase } from './phases/makers.ts';
import { playerTurnsPhase, turnFrames } from './phases/playerTurns.ts';
import { recallPhase } from './phases/recall.ts';
import { roundStartPhase } from './phases/roundStart.ts';
import { setupFrames, setupPhase } from './phases/setup.ts';
import type { Edition } from './edition.ts';
import { BASE_EDITION } from './editions/base.ts';
import { editionOf } from './editions/index.ts';
import { UPRISING_EDITION } from './editions/uprising/edition.ts';
import { uprisingFrames } from './editions/uprising/frames.ts';
import { contractLeaderFrames } from './editions/uprising/contractLeaderFrames.ts';
import { UPRISING_SIX_EDITION } from './editions/uprising/six/edition.ts';
import { sixPlayerFrames } from './editions/uprising/six/sixPlayers.ts';
import { rebranchImperium } from './rebranch.ts';
import { setupImperium } from './setup.ts';
import type { EngineState, ImperiumState } from './state.ts';
import { imperiumView, type EngineView, type ImperiumView } from './view.ts';
import { copyState } from './writes.ts';

const FRAMES = {
  ...effectFrames,
  ...setupFrames,
  ...turnFrames,
  ...combatFrames,
  ...endgameFrames,
  ...hagalFrames,
  ...uprisingFrames,
  ...contractLeaderFrames,
  ...sixPlayerFrames,
} as FrameTable;

const PHASES: PhaseTable = {
  setup: setupPhase,
  roundStart: roundStartPhase,
  playerTurns: playerTurnsPhase,
  combat: combatPhase,
  makers: makersPhase,
  recall: recallPhase,
  endgame: endgamePhase,
};

/**
 * The same table as a Map: `FRAMES[frame.kind]`, one object read by ever-changing names, missed V8's property caches
 * often enough to cost ~3% of a game.
 */
const FRAME_RULES: ReadonlyMap<string, FrameRules<DecisionKind>> = new Map(
  Object.entries(FRAMES).map(([kind, rules]) => [kind, rules as unknown as FrameRules<DecisionKind>]),
);

/** `PHASES` as a Map, for the same reason. */
const PHASE_RULES: ReadonlyMap<string, PhaseRules> = new Map(Object.entries(PHASES));

let lastRulesKind: Frame['kind'] | null = null;
let lastRules: FrameRules<DecisionKind> | undefined;

/** One step asks the rules of the same frame two or three times: the last kind's are remembered. */
function rulesOf(frame: Exclude<Frame, { kind: 'effects' }>): FrameRules<DecisionKind> {
  const kind = kindOf(frame);
  if (kind !== lastRulesKind) {
    lastRulesKind = kind;
    lastRules = FRAME_RULES.get(kind);
  }
  return lastRules!;
}

let lastPhase: EngineState['phase'] | null = null;
let lastPhaseRules: PhaseRules | undefined;

function phaseRules(phase: EngineState['phase']): PhaseRules {
  if (phase !== lastPhase) {
    lastPhase = phase;
    lastPhaseRules = PHASE_RULES.get(phase);
  }
  return lastPhaseRules!;
}

/** A loop that never stops would be a bug in the rules, not bad input. */
const MAX_AUTOMATIC_STEPS = 10_000;

/** Resolves effects and runs the automatic parts of the round until someone must decide or the game is over. */
export function advance(state: EngineState, log: EventLog): void {
  for (let steps = 0; ; steps++) {
    if (steps > MAX_AUTOMATIC_STEPS) throw new Error(`phase ${state.phase} does not advance (stage ${state.stage})`);
    runEffects(state, log);
    if (state.houseHagal) editionOf(state).rivals.afterGains(state, log);
    if (state.stack.length > 0 || state.phase === 'over') return;
    phaseRules(state.phase).next(state, log);
  }
}

type DecisionFrame = Exclude<Frame, { kind: 'effects' }>;

function decisionFrame(state: EngineState): DecisionFrame | null {
  const frame = top(state);
  return frame && kindOf(frame) !== 'effects' && state.phase !== 'over' ? (frame as DecisionFrame) : null;
}

function decisions(state: EngineState): Decision[] {
  const frame = decisionFrame(state);
  return frame ? [{ seat: frameSeat(frame), kind: kindOf(frame) }] : [];
}

function decisionActions(state: EngineState, seat: Seat): EngineAction[] {
  const frame = decisionFrame(state);
  if (!frame || frameSeat(frame) !== seat) return [];
  return rulesOf(frame).legal(state, frame, seat);
}

function check(state: EngineState, seat: Seat, action: EngineAction): RuleError | null {
  if (seat >= state.seatCount) return ruleError('badSeat', { seat });
  if (state.phase === 'over') return ruleError('gameOver', {});
  const frame = decisionFrame(state);
  if (!frame) return ruleError('nothingToDecide', {});
  if (frameSeat(frame) !== seat)
    return ruleError('notYourDecision', { seat, waitingFor: frame.kind }, reasonRule(state, 'notYourDecision'));
  const rules = rulesOf(frame);
  if (rules.check) return rules.check(state, frame, seat, action);
  if (rules.allows) {
    if (rules.allows(state, frame, seat, action)) return null;
    return explainUnlisted(state, seat, action, rules.legal(state, frame, seat), frame.kind);
  }
  const legal = rules.legal(state, frame, seat);
  return legal.some((a) => sameAction(a, action)) ? null : explainUnlisted(state, seat, action, legal, frame.kind);
}

function perform(state: EngineState, seat: Seat, action: EngineAction): GameEvent[] {
  const log = new EventLog();
  const frame = decisionFrame(state)!;
  rulesOf(frame).perform(state, frame, seat, action, log);
  advance(state, log);
  return log.events;
}

/**
 * One edition of the engine under the engine's Game contract: the rules above are shared, the edition brings its
 * content, rule modules and seat range (docs/architecture.md, "One Imperium engine, two editions"). `I` and `A` are
 * the ids and actions its states hold; the rules work on any edition's (`EngineState`), of which these are a part.
 */
export function imperiumGame<I extends EditionIds = AnyIds, A extends EngineAction = EngineAction>(
  edition: Edition,
  sixPlayers?: Edition,
) {
  // A six-player side (Uprising's team game) is the same game set up with six seats: its own edition.
  const parse = sixPlayers ? eitherParser(actionParser(edition), actionParser(sixPlayers)) : actionParser(edition);
  const game = defineGame<EngineState, EngineAction, EngineView, Partial<ImperiumOptions>>({
    id: edition.gameId,
    setup(options, seats, seed) {
      const chosen = sixPlayers && seats.length === sixPlayers.seats.min ? sixPlayers : edition;
      const state = setupImperium(options, seats, seed, chosen);
      advance(state, new EventLog());
      return state;
    },
    decisions,
    decisionActions,
    interruptActions: () => [],
    parse,
    check,
    perform,
    copy: copyState,
    view: imperiumView,
    outcome: (state) => state.result,
    rebranch: rebranchImperium,
  });
  // The one place where an edition's narrower ids meet the rules': its states only ever hold its own ids.
  return game as unknown as DefinedGame<ImperiumState<I>, A, ImperiumView<I>, Partial<ImperiumOptions>>;
}

/** Input either edition's parser accepts; the first one's refusal otherwise. */
function eitherParser(
  first: ActionParser<EngineAction>,
  second: ActionParser<EngineAction>,
): ActionParser<EngineAction> {
  return (input) => {
    const parsed = first(input);
    if (parsed.ok) return parsed;
    const other = second(input);
    return other.ok ? other : parsed;
  };
}

/** Dune: Imperium (2020), 1 to 4 players with House Hagal. */
export const imperium = imperiumGame<BaseIds, ImperiumAction>(BASE_EDITION);

/** Dune: Imperium – Uprising (2023), the same engine with Uprising's content and rule modules (rules 004). */
export const uprising = imperiumGame(UPRISING_EDITION, UPRISING_SIX_EDITION);
