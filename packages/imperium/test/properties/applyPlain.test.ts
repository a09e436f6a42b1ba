import { describe, expect, it } from 'vitest';
import { cloneJson, randomInt, stateHash, type DefinedGame } from '@arrakis/engine';
import { imperium, uprising } from '../../src/rules.ts';
import { botRng, seatsOf } from './randomPlay.ts';

/** What the server stores and sends on: plain data, whatever `apply` used to build it. */
function expectPlainRoot(state: unknown): void {
  expect(Object.getPrototypeOf(state)).toBe(Object.prototype);
  expect(Object.getOwnPropertySymbols(state)).toEqual([]);
  expect(JSON.parse(JSON.stringify(state))).toEqual(structuredClone(state));
}

/** Random games through `apply` on states that are not frozen (as the server holds them); the actions played. */
function playPlain<S, A, V>(game: DefinedGame<S, A, V, Record<string, never>>): number {
  let actions = 0;
  for (const [seed, players] of [
    ['plain:1', 4],
    ['plain:2', 3],
  ] as const) {
    let state = game.setup({}, seatsOf(players), seed);
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
      if (actions % 25 === 0) expectPlainRoot(result.state);
      state = result.state;
      actions++;
    }
    expectPlainRoot(state);
    expect(game.outcome(state)).not.toBeNull();
  }
  return actions;
}

// ARCHITECTURE §2, issue 19: `apply` copies only the fields an action reaches (define.ts, `lazyCopy`); its result is
// plain data equal to `applyInPlace` on a copy.
describe('apply on unfrozen states: plain results, equal to applyInPlace (both editions)', () => {
  it('Dune: Imperium', () => {
    expect(playPlain(imperium)).toBeGreaterThan(500);
  });

  it('Uprising', () => {
    expect(playPlain(uprising)).toBeGreaterThan(500);
  });
});
