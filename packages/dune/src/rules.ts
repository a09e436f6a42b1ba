import { defineGame, ruleError, type Decision, type GameEvent, type RuleError, type Seat } from '@arrakis/engine';
import { parseAction, type DuneAction } from './actions.ts';
import { EventLog } from './events.ts';
import { frameRefusal } from './explain.ts';
import type { Frame } from './frames.ts';
import {
  oneSeat,
  sameAction,
  top,
  type FrameRules,
  type FrameTable,
  type PhaseRules,
  type PhaseTable,
} from './flow.ts';
import { checkInterrupt, interruptActions, isInterrupt, performInterrupt } from './interrupts.ts';
import { karamaFrames } from './karama.ts';
import type { DuneOptions } from './options.ts';
import { battleFrames, battlePhase, startBattle } from './phases/battle.ts';
import { biddingFrames, biddingPhase } from './phases/bidding.ts';
import { collectionPhase } from './phases/collection.ts';
import { harvestFrames, harvestPhase } from './phases/harvest.ts';
import { arenaFrames } from './duel/arena.ts';
import { kanlyFrames, watchKanly } from './duel/kanly.ts';
import { movementFrames, movementPhase } from './phases/movement.ts';
import { residualPoisonFrames } from './phases/residualPoison.ts';
import { setupFrames, setupPhase } from './phases/setup.ts';
import { devourTerritory, spiceBlowFrames, spiceBlowPhase } from './phases/spiceBlow.ts';
import { harkonnenCaptureFrames } from './variants/harkonnenCapture.ts';
import { movementBidsFrames } from './variants/movementBids.ts';
import { twoTerritoryMoveFrames } from './variants/twoTerritoryMove.ts';
import { diplomacyFrames } from './variants/diplomacy.ts';
import { battleAgreementFrames } from './variants/battleAgreement.ts';
import { governorFrames } from './variants/governor.ts';
import { victoryPointsFrames } from './variants/victoryPoints.ts';
import { thumperEscapeFrames } from './variants/thumperEscape.ts';
import { noteTanks, tleilaxuFrames } from './variants/tleilaxu.ts';
import { stormFrames, stormPhase } from './phases/storm.ts';
import { rebranchDune } from './rebranch.ts';
import { setupDune } from './setup.ts';
import { truthtranceFrames } from './truthtrance.ts';
import type { DuneState } from './state.ts';
import { duneView, type DuneView } from './view.ts';
import { duneCopy } from './writes.ts';

const FRAMES: FrameTable = {
  ...setupFrames,
  ...stormFrames,
  ...spiceBlowFrames,
  ...biddingFrames,
  ...movementFrames,
  ...battleFrames,
  ...residualPoisonFrames,
  ...truthtranceFrames,
  ...karamaFrames,
  ...harvestFrames,
  ...kanlyFrames,
  ...arenaFrames,
  ...thumperEscapeFrames(devourTerritory),
  ...harkonnenCaptureFrames,
  ...movementBidsFrames,
  ...twoTerritoryMoveFrames,
  ...diplomacyFrames,
  ...governorFrames,
  ...victoryPointsFrames,
  ...tleilaxuFrames,
  ...battleAgreementFrames(startBattle),
};

const PHASES: PhaseTable = {
  setup: setupPhase,
  harvest: harvestPhase,
  storm: stormPhase,
  spiceBlow: spiceBlowPhase,
  bidding: biddingPhase,
  movement: movementPhase,
  battle: battlePhase,
  collection: collectionPhase,
};

/** FRAMES by kind, read once a question (the spread table above is a dictionary to V8). */
const RULES = new Map<Frame['kind'], FrameRules<Frame['kind']>>(
  Object.entries(FRAMES).map(([kind, rules]) => [kind as Frame['kind'], rules as unknown as FrameRules<Frame['kind']>]),
);

/**
 * The last kind asked about and its rules: one step asks about the same top frame several times (decisions, its
 * actions, perform), and frames of one kind often follow each other (bids, windows); a Map lookup by kind each time
 * costs more than this comparison. The rules depend on the kind alone.
 */
let lastKind: Frame['kind'] | null = null;
let lastRules: FrameRules<Frame['kind']> | undefined;

function rulesOf(frame: Frame): FrameRules<Frame['kind']> {
  const kind = frame.kind;
  if (kind !== lastKind) {
    lastKind = kind;
    lastRules = RULES.get(kind);
  }
  return lastRules!;
}

/** Who the frame waits for. */
export function frameSeats(frame: Frame): readonly Seat[] {
  return rulesOf(frame).seats(frame);
}

