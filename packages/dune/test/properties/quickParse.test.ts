import { describe, expect, it } from 'vitest';
import { parseSized, quickParseInputs, quickParser, seedRng } from '@arrakis/engine';
import { actionSchema, MAX_ACTION_BYTES, parseAction } from '../../src/actions.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { VARIANTS_PRESET } from '../../src/variants/index.ts';
import { randomChoice, seatsOf } from './randomPlay.ts';

/** Values that sit on, or just past, the bounds the schema's fields use (counts, seats, ids, locations, amounts). */
const PROBES: readonly unknown[] = [
  null,
  true,
  false,
  -2,
  -1,
  0,
  1,
  1.5,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  15,
  16,
  20,
  21,
  99,
  100,
  999,
  1000,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'ab',
  'abc',
  'x'.repeat(40),
  'x'.repeat(41),
  'x'.repeat(48),
  'x'.repeat(49),
  'x'.repeat(280),
  '\u0001'.repeat(280),
  'x'.repeat(281),
  'arrakeen',
  'carthag',
  'play',
  'leader',
  'take',
  'poisonWeapon',
  [],
  {},
  // Lists (cards kept, the Cone of Silence's targets, an agreement's shares) on and past their bounds.
  ['a'],
  [0],
  [null],
  ['x'.repeat(41)],
  ['a', 'b', 'c', 'd'],
  [0, 1, 2, 3, 4, 5, 6],
  [0, 1, 2, 3, 4, 5, 6, 7],
  // A nested question (the Truthtrance's), well formed and not.
  { about: 'spiceAtLeast', amount: 3 },
  { about: 'spiceAtLeast', amount: 100 },
];

/** Distinct legal actions kept of each type (a gift alone has hundreds). */
const PER_TYPE = 30;

/** The legal actions of every seat at states of random games: the inputs a client sends. */
function legalActions(): Record<string, unknown>[] {
  const seen = new Map<string, Record<string, unknown>>();
  const perType = new Map<string, number>();
  const rng = seedRng('quickParse');
  const optionSets = [
    {},
    VARIANTS_PRESET,
    { extraPowers: true, advancedBattles: true, duel: true, spiceHarvest: true },
  ];
  optionSets.forEach((options, game) => {
    const state: DuneState = dune.setup(options, seatsOf(6 - game), `quickParse:${game}`);
    let step = 0;
    for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng), step++) {
      if (step % 7 === 0)
        for (let seat = 0; seat < state.seatCount; seat++)
          for (const action of dune.legalActions(state, seat)) {
            const kept = perType.get(action.type) ?? 0;
            const key = JSON.stringify(action);
            if (kept >= PER_TYPE || seen.has(key)) continue;
            perType.set(action.type, kept + 1);
            seen.set(key, action as unknown as Record<string, unknown>);
          }
      dune.applyInPlace(state, choice.seat, choice.action);
    }
  });
  return [...seen.values()];
}

// issue 19: `parseAction` passes flat actions, bounded lists of flat values and nested discriminated unions of them
// without zod (the engine's quickParse.ts); it must accept exactly what the schema accepts and give the same value,
// keys in the same order.
describe('the quick parse agrees with the action schema', () => {
  it('on the legal actions of random games and on every field pushed past its bounds', () => {
    const quick = quickParser(actionSchema.options, MAX_ACTION_BYTES);
    // The Truthtrance's questions (annexe 4), rarely asked in random games: each kind, nested in an `ask`.
    const asks = [
      { about: 'holdsCardKind', kind: 'lasgun' },
      { about: 'hasTraitor', leader: 'duncanIdaho' },
      { about: 'spiceAtLeast', amount: 5 },
      { about: 'predicted', faction: 'fremen', turn: 3 },
    ].map((question) => ({ type: 'ask', question }));
    const actions = [...legalActions(), ...asks];
    const types = [...new Set(actions.map((a) => String(a['type'])))];
    let compared = 0;
    let quickOnes = 0;
    let legalQuick = 0;
    const disagreements: unknown[] = [];
    for (const action of actions) {
      if (quick(action) !== undefined) legalQuick++;
      for (const input of quickParseInputs(action, PROBES, types)) {
        const slow = parseSized(actionSchema, input, MAX_ACTION_BYTES);
        const fast = quick(input);
        const parsed = parseAction(input);
        compared++;
        if (fast !== undefined) {
          quickOnes++;
          if (!slow.ok || JSON.stringify(fast) !== JSON.stringify(slow.action)) disagreements.push(input);
        }
        const same =
          parsed.ok === slow.ok &&
          JSON.stringify(parsed.ok ? parsed.action : parsed.error) ===
            JSON.stringify(slow.ok ? slow.action : slow.error);
        if (!same) disagreements.push(input);
      }
    }
    expect(disagreements).toEqual([]);
    expect(actions.length).toBeGreaterThan(300);
    expect(compared).toBeGreaterThan(20_000);
    expect(quickOnes).toBeGreaterThan(2_000);
    // Most legal actions take the quick path, lists of flat values and the Truthtrance's question among them.
    expect(legalQuick / actions.length).toBeGreaterThan(0.9);
    for (const type of ['keepCards', 'coneOfSilence', 'ask'])
      expect(
        actions.some((a) => a['type'] === type && quick(a) !== undefined),
        type,
      ).toBe(true);
  });
});
