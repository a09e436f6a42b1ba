import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jsonEqual, replay, stateHash, type GameRecord, type Seat } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { dune, type DuneOptions, type DuneState } from '../src/index.ts';
import { botRng, randomChoice } from './properties/randomPlay.ts';

// Issue 22 "Play on from here": a fresh seed, every hidden pile reshuffled, what each seat saw unchanged.
const record = JSON.parse(
  readFileSync(fileURLToPath(new URL('./records/six-factions-every-option.json', import.meta.url)), 'utf8'),
) as GameRecord<Partial<DuneOptions>>;

function stateAt(at: number): DuneState {
  const result = replay(dune, record.options, record.seats, record.seed, record.actions.slice(0, at));
  if (!result.ok) throw new Error(`the record does not replay at ${result.index}`);
  return result.state;
}

const rebranch = (state: DuneState, seed: string): DuneState => dune.rebranch!(state, seed);
const points = [1, 2, 3, 4, 5, 6, 7].map((k) => Math.floor((record.actions.length * k) / 8));
const viewers: (Seat | null)[] = [null, ...record.seats.map((_, seat) => seat)];

describe('Dune rebranch (issue 22, docs/records.md "Over HTTP")', () => {
  it.each(points)('after %i actions: every seat sees the same game, deterministically', (at) => {
    const state = stateAt(at);
    const before = stateHash(state);
    const branch = rebranch(state, 'branch-a');
    expect(stateHash(state)).toBe(before);
    for (const seat of viewers) expect(jsonEqual(dune.view(branch, seat), dune.view(state, seat))).toBe(true);
    expect(stateHash(rebranch(state, 'branch-a'))).toBe(stateHash(branch));
    expect(stateHash(rebranch(state, 'branch-b'))).not.toBe(stateHash(branch));
    expect(branch.rng).not.toEqual(state.rng);
    for (const { seat } of dune.decisions(state))
      expect(jsonEqual(dune.legalActions(branch, seat), dune.legalActions(state, seat))).toBe(true);
  });

  it('reshuffles the treachery and spice decks nobody has seen', () => {
    const state = stateAt(points[3]!);
    const branch = rebranch(state, 'branch-a');
    expect([...branch.treacheryDeck].sort()).toEqual([...state.treacheryDeck].sort());
    expect(branch.treacheryDeck).not.toEqual(state.treacheryDeck);
    expect([...branch.spiceDeck].sort()).toEqual([...state.spiceDeck].sort());
    expect(branch.spiceDeck).not.toEqual(state.spiceDeck);
  });

  it('annexe 3 Atreides 2: the spice card the Atreides looked at stays on top', () => {
    const at = record.actions.findIndex((_, i) => {
      const s = i > 0 && i % 5 === 0 ? stateAt(i) : null;
      return s !== null && s.phase === 'movement' && s.cursor.peek != null;
    });
    expect(at).toBeGreaterThan(0);
    const state = stateAt(at);
    const branch = rebranch(state, 'branch-a');
    expect(branch.spiceDeck.at(-1)).toBe(state.cursor.peek);
    expect(branch.spiceDeck.slice(0, -2)).not.toEqual(state.spiceDeck.slice(0, -2));
  });

  it('the branch plays on: 400 random legal actions are all accepted', () => {
    let state = rebranch(stateAt(points[2]!), 'branch-a');
    const rng = botRng('rebranch');
    let played = 0;
    for (; played < 400; played++) {
      const choice = randomChoice(state, rng);
      if (!choice) break;
      const result = dune.apply(state, choice.seat, choice.action);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
    }
    expect(played).toBeGreaterThan(100);
  });
});
