import { expect } from 'vitest';
import { stateHash, type GameEvent, type Seat } from '@arrakis/engine';
import { dune, type DuneState, type Faction } from '../src/index.ts';

/** Applies an action that must be legal; a refusal fails the test with the rule error. */
export function play(
  state: DuneState,
  seat: Seat,
  action: unknown,
): { state: DuneState; events: readonly GameEvent[] } {
  const result = dune.apply(state, seat, action);
  if (!result.ok) {
    const top = state.stack[state.stack.length - 1];
    throw new Error(
      `seat ${seat} (${state.seats[seat]}) could not play ${JSON.stringify(action)}: ${result.error.code} ${JSON.stringify(result.error.params)}` +
        ` — waiting for ${top ? `${top.kind} ${JSON.stringify('seats' in top ? top.seats : [top.seat])}` : 'nothing'} in ${state.phase}`,
    );
  }
  return { state: result.state, events: result.events };
}

/** Plays several actions in a row, returning the last state and all events. */
export function playAll(
  state: DuneState,
  moves: readonly (readonly [Seat, unknown])[],
): { state: DuneState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (const [seat, action] of moves) {
    const r = play(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The top decision: its kind and the seats it waits for. */
export function decisionOf(state: DuneState): { kind: string; seats: Seat[] } | null {
  const decisions = dune.decisions(state);
  if (decisions.length === 0) return null;
  return { kind: decisions[0]!.kind, seats: decisions.map((d) => d.seat) };
}

/** The action must be refused with `code`, and the state left exactly as it was. */
export function expectError(state: DuneState, seat: Seat, action: unknown, code: string): void {
  const before = stateHash(state);
  const result = dune.apply(state, seat, action);
  expect(result.ok, `expected ${code}, but the action was accepted`).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
  expect(stateHash(state)).toBe(before);
}

/** Every token of the faction: board, reserves and tanks (20 in all, rules 000 "Composition du jeu"). */
export function tokensOf(state: DuneState, faction: Faction): number {
  const fs = state.factions[faction]!;
  let total = fs.reserves + fs.tanks;
  for (const t of Object.values(state.board)) for (const n of Object.values(t.forces[faction] ?? {})) total += n;
  return total;
}

/** Tokens of the faction in one territory (all sectors). */
export function forcesOf(state: DuneState, faction: Faction, territory: string): number {
  return Object.values(state.board[territory]!.forces[faction] ?? {}).reduce((a, b) => a + b, 0);
}

/** Events of one type. */
export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** Every treachery card in the game: deck, discard, hands, auction row and face-down residual poisons. */
export function allTreacheryCards(state: DuneState): string[] {
  const cards: string[] = [...state.treacheryDeck, ...state.treacheryDiscard];
  for (const f of state.seats) cards.push(...state.factions[f]!.hand);
  if (state.bidding) {
    cards.push(...state.bidding.cards.slice(state.bidding.index));
    if (state.bidding.karamaCard) cards.push(state.bidding.karamaCard);
  }
  for (const p of state.residualPoisons) cards.push(p.card);
  return cards.sort();
}
