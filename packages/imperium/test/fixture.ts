import { expect } from 'vitest';
import { cloneJson, type GameEvent, type Seat } from '@arrakis/engine';
import type { ImperiumAction } from '../src/actions.ts';
import type { ConflictCardId } from '../src/data/conflicts.ts';
import type { IntrigueCardId } from '../src/data/intrigues.ts';
import type { LeaderId } from '../src/data/leaders.ts';
import type { Faction, SpaceId } from '../src/dsl/primitives.ts';
import { newTurn } from '../src/phases/playerTurns.ts';
import { advance, imperium } from '../src/rules.ts';
import { EventLog } from '../src/events.ts';
import type { CardId, ImperiumState, PlayerState } from '../src/state.ts';

export const SEATS = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

const DEFAULT_LEADERS: LeaderId[] = ['paulAtreides', 'glossuRabban', 'memnonThorvald', 'ilbanRichese'];

/**
 * A game at the first Agent turn of round 1, seat 0 first, with the leaders given (default: the four one-icon
 * leaders of rules 002 MISE EN PLACE D) and every resource at 0 but the starting water.
 */
export function game(options: { players?: 3 | 4; leaders?: LeaderId[]; seed?: string } = {}): ImperiumState {
  const players = options.players ?? 3;
  const leaders = options.leaders ?? DEFAULT_LEADERS.slice(0, players);
  const state = imperium.setup({ leaders }, SEATS(players), options.seed ?? 'fixture');
  state.players.forEach((p) => {
    p.solari = 0;
    p.spice = 0;
  });
  state.firstPlayer = 0;
  return turnOf(state, 0);
}

/** Makes it `seat`'s turn, nothing done yet. */
export function turnOf(state: ImperiumState, seat: Seat): ImperiumState {
  state.phase = 'playerTurns';
  state.current = seat;
  state.turn = newTurn(seat);
  state.stack = [{ kind: 'turn', seat }];
  return state;
}

/** Sets a player's hand; the cards it had go back on top of the deck (cards stay conserved). */
export function hand(state: ImperiumState, seat: Seat, cards: CardId[]): ImperiumState {
  const p = state.players[seat]!;
  p.deck = [...p.hand, ...p.deck];
  p.hand = [...cards];
  return state;
}

export function intrigues(state: ImperiumState, seat: Seat, cards: IntrigueCardId[]): ImperiumState {
  state.players[seat]!.intrigues = [...cards];
  return state;
}

export function patch(state: ImperiumState, seat: Seat, values: Partial<PlayerState>): ImperiumState {
  Object.assign(state.players[seat]!, cloneJson(values));
  return state;
}

export function conflict(state: ImperiumState, card: ConflictCardId): ImperiumState {
  state.conflict = card;
  return state;
}

/**
 * Applies a legal action and returns the new state; fails the test with the rule error otherwise. Unless `manual`,
 * two routine questions are answered: an Agent turn's order of effects (`effectOrder`: the space first) and the
 * end of an Agent turn (`endAgentTurn`: no Plot Intrigue).
 */
export function act(state: ImperiumState, seat: Seat, action: ImperiumAction, manual = false): ImperiumState {
  let next = actWithEvents(state, seat, action).state;
  for (;;) {
    const top = next.stack.at(-1);
    if (manual || !top || (top.kind !== 'effectOrder' && top.kind !== 'endAgentTurn')) return next;
    const answer: ImperiumAction =
      top.kind === 'effectOrder' ? { type: 'option', index: 0, faction: null } : { type: 'pass' };
    next = actWithEvents(next, top.seat, answer).state;
  }
}

