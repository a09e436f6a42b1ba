import { describe, expect, it } from 'vitest';
import { parseGameOptions } from '../src/options.ts';

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

  it('names an unknown preset and an empty key', () => {
    expect(parseGameOptions('most', presets)).toMatch(/unknown option preset "most" \(known: none, all\)/);
    expect(parseGameOptions('=3', presets)).toMatch(/no option name/);
  });
});
