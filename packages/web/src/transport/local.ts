import type { LocalGameSetup } from './localGame.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import type { ConnectionEvent, GameConnection, LogEntry, Update } from './types.ts';

export interface LocalOptions {
  readonly setup: LocalGameSetup;
  /** Pause between two bot actions, so people can follow. */
  readonly botDelayMs?: number;
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

/** The Dune engine running in the browser: hot-seat and bot games without a server. */
export function connectLocal(options: LocalOptions): GameConnection {
  const listeners = new Set<(event: ConnectionEvent) => void>();
  // A late subscriber gets the last update with the whole log so far.
  let last: Update | null = null;
  let log: LogEntry[] = [];
  const emit = (event: ConnectionEvent) => {
    if (event.type === 'update') {
      log = event.update.fullLog ? [...event.update.log] : [...log, ...event.update.log];
      last = event.update;
    }
    for (const l of listeners) l(event);
  };
  const host = (options.host ?? workerHost)((message) =>
    emit(
      message.type === 'update' ? { type: 'update', update: message.update } : { type: 'error', error: message.error },
    ),
  );
  const humans = options.setup.seats.filter((s) => s.kind === 'human').length;
  host.send({ type: 'start', setup: options.setup, botDelayMs: options.botDelayMs ?? 0 });
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
    resign() {},
    close() {
      listeners.clear();
      host.close();
    },
  };
}
