import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { eventsOf, expectError, forcesOf, play, playAll } from '../helpers.ts';

const factions = {
  factions: ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'] as const,
  seed: 'karama',
};

describe('annexe 4 Karama', () => {
  it('annexe 4 Karama A: the powers it may block, once each, are those of annexe 4 (not one’s own)', () => {
    const game = fixture(factions).phase('movement').hand('emperor', ['karama1']).build();
    const blocks = dune
      .legalActions(game, 2)
      .flatMap((a) => (a.type === 'karamaBlock' ? [`${a.faction}.${a.power}`] : []));
    expect(blocks.sort()).toEqual([
      'atreides.prescience',
      'beneGesserit.spiritualAdvisor',
      'beneGesserit.voice',
      'emperor.guildRate',
      'fremen.wormRide',
      'harkonnen.bonusCard',
    ]);
    const { state, events } = play(game, 2, { type: 'karamaBlock', faction: 'fremen', power: 'wormRide' });
    expect(events[0]).toMatchObject({ type: 'karamaPlayed', visibility: 'public' });
    expect(state.karamaBlocks).toEqual([{ faction: 'fremen', power: 'wormRide' }]);
    expectError(game, 2, { type: 'karamaBlock', faction: 'emperor', power: 'bonusCard' }, 'karamaNotAPower');
    expectError(game, 0, { type: 'karamaBlock', faction: 'fremen', power: 'wormRide' }, 'noKaramaCard');
  });

  it('annexe 4 Karama A: stops the Fremen taming the worm; their tokens go to the tanks', () => {
    const game = fixture(factions)
      .phase('spiceBlow')
      .hand('atreides', ['karama2'])
      .spiceDiscardTop('redChasm')
      .forces('fremen', 'redChasm', 6, 3)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const { state } = playAll(game, [
      [0, { type: 'karamaBlock', faction: 'fremen', power: 'wormRide' }],
      ...[0, 1, 2, 3, 4, 5].map((s) => [s, { type: 'nexusDone' }] as const),
    ]);
    expect(forcesOf(state, 'fremen', 'redChasm')).toBe(0);
    expect(state.factions.fremen!.tanks).toBe(3);
    expect(state.stack.some((f) => f.kind === 'wormRide')).toBe(false);
  });

  it('annexe 4 Karama A: bid and buy a card without paying, even above one’s spice', () => {
    const game = fixture(factions).phase('bidding').hand('atreides', ['karama1']).spice('atreides', 0).build();
    const opener = game.bidding!.current;
    const others = game.bidding!.eligible.filter((s) => s !== 0);
    let state = game;
    for (const s of game.bidding!.eligible.slice(game.bidding!.eligible.indexOf(opener))) {
      if (s === 0) break;
      state = play(state, s, { type: 'pass' }).state;
    }
    state = play(state, 0, { type: 'bid', amount: 5, karama: true }).state;
    expect(state.factions.atreides!.hand).toEqual([]);
    for (const s of others) state = play(state, s, { type: 'pass' }).state;
    expect(state.factions.atreides!.spice).toBe(2);
    expect(state.factions.atreides!.hand).toHaveLength(1);
    expect(state.treacheryDiscard).toContain('karama1');
  });

  it('annexe 4 Karama A: outbid, the Karama comes back to its owner’s hand', () => {
    const game = fixture(factions)
      .phase('bidding')
      .hand('atreides', ['karama1'])
      .spice('harkonnen', 10)
      .storm(17)
      .build();
    // Storm in 17: seat 0 (sector 1) opens, then seat 1 (sector 4).
    expect(game.bidding!.current).toBe(0);
    const { state } = playAll(game, [
      [0, { type: 'bid', amount: 3, karama: true }],
      [1, { type: 'bid', amount: 4, karama: false }],
    ]);
    expect(state.factions.atreides!.hand).toEqual(['karama1']);
    expect(state.bidding!.karamaCard).toBeNull();
  });

  it('annexe 4 Karama A: ship from the reserves at the Guild’s rate, paid to the bank, not to the Guild', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('atreides', ['karama1'])
      .spice('atreides', 10)
      .spice('guild', 0)
      .build();
    expect(game.cursor.order[0]).toBe(0);
    const { state, events } = playAll(game, [
      [0, { type: 'karamaBlock', faction: 'atreides', power: 'guildRate' }],
      [0, { type: 'ship', to: 'theGreatFlat:14' }],
      [0, { type: 'count', count: 3 }],
    ]);
    expect(state.factions.atreides!.spice).toBe(10 - 3);
    expect(state.factions.guild!.spice).toBe(0);
    expect(eventsOf(events, 'shipmentPaid')[0]!.params).toMatchObject({ to: 'bank', amount: 3 });
    expect(state.karamaBlocks).toEqual([]);
  });
});
