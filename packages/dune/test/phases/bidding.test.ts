import { describe, expect, it } from 'vitest';
import { dune, fixture, DEFAULT_OPTIONS } from '../../src/index.ts';
import { allTreacheryCards, decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

/** Seats 0, 1, 2 sit at dots in sectors 1, 7, 13; with the storm in sector 0 seat 0 is the first player. */
const noEmperor = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'bid' };
const withEmperor = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'bid' };
const pass = { type: 'pass' } as const;
const bid = (amount: number) => ({ type: 'bid', amount, karama: false }) as const;

describe('rules 000 §8 bidding', () => {
  it('§8.A as many cards as there are seats able to bid; a full hand may not bid', () => {
    const state = fixture(noEmperor).phase('bidding').hand('atreides', ['karama1', 'hajr', 'lasgun', 'kulon']).build();
    expect(state.bidding!.cards).toHaveLength(2);
    expect(state.bidding!.eligible).toEqual([1, 2]);
  });

  it('§8.B.1 the first player (nearest the storm counter-clockwise) opens the first card', () => {
    expect(decisionOf(fixture(noEmperor).phase('bidding').build())).toEqual({ kind: 'bid', seats: [0] });
    // Storm in sector 2: seat 1 (dot 7) is nearest counter-clockwise, then seat 2 (dot 13), then seat 0.
    const state = fixture(noEmperor).phase('bidding').storm(2).build();
    expect(decisionOf(state)).toEqual({ kind: 'bid', seats: [1] });
    expect(state.bidding!.eligible).toEqual([1, 2, 0]);
  });

  it('§8.B.2 bidding goes round until all others pass; the winner pays the bank and takes the card face down', () => {
    const game = fixture(noEmperor).phase('bidding').spice('atreides', 10).spice('harkonnen', 10).build();
    const card = game.bidding!.cards[0]!;
    const { state, events } = playAll(game, [
      [0, bid(1)],
      [1, bid(3)],
      [2, pass],
      [0, pass],
    ]);
    expect(state.factions.harkonnen!.hand).toContain(card);
    expect(state.factions.harkonnen!.spice).toBe(7);
    expect(state.bank).toBe(game.bank + 3);
    expect(eventsOf(events, 'cardBought')[0]!.params).toMatchObject({ seat: 1, bid: 3, paidTo: 'bank' });
    // The card is only shown to its buyer.
    expect(eventsOf(events, 'cardReceived').every((e) => e.visibility !== 'public')).toBe(true);
  });

  it('§8.B.2 a bid must beat the high bid', () => {
    const game = play(fixture(noEmperor).phase('bidding').spice('harkonnen', 9).build(), 0, bid(4)).state;
    expectError(game, 1, bid(4), 'bidNotAboveHigh');
  });

  it('§8.C no bid above the spice one holds', () => {
    const game = fixture(noEmperor).phase('bidding').spice('atreides', 3).build();
    expectError(game, 0, bid(4), 'bidOverSpice');
    expect(dune.legalActions(game, 0).some((a) => a.type === 'bid' && a.amount === 4)).toBe(false);
  });

  it('§8.D the next card is opened by the next bidder after the previous opener', () => {
    const game = fixture(noEmperor).phase('bidding').spice('atreides', 5).build();
    const { state } = playAll(game, [
      [0, bid(1)],
      [1, pass],
      [2, pass],
    ]);
    expect(state.bidding!.opener).toBe(1);
    expect(decisionOf(state)).toEqual({ kind: 'bid', seats: [1] });
  });

  it('§8.E all pass: remaining cards go back on top of the deck and the bidding ends', () => {
    const game = fixture(noEmperor).phase('bidding').build();
    const unsold = [...game.bidding!.cards];
    const { state, events } = playAll(game, [
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(eventsOf(events, 'allPassed')).toHaveLength(1);
    expect(state.phase).toBe('movement');
    // The first card of the row is back on top (the deck's top is the end of the array).
    expect(state.treacheryDeck.slice(-unsold.length).reverse()).toEqual(unsold);
    expect(allTreacheryCards(state)).toEqual(allTreacheryCards(game));
  });

  it('§8.E bidding ends when every card is sold', () => {
    const game = fixture(noEmperor).phase('bidding').spice('atreides', 9).build();
    const moves: [number, ReturnType<typeof bid> | typeof pass][] = [];
    // Three cards; each opener bids 1 and the two others pass.
    for (const opener of [0, 1, 2]) {
      moves.push([opener, bid(1)], [(opener + 1) % 3, pass], [(opener + 2) % 3, pass]);
    }
    const { state } = playAll(game, moves);
    expect(state.phase).toBe('movement');
    expect(state.bidding).toBeNull();
  });

  it('§8.F the number of cards held is public during the bidding, not their kind; §13.B hidden otherwise', () => {
    const bidding = fixture(noEmperor).phase('bidding').build();
    const seen = dune.view(bidding, 2).factions.atreides!;
    expect(seen.handCount).toBe(1);
    expect(seen.hand).toBeNull();
    const movement = fixture(noEmperor).phase('movement').build();
    expect(dune.view(movement, 2).factions.atreides!.handCount).toBeNull();
  });

  it('§8.G never more than four cards: a seat reaching four is left out of the following auctions', () => {
    const game = fixture(noEmperor)
      .phase('bidding')
      .hand('atreides', ['karama1', 'hajr', 'kulon'])
      .spice('atreides', 9)
      .build();
    const { state } = playAll(game, [
      [0, bid(1)],
      [1, pass],
      [2, pass],
    ]);
    expect(state.factions.atreides!.hand).toHaveLength(4);
    expect(state.bidding!.eligible).toEqual([1, 2]);
  });

  it('§8.H the five-second bidding timer is an option left to the server (default: none)', () => {
    expect(DEFAULT_OPTIONS.biddingTimerSeconds).toBeNull();
  });

  it('§8.I CHOAM charity: whoever has no spice at the start of the bidding receives 2 from the bank', () => {
    const game = fixture(noEmperor).phase('bidding').spice('atreides', 0).spice('fremen', 1).build();
    expect(game.factions.atreides!.spice).toBe(2);
    expect(game.factions.fremen!.spice).toBe(1);
  });

  it('annexe 3 Emperor 1: others pay their bids to the Emperor; the Emperor pays the bank', () => {
    const game = fixture(withEmperor).phase('bidding').spice('atreides', 10).spice('emperor', 10).build();
    const first = playAll(game, [
      [0, bid(4)],
      [1, pass],
      [2, pass],
    ]);
    expect(first.state.factions.emperor!.spice).toBe(14);
    expect(first.state.factions.atreides!.spice).toBe(6);
    const second = playAll(first.state, [
      [1, pass],
      [2, bid(2)],
      [0, pass],
      // Passing before a bid does not count: everyone must pass after the last bid.
      [1, pass],
    ]);
    expect(second.state.factions.emperor!.spice).toBe(12);
    expect(second.state.bank).toBe(first.state.bank + 2);
  });
});
