/**
 * issue 19: the validating `apply` parsed every action with zod after measuring its JSON, ~3.5 µs per action when
 * its schema's code and objects are cold (Dune's mid-game actions in the bench). The actions whose fields are all
 * flat (numbers, strings, booleans, literals, enums, a union of those, each maybe nullable or optional), bounded lists
 * of flat values, or a discriminated union of such objects are tested here by tables read from the game's very own
 * schema, so they cannot drift from it: an input passes only if zod would accept it and give the same value (new
 * objects and lists, keys in the schema's order). Every input not passed here (a malformed one, a type with a field
 * of another kind, a type that more than one of the union's objects describe) goes to zod, which names the problem.
 * Both families use it (Dune's and Imperium's `parseAction`).
 */
export type QuickParse = (input: unknown) => Record<string, unknown> | undefined;

type Test = (value: unknown) => boolean;

interface Field {
  readonly key: string;
  readonly optional: boolean;
  readonly test: Test;
  /** The value as zod gives it, once `test` passed: absent for a flat value, given as it is. */
  readonly copy?: (value: unknown) => unknown;
  /** The longest JSON this field's value can take. */
  readonly bytes: number;
}

/** How a field's value is read: its test, its copy when it is a list or an object, its longest JSON. */
interface Reader {
  readonly test: Test;
  readonly copy?: (value: unknown) => unknown;
  readonly bytes: number;
}

interface Shape {
  readonly fields: readonly Field[];
  readonly keys: ReadonlySet<string>;
  /** The longest JSON of an object of this shape. */
  readonly bytes: number;
}

/** zod's public shape of a schema node, as far as this file reads it (the engine itself imports no schema library). */
interface Node {
  readonly def: {
    readonly type: string;
    readonly checks?: readonly { readonly _zod: { readonly def: Check } }[];
    readonly element?: Node;
    readonly discriminator?: string;
  };
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
  readonly minimum?: unknown;
  readonly maximum?: unknown;
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
    case 'union': {
      // Flat options only: the value is given as it is, whichever option takes it.
      if (node.def.discriminator !== undefined || checks.length > 0) return undefined;
      const inner = (node.options ?? []).map((option) => flat(option as Node));
      if (inner.length === 0 || inner.some((i) => i === undefined)) return undefined;
      const tests = inner.map((i) => i!.test);
      return { test: (v) => tests.some((t) => t(v)), bytes: Math.max(...inner.map((i) => i!.bytes)) };
    }
    default:
      return undefined;
  }
}

/** A field's reader: a flat value; a bounded list of flat values; a discriminated union of such objects. */
function reader(node: Node, maxBytes: number): Reader | undefined {
  const flatOne = flat(node);
  if (flatOne) return flatOne;
  if (node.def.type === 'array') return listReader(node);
  if (node.def.type === 'union' && typeof node.def.discriminator === 'string') {
    const parse = unionParser(node.options ?? [], node.def.discriminator, maxBytes, true);
    return parse && { test: (v) => parse.read(v) !== undefined, copy: parse.read, bytes: parse.bytes };
  }
  return undefined;
}

/** `z.array(flat).max(n)`, maybe `.min(m)`: a new list of the same values, as zod gives it. */
function listReader(node: Node): Reader | undefined {
  const element = node.def.element && flat(node.def.element);
  if (!element) return undefined;
  let min = 0;
  let max: number | undefined;
  for (const { _zod } of node.def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = c.minimum;
    else if (c.check === 'max_length' && typeof c.maximum === 'number') max = c.maximum;
    else return undefined;
  }
  // An unbounded list could be too large: zod's path measures it first.
  if (max === undefined) return undefined;
  const most = max;
  const test = element.test;
  return {
    test(v) {
      if (!Array.isArray(v) || v.length < min || v.length > most) return false;
      for (let i = 0; i < v.length; i++) if (!test(v[i])) return false;
      return true;
    },
    copy(v) {
      const list = v as readonly unknown[];
      const out: unknown[] = [];
      for (let i = 0; i < list.length; i++) out.push(list[i]);
      return out;
    },
    bytes: 2 + most * (element.bytes + 1),
  };
}

