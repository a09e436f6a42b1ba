import { useEffect, useState } from 'react';
import type { DuneAction, DuneView } from '@arrakis/dune';
import type { ConnectionError, ConnectionState, GameConnection, LogEntry, Update } from '../transport/types.ts';

export interface GameState<V = DuneView, A = DuneAction> {
  readonly update: Update<V, A> | null;
  readonly log: readonly LogEntry[];
  readonly error: ConnectionError | null;
  readonly connection: ConnectionState;
}

/** Folds a connection's events into what the screen shows: the last update, the whole log, the last error. */
export function useGame<V = DuneView, A = DuneAction>(
  connection: GameConnection<V, A>,
): GameState<V, A> & { clearError: () => void } {
  const [state, setState] = useState<GameState<V, A>>({ update: null, log: [], error: null, connection: 'connecting' });
  useEffect(() => {
    const unsubscribe = connection.subscribe((event) => {
      setState((s) => {
        switch (event.type) {
          case 'update':
            return {
              ...s,
              update: event.update,
              log: event.update.fullLog ? event.update.log : [...s.log, ...event.update.log],
              error: null,
              // An update came through: the connection is open, even for a screen that subscribed after the
              // socket said so (an online match's screen opens once the server names the game).
              connection: s.connection === 'connecting' ? 'open' : s.connection,
            };
          case 'error':
            return { ...s, error: event.error };
          case 'state':
            return { ...s, connection: event.state };
        }
      });
    });
    return unsubscribe;
  }, [connection]);
  return { ...state, clearError: () => setState((s) => ({ ...s, error: null })) };
}