export function actWithEvents(
  state: ImperiumState,
  seat: Seat,
  action: ImperiumAction,
): { state: ImperiumState; events: readonly GameEvent[] } {
  const result = imperium.apply(state, seat, action);
  if (!result.ok)
    throw new Error(`${JSON.stringify(action)} refused: ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return { state: result.state, events: result.events };
}

/** The rule error code of a refused action. */
export function refused(state: ImperiumState, seat: Seat, action: unknown): string {
  const result = imperium.apply(state, seat, action);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.error.code;
}

export function legal(state: ImperiumState, seat: Seat): ImperiumAction[] {
  return [...imperium.legalActions(state, seat)];
}

export function waitingFor(state: ImperiumState): { seat: Seat; kind: string } | undefined {
  return imperium.decisions(state)[0];
}

export const send = (card: string, space: SpaceId, from: SpaceId | null = null): ImperiumAction => ({
  type: 'sendAgent',
  card,
  space,
  from,
});

/** Passes every decision of the current seat's turn that only has `pass` or `count 0` left, until another seat acts. */
export function passAll(state: ImperiumState, seat: Seat): ImperiumState {
  let s = state;
  for (let guard = 0; guard < 50; guard++) {
    const w = waitingFor(s);
    if (!w || w.seat !== seat) return s;
    const actions = legal(s, seat);
    const pass = actions.find((a) => a.type === 'pass') ?? actions.find((a) => a.type === 'count' && a.count === 0);
    if (!pass) return s;
    s = act(s, seat, pass);
  }
  return s;
}

/** Jumps to the start of a phase (the player turns are over) and runs it until a decision. */
export function toPhase(state: ImperiumState, phase: 'combat' | 'makers' | 'recall' | 'endgame'): ImperiumState {
  state.phase = phase;
  state.stage = 'start';
  state.stack = [];
  state.turn = null;
  for (const p of state.players) p.revealedThisRound = true;
  advance(state, new EventLog());
  return state;
}

/** A player's state. */
export const player = (state: ImperiumState, seat: Seat = 0): PlayerState => state.players[seat]!;

/** The resources and VP of a player, for one `toEqual`. */
export function stock(
  state: ImperiumState,
  seat: Seat = 0,
): { solari: number; spice: number; water: number; vp: number } {
  const p = state.players[seat]!;
  return { solari: p.solari, spice: p.spice, water: p.water, vp: p.victoryPoints };
}

/** Sets a player's card zones exactly (the zones not given are left as they are). */
export function zones(
  state: ImperiumState,
  seat: Seat,
  values: Partial<Pick<PlayerState, 'hand' | 'deck' | 'discard' | 'inPlay'>>,
): ImperiumState {
  const p = state.players[seat]!;
  for (const [zone, cards] of Object.entries(values) as [keyof typeof values, CardId[]][]) p[zone] = [...cards];
  return state;
}

/** Plays `actions` one after the other for `seat` (each through `act`). */
export function answer(state: ImperiumState, seat: Seat, ...actions: ImperiumAction[]): ImperiumState {
  return actions.reduce((s, a) => act(s, seat, a), state);
}

/** An Agent turn of `seat`: `card` to `space`, then `answers` to the decisions it raises. */
export function agent(
  state: ImperiumState,
  seat: Seat,
  card: string,
  space: SpaceId,
  ...answers: ImperiumAction[]
): ImperiumState {
  return answer(act(state, seat, send(card, space)), seat, ...answers);
}

/** A Reveal turn of `seat` with exactly `cards` in hand, then `answers`; acquisitions stay open. */
export function reveal(state: ImperiumState, seat: Seat, cards: CardId[], ...answers: ImperiumAction[]): ImperiumState {
  zones(state, seat, { hand: cards });
  return answer(act(state, seat, { type: 'reveal' }), seat, ...answers);
}

export const PASS: ImperiumAction = { type: 'pass' };
export const count = (n: number): ImperiumAction => ({ type: 'count', count: n });
export const option = (index: number, faction: Faction | null = null): ImperiumAction => ({
  type: 'option',
  index,
  faction,
});
export const payIt = (faction: Faction | null = null): ImperiumAction => ({ type: 'pay', faction });
export const toFaction = (faction: Faction): ImperiumAction => ({ type: 'faction', faction });
export const pick = (
  card: string,
  zone: 'hand' | 'discard' | 'inPlay' | 'revealed' | 'row' = 'hand',
): ImperiumAction => ({
  type: 'pickCard',
  card,
  zone,
});
export const play = (card: IntrigueCardId): ImperiumAction => ({ type: 'playIntrigue', card });

/** Influence as a tuple in track order: Emperor, Spacing Guild, Bene Gesserit, Fremen. */
export function influenceOf(state: ImperiumState, seat: Seat = 0): [number, number, number, number] {
  const i = state.players[seat]!.influence;
  return [i.emperor, i.spacingGuild, i.beneGesserit, i.fremen];
}

export const influenceAt = (emperor: number, spacingGuild: number, beneGesserit: number, fremen: number) => ({
  influence: { emperor, spacingGuild, beneGesserit, fremen },
});

export const troopsAt = (supply: number, garrison: number, conflict: number) => ({
  troops: { supply, garrison, conflict },
});
