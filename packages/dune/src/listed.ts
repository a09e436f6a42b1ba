import type { DuneAction } from './actions.ts';

/**
 * The numbered actions a listing gives most (bids, counts, dials), one frozen object per value, made once: a
 * listing allocates none of them. Values past the table are made each time.
 */
const KEPT = 256;

function table<A extends DuneAction>(make: (n: number) => A): (n: number) => A {
  const made: (A | undefined)[] = new Array(KEPT);
  return (n) => {
    if (n < 0 || n >= KEPT || !Number.isInteger(n)) return make(n);
    return (made[n] ??= Object.freeze(make(n)));
  };
}

export const bidAction = table((amount) => ({ type: 'bid', amount, karama: false }) as const);
export const karamaBidAction = table((amount) => ({ type: 'bid', amount, karama: true }) as const);
export const countAction = table((count) => ({ type: 'count', count }) as const);
export const reviveAction = table((count) => ({ type: 'revive', count }) as const);
export const dialAction = table((dial) => ({ type: 'planDial', dial }) as const);
