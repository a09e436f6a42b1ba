import { describe, expect, it } from 'vitest';
import type { DefinedGame } from '@arrakis/engine';
import { imperium, uprising } from '../../src/rules.ts';
import { playListed } from './randomPlay.ts';

/** Every action listed in random games, each as the parser reads it back from JSON text. */
function parsedBack<S, A, V>(game: DefinedGame<S, A, V, Record<string, never>>, seed: string, players: number): number {
  let checked = 0;
  playListed(game, players, seed, (legal) => {
    for (const action of legal) {
      const parsed = game.rules.parse(JSON.parse(JSON.stringify(action)));
      expect(parsed).toEqual({ ok: true, action: JSON.parse(JSON.stringify(action)) });
      checked++;
    }
  });
  return checked;
}

// The parser tries the objects of the input's `type` first (actions.ts, issue 19): what it accepts and how it
// names a refusal stay the union's.
describe('the action parser, dispatched on type', () => {
  it('reads back every action the rules list, in Dune: Imperium and in Uprising (Spies and infiltration included)', () => {
    expect(parsedBack(imperium, 'parse:1', 4)).toBeGreaterThan(2000);
    expect(parsedBack(uprising, 'parse:2', 4)).toBeGreaterThan(2000);
  });

  it('names the problem of malformed input as the whole union does', () => {
    const problem = (input: unknown): string => {
      const parsed = uprising.rules.parse(input);
      return parsed.ok ? 'accepted' : `${parsed.error.code} ${JSON.stringify(parsed.error.params)}`;
    };
    expect(problem({ type: 'sendAgent', card: 'dagger', space: 'arrakeen', from: null, spy: 'nowhere' })).toMatch(
      /^malformedAction /,
    );
    expect(problem({ type: 'placeSpy', post: 'emperor' })).toMatch(/^malformedAction /);
    expect(problem({ type: 'unknown' })).toMatch(/^malformedAction /);
    expect(problem({ type: 7 })).toMatch(/^malformedAction /);
    expect(problem([{ type: 'pass' }])).toMatch(/^malformedAction /);
    expect(problem({ type: 'pass', extra: 1 })).toMatch(/^malformedAction /);
    expect(problem({ type: 'pass' })).toBe('accepted');
    expect(problem({ type: 'placeSpy', post: 'emperor', from: null })).toBe('accepted');
  });
});
