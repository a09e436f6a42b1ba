import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'weather' };
const dials = [
  [0, { type: 'dial', value: 3 }],
  [1, { type: 'dial', value: 3 }],
] as const;

describe('annexe 4 Weather Control', () => {
  it('annexe 4 Weather Control: moves the storm 0–10 sectors instead of the dials', () => {
    // Reading: "au début de la phase de tempête" — the engine offers it in the window after the dials, before their reveal.
    const game = fixture(factions)
      .phase('storm')
      .storm(2)
      .stormDialers([0, 1])
      .hand('emperor', ['weatherControl'])
      .build();
    const window = playAll(game, dials).state;
    expect(decisionOf(window)).toEqual({ kind: 'stormWindow', seats: [0, 1, 2] });
    expectError(window, 2, { type: 'weatherControl', sectors: 11 }, 'malformedAction');
    const { state, events } = playAll(window, [
      [2, { type: 'weatherControl', sectors: 10 }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    expect(state.storm).toBe(12);
    expect(eventsOf(events, 'stormDialsRevealed')).toHaveLength(0);
    expect(state.treacheryDiscard).toContain('weatherControl');
  });

  it('annexe 4 Weather Control: 0 keeps the storm where it is', () => {
    const game = fixture(factions)
      .phase('storm')
      .storm(2)
      .stormDialers([0, 1])
      .hand('emperor', ['weatherControl'])
      .build();
    const { state } = playAll(game, [
      ...dials,
      [2, { type: 'weatherControl', sectors: 0 }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    expect(state.storm).toBe(2);
  });

  it('annexe 4 Weather Control: only its holder may play it', () => {
    const game = playAll(fixture(factions).phase('storm').stormDialers([0, 1]).build(), dials).state;
    expectError(game, 2, { type: 'weatherControl', sectors: 4 }, 'illegalAction');
    expect(play(game, 2, { type: 'pass' }).state.stack.at(-1)).toMatchObject({ kind: 'stormWindow', seats: [0, 1] });
  });
});
