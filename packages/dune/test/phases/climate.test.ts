import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, playAll } from '../helpers.ts';

const three = { factions: ['atreides', 'harkonnen', 'fremen'] as const, seed: 'climate', climate: true };
const FREMEN = 2;

/** Everyone passes in the window before the storm moves (annexe 4 Weather Control, Family Atomics). */
const closeWindow = (n: number) => Array.from({ length: n }, (_, seat) => [seat, { type: 'pass' }] as const);

describe('rules 000 §17 climate', () => {
  it('§17.A–B first turn: the storm is dialled as usual, then the Fremen draw a token and alone look at it', () => {
    const game = fixture(three).phase('storm').turn(1).build();
    expect(decisionOf(game)).toEqual({ kind: 'stormDial', seats: [0, 2] });
    const { state, events } = playAll(game, [
      [0, { type: 'dial', value: 5 }],
      [2, { type: 'dial', value: 4 }],
      ...closeWindow(3),
    ]);
    expect(state.storm).toBe(9);
    expect(state.stormToken).toBeGreaterThanOrEqual(1);
    expect(state.stormToken).toBeLessThanOrEqual(6);
    expect(eventsOf(events, 'stormTokenDrawn')[0]!.visibility).toBe('public');
    const seen = eventsOf(events, 'stormTokenSeen');
    expect(seen.map((e) => [e.visibility, e.params])).toEqual([[[FREMEN], { sectors: state.stormToken }]]);
    expect(dune.view(state, FREMEN).stormToken).toBe(state.stormToken);
    for (const seat of [0, 1, null]) {
      expect(dune.view(state, seat).stormToken).toBeNull();
      expect(dune.view(state, seat).stormTokenDrawn).toBe(true);
    }
  });

  it('§17.C next turns: no battle wheels; the token is revealed, the storm moves by it, a new token is drawn', () => {
    const game = fixture(three)
      .phase('storm')
      .turn(2)
      .storm(4)
      .with((s) => {
        s.stormToken = 6;
      })
      .build();
    // Straight to the window before the storm moves: nobody dials.
    expect(decisionOf(game)).toEqual({ kind: 'stormWindow', seats: [0, 1, 2] });
    const { state, events } = playAll(game, closeWindow(3));
    expect(eventsOf(events, 'stormTokenRevealed')[0]!.params).toEqual({ sectors: 6 });
    expect(eventsOf(events, 'stormDialsRevealed')).toEqual([]);
    expect(state.storm).toBe(10);
    expect(eventsOf(events, 'stormTokenSeen')).toHaveLength(1);
    expect(state.stormToken).toBe(eventsOf(events, 'stormTokenSeen')[0]!.params['sectors']);
  });

  it('§17.C the tokens are 1 to 6, each drawn from all six', () => {
    const drawn = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const game = fixture({ ...three, seed: `tokens${i}` })
        .phase('storm')
        .turn(2)
        .with((s) => {
          s.stormToken = 1;
        })
        .build();
      drawn.add(playAll(game, closeWindow(3)).state.stormToken!);
    }
    expect([...drawn].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('annexe 4 Weather Control still replaces the move; the token is revealed and replaced all the same', () => {
    const game = fixture(three)
      .phase('storm')
      .turn(2)
      .storm(4)
      .hand('atreides', ['weatherControl'])
      .with((s) => {
        s.stormToken = 6;
      })
      .build();
    const { state, events } = playAll(game, [[0, { type: 'weatherControl', sectors: 0 }], ...closeWindow(3)]);
    expect(state.storm).toBe(4);
    expect(eventsOf(events, 'stormTokenRevealed')[0]!.params).toEqual({ sectors: 6 });
    expect(state.stormToken).not.toBeNull();
  });

  it('§17.D without the Fremen the token is drawn all the same, and nobody sees it', () => {
    const game = fixture({ ...three, factions: ['atreides', 'harkonnen', 'emperor'] })
      .phase('storm')
      .turn(2)
      .storm(0)
      .with((s) => {
        s.stormToken = 3;
      })
      .build();
    const { state, events } = playAll(game, closeWindow(3));
    expect(state.storm).toBe(3);
    expect(eventsOf(events, 'stormTokenSeen')).toEqual([]);
    for (const seat of [0, 1, 2]) expect(dune.view(state, seat).stormToken).toBeNull();
  });

  it('without the option, no token: the battle wheels dial every storm (rules 000 §6.B)', () => {
    const game = fixture({ ...three, climate: false })
      .phase('storm')
      .turn(2)
      .stormDialers([0, 1])
      .build();
    expect(decisionOf(game)).toEqual({ kind: 'stormDial', seats: [0, 1] });
    const { state } = playAll(game, [
      [0, { type: 'dial', value: 1 }],
      [1, { type: 'dial', value: 1 }],
      ...closeWindow(3),
    ]);
    expect(state.stormToken).toBeNull();
  });
});
