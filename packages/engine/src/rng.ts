/**
 * The random number generator lives inside the game state as four unsigned 32-bit integers (sfc32), so a state
 * can be saved, hashed and replayed mid-game. Functions here advance it in place: call them only on a state the
 * caller owns (a clone inside `apply`).
 */
export type RngState = [number, number, number, number];

/** Seeds the generator from any string (cyrb128 mixing). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

export function nextUint32(rng: RngState): number {
  // Indexed reads: destructuring allocates an iterator on every draw.
  let a = rng[0];
  let b = rng[1];
  let c = rng[2];
  let d = rng[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n). */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return n < HALF_RANGE ? halvedRemainder(x, n) : x % n;
  }
}

const HALF_RANGE = 0x40000000;

/**
 * `x % n` for an unsigned 32-bit x and n < 2^30, in 31-bit integers: with x = 2h + b, x mod n = (2 (h mod n) + b)
 * mod n, and 2 (h mod n) + b < 2^31. `x % n` itself is a floating-point remainder whenever x ≥ 2^31.
 */
function halvedRemainder(x: number, n: number): number {
  return (((x >>> 1) % n) * 2 + (x & 1)) % n;
}

/** Shuffles the array in place (Fisher–Yates) and returns it. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** Removes and returns a uniformly chosen element. */
export function drawRandom<T>(rng: RngState, items: T[]): T {
  const i = randomInt(rng, items.length);
  const [item] = items.splice(i, 1);
  return item as T;
}
