import { useEffect, useState } from 'react';
import type { DuneAction, DuneView } from '@arrakis/dune';
import type { ConnectionError, ConnectionState, GameConnection, LogEntry, Update } from '../transport/types.ts';

/** The part of the log still on the server: `load` asks for the page before what is shown. */
export interface EarlierLog {
  readonly load: () => void;
  readonly loading: boolean;
}

export interface GameState<V = DuneView, A = DuneAction> {
  readonly update: Update<V, A> | null;
  /** The log as far back as it is loaded: from seq `logFrom` on. */
  readonly log: readonly LogEntry[];
  readonly logFrom: number;
  /** The page before `logFrom` was asked for and has not come yet. */
  readonly loadingEarlier: boolean;
  readonly error: ConnectionError | null;
  readonly connection: ConnectionState;
}

/**
 * Folds a connection's events into what the screen shows: the last update, the log (the latest page of it from a
 * server, with `loadEarlier` for the pages before), the last error.
 */
export function useGame<V = DuneView, A = DuneAction>(
  connection: GameConnection<V, A>,
): GameState<V, A> & { clearError: () => void; earlier: EarlierLog | null } {
  const [state, setState] = useState<GameState<V, A>>({
    update: null,
    log: [],
    logFrom: 1,
    loadingEarlier: false,
    error: null,
    connection: 'connecting',
  });
  useEffect(() => {
    const unsubscribe = connection.subscribe((event) => {
      setState((s) => {
        switch (event.type) {
          case 'update':
            return {
              ...s,
              update: event.update,
              ...(event.update.fullLog
                ? { log: event.update.log, logFrom: event.update.logFrom ?? 1, loadingEarlier: false }
                : { log: [...s.log, ...event.update.log] }),
              error: null,
              // An update came through: the connection is open, even for a screen that subscribed after the
              // socket said so (an online match's screen opens once the server names the game).
              connection: s.connection === 'connecting' ? 'open' : s.connection,
            };
          case 'history':
            // A page for a log that has restarted since it was asked for does not fit: dropped.
            if (event.beforeSeq !== s.logFrom) return s;
            return { ...s, log: [...event.entries, ...s.log], logFrom: event.fromSeq, loadingEarlier: false };
          case 'error':
            return { ...s, error: event.error, loadingEarlier: false };
          case 'state':
            return { ...s, connection: event.state };
          case 'notice':
            // Told by the table's notices (TableTools), not part of the game's state.
            return s;
        }
      });
    });
    return unsubscribe;
  }, [connection]);
  const { logFrom, loadingEarlier } = state;
  const earlier: EarlierLog | null =
    connection.loadEarlier && logFrom > 1
      ? {
          loading: loadingEarlier,
          load: () => {
            if (loadingEarlier) return;
            setState((s) => ({ ...s, loadingEarlier: true }));
            connection.loadEarlier?.(logFrom);
          },
        }
      : null;
  return { ...state, clearError: () => setState((s) => ({ ...s, error: null })), earlier };
}
