import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkGameOptions, optionUsages, parseGameOptions } from '../src/options.ts';

const presets = { all: { a: true, b: 'x' } };

describe('parseGameOptions', () => {
  it('gives the defaults for nothing or none', () => {
    expect(parseGameOptions(undefined, presets)).toEqual({});
    expect(parseGameOptions('none', presets)).toEqual({});
  });

  it('applies presets and key=value settings left to right, values as JSON when they parse', () => {
    expect(parseGameOptions('all,a=false,n=4,deck=descartes43,t=null', presets)).toEqual({
      a: false,
      b: 'x',
      n: 4,
      deck: 'descartes43',
      t: null,
    });
    expect(parseGameOptions('all,none,c=1', presets)).toEqual({ c: 1 });
  });

  it('keeps the commas of a JSON list or text as part of the value', () => {
    expect(parseGameOptions('l=["a","b,c"],n=1, m={"k":[1,2]},s="x,y"', presets)).toEqual({
      l: ['a', 'b,c'],
      n: 1,
      m: { k: [1, 2] },
      s: 'x,y',
    });
  });

  it('names an unknown preset and an empty key', () => {
    expect(parseGameOptions('most', presets)).toMatch(/unknown option preset "most" \(known: none, all\)/);
    expect(parseGameOptions('=3', presets)).toMatch(/no option name/);
  });
});

const schema = z.strictObject({
  deck: z.enum(['base33', 'descartes43']).optional(),
  flag: z.boolean().optional(),
  timer: z.number().int().min(1).max(60).nullable().optional(),
  picks: z
    .array(z.enum(['red', 'blue']))
    .min(1)
    .max(2)
    .nullable()
    .optional(),
  name: z.string().optional(),
});
const known =
  'known options: deck (base33 | descartes43), flag (boolean), timer (integer 1–60 | null), ' +
  'picks (list of 1–2 [red | blue] | null), name (string); presets: none, all';

describe('checkGameOptions', () => {
  it('passes what the schema accepts', () => {
    expect(checkGameOptions({}, 'toy', schema, presets)).toBeNull();
    expect(checkGameOptions({ deck: 'base33', flag: true, timer: null, picks: ['red'] }, 'toy', schema, presets)).toBe(
      null,
    );
  });

  it('names an unknown key, the game, every known option with what it takes, and the presets', () => {
    expect(checkGameOptions({ foo: 'bar' }, 'toy', schema, presets)).toBe(`unknown option "foo" for toy; ${known}`);
    // The unknown key is the likelier mistake, even when another value is wrong too.
    expect(checkGameOptions({ flag: 'no', fog: 1, fig: 2 }, 'toy', schema, presets)).toMatch(
      /^unknown options "fog", "fig" for toy; known options: /,
    );
  });

  it('names a wrong value, what its option takes and what it got', () => {
    const problem = (options: Record<string, unknown>) =>
      checkGameOptions(options, 'toy', schema, presets)?.replace(`; ${known}`, '');
    expect(problem({ flag: 'maybe' })).toBe('flag: expected a boolean, got "maybe"');
    expect(problem({ deck: 'tarot' })).toBe('deck: expected base33 | descartes43, got "tarot"');
    expect(problem({ timer: 0 })).toBe('timer: expected an integer 1–60 or null, got 0');
    expect(problem({ picks: ['red', 'green'] })).toBe('picks[1]: expected red | blue, got "green"');
    expect(problem({ picks: [] })).toBe('picks: expected a list of 1–2 [red | blue] or null, got []');
    expect(problem({ name: 3 })).toBe('name: expected a string, got 3');
  });

  it('lists the options in the schema’s order', () => {
    expect(optionUsages(schema).map((o) => o.name)).toEqual(['deck', 'flag', 'timer', 'picks', 'name']);
  });
});
