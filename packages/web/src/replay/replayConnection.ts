import type { ConnectionEvent, GameConnection, Update } from '../transport/types.ts';

/** A connection that only shows: the table's screens draw the replay's points through it, and nothing is sent. */
export interface ReplayConnection<V, A> extends GameConnection<V, A> {
  show(update: Update<V, A>): void;
}

export function replayConnection<V, A>(): ReplayConnection<V, A> {
  const listeners = new Set<(event: ConnectionEvent<V, A>) => void>();
  let last: Update<V, A> | null = null;
  return {
    kind: 'local',
    hotSeat: false,
    subscribe(listener) {
      listeners.add(listener);
      listener({ type: 'state', state: 'open' });
      if (last) listener({ type: 'update', update: last });
      return () => listeners.delete(listener);
    },
    show(update) {
      last = update;
      for (const l of listeners) l({ type: 'update', update });
    },
    send() {},
    resign() {},
    setAutoPass() {},
    close() {
      listeners.clear();
    },
  };
}
