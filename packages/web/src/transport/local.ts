import type { AutoPassDelay } from '@arrakis/engine';
import type { DuneAction, DuneView } from '@arrakis/dune';
import type { LocalGameSetup } from './localRules.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import type { ConnectionEvent, GameConnection, LogEntry, Update } from './types.ts';

export interface LocalOptions {
  readonly setup: LocalGameSetup;
  /** Pause between two bot actions, so people can follow. */
  readonly botDelayMs?: number;
  /** Before the host answers a window a person cannot use (default: see `autoPassDelayFor`). */
  readonly autoPassDelay?: AutoPassDelay;
  /** Where the engine runs: a Web Worker by default; tests pass an inline host. */
  readonly host?: LocalHostFactory;
}

export interface LocalHostHandle {
  send(message: ToLocal): void;
  close(): void;
}

export type LocalHostFactory = (post: (message: FromLocal) => void) => LocalHostHandle;

function workerHost(post: (message: FromLocal) => void): LocalHostHandle {
  const worker = new Worker(new URL('./localWorker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<FromLocal>) => post(event.data));
  worker.addEventListener('error', (event) => {
    post({ type: 'error', error: { code: 'worker', messageKey: 'errors.worker', params: { message: event.message } } });
  });
  return { send: (message) => worker.postMessage(message), close: () => worker.terminate() };
}

/**
 * A game's engine running in the browser: hot-seat and bot games without a server. `V` and `A` are the views and
 * actions of the game the setup names (Dune's by default).
 */
export function connectLocal<V = DuneView, A = DuneAction>(options: LocalOptions): GameConnection<V, A> {
  const listeners = new Set<(event: ConnectionEvent<V, A>) => void>();
  // A late subscriber gets the last update with the whole log so far.
  let last: Update<V, A> | null = null;
  let log: LogEntry[] = [];
  const emit = (event: ConnectionEvent<V, A>) => {
    if (event.type === 'update') {
      log = event.update.fullLog ? [...event.update.log] : [...log, ...event.update.log];
      last = event.update;
    }
    for (const l of listeners) l(event);
  };
  const host = (options.host ?? workerHost)((message) =>
    emit(
      // The engine the setup names sends its own views and actions.
      message.type === 'update'
        ? { type: 'update', update: message.update as Update<V, A> }
        : { type: 'error', error: message.error },
    ),
  );
  const humans = options.setup.seats.filter((s) => s.kind === 'human').length;
  host.send({
    type: 'start',
    setup: options.setup,
    botDelayMs: options.botDelayMs ?? 0,
    ...(options.autoPassDelay ? { autoPassDelay: options.autoPassDelay } : {}),
  });
  return {
    kind: 'local',
    hotSeat: humans > 1,
    subscribe(listener) {
      listeners.add(listener);
      listener({ type: 'state', state: 'open' });
      if (last) listener({ type: 'update', update: { ...last, log, fullLog: true } });
      return () => listeners.delete(listener);
    },
    send(action) {
      host.send({ type: 'action', action });
    },
    setAutoPass(enabled) {
      host.send({ type: 'autoPass', enabled });
    },
    resign() {},
    close() {
      listeners.clear();
      host.close();
    },
  };
}
