import { describe, expect, it } from 'vitest';
import { cloneJson, stateHash } from '@arrakis/engine';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { botRng, randomChoice, seatsOf } from './randomPlay.ts';

/** What the server stores and sends on: plain data, whatever `apply` used to build it. */
function expectPlainRoot(state: DuneState): void {
  expect(Object.getPrototypeOf(state)).toBe(Object.prototype);
  expect(Object.getOwnPropertySymbols(state)).toEqual([]);
  expect(JSON.parse(JSON.stringify(state))).toEqual(structuredClone(state));
}

// ARCHITECTURE §2, issue 19: `apply` copies only the fields an action reaches (define.ts, `lazyCopy`); on states that
// are not frozen (as the server holds them) its result is plain data equal to `applyInPlace` on a copy.
describe('apply on unfrozen states: plain results, equal to applyInPlace', () => {
  it('random 6-, 4- and 2-faction games', () => {
    let actions = 0;
    for (const [seed, players] of [
      ['plain:1', 6],
      ['plain:2', 4],
      ['plain:3', 2],
    ] as const) {
      let state: DuneState = dune.setup({}, seatsOf(players), seed);
      const rng = botRng(seed);
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        const before = stateHash(state);
        const inPlace = cloneJson(state);
        dune.applyInPlace(inPlace, choice.seat, choice.action);
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(`apply refused ${JSON.stringify(choice)}: ${result.error.code}`);
        expect(stateHash(state)).toBe(before);
        expect(stateHash(result.state)).toBe(stateHash(inPlace));
        if (actions % 25 === 0) expectPlainRoot(result.state);
        state = result.state;
        actions++;
      }
      expectPlainRoot(state);
      expect(dune.outcome(state)).not.toBeNull();
    }
    expect(actions).toBeGreaterThan(1000);
  });
});
