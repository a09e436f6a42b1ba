import type { AutoPassDelay } from '@arrakis/engine';
import type { DuneAction, DuneView } from '@arrakis/dune';
import type { LocalGameSetup } from './localRules.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import type { ConnectionEvent, Explanation, GameConnection, LogEntry, Update } from './types.ts';

/** A new game (saved under `id` when the host has a store), or a saved one to `resume` by its id. */
export type LocalOptions = {
  /** Pause between two bot actions, so people can follow. */
  readonly botDelayMs?: number;
  /** Before the host answers a window a person cannot use (default: see `autoPassDelayFor`). */
  readonly autoPassDelay?: AutoPassDelay;
  /** Where the engine runs: a Web Worker by default; tests pass an inline host. */
  readonly host?: LocalHostFactory;
} & ({ readonly setup: LocalGameSetup; readonly id?: string } | { readonly resume: string });

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
  // The explain requests asked and not answered yet, by id.
  const asked = new Map<number, (answer: Explanation) => void>();
  let nextId = 0;
  const host = (options.host ?? workerHost)((message) => {
    if (message.type === 'explained') {
      asked.get(message.id)?.({ seq: message.seq, error: message.error });
      asked.delete(message.id);
      return;
    }
    emit(
      // The engine the setup names sends its own views and actions.
      message.type === 'update'
        ? { type: 'update', update: message.update as Update<V, A> }
        : { type: 'error', error: message.error },
    );
  });
  const botDelayMs = options.botDelayMs ?? 0;
  const autoPass = options.autoPassDelay ? { autoPassDelay: options.autoPassDelay } : {};
  host.send(
    'resume' in options
      ? { type: 'resume', id: options.resume, botDelayMs, ...autoPass }
      : {
          type: 'start',
          id: options.id ?? `local-${options.setup.seed}`,
          setup: options.setup,
          botDelayMs,
          ...autoPass,
        },
  );
  return {
    kind: 'local',
    // A resumed game says who plays in its first update.
    get hotSeat() {
      const players = last?.players ?? ('setup' in options ? options.setup.seats : []);
      return players.filter((p) => p.kind === 'human').length > 1;
    },
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
    explain(action) {
      const id = nextId++;
      return new Promise<Explanation>((resolve) => {
        asked.set(id, resolve);
        host.send({ type: 'explain', id, action });
      });
    },
    resign() {},
    close() {
      for (const answer of asked.values())
        answer({ seq: last?.seq ?? 0, error: { code: 'offline', messageKey: 'errors.offline', params: {} } });
      asked.clear();
      listeners.clear();
      host.close();
    },
  };
}
