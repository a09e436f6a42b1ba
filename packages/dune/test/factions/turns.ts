import type { DuneState } from '../../src/index.ts';
import { decisionOf, playAll } from '../helpers.ts';

const pass = { type: 'pass' } as const;

/** Movement phase: passes the shipment and movement of every seat before `seat`. */
export function untilTurnOf(state: DuneState, seat: number): DuneState {
  let s = state;
  for (
    let d = decisionOf(s);
    d && (d.kind === 'shipment' || d.kind === 'revival') && d.seats[0] !== seat;
    d = decisionOf(s)
  ) {
    const who = d.seats[0]!;
    s =
      d.kind === 'revival'
        ? playAll(s, [[who, { type: 'revive', count: 0 }]]).state
        : playAll(s, [
            [who, pass],
            [who, pass],
          ]).state;
  }
  return s;
}

/** Ship `count` to `to` then pass the movement. */
export const shipAndStay = (seat: number, to: string, count: number) =>
  [
    [seat, { type: 'ship', to }],
    [seat, { type: 'count', count }],
  ] as const;
