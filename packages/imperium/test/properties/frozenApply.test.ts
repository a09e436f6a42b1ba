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

type Games = readonly (readonly [seed: string, players: number])[];

/** 1 and 2 players play against House Hagal (rules 002 PARTIE SOLO, PARTIES À DEUX JOUEURS; rules 004 likewise). */
const GAMES: Games = [
  ['frozen:1', 4],
  ['frozen:2', 3],
  ['frozen:3', 4],
  ['frozen:4', 2],
  ['frozen:5', 1],
  ['frozen:6', 2],
  ['frozen:7', 1],
];

/** Uprising also at six (facts uprising-rules.md §1: the team game). */
const UPRISING_GAMES: Games = [...GAMES, ['frozen:8', 6], ['frozen:9', 6]];

/** Plays random games through `apply` on frozen states, checking each step against `applyInPlace`; the actions. */
function playFrozen<S, A, V>(game: DefinedGame<S, A, V, Record<string, never>>, games: Games): number {
  let actions = 0;
  for (const [seed, players] of games) {
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

// ARCHITECTURE §2: `apply` validates and never changes the state it is given (it copies only the fields the rules'
// `writes` names, writes.ts, and the new state shares the rest); its result is the state `applyInPlace` makes from a
// copy. A field left out of `writes` that an action changes makes the frozen input throw.
describe('apply leaves its input untouched (both editions)', () => {
  it('Dune: Imperium at 1–4 players: thousands of random actions on deeply frozen states, each result equal to applyInPlace', () => {
    expect(playFrozen(imperium, GAMES)).toBeGreaterThan(1500);
  });

  it('Uprising at 1–4 and 6 players: thousands of random actions on deeply frozen states, each result equal to applyInPlace', () => {
    expect(playFrozen(uprising, UPRISING_GAMES)).toBeGreaterThan(3000);
  });
});
