import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, forcesOf, play, playAll, tokensOf } from '../helpers.ts';
import { shipAndStay, untilTurnOf } from './turns.ts';

/** Bene Gesserit are seat 2. */
const factions = { factions: ['atreides', 'fremen', 'beneGesserit'] as const, seed: 'bg' };

describe('annexe 3 Bene Gesserit', () => {
  it('annexe 3 BG 2: whenever another faction ships from its reserves, one free advisor to the Polar Sink', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).spice('beneGesserit', 0).build();
    const asked = playAll(game, shipAndStay(0, 'arrakeen:9', 1)).state;
    expect(decisionOf(asked)).toEqual({ kind: 'spiritualAdvisor', seats: [2] });
    const { state } = play(asked, 2, { type: 'advisor', accept: true });
    expect(forcesOf(state, 'beneGesserit', 'polarSink')).toBe(2);
    expect(state.factions.beneGesserit!.spice).toBe(0);
    expect(tokensOf(state, 'beneGesserit')).toBe(20);
    // Then the shipper goes on with its movement.
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [0] });
  });

  it('annexe 3 BG 2: the advisor may be declined', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).build();
    const { state } = play(playAll(game, shipAndStay(0, 'arrakeen:9', 1)).state, 2, { type: 'advisor', accept: false });
    expect(forcesOf(state, 'beneGesserit', 'polarSink')).toBe(1);
  });

  it('annexe 3 BG 2: not for Fremen arrivals, which do not come from orbit (Fremen 2)', () => {
    // Reading: the advisor follows a shipment "en orbite"; Fremen reserves are on the far side of Dune.
    const game = untilTurnOf(fixture(factions).phase('movement').storm(2).build(), 1);
    const { state } = playAll(game, shipAndStay(1, 'theGreatFlat:14', 2));
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [1] });
  });

  it('annexe 3 BG 2: the Bene Gesserit ship normally too', () => {
    const game = untilTurnOf(fixture(factions).phase('movement').spice('beneGesserit', 5).build(), 2);
    const { state } = playAll(game, shipAndStay(2, 'sietchTabr:13', 1));
    expect(forcesOf(state, 'beneGesserit', 'sietchTabr')).toBe(1);
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [2] });
  });

  it('annexe 4 Karama A: a Karama stops the advisor once', () => {
    const game = fixture(factions).phase('movement').hand('atreides', ['karama2']).spice('atreides', 10).build();
    const { state, events } = playAll(game, [
      [0, { type: 'karamaBlock', faction: 'beneGesserit', power: 'spiritualAdvisor' }],
      ...shipAndStay(0, 'arrakeen:9', 1),
    ]);
    expect(eventsOf(events, 'spiritualAdvisorBlocked')).toHaveLength(1);
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [0] });
  });

  it('annexe 3 BG 1: the prediction is secret; only the Bene Gesserit see it', () => {
    const game = fixture(factions).phase('movement').prediction('atreides', 5).build();
    expect(dune.view(game, 2).prediction).toEqual({ faction: 'atreides', turn: 5 });
    expect(dune.view(game, 0).prediction).toBeNull();
    expect(dune.view(game, null).prediction).toBeNull();
  });
});
