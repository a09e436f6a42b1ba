import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../src/draft.ts';
import { defineGame } from '../src/define.ts';
import { canonicalJson } from '../src/json.ts';

interface Table {
  turn: number;
  hands: Record<string, string[]>;
  board: { spice: number; forces: number[] };
  deck: string[];
  prelude?: { round: number };
  winner?: number;
}

function table(): Table {
  return {
    turn: 1,
    hands: { a: ['x'], b: ['y', 'z'] },
    board: { spice: 3, forces: [1, 2] },
    deck: ['p', 'q'],
    prelude: { round: 2 },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The new state must be plain data: an object of Object's own prototype all the way down, no proxy, no symbol. */
function expectPlain(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  expect(types.isProxy(value)).toBe(false);
  if (!Array.isArray(value)) {
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertySymbols(value)).toEqual([]);
  }
  for (const child of Object.values(value)) expectPlain(child);
}

describe("apply's draft: fields copied when perform first reaches them (issue 19)", () => {
  it('copies what is read or written, shares what is not, and never changes the input', () => {
    const input = deepFreeze(table());
    const drafts = new Drafts();
    const draft = drafts.draft(input);
    const s = draft.state;
    s.turn += 1;
    s.hands['b']!.pop();
    s.board.forces.push(5);
    s.winner = 0;
    const out = draft.finish();
    expect(out).toEqual({
      turn: 2,
      hands: { a: ['x'], b: ['y'] },
      board: { spice: 3, forces: [1, 2, 5] },
      deck: ['p', 'q'],
      prelude: { round: 2 },
      winner: 0,
    });
    expect(input).toEqual(table());
    // Never reached: the input's own objects, shared.
    expect(out.deck).toBe(input.deck);
    expect(out.prelude).toBe(input.prelude);
    expect(out.hands).not.toBe(input.hands);
    expectPlain(out);
    expect(JSON.stringify(out)).toBe(JSON.stringify(structuredClone(out)));
  });

  it('a field deleted after it was reached stays deleted, and reads as absent', () => {
    const drafts = new Drafts();
    const input = deepFreeze(table());
    const draft = drafts.draft(input);
    const s = draft.state;
    expect(s.prelude?.round).toBe(2);
    delete s.prelude;
    expect(s.prelude).toBeUndefined();
    const out = draft.finish();
    expect('prelude' in out).toBe(false);
    expect(input.prelude).toEqual({ round: 2 });
    // Set again after the delete: present.
    const again = drafts.draft(input);
    expect(again.state.prelude).toEqual({ round: 2 });
    delete again.state.prelude;
    again.state.prelude = { round: 9 };
    expect(again.finish().prelude).toEqual({ round: 9 });
  });

  it('fields one state lacks read as absent though another state of the game had them', () => {
    const drafts = new Drafts();
    drafts.draft(deepFreeze(table())).finish();
    const bare: Table = deepFreeze({ turn: 4, hands: {}, board: { spice: 0, forces: [] }, deck: [] });
    const draft = drafts.draft(bare);
    expect(draft.state.prelude).toBeUndefined();
    expect(draft.state.winner).toBeUndefined();
    const out = draft.finish();
    expect(Object.keys(out)).toEqual(['turn', 'hands', 'board', 'deck']);
  });
});

describe('defineGame: apply on the draft equals applyInPlace on a copy', () => {
  const game = defineGame<Table, { type: 'play'; hand: string }, Table, Record<string, never>>({
    id: 'dune',
    setup: () => table(),
    decisions: (s) => (s.winner === undefined ? [{ seat: 0, kind: 'play' }] : []),
    decisionActions: (s) => Object.keys(s.hands).map((hand) => ({ type: 'play', hand }) as const),
    interruptActions: () => [],
    parse: (input) => ({ ok: true, action: input as { type: 'play'; hand: string } }),
    check: () => null,
    perform: (s, _seat, action) => {
      const hand = s.hands[action.hand]!;
      const card = hand.shift();
      if (card !== undefined) s.deck.push(card);
      if (s.prelude && s.turn >= s.prelude.round) delete s.prelude;
      s.turn++;
      if (Object.values(s.hands).every((h) => h.length === 0)) s.winner = 0;
      return [];
    },
    view: (s) => s,
    outcome: () => null,
  });

  it('plays a game to its end on frozen states, each state plain and equal to the in-place one', () => {
    let state = deepFreeze(game.setup({}, [], 'seed'));
    for (const hand of ['b', 'a', 'b']) {
      const inPlace = structuredClone(state);
      game.applyInPlace(inPlace, 0, { type: 'play', hand });
      const result = game.apply(state, 0, { type: 'play', hand });
      if (!result.ok) throw new Error(result.error.code);
      expectPlain(result.state);
      expect(canonicalJson(result.state)).toBe(canonicalJson(inPlace));
      state = deepFreeze(result.state);
    }
    expect(state.winner).toBe(0);
    expect('prelude' in state).toBe(false);
  });
});
