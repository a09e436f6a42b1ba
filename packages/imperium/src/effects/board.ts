import type { Seat } from '@arrakis/engine';
import { cardData } from '../cards.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import type { BoardControlSpaceId as ControlSpaceId, BoardSpaceId as SpaceId } from '../ids.ts';
import type { EventLog } from '../events.ts';
import type { BoardState, CardId, EngineState } from '../state.ts';
import { pushEffects } from './stack.ts';

/** Control markers per player (rules 002 MATÉRIEL DU JOUEUR). */
export const CONTROL_MARKERS = 3;

/**
 * An empty `board.agents`. Spaces are added to it in a different order every round, so as an ordinary object it
 * would take a new hidden class at each step, and reading it by space would miss V8's caches (a third of the time
 * spent listing Agent placements): deleting a property that is not the last one makes V8 keep it as a hash table
 * instead. Still a plain empty object, keys in insertion order.
 */
export function emptyAgents(): BoardState['agents'] {
  const agents: Record<string, Seat[]> = { hash: [], table: [] };
  delete agents.hash;
  delete agents.table;
  return agents;
}

/**
 * An Agent onto `space`. Each space's list of seats is replaced, never changed in place: `apply`'s copy of the board
 * shares the lists with its input (writes.ts).
 */
export function addAgent(state: EngineState, space: SpaceId, seat: Seat): void {
  const seats = state.board.agents[space];
  state.board.agents[space] = seats ? [...seats, seat] : [seat];
}

/** One space per Agent of the seat on the board. */
export function placedAgents(state: EngineState, seat: Seat): SpaceId[] {
  const out: SpaceId[] = [];
  for (const [space, seats] of Object.entries(state.board.agents) as [SpaceId, Seat[]][]) {
    for (const s of seats) if (s === seat) out.push(space);
  }
  return out;
}

/** Who controls `space`: null when nobody does or the edition gives no control of it (rules 002 Bonus de Contrôle). */
export function controllerOf(state: EngineState, space: SpaceId): Seat | null {
  const controlSpaces: readonly SpaceId[] = contentOf(state).controlSpaces;
  return controlSpaces.includes(space) ? (state.board.control[space as ControlSpaceId] ?? null) : null;
}

/** Markers neither controlling a space nor blocking one with The Voice (rules 002 CLARIFICATIONS, La Voix). */
export function availableControlMarkers(state: EngineState, seat: Seat): number {
  const controlled = contentOf(state).controlSpaces.filter((s) => state.board.control[s] === seat).length;
  const blocking = state.board.blocked.filter((b) => b.by === seat).length;
  return CONTROL_MARKERS - controlled - blocking;
}

/**
 * A card the player acquires goes to the discard pile, or on top of the deck, and its acquire box resolves once
 * (rules 002 Acquérir des Cartes, GUIDE DES ICÔNES "Acquerir").
 */
export function gainCard(state: EngineState, seat: Seat, card: CardId, toTop: boolean, log: EventLog): void {
  const p = state.players[seat]!;
  if (toTop) p.deck = [card, ...p.deck];
  else p.discard = [...p.discard, card];
  log.public('cardAcquired', { seat, card, toTop });
  pushEffects(state, seat, cardData(state, card).acquire, { source: 'acquire', card, space: null });
  for (const module of editionOf(state).modules) module.cardAcquired?.(state, seat, card, log);
}

/** Row and reserve cards costing at most `maxCost` (Bypass Protocol). */
export function acquireCandidates(
  state: EngineState,
  _seat: Seat,
  maxCost: number,
): { card: CardId; from: 'row' | 'reserve' }[] {
  const out: { card: CardId; from: 'row' | 'reserve' }[] = [];
  for (const card of new Set(state.imperiumRow)) {
    const cost = cardData(state, card).cost;
    if (cost !== null && cost <= maxCost) out.push({ card, from: 'row' });
  }
  for (const card of contentOf(state).buyableReserve) {
    const cost = cardData(state, card).cost;
    if ((state.reserve[card] ?? 0) > 0 && cost !== null && cost <= maxCost) out.push({ card, from: 'reserve' });
  }
  return out;
}
