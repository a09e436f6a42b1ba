import type { Decision, Seat } from './game.ts';

/**
 * Windows a seat cannot use (only a refusal is legal: no card for it) are answered for it by whoever hosts the
 * match, after a delay. The delay comes from the platform's cryptographic source, never from the state or its
 * RNG, and is uniform in a range: how long a seat "thought" tells nobody what it holds.
 */
export interface AutoPassDelay {
  readonly minMs: number;
  readonly maxMs: number;
}

/** Long enough to look like a person who read the prompt and declined; short enough not to slow the table. */
export const DEFAULT_AUTO_PASS_DELAY: AutoPassDelay = { minMs: 1500, maxMs: 5000 };

/** A number in [0, 1) from the platform's cryptographic generator (Web Crypto, in browsers and Node alike). */
export function cryptoUnit(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  // 53 random bits, as Math.random would give, but from a source no game state can predict or replay.
  return (words[0]! * 2 ** 21 + (words[1]! >>> 11)) / 2 ** 53;
}

/**
 * How long to wait before answering an unusable window: uniform in the range. It takes no state on purpose; `unit`
 * is only replaced by tests.
 */
export function autoPassDelayMs(range: AutoPassDelay, unit: () => number = cryptoUnit): number {
  return Math.round(range.minMs + unit() * (range.maxMs - range.minMs));
}

/** Reads a range written `min-max` in milliseconds (a server setting); null when it is not one. */
export function parseAutoPassDelay(text: string): AutoPassDelay | null {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!match) return null;
  const minMs = Number(match[1]);
  const maxMs = Number(match[2]);
  return Number.isSafeInteger(minMs) && Number.isSafeInteger(maxMs) && minMs <= maxMs ? { minMs, maxMs } : null;
}

/** What a game says about a seat's pending decision: the refusal to send for it when it cannot use the window. */
export type AutoPassAnswer<S, A> = (state: S, seat: Seat) => A | null;

/** A seat's pending decision that its host answers for it: which kind, and with what. */
export interface AutoPassWindow<A> {
  readonly seat: Seat;
  readonly kind: string;
  readonly answer: A;
}

/** The windows of this state that the host answers, for the seats `eligible` says it answers for. */
export function autoPassWindows<S, A>(
  decisions: readonly Decision[],
  answer: AutoPassAnswer<S, A>,
  state: S,
  eligible: (seat: Seat) => boolean,
): AutoPassWindow<A>[] {
  const windows: AutoPassWindow<A>[] = [];
  for (const { seat, kind } of decisions) {
    if (!eligible(seat) || windows.some((w) => w.seat === seat)) continue;
    const refusal = answer(state, seat);
    if (refusal !== null) windows.push({ seat, kind, answer: refusal });
  }
  return windows;
}

const windowKey = (w: { seat: Seat; kind: string }) => `${w.seat}:${w.kind}`;

/**
 * The host's delays, one per open window: armed when a window opens, dropped when it closes without them (someone
 * else's action ended it, the seat answered itself). A window that stays open while others act keeps its delay.
 */
export class AutoPassSchedule<A> {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly range: AutoPassDelay,
    private readonly fire: (window: AutoPassWindow<A>) => void,
    private readonly unit: () => number = cryptoUnit,
  ) {}

  /** Follows the windows of the new state. */
  update(windows: readonly AutoPassWindow<A>[]): void {
    const open = new Set(windows.map(windowKey));
    for (const [key, handle] of this.pending) {
      if (open.has(key)) continue;
      clearTimeout(handle);
      this.pending.delete(key);
    }
    for (const window of windows) {
      const key = windowKey(window);
      if (this.pending.has(key)) continue;
      const handle = setTimeout(
        () => {
          this.pending.delete(key);
          this.fire(window);
        },
        autoPassDelayMs(this.range, this.unit),
      );
      this.pending.set(key, handle);
    }
  }

  /** Whether a delay is running: the host has something to do by itself. */
  get armed(): boolean {
    return this.pending.size > 0;
  }

  /** Whether the host will answer this seat's current decision: its prompt is not shown. */
  answers(seat: Seat): boolean {
    for (const key of this.pending.keys()) if (key.startsWith(`${seat}:`)) return true;
    return false;
  }

  clear(): void {
    for (const handle of this.pending.values()) clearTimeout(handle);
    this.pending.clear();
  }
}
