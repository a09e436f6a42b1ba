import { describe, expect, it } from 'vitest';
import { cloneJson, stateHash } from '@arrakis/engine';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { botRng, randomChoice, seatsOf } from './randomPlay.ts';

/** Freezes every object and array of the value: a write anywhere into it then throws (modules run strict). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// ARCHITECTURE §2: `apply` validates and never changes the state it is given (it copies only what an action
// reaches, and the new state shares the rest); its result is the state `applyInPlace` makes from a copy.
describe('apply leaves its input untouched', () => {
  it('plays thousands of random actions on deeply frozen states, each result equal to applyInPlace', () => {
    let actions = 0;
    for (const [seed, players] of [
      ['frozen:1', 6],
      ['frozen:2', 4],
      ['frozen:3', 2],
      ['frozen:4', 6],
      ['frozen:5', 5],
      ['frozen:6', 3],
    ] as const) {
      let state: DuneState = deepFreeze(dune.setup({}, seatsOf(players), seed));
      const rng = botRng(seed);
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        const before = stateHash(state);
        const inPlace = cloneJson(state);
        dune.applyInPlace(inPlace, choice.seat, choice.action);
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(`apply refused ${JSON.stringify(choice)}: ${result.error.code}`);
        expect(stateHash(state)).toBe(before);
        expect(stateHash(result.state)).toBe(stateHash(inPlace));
        state = deepFreeze(result.state);
        actions++;
      }
      expect(dune.outcome(state)).not.toBeNull();
    }
    expect(actions).toBeGreaterThan(2000);
  });
});
