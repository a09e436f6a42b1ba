/** Plain JSON data: what every game state, action, view and event must be made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Serialises with object keys sorted, so equal data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return '[' + value.map(canonicalJson).join(',') + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(record[k])).join(',') + '}';
}

/** A deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}
