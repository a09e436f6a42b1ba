import { expect } from 'vitest';
import { canonicalJson, seedRng, type DefinedGame, type Seat } from '@arrakis/engine';
import type { EngineState, EngineView } from '@arrakis/imperium';
import { resampleHidden } from '@arrakis/imperium/testing';
import { visibleTo } from '../../src/matchLoader.ts';
import { TEST_SEED } from './seed.ts';
import { statesAt, type ServerSide } from './serverState.ts';
import type { SocketClient, Update } from './socketClient.ts';

/** The card ids an event names in its parameters (`card`, `cards`, and the like). */
function cardsNamed(params: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(params).flatMap(([key, value]) => {
    if (!/card|intrigue/i.test(key)) return [];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
}

/** Where a view names a card (outside the public deck-and-hand pools), for a failure's message. */
function pathsOf(value: unknown, card: string, path = 'view'): string[] {
  if (value === card) return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'deckAndHand' || key === 'kind' ? [] : pathsOf(inner, card, `${path}.${key}`),
  );
}

/** Card ids anyone may see in a state: every public zone (a shared id such as `dagger` tells nothing). */
function publicCards(state: EngineState): string[] {
  // The reserve piles are named in every view (their counts).
  const ids: string[] = [...state.imperiumRow, ...state.trash, ...state.intrigueDiscard, ...Object.keys(state.reserve)];
  for (const p of state.players) {
    ids.push(...p.discard, ...p.inPlay, ...p.revealed);
    if (p.setAside) ids.push(p.setAside.card);
  }
  // The card played this Agent turn was shown face up, even when it went back to the hand (Uprising's Weirding
  // Woman: « renvoyez cette carte dans votre main »).
  if (state.turn?.card) ids.push(state.turn.card);
  // Cards acquired or discarded this turn were shown, even those acquired into the hand (Uprising's « dans votre
  // main »).
  ids.push(...(state.turn?.uprising?.acquired ?? []), ...(state.turn?.uprising?.discarded ?? []));
  // Uprising: Intrigues trashed to pay a cost are out of the game, face up; the Objective and Conflict cards and
  // the contracts are face up, and some share an id with a card or an Intrigue (the Crysknife).
  const pieces = state.uprising;
  if (pieces) {
    ids.push(...(pieces.trashedIntrigues ?? []), ...(pieces.battleCards ?? []).flat().map((c) => c.id));
    if (pieces.choam) ids.push(...pieces.choam.faceUp, ...pieces.choam.held.flat(), ...pieces.choam.completed.flat());
  }
  return ids;
}

export interface SecrecyCount {
  /** Another seat's hand cards checked absent, one per card and update. */
  readonly cards: number;
  /** Another seat's Intrigues checked absent. */
  readonly intrigues: number;
  /** Log entries compared with the stored events. */
  readonly entries: number;
}

/**
 * Checks every update the clients of `seats` received in an Imperium-engine match (either edition): the view is the
 * engine's view for that seat to the byte; no deck order, RNG or hidden deck is on the wire; the log is exactly the
 * events public or addressed to the seat; copies are told apart by resampling everything the seat cannot know (its
 * view must not change); and no card of another seat's hand or Intrigues that the seat never learned of is named.
 * Each client must have had more than `minUpdates` updates.
 */
export function checkImperiumSecrecy(
  game: DefinedGame<unknown, unknown, unknown, unknown>,
  side: ServerSide,
  // What a client received is all the check reads: a browser's recorded frames serve as well as a SocketClient.
  seats: readonly (readonly [Pick<SocketClient, 'messages' | 'raw'>, Seat])[],
  minUpdates = 50,
): SecrecyCount {
  const states = statesAt(side) as unknown as EngineState[];
  let cards = 0;
  let intrigues = 0;
  let entries = 0;
  const rng = seedRng(`${TEST_SEED}:resample`);
  for (const [client, me] of seats) {
    const updates = client.messages.filter((m): m is Update => m.type === 'update');
    expect(updates.length).toBeGreaterThan(minUpdates);
    // What this seat learned through events addressed to it alone (its draws, the Intrigue stolen from it by
    // *Secrets*…), one entry per copy named.
    const learned: string[] = [];
    let logged = 0;
    const raws = client.raw.filter((r) => r.includes('"update"'));
    for (const [index, message] of updates.entries()) {
      const state = states[message.seq]!;
      // The view is the engine's view for this seat, to the byte (the engine's own tests check views too).
      expect(canonicalJson(message.view)).toBe(canonicalJson(game.view(state, me)));
      const view = message.view as EngineView;
      // No deck order, no RNG, no House Hagal or Rival deck, no contract deck: only counts.
      const raw = raws[index]!;
      for (const key of ['"deck":', '"rng":', '"intrigueDeck":', '"imperiumDeck":', '"conflictDeck":'])
        expect(raw.includes(key), `${key} in an update of seat ${me}`).toBe(false);
      for (const p of view.players) {
        if (p.seat === me) continue;
        expect([p.hand, p.intrigues, p.topOfDeck, p.masterstroke]).toEqual([null, null, null, null]);
      }
      // The log: exactly the events of the new seqs that are public or addressed to this seat, in order (the answer
      // to the hello may start later: the earlier page comes with `history`).
      expect(message.logFrom ?? logged + 1).toBeGreaterThanOrEqual(logged + 1);
      const from = (message.logFrom ?? logged + 1) - 1;
      const expected = side.actions
        .filter((action) => action.seq > from && action.seq <= message.seq)
        .flatMap((action) =>
          action.events
            .filter((event) => visibleTo(event, me))
            .map((event) => ({ seq: action.seq, type: event.type, params: event.params })),
        );
      expect(message.log).toEqual(expected);
      entries += expected.length;
      for (const entry of message.log) {
        const event = side.actions[entry.seq - 1]!.events.find((e) => e.type === entry.type);
        if (event && event.visibility !== 'public') learned.push(...cardsNamed(entry.params));
      }
      logged = message.seq;

      // Each player's deck and hand together are public by counting (every card entering or leaving them is shown),
      // so they are checked as a whole, then left out of the search; ids also used as DSL kinds (`infiltrate`) are
      // not card names there.
      for (const p of view.players)
        expect(p.deckAndHand).toEqual([...state.players[p.seat]!.deck, ...state.players[p.seat]!.hand].sort());
      const seen = JSON.stringify(view)
        .replace(/"deckAndHand":\[[^\]]*\]/g, '')
        .replace(/"kind":"[^"]*"/g, '')
        .replace(/"[^"]*":/g, '');
      const mine = state.players[me]!;
      const known = new Set([...publicCards(state), ...mine.hand, ...mine.deck, ...mine.intrigues, ...learned]);
      // Copies are told apart by resampling: everything this seat cannot know (the other hands and Intrigues, drawn
      // again from what they could be, every deck order, the RNG) is re-randomised, and its view must not change.
      const resampled = resampleHidden(state, me, rng);
      expect(canonicalJson(game.view(resampled, me))).toBe(canonicalJson(message.view));
      // And by name: the view names no card that only another seat holds and this seat never learned of.
      for (const [seat, p] of state.players.entries()) {
        if (seat === me) continue;
        for (const [zone, held] of [
          ['hand', p.hand],
          ['Intrigues', p.intrigues],
        ] as const) {
          for (const card of held.filter((c) => !known.has(c))) {
            if (seen.includes(`"${card}"`))
              expect.fail(
                `seat ${me} saw ${card} of seat ${seat}'s ${zone} at seq ${message.seq}: named at ${pathsOf(view, card).join(', ')}`,
              );
            if (zone === 'hand') cards++;
            else intrigues++;
          }
        }
      }
    }
  }
  return { cards, intrigues, entries };
}
