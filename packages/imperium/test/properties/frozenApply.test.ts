import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cloneJson, randomInt, stateHash, type DefinedGame } from '@arrakis/engine';
import { imperium, uprising } from '../../src/rules.ts';
import { botRng, seatsOf } from './randomPlay.ts';

/**
 * Freezes every object and array of the value: a write anywhere into it then throws (modules run strict). On the
 * way, no object of a state may be one of `apply`'s copy-on-write proxies: its result is plain data.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    if (types.isProxy(value)) throw new Error('a proxy left in the state');
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const GAMES = [
  ['frozen:1', 4],
  ['frozen:2', 3],
  ['frozen:3', 4],
  ['frozen:4', 2],
] as const;

/** Plays random games through `apply` on frozen states, checking each step against `applyInPlace`; the actions. */
function playFrozen<S, A, V>(game: DefinedGame<S, A, V, Record<string, never>>): number {
  let actions = 0;
  for (const [seed, players] of GAMES) {
    let state = deepFreeze(game.setup({}, seatsOf(players), seed));
    const rng = botRng(seed);
    for (;;) {
      const decisions = game.decisions(state);
      if (decisions.length === 0) break;
      const seat = decisions[randomInt(rng, decisions.length)]!.seat;
      const legal = game.legalActions(state, seat);
      const action = legal[randomInt(rng, legal.length)]!;
      const before = stateHash(state);
      const inPlace = cloneJson(state);
      game.applyInPlace(inPlace, seat, action);
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new Error(`apply refused ${JSON.stringify(action)}: ${result.error.code}`);
      expect(stateHash(state)).toBe(before);
      expect(stateHash(result.state)).toBe(stateHash(inPlace));
      state = deepFreeze(result.state);
      actions++;
    }
    expect(game.outcome(state)).not.toBeNull();
  }
  return actions;
}

// ARCHITECTURE §2: `apply` validates and never changes the state it is given (it copies only what an action
// reaches, and the new state shares the rest); its result is the state `applyInPlace` makes from a copy.
describe('apply leaves its input untouched (both editions)', () => {
  it('Dune: Imperium: thousands of random actions on deeply frozen states, each result equal to applyInPlace', () => {
    expect(playFrozen(imperium)).toBeGreaterThan(1000);
  });

  it('Uprising: thousands of random actions on deeply frozen states, each result equal to applyInPlace', () => {
    expect(playFrozen(uprising)).toBeGreaterThan(1000);
  });
});
