import { describe, expect, it } from 'vitest';
import { drawRandom, nextUint32, randomInt, seedRng, shuffleInPlace } from '../src/rng.ts';

describe('seeded RNG kept in the state', () => {
  it('the same seed gives the same sequence, another seed another one', () => {
    const a = seedRng('dune');
    const b = seedRng('dune');
    const c = seedRng('dune2');
    const seqA = Array.from({ length: 20 }, () => nextUint32(a));
    expect(Array.from({ length: 20 }, () => nextUint32(b))).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => nextUint32(c))).not.toEqual(seqA);
  });

  it('the state is plain JSON: a copy continues the same sequence', () => {
    const rng = seedRng('x');
    nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng;
    expect(nextUint32(copy)).toBe(nextUint32(rng));
  });

  it('randomInt is uniform enough and stays in range', () => {
    const rng = seedRng('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randomInt(rng, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => randomInt(rng, 0)).toThrow(RangeError);
  });

  it('shuffle and draw keep every element exactly once', () => {
    const rng = seedRng('cards');
    const deck = Array.from({ length: 43 }, (_, i) => i);
    const shuffled = shuffleInPlace(rng, [...deck]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
    const drawn = drawRandom(rng, shuffled);
    expect(shuffled).not.toContain(drawn);
    expect(shuffled).toHaveLength(42);
  });
});
