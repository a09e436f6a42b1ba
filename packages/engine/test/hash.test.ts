import { describe, expect, it } from 'vitest';
import { stateHash } from '../src/hash.ts';
import { canonicalJson } from '../src/json.ts';

describe('canonical state hash', () => {
  it('ignores key order, not values', () => {
    expect(stateHash({ a: 1, b: [1, 2, { c: 'x', d: null }] })).toBe(stateHash({ b: [1, 2, { d: null, c: 'x' }], a: 1 }));
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