/** Whether the frame waits for this seat: `frameSeats(frame).includes(seat)`, without the list for one seat. */
export function waitsFor(frame: Frame, seat: Seat): boolean {
  const rules = rulesOf(frame);
  return rules.seats === oneSeat ? (frame as { readonly seat: Seat }).seat === seat : rules.seats(frame).includes(seat);
}

/** A phase loop that never stops would be a bug in the rules, not bad input. */
const MAX_AUTOMATIC_STEPS = 10_000;

/** Runs the automatic parts of the turn until someone must decide or the game is over. */
export function advance(state: DuneState, log: EventLog): void {
  for (let steps = 0; state.stack.length === 0 && state.phase !== 'over'; steps++) {
    if (steps > MAX_AUTOMATIC_STEPS)
      throw new Error(`phase ${state.phase} does not advance (stage ${state.cursor.stage})`);
    phaseRules(state.phase).next(state, log);
  }
}

/** The last phase advanced and its rules: a phase runs many steps, and this comparison costs less than a keyed load. */
let lastPhase: DuneState['phase'] | null = null;
let lastPhaseRules: PhaseRules | undefined;

function phaseRules(phase: Exclude<DuneState['phase'], 'over'>): PhaseRules {
  if (phase !== lastPhase) {
    lastPhase = phase;
    lastPhaseRules = PHASES[phase];
  }
  return lastPhaseRules!;
}

function decisions(state: DuneState): Decision[] {
  const frame = top(state);
  if (!frame || state.phase === 'over') return [];
  const rules = rulesOf(frame);
  if (rules.seats === oneSeat) return [{ seat: (frame as { readonly seat: Seat }).seat, kind: frame.kind }];
  const seats = rules.seats(frame);
  const out: Decision[] = [];
  for (let i = 0; i < seats.length; i++) out.push({ seat: seats[i]!, kind: frame.kind });
  return out;
}

function decisionActions(state: DuneState, seat: Seat): DuneAction[] {
  if (state.phase === 'over' || seat < 0 || seat >= state.seatCount) return [];
  const frame = top(state);
  return frame && waitsFor(frame, seat) ? rulesOf(frame).legal(state, frame, seat) : [];
}

function check(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (seat >= state.seatCount) return ruleError('badSeat', { seat });
  if (state.phase === 'over') return ruleError('gameOver', {});
  if (isInterrupt(action)) return checkInterrupt(state, seat, action);
  const frame = top(state);
  if (!frame) return ruleError('nothingToDecide', {});
  if (!waitsFor(frame, seat)) return ruleError('notYourDecision', { seat, waitingFor: frame.kind });
  const rules = rulesOf(frame);
  if (rules.check) return rules.check(state, frame, seat, action);
  const allowed = rules.allows
    ? rules.allows(state, frame, seat, action)
    : rules.legal(state, frame, seat).some((a) => sameAction(a, action));
  if (allowed) return null;
  // issue 21: the rule that refuses it, asked only now that it is refused.
  return (
    frameRefusal(state, frame, seat, action) ?? ruleError('illegalAction', { type: action.type, decision: frame.kind })
  );
}

function perform(state: DuneState, seat: Seat, action: DuneAction): GameEvent[] {
  const log = new EventLog();
  if (isInterrupt(action)) performInterrupt(state, seat, action, log);
  else {
    const frame = top(state)!;
    rulesOf(frame).perform(state, frame, seat, action, log);
  }
  advance(state, log);
  noteTanks(state); // 000 XXXVII: the leaders that have been to the tanks
  // rules 000 §19.B: a threatened deed just done stops the game for the Kanly.
  watchKanly(state, log);
  return log.events;
}

function setup(options: Partial<DuneOptions>, seats: Parameters<typeof setupDune>[1], seed: string): DuneState {
  const state = setupDune(options, seats, seed);
  advance(state, new EventLog());
  return state;
}

/** The classic Dune game (Avalon Hill 1979, Descartes 1992) under the engine's Game contract. */
export const dune = defineGame<DuneState, DuneAction, DuneView, Partial<DuneOptions>>({
  id: 'dune',
  setup,
  decisions,
  decisionActions,
  interruptActions: (state, seat) => (seat >= 0 && seat < state.seatCount ? interruptActions(state, seat) : []),
  parse: parseAction,
  check,
  perform,
  copy: duneCopy,
  view: duneView,
  outcome: (state) => state.result,
  rebranch: rebranchDune,
});
