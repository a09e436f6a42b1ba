import { describe, expect, it } from 'vitest';
import { fixture } from '../../src/index.ts';
import { expectError, forcesOf, play, playAll } from '../helpers.ts';

const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'hajr' };

describe('annexe 4 Hajr', () => {
  it('annexe 4 Hajr: played in one’s movement segment, two moves instead of one', () => {
    const game = play(fixture(factions).phase('movement').hand('atreides', ['hajr']).build(), 0, {
      type: 'pass',
    }).state;
    const { state } = playAll(game, [
      [0, { type: 'hajr' }],
      [0, { type: 'move', from: 'arrakeen:9', to: 'imperialBasin:9' }],
      [0, { type: 'count', count: 4 }],
      [0, { type: 'move', from: 'imperialBasin:9', to: 'polarSink:-1' }],
      [0, { type: 'count', count: 2 }],
    ]);
    expect(forcesOf(state, 'atreides', 'imperialBasin')).toBe(2);
    expect(forcesOf(state, 'atreides', 'polarSink')).toBe(2);
    expect(state.treacheryDiscard).toContain('hajr');
  });

  it('annexe 4 Hajr: not outside one’s movement segment, not without the card', () => {
    const game = fixture(factions).phase('movement').hand('atreides', ['hajr']).build();
    expectError(game, 0, { type: 'hajr' }, 'illegalAction');
    const moving = play(fixture(factions).phase('movement').build(), 0, { type: 'pass' }).state;
    expectError(moving, 0, { type: 'hajr' }, 'noHajrCard');
  });
});
