import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { expectError, forcesOf, playAll, tokensOf } from '../helpers.ts';
import { shipAndStay, untilTurnOf } from './turns.ts';

/** Guild is seat 1; storm in sector 0 gives the order 0, 1, 2. */
const factions = { factions: ['atreides', 'guild', 'emperor'] as const, seed: 'guild' };

describe('annexe 3 Guild', () => {
  it('annexe 3 Guild 1: ship from the reserves, or from one territory to another, or back to the reserves', () => {
    const game = untilTurnOf(fixture(factions).phase('movement').spice('guild', 10).build(), 1);
    const types = new Set(dune.decisionActions(game, 1).map((a) => a.type));
    expect([...types].sort()).toEqual(['crossShip', 'offPlanet', 'pass', 'ship']);
    const cross = playAll(game, [
      [1, { type: 'crossShip', from: 'tueksSietch:4', to: 'theGreatFlat:14' }],
      [1, { type: 'count', count: 3 }],
    ]).state;
    expect(forcesOf(cross, 'guild', 'theGreatFlat')).toBe(3);
    expect(forcesOf(cross, 'guild', 'tueksSietch')).toBe(2);
    expect(cross.factions.guild!.spice).toBe(10 - 3);
  });

  it('annexe 3 Guild 1: back to the reserves at 1 spice for every 2 tokens or fraction, to the bank', () => {
    const game = untilTurnOf(fixture(factions).phase('movement').spice('guild', 10).build(), 1);
    const { state } = playAll(game, [
      [1, { type: 'offPlanet', from: 'tueksSietch:4' }],
      [1, { type: 'count', count: 5 }],
    ]);
    expect(forcesOf(state, 'guild', 'tueksSietch')).toBe(0);
    expect(state.factions.guild!.reserves).toBe(20);
    expect(state.factions.guild!.spice).toBe(7);
    expect(state.bank).toBe(game.bank + 3);
    expect(tokensOf(state, 'guild')).toBe(20);
  });

  it('annexe 3 Guild 2: half the cost of its own shipments (rounded up), paid to the bank', () => {
    const game = untilTurnOf(fixture(factions).phase('movement').spice('guild', 10).build(), 1);
    const { state } = playAll(game, shipAndStay(1, 'theGreatFlat:14', 3));
    expect(state.factions.guild!.spice).toBe(10 - 3);
    expect(state.bank).toBe(game.bank + 3);
  });

  it('annexe 3 Guild 3: the spice others pay for shipments goes to the Guild', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).spice('guild', 0).build();
    const { state, events } = playAll(game, shipAndStay(0, 'theGreatFlat:14', 2));
    expect(state.factions.atreides!.spice).toBe(6);
    expect(state.factions.guild!.spice).toBe(4);
    expect(events.find((e) => e.type === 'shipmentPaid')!.params).toMatchObject({ to: 1, amount: 4 });
  });

  it('annexe 3 Guild alliance: allies have the same shipment options and rates, and pay the Guild', () => {
    const game = fixture(factions).phase('movement').alliance([0, 1]).spice('atreides', 10).spice('guild', 0).build();
    expect(new Set(dune.decisionActions(game, 0).map((a) => a.type))).toEqual(
      new Set(['pass', 'ship', 'crossShip', 'offPlanet']),
    );
    const { state } = playAll(game, shipAndStay(0, 'theGreatFlat:14', 3));
    expect(state.factions.atreides!.spice).toBe(10 - 3);
    expect(state.factions.guild!.spice).toBe(3);
  });

  it('annexe 3 Guild 1: others may not ship back to the reserves', () => {
    const game = fixture(factions).phase('movement').build();
    expectError(game, 0, { type: 'offPlanet', from: 'arrakeen:9' }, 'guildOnly');
  });

  it('annexe 3 Guild 4: nobody has won after turn 15, the Guild wins', () => {
    const state = fixture(factions).phase('collection').turn(15).build();
    expect(dune.outcome(state)).toEqual({ winners: [1], reason: 'guildSpecial', turn: 15 });
  });
});
