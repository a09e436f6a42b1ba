import { expect } from 'vitest';
import type { GameEvent, Seat } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import type { ObservationPostId } from '../../src/dsl/uprising.ts';
import type { BoardSpaceId } from '../../src/ids.ts';
import { placeSpy } from '../../src/editions/uprising/spies.ts';
import { EventLog } from '../../src/events.ts';
import type { EffectContext } from '../../src/frames.ts';
import { newTurn } from '../../src/phases/playerTurns.ts';
import { advance, uprising } from '../../src/rules.ts';
import type { CardId, EngineState, EnginePlayerState } from '../../src/state.ts';
import { SEATS } from '../fixture.ts';

/**
 * An Uprising game (rules 004) at the first Agent turn of round 1, seat 0 first, every resource at 0 but the
 * starting water, hands empty, the leaders without Spy or card rules of their own.
 */
export function upGame(seed = 'spies'): EngineState {
  const state = uprising.setup(
    { leaders: ['muadDib', 'ladyAmberMetulli', 'gurneyHalleck', 'princessIrulan'] },
    SEATS(4),
    seed,
  );
  for (const p of state.players) {
    p.solari = 0;
    p.spice = 0;
    // Hands start empty: each test gives the cards it plays (the dealt ones go back on top of the deck).
    p.deck = [...p.hand, ...p.deck];
    p.hand = [];
  }
  state.firstPlayer = 0;
  return turnOf(state, 0);
}

export function turnOf(state: EngineState, seat: Seat): EngineState {
  state.phase = 'playerTurns';
  state.current = seat;
  state.turn = newTurn(seat);
  state.stack = [{ kind: 'turn', seat }];
  return state;
}

/** The seat's hand is exactly `cards`; what it held goes on top of its deck (cards stay conserved). */
export function hand(state: EngineState, seat: Seat, cards: CardId[]): EngineState {
  const p = state.players[seat]!;
  p.deck = [...p.hand, ...p.deck];
  p.hand = [...cards];
  return state;
}

export const player = (state: EngineState, seat: Seat = 0): EnginePlayerState => state.players[seat]!;

/** Spies of `seat` straight onto posts, from its supply. */
export function spies(state: EngineState, seat: Seat, ...posts: ObservationPostId[]): EngineState {
  for (const post of posts) placeSpy(state, seat, post, null, new EventLog(), true);
  return state;
}

export function agentOn(state: EngineState, seat: Seat, space: BoardSpaceId): EngineState {
  state.board.agents[space] = [...(state.board.agents[space] ?? []), seat];
  state.players[seat]!.agentsLeft--;
  return state;
}

export function applyWithEvents(
  state: EngineState,
  seat: Seat,
  action: EngineAction,
): { state: EngineState; events: readonly GameEvent[] } {
  const result = uprising.apply(state, seat, action);
  if (!result.ok)
    throw new Error(`${JSON.stringify(action)} refused: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return { state: result.state, events: result.events };
}

/** Applies a legal action; the order of an Agent's effects (`effectOrder`) is answered "the space first". */
export function act(state: EngineState, seat: Seat, action: EngineAction): EngineState {
  let next = applyWithEvents(state, seat, action).state;
  for (;;) {
    const top = next.stack.at(-1);
    if (!top || top.kind !== 'effectOrder') return next;
    next = applyWithEvents(next, top.seat, { type: 'option', index: 0, faction: null }).state;
  }
}

export function answer(state: EngineState, seat: Seat, ...actions: EngineAction[]): EngineState {
  return actions.reduce((s, a) => act(s, seat, a), state);
}

export function refused(state: EngineState, seat: Seat, action: unknown): string {
  const result = uprising.apply(state, seat, action);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.error.code;
}

export function legal(state: EngineState, seat: Seat): EngineAction[] {
  return [...uprising.legalActions(state, seat)];
}

/** The kind of decision on top, if any. */
export function waiting(state: EngineState): string | undefined {
  return uprising.decisions(state)[0]?.kind;
}

/**
 * Resolves `effects` for `seat` through the engine's resolver, as a card box would (its context `ctx`), until a
 * decision is needed; returns the events.
 */
export function resolveEffects(
  state: EngineState,
  seat: Seat,
  effects: readonly Effect[],
  ctx: EffectContext = { source: 'agentBox', card: null, space: null },
): EventLog {
  const log = new EventLog();
  state.stack.push({ kind: 'effects', seat, effects: [...effects], ctx });
  advance(state, log);
  return log;
}

export const send = (card: string, space: BoardSpaceId, spy?: ObservationPostId): EngineAction =>
  spy === undefined
    ? { type: 'sendAgent', card, space, from: null }
    : { type: 'sendAgent', card, space, from: null, spy };
export const PASS: EngineAction = { type: 'pass' };
export const pay = (): EngineAction => ({ type: 'pay', faction: null });
export const post = (p: ObservationPostId, from: ObservationPostId | null = null): EngineAction => ({
  type: 'placeSpy',
  post: p,
  from,
});
export const recall = (p: ObservationPostId): EngineAction => ({ type: 'recallSpy', post: p });
export const pick = (card: string, zone: 'hand' | 'discard' | 'inPlay' | 'revealed' = 'hand'): EngineAction => ({
  type: 'pickCard',
  card,
  zone,
});
