import { describe, expect, it } from 'vitest';
import { parseSized, quickParseInputs, quickParser, type DefinedGame } from '@arrakis/engine';
import { actionSchemasOf, MAX_ACTION_BYTES } from '../../src/actions.ts';
import type { Edition } from '../../src/edition.ts';
import { BASE_EDITION } from '../../src/editions/base.ts';
import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { UPRISING_SIX_EDITION } from '../../src/editions/uprising/six/edition.ts';
import { imperium, uprising } from '../../src/rules.ts';
import { playListed } from './randomPlay.ts';

/** Values on, or just past, the bounds the schemas' fields use (indexes, counts, ids, seats). */
const PROBES: readonly unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1,
  1.5,
  2,
  3,
  5,
  6,
  9,
  10,
  12,
  13,
  99,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'a',
  'x'.repeat(40),
  'x'.repeat(41),
  'dagger',
  'arrakeen',
  'emperor',
  'fremen',
  [],
  {},
];

/** Distinct legal actions kept of each type. */
const PER_TYPE = 40;

/** The legal actions of the seats the game waits for, at the states of one random game (up to PER_TYPE a type). */
function legalActions<S, A, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  players: number,
  seed: string,
): Record<string, unknown>[] {
  const seen = new Map<string, Record<string, unknown>>();
  const perType = new Map<string, number>();
  playListed(game, players, seed, (legal) => {
    for (const action of legal) {
      const record = action as unknown as Record<string, unknown>;
      const type = String(record['type']);
      const key = JSON.stringify(action);
      if ((perType.get(type) ?? 0) >= PER_TYPE || seen.has(key)) continue;
      perType.set(type, (perType.get(type) ?? 0) + 1);
      seen.set(key, record);
    }
  });
  return [...seen.values()];
}

/** Inputs on which the quick path and zod alone disagree, and how many the quick path took. */
function compare(edition: Edition, actions: readonly Record<string, unknown>[]) {
  const { unions, schema } = actionSchemasOf(edition);
  const quick = quickParser(
    unions.flatMap((union) => union.options),
    MAX_ACTION_BYTES,
  );
  const types = [...new Set(actions.map((a) => String(a['type'])))];
  const disagreements: unknown[] = [];
  let compared = 0;
  let quickOnes = 0;
  let legalQuick = 0;
  for (const action of actions) {
    if (quick(action) !== undefined) legalQuick++;
    for (const input of quickParseInputs(action, PROBES, types)) {
      compared++;
      const fast = quick(input);
      if (fast === undefined) continue;
      quickOnes++;
      const slow = parseSized(schema, input, MAX_ACTION_BYTES);
      if (!slow.ok || JSON.stringify(fast) !== JSON.stringify(slow.action)) disagreements.push(input);
    }
  }
  return { disagreements, compared, quickOnes, legalQuick };
}

// issue 19: the parsers pass flat actions without zod (the engine's quickParse.ts); the quick path must accept only
// what the edition's schema accepts and give the same value, keys in the same order. The parser as a whole (quick
// path, then zod dispatched on type) still reads back every listed action and names problems as the union does
// (parse.test.ts).
describe("the quick parse agrees with each edition's action schema", () => {
  it('Dune: Imperium, Uprising and Uprising with six: legal actions of random games, every field past its bounds', () => {
    const games = [
      { edition: BASE_EDITION, actions: legalActions(imperium, 4, 'quickParse:imperium') },
      { edition: UPRISING_EDITION, actions: legalActions(uprising, 4, 'quickParse:uprising') },
      { edition: UPRISING_SIX_EDITION, actions: legalActions(uprising, 6, 'quickParse:six') },
    ];
    for (const { edition, actions } of games) {
      const { disagreements, compared, quickOnes, legalQuick } = compare(edition, actions);
      expect(disagreements, edition.id).toEqual([]);
      expect(actions.length, edition.id).toBeGreaterThan(100);
      expect(compared, edition.id).toBeGreaterThan(10_000);
      expect(quickOnes, edition.id).toBeGreaterThan(500);
      expect(legalQuick / actions.length, edition.id).toBeGreaterThan(0.7);
    }
  });
});
