import { useCallback, useRef, useState } from 'react';

/** Something that just happened at the table, gathered from the log for a result panel, whatever the game. */
export interface TableResult {
  readonly kind: string;
  /** Stable while the result grows (the seq and kind of its first event). */
  readonly key: string;
  /** The seq of its latest event: a result that grows after being put away comes back. */
  seq: number;
}

export interface ResultQueue<R extends TableResult> {
  /** The results this seat has not put away yet, oldest first. */
  readonly shown: readonly R[];
  /** The seat closed the panel. */
  readonly dismiss: () => void;
  /** The seat made a decision: what it saw before goes away (it stays in the log). */
  readonly acted: () => void;
  /** The seq of this seat's last decision on this screen, or null. */
  readonly lastActed: number | null;
}

/**
 * Which results to show to the seat at the screen (UX.md "What just happened"): a result stays until the seat
 * dismisses it or makes its next decision. Each seat keeps its own mark, so in hot-seat play every person sees what
 * happened since they last held the device. A screen opened on a game in progress shows its latest result only.
 */
export function useResultQueue<R extends TableResult>(
  results: readonly R[],
  seat: number | null,
  seq: number,
): ResultQueue<R> {
  const cleared = useRef(new Map<number | null, number>());
  const acted = useRef(new Map<number | null, number>());
  const [, rerender] = useState(0);
  // The mark is taken with the first update (seq past 0 or results known), not before the log has come.
  const loaded = seq > 0 || results.length > 0;
  if (loaded && !cleared.current.has(seat)) cleared.current.set(seat, results.at(-2)?.seq ?? -1);
  const mark = cleared.current.get(seat) ?? Infinity;
  const latest = results.at(-1)?.seq ?? -1;
  const dismiss = useCallback(() => {
    cleared.current.set(seat, Math.max(latest, seq));
    rerender((n) => n + 1);
  }, [seat, latest, seq]);
  const onActed = useCallback(() => {
    cleared.current.set(seat, Math.max(cleared.current.get(seat) ?? -1, seq));
    acted.current.set(seat, seq);
    rerender((n) => n + 1);
  }, [seat, seq]);
  return {
    shown: results.filter((r) => r.seq > mark),
    dismiss,
    acted: onActed,
    lastActed: acted.current.get(seat) ?? null,
  };
}
