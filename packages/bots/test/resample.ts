export { resampleHidden } from '@arrakis/dune';

/** Freezes a plain-data value all the way down, so a bot that wrote into its input would throw. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
