import { dune, fixture } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/game/EndScreen.tsx';

// Issue 17: a seat out of the game (rules 000 §19.C.12) ranks last on the end screen; of two, the first to fall
// is the last.
describe('the end screen’s standings', () => {
  it('puts the winners first, then the seats still in, then the eliminated, the first to fall last', () => {
    const state = fixture({ factions: ['atreides', 'harkonnen', 'emperor', 'fremen'], duel: true })
      .eliminated('harkonnen')
      .eliminated('atreides')
      .with((s) => {
        s.result = { winners: [3], reason: 'strongholds', turn: 5 };
      })
      .build();
    const view = dune.view(state, 2);
    expect(view.eliminated).toEqual([1, 0]);
    expect(standings(view)).toEqual([3, 2, 0, 1]);
  });
});
