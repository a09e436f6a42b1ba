import { cloneJson } from './json.ts';

/** The input a draft copies from, and the fields `perform` has reached (read or written) so far. */
const INPUT: unique symbol = Symbol('input');
const REACHED: unique symbol = Symbol('reached');

interface Draft {
  [INPUT]: Record<string, unknown>;
  [REACHED]: string[];
  [key: string]: unknown;
}

/**
 * The copy `apply` hands to `perform` (issue 19): a field is deep-copied when `perform` first reaches it, as
 * `lazyCopy` did through a Proxy, but without a trap on every later read. The draft's prototype has one accessor
 * per field name: the first read copies the input's value into a data property of the draft itself, which every
 * later read finds first. A field never reached is the input's own object, shared by the new state (states from
 * `apply` are values: neither is ever changed in place). `finish` returns a plain object: the draft and its
 * prototype never leave `apply`.
 */
export class Drafts {
  private readonly prototype: object = {};
  private readonly names = new Set<string>();

  /** A draft of a state (a plain object), and how to turn it into the new state once `perform` is done. */
  draft<S extends object>(input: S): { readonly state: S; finish(): S } {
    const fields = input as Record<string, unknown>;
    for (const key in fields) if (!this.names.has(key)) this.addField(key);
    const draft = Object.create(this.prototype) as Draft;
    draft[INPUT] = fields;
    draft[REACHED] = [];
    return { state: draft as unknown as S, finish: () => finish(draft) as S };
  }

  private addField(key: string): void {
    this.names.add(key);
    Object.defineProperty(this.prototype, key, {
      configurable: false,
      enumerable: false,
      get(this: Draft): unknown {
        // Deleted by `perform` after it reached the field: absent.
        if (this[REACHED].includes(key)) return undefined;
        const value = this[INPUT][key];
        if (typeof value !== 'object' || value === null) return value;
        this[REACHED].push(key);
        const copy = cloneJson(value);
        Object.defineProperty(this, key, { value: copy, writable: true, enumerable: true, configurable: true });
        return copy;
      },
      set(this: Draft, value: unknown): void {
        this[REACHED].push(key);
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
}

function finish(draft: Draft): Record<string, unknown> {
  const input = draft[INPUT];
  const reached = draft[REACHED];
  const out: Record<string, unknown> = {};
  for (const key in input) {
    if (Object.prototype.hasOwnProperty.call(draft, key)) out[key] = draft[key];
    else if (!reached.includes(key)) out[key] = input[key];
  }
  // Fields `perform` added that the input did not have (own properties of the draft, in the order added).
  for (const key of Object.keys(draft)) if (!(key in input)) out[key] = draft[key];
  return out;
}
