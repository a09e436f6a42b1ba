/**
 * A token bucket per connection: `burst` messages at once, then `perSecond` on average. A client that plays by
 * the protocol (one action, then wait for the update) never comes near it.
 */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 40, perSecond: 20 };

export function tokenBucket(limit: RateLimit, now: () => number = Date.now): () => boolean {
  let tokens = limit.burst;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(limit.burst, tokens + ((t - last) / 1000) * limit.perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
