/**
 * issue 19: the validating `apply` parsed every action with zod after measuring its JSON, ~3.5 µs per action when
 * its schema's code and objects are cold (Dune's mid-game actions in the bench). The actions whose fields are all
 * flat (numbers, strings, booleans, literals, enums, each maybe nullable or optional) are tested here by tables read
 * from the game's very own schema, so they cannot drift from it: an input passes only if zod would accept it and
 * give the same value (a new object, its keys in the schema's order). Every input not passed here (a malformed one,
 * a type with a list or a nested object, a type that more than one of the union's objects describe) goes to zod,
 * which names the problem. Both families use it (Dune's and Imperium's `parseAction`).
 */
export type QuickParse = (input: unknown) => Record<string, unknown> | undefined;

type Test = (value: unknown) => boolean;

interface Field {
  readonly key: string;
  readonly optional: boolean;
  readonly test: Test;
  /** The longest JSON this field's value can take. */
  readonly bytes: number;
}

interface Shape {
  readonly fields: readonly Field[];
  readonly keys: ReadonlySet<string>;
}

/** zod's public shape of a schema node, as far as this file reads it (the engine itself imports no schema library). */
interface Node {
  readonly def: { readonly type: string; readonly checks?: readonly { readonly _zod: { readonly def: Check } }[] };
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
  readonly values?: ReadonlySet<unknown>;
  readonly options?: readonly unknown[];
  unwrap?(): Node;
}

interface Check {
  readonly check: string;
  readonly format?: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
}

/** A literal's or an enum's value as JSON, at most: a string could be escaped to six bytes a character. */
function jsonBytes(value: unknown): number {
  return typeof value === 'string' ? 6 * value.length + 2 : JSON.stringify(value).length;
}

/** The test of one field's value and its longest JSON, or undefined when the node is not flat. */
function flat(node: Node): { readonly test: Test; readonly bytes: number } | undefined {
  const checks = (node.def.checks ?? []).map((c) => c._zod.def);
  switch (node.def.type) {
    case 'boolean':
      return checks.length === 0 ? { test: (v) => typeof v === 'boolean', bytes: 5 } : undefined;
    case 'string': {
      if (checks.some((c) => c.check !== 'min_length' && c.check !== 'max_length')) return undefined;
      const min = node.minLength ?? 0;
      const max = node.maxLength;
      if (typeof max !== 'number') return undefined;
      return { test: (v) => typeof v === 'string' && v.length >= min && v.length <= max, bytes: 6 * max + 2 };
    }
    case 'number': {
      let int = false;
      let min = -Infinity;
      let max = Infinity;
      for (const c of checks) {
        if (c.check === 'number_format' && c.format === 'safeint') int = true;
        else if (c.check === 'greater_than' && c.inclusive === true && typeof c.value === 'number') min = c.value;
        else if (c.check === 'less_than' && c.inclusive === true && typeof c.value === 'number') max = c.value;
        else return undefined;
      }
      if (!int) return undefined;
      return { test: (v) => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max, bytes: 17 };
    }
    case 'literal':
    case 'enum': {
      const values = node.def.type === 'literal' ? [...(node.values ?? [])] : [...(node.options ?? [])];
      if (values.length === 0 || values.some((v) => typeof v !== 'string' && typeof v !== 'number' && v !== true))
        return undefined;
      const set = new Set(values);
      return { test: (v) => set.has(v), bytes: Math.max(...values.map(jsonBytes)) };
    }
    case 'nullable': {
      const inner = node.unwrap && flat(node.unwrap());
      return inner && { test: (v) => v === null || inner.test(v), bytes: Math.max(4, inner.bytes) };
    }
    default:
      return undefined;
  }
}

/** The fields of a strict object of flat fields, or undefined. */
function shapeOf(option: object, maxBytes: number): Shape | undefined {
  const object = option as unknown as {
    readonly def: { readonly type: string; readonly catchall?: Node };
    readonly shape?: Readonly<Record<string, Node>>;
  };
  if (object.def.type !== 'object' || object.def.catchall?.def.type !== 'never' || !object.shape) return undefined;
  const fields: Field[] = [];
  // `{}`, the commas, and each key with its quotes and colon.
  let bytes = 2;
  for (const [key, node] of Object.entries(object.shape)) {
    const optional = node.def.type === 'optional';
    const inner = optional ? node.unwrap?.() : node;
    const test = inner && flat(inner);
    if (!test) return undefined;
    fields.push({ key, optional, ...test });
    bytes += key.length + 4 + test.bytes;
  }
  // An action that might be too large keeps zod's path, which measures it first.
  return bytes <= maxBytes ? { fields, keys: new Set(fields.map((f) => f.key)) } : undefined;
}

/**
 * The quick parse of a discriminated union of strict objects (`z.discriminatedUnion('type', …)`), for the options
 * whose fields are all flat; `maxBytes` is the size limit the slow path enforces.
 */
export function quickParser(options: readonly object[], maxBytes: number): QuickParse {
  const shapes = new Map<unknown, Shape>();
  // A type described by several objects is zod's to decide (the union tries them in order).
  const described = new Map<unknown, number>();
  for (const option of options) {
    const literal = (option as unknown as { readonly shape?: Readonly<Record<string, Node>> }).shape?.['type']?.values;
    for (const value of literal ?? []) described.set(value, (described.get(value) ?? 0) + 1);
  }
  for (const option of options) {
    const shape = shapeOf(option, maxBytes);
    const type = shape?.fields.find((f) => f.key === 'type');
    const literal = (option as unknown as { readonly shape?: Readonly<Record<string, Node>> }).shape?.['type']?.values;
    if (!shape || !type || type.optional || literal?.size !== 1) continue;
    const value = [...literal][0];
    if (described.get(value) === 1) shapes.set(value, shape);
  }
  return (input) => {
    if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype)
      return undefined;
    const record = input as Readonly<Record<string, unknown>>;
    const shape = shapes.get(record['type']);
    if (shape === undefined) return undefined;
    for (const key in record) if (!shape.keys.has(key) || record[key] === undefined) return undefined;
    if (Object.getOwnPropertySymbols(record).length > 0) return undefined;
    const out: Record<string, unknown> = {};
    for (const field of shape.fields) {
      const value = record[field.key];
      if (value === undefined) {
        if (field.optional) continue;
        return undefined;
      }
      if (!field.test(value)) return undefined;
      out[field.key] = value;
    }
    return out;
  };
}

/**
 * What a game's tests hold a quick parser to, against its schema: the action; each field left out, set undefined
 * and replaced by each of `probes`; one field more; each of `types`; the same fields on an object without prototype.
 */
export function* quickParseInputs(
  action: Readonly<Record<string, unknown>>,
  probes: readonly unknown[],
  types: readonly string[],
): Generator<unknown> {
  yield action;
  for (const key of Object.keys(action)) {
    yield Object.fromEntries(Object.entries(action).filter(([k]) => k !== key));
    yield { ...action, [key]: undefined };
    for (const probe of probes) yield { ...action, [key]: probe };
  }
  yield { ...action, extra: 1 };
  for (const type of types) yield { ...action, type };
  yield Object.assign(Object.create(null) as object, action);
}
