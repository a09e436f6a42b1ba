import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { eventsOf, playAll } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'atreides' };
const pass = { type: 'pass' } as const;
const bid = (amount: number) => ({ type: 'bid', amount, karama: false }) as const;

describe('annexe 3 Atreides', () => {
  it('annexe 3 Atreides 1: the Atreides see each card just before it is auctioned, and nobody else does', () => {
    const game = fixture(factions).phase('bidding').spice('harkonnen', 10).build();
    const card = game.bidding!.cards[0]!;
    expect(dune.view(game, 0).bidding!.card).toBe(card);
    expect(dune.view(game, 1).bidding!.card).toBeNull();
    const { state, events } = playAll(game, [
      [0, pass],
      [1, bid(1)],
      [2, pass],
      [0, pass],
    ]);
    const seen = eventsOf(events, 'prescienceCardSeen').filter((e) => e.params.bonus === false);
    expect(seen.map((e) => e.params.card)).toEqual([state.bidding!.cards[1]]);
    expect(seen[0]!.visibility).toEqual([0]);
  });

  it('annexe 3 Atreides 1 with the erratum (default): not the Harkonnen bonus card', () => {
    const game = fixture(factions).phase('bidding').spice('harkonnen', 10).build();
    const { events } = playAll(game, [
      [0, pass],
      [1, bid(1)],
      [2, pass],
      [0, pass],
    ]);
    expect(eventsOf(events, 'harkonnenBonusCard')).toHaveLength(1);
    expect(eventsOf(events, 'prescienceCardSeen').filter((e) => e.params.bonus === true)).toHaveLength(0);
  });

  it('annexe 3 Atreides 1 with atreidesSeesHarkonnenBonusCard: true (the printed French text): the bonus card too', () => {
    const game = fixture({ ...factions, atreidesSeesHarkonnenBonusCard: true })
      .phase('bidding')
      .spice('harkonnen', 10)
      .build();
    const { state, events } = playAll(game, [
      [0, pass],
      [1, bid(1)],
      [2, pass],
      [0, pass],
    ]);
    const bonus = eventsOf(events, 'prescienceCardSeen').filter((e) => e.params.bonus === true);
    expect(bonus).toHaveLength(1);
    expect(bonus[0]!.visibility).toEqual([0]);
    expect(state.factions.harkonnen!.hand).toContain(bonus[0]!.params.card);
  });

  it('annexe 3 Atreides 2: at the start of the movement phase, the Atreides see the top card of the spice deck', () => {
    const game = fixture(factions).phase('bidding').spiceDeckTop(['brokenLand']).build();
    const { events } = playAll(game, [
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    const seen = eventsOf(events, 'prescienceSpiceSeen');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.visibility).toEqual([0]);
    expect(seen[0]!.params).toEqual({ card: 'brokenLand', territory: 'brokenLand' });
    // Their view (all a bot reads) shows it too, and nobody else's does.
    const { state } = playAll(game, [
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(dune.view(state, 0).spiceDeckTop).toBe('brokenLand');
    expect(dune.view(state, 1).spiceDeckTop).toBeNull();
    expect(dune.view(state, null).spiceDeckTop).toBeNull();
  });

  it('annexe 4 Karama A: a Karama stops the Atreides seeing the future once', () => {
    const game = fixture(factions).phase('bidding').hand('harkonnen', ['karama1']).spiceDeckTop(['brokenLand']).build();
    const { state, events } = playAll(game, [
      [1, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' }],
      [0, pass],
      [1, pass],
      [2, pass],
    ]);
    expect(eventsOf(events, 'prescienceSpiceSeen')).toHaveLength(0);
    expect(eventsOf(events, 'prescienceBlocked')).toHaveLength(1);
    expect(state.karamaBlocks).toEqual([]);
    expect(state.treacheryDiscard).toContain('karama1');
  });
});
