import { describe, expect, it } from 'vitest';
import { stateHash } from '../src/hash.ts';
import { canonicalJson } from '../src/json.ts';

describe('canonical state hash', () => {
  it('ignores key order, not values', () => {
    expect(stateHash({ a: 1, b: [1, 2, { c: 'x', d: null }] })).toBe(
      stateHash({ b: [1, 2, { d: null, c: 'x' }], a: 1 }),
    );
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(stateHash([1, 2])).not.toBe(stateHash([2, 1]));
  });

  it('canonical JSON drops undefined fields like JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(JSON.parse(canonicalJson({ z: [1, { y: 2, x: 3 }] }))).toEqual({ z: [1, { x: 3, y: 2 }] });
  });

  it('is 16 hex digits', () => {
    expect(stateHash({})).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('jsonEqual and cloneJson', () => {
  it('jsonEqual compares structure, not key order', async () => {
    const { jsonEqual, cloneJson } = await import('../src/json.ts');
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual({ 0: 1 }, [1])).toBe(false);
    const value = { x: [1, { y: 'z' }], n: null };
    const copy = cloneJson(value);
    expect(copy).toEqual(value);
    expect(copy.x).not.toBe(value.x);
  });
});
