import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, expectError, forcesOf, play, playAll, tokensOf } from '../helpers.ts';

const three = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'storm' };

/** Everyone passes in the window between the dials and their reveal (annexe 4 Weather Control, Family Atomics). */
const closeWindow = (n: number) => Array.from({ length: n }, (_, seat) => [seat, { type: 'pass' }] as const);

describe('rules 000 §6 storm', () => {
  it('§6.A first storm: the two seats nearest the storm start dial 0–20 in secret, the marker moves by the sum', () => {
    // Three seats sit at dots in sectors 1, 7 and 13: sectors 1 and 13 are nearest sector 0.
    const game = fixture(three).phase('storm').turn(1).build();
    expect(decisionOf(game)).toEqual({ kind: 'stormDial', seats: [0, 2] });
    expectError(game, 0, { type: 'dial', value: 21 }, 'stormDialRange');
    expectError(game, 1, { type: 'dial', value: 3 }, 'notYourDecision');
    const dialled = playAll(game, [
      [0, { type: 'dial', value: 20 }],
      [2, { type: 'dial', value: 7 }],
    ]);
    // The sum stays secret until the window closes.
    expect(JSON.stringify(dialled.events)).not.toContain('27');
    const { state, events } = playAll(dialled.state, closeWindow(3));
    expect(eventsOf(events, 'stormDialsRevealed')[0]!.params).toEqual({ total: 27 });
    expect(state.storm).toBe(27 % 18);
  });

  it('§6.B later storms: the two seats that last used battle wheels dial 1–3', () => {
    const game = fixture(three).phase('storm').storm(4).stormDialers([1, 2]).build();
    expect(decisionOf(game)).toEqual({ kind: 'stormDial', seats: [1, 2] });
    expectError(game, 1, { type: 'dial', value: 0 }, 'stormDialRange');
    expectError(game, 1, { type: 'dial', value: 4 }, 'stormDialRange');
    const { state } = playAll(game, [
      [1, { type: 'dial', value: 3 }],
      [2, { type: 'dial', value: 2 }],
      ...closeWindow(3),
    ]);
    expect(state.storm).toBe(9);
  });

  it('§6.C storm kills forces in sand but not Imperial Basin behind the Shield Wall, nor rock or strongholds', () => {
    const game = fixture(three)
      .phase('storm')
      .storm(7)
      .stormDialers([0, 1])
      .forces('harkonnen', 'imperialBasin', 8, 3)
      .forces('atreides', 'oldGap', 9, 4)
      .forces('fremen', 'holeInTheRock', 8, 2)
      .forces('fremen', 'rimWallWest', 8, 1)
      .forces('fremen', 'oldGap', 10, 5)
      .spiceOn('oldGap', 6)
      .spiceOn('theMinorErg', 8)
      .build();
    const { state, events } = playAll(game, [
      [0, { type: 'dial', value: 1 }],
      [1, { type: 'dial', value: 1 }],
      ...closeWindow(3),
    ]);
    expect(state.storm).toBe(9);
    expect(forcesOf(state, 'harkonnen', 'imperialBasin')).toBe(3);
    expect(forcesOf(state, 'atreides', 'oldGap')).toBe(0);
    expect(forcesOf(state, 'atreides', 'arrakeen')).toBe(10);
    expect(state.factions.atreides!.tanks).toBe(4);
    expect(forcesOf(state, 'fremen', 'holeInTheRock')).toBe(0);
    expect(forcesOf(state, 'fremen', 'rimWallWest')).toBe(1);
    // Only the sectors passed over or stopped on: sector 10 of Old Gap is untouched.
    expect(forcesOf(state, 'fremen', 'oldGap')).toBe(5);
    // Spice in Old Gap's spice sector (9) is blown away; The Minor Erg (sector 7, where it started) is not.
    expect(state.board.oldGap!.spice).toBe(0);
    expect(state.board.theMinorErg!.spice).toBe(8);
    expect(eventsOf(events, 'spiceBlownAway')).toHaveLength(1);
    for (const f of state.seats) expect(tokensOf(state, f)).toBe(20);
  });

  it('§6.A the storm wraps around the board past sector 17', () => {
    const game = fixture(three)
      .phase('storm')
      .storm(16)
      .stormDialers([0, 1])
      .forces('fremen', 'cielagoNorth', 0, 2)
      .build();
    const { state } = playAll(game, [
      [0, { type: 'dial', value: 2 }],
      [1, { type: 'dial', value: 1 }],
      ...closeWindow(3),
    ]);
    expect(state.storm).toBe(1);
    expect(forcesOf(state, 'fremen', 'cielagoNorth')).toBe(0);
  });

  it('§6 the storm phase ends with the spice blow', () => {
    const game = fixture(three).phase('storm').stormDialers([0, 1]).build();
    const { state } = playAll(game, [
      [0, { type: 'dial', value: 1 }],
      [1, { type: 'dial', value: 1 }],
      ...closeWindow(3),
    ]);
    expect(['spiceBlow', 'bidding']).toContain(state.phase);
    expect(play(game, 0, { type: 'dial', value: 1 }).state.phase).toBe('storm');
  });
});
