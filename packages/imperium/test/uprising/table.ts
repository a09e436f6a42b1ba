import { expect } from 'vitest';
import type { GameEvent, Seat } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import type { UprisingLeaderId } from '../../src/editions/uprising/leaders.ts';
import { EventLog } from '../../src/events.ts';
import type { EffectContext, Frame } from '../../src/frames.ts';
import { pushEffects } from '../../src/effects/stack.ts';
import { newTurn } from '../../src/phases/playerTurns.ts';
import { runEffects } from '../../src/effects/resolve.ts';
import { uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';

export const SEATS = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

const DEFAULT_LEADERS: UprisingLeaderId[] = ['muadDib', 'gurneyHalleck', 'ladyAmberMetulli', 'feydRauthaHarkonnen'];

/**
 * An Uprising game (rules 004) at seat 0's first Agent turn of round 1, with the leaders given, resources at 0 but
 * the starting water, and the CHOAM module when `contracts`.
 */
export function table(
  options: { players?: 3 | 4; leaders?: UprisingLeaderId[]; contracts?: boolean; seed?: string } = {},
): EngineState {
  const players = options.players ?? 4;
  const leaders = options.leaders ?? DEFAULT_LEADERS.slice(0, players);
  const state = uprising.setup(
    { leaders, contracts: options.contracts ?? false },
    SEATS(players),
    options.seed ?? 'table',
  );
  state.players.forEach((p) => {
    p.solari = 0;
    p.spice = 0;
  });
  state.firstPlayer = 0;
  return turnOf(state, 0);
}

/** Makes it `seat`'s turn, nothing done yet. */
export function turnOf(state: EngineState, seat: Seat): EngineState {
  state.phase = 'playerTurns';
  state.stage = 'start';
  state.current = seat;
  state.turn = newTurn(seat);
  state.stack = [{ kind: 'turn', seat }];
  return state;
}

/** Resolves `effects` for `seat` as the engine does, until a decision or nothing is left. */
export function resolve(state: EngineState, seat: Seat, effects: readonly Effect[], ctx?: EffectContext): EventLog {
  const log = new EventLog();
  state.stack = [];
  pushEffects(state, seat, effects, ctx ?? { source: 'space', card: null, space: null });
  advanceEffects(state, log);
  return log;
}

/** Runs the effects on top of the stack until a decision (the phases do not move). */
export function advanceEffects(state: EngineState, log: EventLog = new EventLog()): EventLog {
  runEffects(state, log);
  return log;
}

export function apply(
  state: EngineState,
  seat: Seat,
  action: EngineAction,
): { state: EngineState; events: EventLog['events'] } {
  const result = uprising.apply(state, seat, action);
  if (!result.ok)
    throw new Error(`${JSON.stringify(action)} refused: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return { state: result.state as EngineState, events: [...result.events] };
}

export function legal(state: EngineState, seat: Seat): EngineAction[] {
  return [...uprising.legalActions(state, seat)] as EngineAction[];
}

export function topFrame(state: EngineState): Frame | undefined {
  return state.stack.at(-1);
}

export function events(log: EventLog | readonly GameEvent[], type: string): GameEvent[] {
  const list = 'events' in log ? log.events : log;
  return list.filter((e) => e.type === type);
}

export function expectTop(state: EngineState, kind: Frame['kind']): void {
  expect(topFrame(state)?.kind).toBe(kind);
}