/** The fields of a strict object whose fields are all read here, or undefined. */
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
    const read = inner && reader(inner, maxBytes);
    if (!read) return undefined;
    fields.push({ key, optional, ...read });
    bytes += key.length + 4 + read.bytes;
  }
  // An action that might be too large keeps zod's path, which measures it first.
  return bytes <= maxBytes ? { fields, keys: new Set(fields.map((f) => f.key)), bytes } : undefined;
}

/**
 * The quick parse of a discriminated union of strict objects (`z.discriminatedUnion('type', …)`), for the options
 * whose fields are all read here; `maxBytes` is the size limit the slow path enforces.
 */
export function quickParser(options: readonly object[], maxBytes: number): QuickParse {
  return unionParser(options, 'type', maxBytes, false)!.read;
}

/**
 * The parse of the options of a discriminated union on `discriminator` that `shapeOf` reads. `whole`: every option
 * must be read here (a nested union: one that is not would leave some of its values to zod, which then decides the
 * whole action), else undefined; otherwise the options not read are left to zod.
 */
function unionParser(
  options: readonly unknown[],
  discriminator: string,
  maxBytes: number,
  whole: boolean,
): { readonly read: QuickParse; readonly bytes: number } | undefined {
  const shapes = new Map<unknown, Shape>();
  // A value described by several objects is zod's to decide (the union tries them in order).
  const described = new Map<unknown, number>();
  const literalOf = (option: unknown): ReadonlySet<unknown> | undefined =>
    (option as { readonly shape?: Readonly<Record<string, Node>> }).shape?.[discriminator]?.values;
  for (const option of options) {
    for (const value of literalOf(option) ?? []) described.set(value, (described.get(value) ?? 0) + 1);
  }
  let bytes = 0;
  for (const option of options) {
    const shape = shapeOf(option as object, maxBytes);
    const tag = shape?.fields.find((f) => f.key === discriminator);
    const literal = literalOf(option);
    if (!shape || !tag || tag.optional || literal?.size !== 1) {
      if (whole) return undefined;
      continue;
    }
    const value = [...literal][0];
    if (described.get(value) !== 1) {
      if (whole) return undefined;
      continue;
    }
    shapes.set(value, shape);
    bytes = Math.max(bytes, shape.bytes);
  }
  const read: QuickParse = (input) => {
    if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype)
      return undefined;
    const record = input as Readonly<Record<string, unknown>>;
    const shape = shapes.get(record[discriminator]);
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
      out[field.key] = field.copy ? field.copy(value) : value;
    }
    return out;
  };
  return { read, bytes };
}

/**
 * What a game's tests hold a quick parser to, against its schema: the action; each field left out, set undefined
 * and replaced by each of `probes`; in a list, each element replaced by each probe or left out, and one more; in a
 * nested object, the same changes; one field more (named, a symbol, hidden from enumeration); each of `types`; the
 * same fields on an object without prototype.
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
    const value = action[key];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        for (const probe of probes) yield { ...action, [key]: value.map((v, j) => (j === i ? probe : v)) };
        yield { ...action, [key]: value.filter((_, j) => j !== i) };
      }
      for (const probe of probes) yield { ...action, [key]: [...value, probe] };
      // A hole where an element should be.
      const holed: unknown[] = value.slice();
      holed.length += 1;
      yield { ...action, [key]: holed };
    } else if (typeof value === 'object' && value !== null) {
      const nested = value as Readonly<Record<string, unknown>>;
      for (const inner of quickParseInputs(nested, probes, [])) yield { ...action, [key]: inner };
    }
  }
  yield { ...action, extra: 1 };
  yield { ...action, [Symbol('extra')]: 1 };
  yield Object.defineProperty({ ...action }, 'hidden', { value: 1, enumerable: false });
  for (const type of types) yield { ...action, type };
  yield Object.assign(Object.create(null) as object, action);
}
