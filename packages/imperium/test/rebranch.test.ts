import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jsonEqual, randomInt, replay, stateHash, type GameRecord, type Seat } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { imperium, uprising, type ImperiumOptions } from '../src/index.ts';
import type { ImperiumState } from '../src/state.ts';
import { botRng, randomChoice, seatsOf } from './properties/randomPlay.ts';

// Issue 22 "Play on from here": a fresh seed, every hidden pile reshuffled, what each seat saw unchanged.
type AnyGame = typeof imperium;
const record = JSON.parse(
  readFileSync(fileURLToPath(new URL('./records/four-players-choose.json', import.meta.url)), 'utf8'),
) as GameRecord<Partial<ImperiumOptions>>;

function recordAt(at: number): ImperiumState {
  const result = replay(imperium, record.options, record.seats, record.seed, record.actions.slice(0, at));
  if (!result.ok) throw new Error(`the record does not replay at ${result.index}`);
  return result.state;
}

/** An Uprising game played at random for `steps` actions (the reference records are of the 2020 game). */
function uprisingAt(steps: number): ImperiumState {
  const game = uprising as unknown as AnyGame; // same engine, same state shape: only the ids differ
  let state = game.setup({}, seatsOf(4), 'rebranch-uprising');
  const rng = botRng('rebranch-uprising');
  for (let i = 0; i < steps; i++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    const seat = decisions[0]!.seat;
    const actions = game.legalActions(state, seat);
    const result = game.apply(state, seat, actions[randomInt(rng, actions.length)]);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

function expectSameForEverySeat(game: AnyGame, state: ImperiumState, branch: ImperiumState): void {
  const viewers: (Seat | null)[] = [null, ...state.players.map((_, seat) => seat)];
  for (const seat of viewers) expect(jsonEqual(game.view(branch, seat), game.view(state, seat))).toBe(true);
  for (const { seat } of game.decisions(state))
    expect(jsonEqual(game.legalActions(branch, seat), game.legalActions(state, seat))).toBe(true);
}

const points = [1, 2, 3, 4, 5, 6, 7].map((k) => Math.floor((record.actions.length * k) / 8));

describe('Imperium rebranch (issue 22, docs/records.md "Over HTTP")', () => {
  it.each(points)('after %i actions: every seat sees the same game, deterministically', (at) => {
    const state = recordAt(at);
    const before = stateHash(state);
    const branch = imperium.rebranch!(state, 'branch-a');
    expect(stateHash(state)).toBe(before);
    expectSameForEverySeat(imperium, state, branch);
    expect(stateHash(imperium.rebranch!(state, 'branch-a'))).toBe(stateHash(branch));
    expect(stateHash(imperium.rebranch!(state, 'branch-b'))).not.toBe(stateHash(branch));
    expect(branch.rng).not.toEqual(state.rng);
  });

  it('reshuffles the Imperium and Intrigue decks and the decks of the players, the Conflict deck within its levels', () => {
    const state = recordAt(points[2]!);
    const branch = imperium.rebranch!(state, 'branch-a');
    expect(branch.imperiumDeck).not.toEqual(state.imperiumDeck);
    expect([...branch.imperiumDeck].sort()).toEqual([...state.imperiumDeck].sort());
    expect(branch.intrigueDeck).not.toEqual(state.intrigueDeck);
    expect(branch.players.some((p, s) => !jsonEqual(p.deck, state.players[s]!.deck))).toBe(true);
    expect([...branch.conflictDeck].sort()).toEqual([...state.conflictDeck].sort());
    expect(imperium.view(branch, null).conflictDeckLevels).toEqual(imperium.view(state, null).conflictDeckLevels);
  });

  it('the branch plays on: its random legal actions are all accepted to the end', () => {
    let state = imperium.rebranch!(recordAt(points[3]!), 'branch-a');
    const rng = botRng('rebranch');
    let played = 0;
    for (; played < 3000; played++) {
      const choice = randomChoice(state, rng);
      if (!choice) break;
      const result = imperium.apply(state, choice.seat, choice.action);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
    }
    expect(imperium.outcome(state)).not.toBeNull();
  });
});

describe('Uprising rebranch (issue 22)', () => {
  it.each([60, 180])('after %i random actions: every seat sees the same game, the piles reshuffled', (steps) => {
    const game = uprising as unknown as AnyGame; // same engine, same state shape: only the ids differ
    const state = uprisingAt(steps);
    const branch = game.rebranch!(state, 'branch-a');
    expectSameForEverySeat(game, state, branch);
    expect(stateHash(game.rebranch!(state, 'branch-a'))).toBe(stateHash(branch));
    expect(branch.imperiumDeck).not.toEqual(state.imperiumDeck);
    const choam = state.uprising?.choam;
    if (choam && choam.deck.length > 3) expect(branch.uprising!.choam!.deck).not.toEqual(choam.deck);
  });
});
