import { describe, expect, it } from 'vitest';
import { parseSized, type ActionSchema } from '../src/index.ts';

/** A tiny schema: `{ type: 'pass' }` only. */
const passOnly: ActionSchema<{ type: 'pass' }> = {
  safeParse(input) {
    if (typeof input === 'object' && input !== null && (input as { type?: unknown }).type === 'pass')
      return { success: true, data: { type: 'pass' } };
    return { success: false, error: { issues: [{ path: ['type'], message: 'expected "pass"' }] } };
  },
};

describe('parseSized: bad input is refused cheaply and named', () => {
  it('accepts what the schema accepts', () => {
    expect(parseSized(passOnly, { type: 'pass' }, 100)).toEqual({ ok: true, action: { type: 'pass' } });
  });

  it('refuses oversized input before the schema sees it, naming its size and the limit', () => {
    const result = parseSized(passOnly, { type: 'pass', pad: 'x'.repeat(200) }, 100);
    expect(result).toMatchObject({ ok: false, error: { code: 'actionTooLarge', params: { max: 100 } } });
  });

  it('names the first problem the schema finds, and input that is not JSON', () => {
    expect(parseSized(passOnly, { type: 'bid' }, 100)).toMatchObject({
      ok: false,
      error: { code: 'malformedAction', params: { problem: 'type: expected "pass"' } },
    });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(parseSized(passOnly, cyclic, 100)).toMatchObject({
      ok: false,
      error: { code: 'malformedAction', params: { problem: 'not JSON' } },
    });
  });
});
