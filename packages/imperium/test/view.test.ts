import { describe, expect, it } from 'vitest';
import { canonicalJson, seedRng, stateHash } from '@arrakis/engine';
import { imperium } from '../src/rules.ts';
import { resampleHidden } from '../src/testing/resample.ts';
import { actWithEvents, game, hand, send } from './fixture.ts';

describe('views (ARCHITECTURE §2 "Secrets")', () => {
  it('a seat sees its own hand and Intrigues, only counts of the others’, never deck orders or the RNG', () => {
    const state = game({ leaders: ['letoAtreides', 'glossuRabban', 'ilbanRichese'] });
    state.players[1]!.intrigues = ['ambush'];
    const view = imperium.view(state, 0);
    expect(view.players[0]!.hand).toEqual(state.players[0]!.hand);
    expect(view.players[1]!.hand).toBeNull();
    expect(view.players[1]!.handCount).toBe(5);
    expect(view.players[1]!.intrigues).toBeNull();
    expect(view.players[1]!.intrigueCount).toBe(1);
    expect(view.players[0]!.deckCount).toBe(5);
    expect(view.players[0]!.topOfDeck).toBeNull();
    const text = canonicalJson(view);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"deck"');
    expect(text).not.toContain('"conflictDeck"');
    expect(text).not.toContain('"imperiumDeck"');
    expect(text).not.toContain('"intrigueDeck"');
    expect(view.conflictDeckLevels).toEqual([2, 2, 2, 2, 2, 3, 3, 3, 3]);
    const spectator = imperium.view(state, null);
    expect(spectator.players.every((p) => p.hand === null && p.intrigues === null)).toBe(true);
  });

  it('shows every player’s deck and hand together, sorted (public by counting), never which card is where', () => {
    const state = game();
    const view = imperium.view(state, 0);
    state.players.forEach((p, seat) => {
      expect(view.players[seat]!.deckAndHand).toEqual([...p.deck, ...p.hand].sort());
    });
    // Drawing moves cards from the deck to the hand: the pool stays the same.
    const before = imperium.view(state, 1).players[2]!.deckAndHand;
    const p2 = state.players[2]!;
    p2.hand.push(...p2.deck.slice(0, 2));
    p2.deck = p2.deck.slice(2);
    expect(imperium.view(state, 1).players[2]!.deckAndHand).toEqual(before);
    expect(view.options).toEqual(state.options);
    expect(view.seatCount).toBe(state.seatCount);
  });

  it('resampling what a seat cannot know changes the state, not that seat’s view', () => {
    const state = game();
    state.players[2]!.intrigues = ['ambush', 'windfall'];
    const rng = seedRng('resample');
    for (let seat = 0; seat < 3; seat++) {
      const other = resampleHidden(state, seat, rng);
      expect(stateHash(other)).not.toBe(stateHash(state));
      expect(canonicalJson(imperium.view(other, seat))).toBe(canonicalJson(imperium.view(state, seat)));
    }
  });

  it('events: the cards drawn are shown to the drawer only; the count to all', () => {
    const state = game();
    hand(state, 0, ['reconnaissance']);
    const { events } = actWithEvents(state, 0, send('reconnaissance', 'arrakeen'));
    const drawn = events.filter((e) => e.type.startsWith('cardsDrawn'));
    expect(drawn.map((e) => [e.type, e.visibility])).toEqual([
      ['cardsDrawn', 'public'],
      ['cardsDrawnPrivate', [0]],
    ]);
  });
});
