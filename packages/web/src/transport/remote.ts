import { CLOSE_CODES, type ClientMessage, type ServerMessage } from '@arrakis/server/protocol';
import type { DuneAction, DuneView } from '@arrakis/dune';
import {
  EMPTY_CHAT,
  isChatRefusal,
  reduceChat,
  type ChatEvent,
  type ChatLink,
  type ChatSnapshot,
} from '../chat/chatState.ts';
import type { ConnectionEvent, Explanation, GameConnection, LogEntry, SeatInfo, Update } from './types.ts';

export interface RemoteOptions {
  readonly matchId: string;
  /** The seat token; none for a spectator. */
  readonly token?: string;
  /** Base URL of the WebSocket endpoint; by default the page's own host. */
  readonly wsBase?: string;
}

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
const PING_MS = 25_000;

type UpdateMessage = Extract<ServerMessage, { type: 'update' }>;

/** The seats of an update; from a server that predates `players`, what `resigned` tells (no names). */
export function playersOf(message: UpdateMessage): SeatInfo[] {
  if (message.players) return [...message.players];
  const resigned = new Set(message.resigned ?? []);
  return [...resigned].map((seat) => ({ seat, name: '', kind: 'human' as const, resigned: true }));
}

function defaultWsBase(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

/**
 * The server's WebSocket protocol (packages/server/src/protocol.ts): hello, updates, reconnect and resume, and the
 * log's earlier pages on demand.
 */
export function connectRemote<V = DuneView, A = DuneAction>(options: RemoteOptions): GameConnection<V, A> {
  const listeners = new Set<(event: ConnectionEvent<V, A>) => void>();
  let socket: WebSocket | null = null;
  let lastSeq: number | null = null;
  let attempt = 0;
  let closed = false;
  let ping: ReturnType<typeof setInterval> | null = null;
  let last: Update<V, A> | null = null;
  let fullLogNext = true;
  // The log received so far, from `logFrom` on: a screen that subscribes late gets it whole.
  let log: LogEntry[] = [];
  let logFrom = 1;

  // The chat (issue 18): kept here, so that a chat tab opened after the server's first page still gets it.
  const chatListeners = new Set<(snapshot: ChatSnapshot, event: ChatEvent | null) => void>();
  let chat: ChatSnapshot = EMPTY_CHAT;
  let lastWasChat = false;

  // The explain requests sent and not answered yet, by id: a lost socket answers them `offline`.
  const asked = new Map<number, (answer: Explanation) => void>();
  let nextId = 0;
  let lastWasExplain = false;
  const answerAll = (code: string) => {
    for (const answer of asked.values())
      answer({ seq: lastSeq ?? 0, error: { code, messageKey: `errors.${code}`, params: {} } });
    asked.clear();
  };
  const offline = () => answerAll('offline');

  const emit = (event: ConnectionEvent<V, A>) => {
    for (const l of listeners) l(event);
  };
  const emitChat = (event: ChatEvent) => {
    chat = reduceChat(chat, event);
    for (const l of chatListeners) l(chat, event);
  };
  const write = (message: ClientMessage) => {
    lastWasChat = message.type.startsWith('chat');
    lastWasExplain = message.type === 'explain';
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else if (lastWasChat) emitChat({ type: 'refused', refusal: { code: 'offline', params: {} } });
    else emit({ type: 'error', error: { code: 'offline', messageKey: 'errors.offline', params: {} } });
  };

  const open = () => {
    emit({ type: 'state', state: attempt === 0 ? 'connecting' : 'reconnecting' });
    const url = `${options.wsBase ?? defaultWsBase()}/ws?match=${encodeURIComponent(options.matchId)}`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      attempt = 0;
      fullLogNext = lastSeq === null;
      const hello: ClientMessage = {
        type: 'hello',
        ...(options.token ? { token: options.token } : {}),
        ...(lastSeq !== null ? { lastSeq } : {}),
      };
      ws.send(JSON.stringify(hello));
      emit({ type: 'state', state: 'open' });
      ping = setInterval(() => write({ type: 'ping' }), PING_MS);
    });
    ws.addEventListener('message', (event: MessageEvent<string>) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'update') {
        // A server sends a page at most: when it starts past what this client has, the log restarts there.
        const fullLog = fullLogNext || (message.logFrom !== undefined && message.logFrom > (lastSeq ?? 0) + 1);
        const update: Update<V, A> = {
          matchId: message.matchId,
          ...(message.game ? { game: message.game } : {}),
          seq: message.seq,
          seat: message.seat,
          // The server sends the view and actions of the game it names (`game`).
          view: message.view as V,
          actions: message.actions as A[],
          log: message.log,
          fullLog,
          ...(message.logFrom !== undefined ? { logFrom: message.logFrom } : {}),
          status: message.status,
          deadline: message.deadline,
          players: playersOf(message),
          rematch: message.rematch ?? null,
          ...(message.autoPass !== undefined ? { autoPass: message.autoPass } : {}),
          ...(message.decisionCount !== undefined ? { decisionCount: message.decisionCount } : {}),
        };
        fullLogNext = false;
        lastSeq = message.seq;
        last = update;
        if (fullLog) {
          log = [...message.log];
          logFrom = message.logFrom ?? 1;
        } else {
          log.push(...message.log);
        }
        emit({ type: 'update', update });
      } else if (message.type === 'history') {
        if (message.beforeSeq === logFrom) {
          log = [...message.entries, ...log];
          logFrom = message.fromSeq;
        }
        const { beforeSeq, entries, fromSeq } = message;
        emit({ type: 'history', beforeSeq, entries, fromSeq });
      } else if (message.type === 'explained') {
        asked.get(message.id)?.({ seq: message.seq, error: message.error });
        asked.delete(message.id);
      } else if (message.type === 'notice') {
        emit({ type: 'notice', notice: message.event });
      } else if (message.type === 'chat') {
        const { lines, live, more, before } = message;
        emitChat({ type: 'lines', lines, live, more, ...(before !== undefined ? { before } : {}) });
      } else if (message.type === 'chatSettings') {
        emitChat({ type: 'settings', muted: message.muted, shownWith: message.shownWith });
      } else if (message.type === 'chatReported') {
        emitChat({ type: 'reported', n: message.n });
      } else if (
        message.type === 'error' &&
        (isChatRefusal(message.code) ||
          (lastWasChat && (message.code === 'rateLimited' || message.code === 'messageTooLarge')))
      ) {
        emitChat({ type: 'refused', refusal: { code: message.code, params: message.params } });
      } else if (message.type === 'error' && message.code === 'rateLimited' && lastWasExplain && asked.size > 0) {
        // A question asked too fast is no refused move: the asker hears it, the table's banner does not.
        answerAll('rateLimited');
      } else if (message.type === 'error') {
        const { code, messageKey, params, rule } = message;
        emit({ type: 'error', error: { code, messageKey, params, ...(rule ? { rule } : {}) } });
      }
    });
    ws.addEventListener('close', (event) => {
      if (ping) clearInterval(ping);
      ping = null;
      offline();
      if (closed) return;
      // Too many spectators or sockets: a place may free up, but not in a second.
      if (event.code === CLOSE_CODES.tooMany) attempt = Math.max(attempt, BACKOFF_MS.length - 1);
      const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
      attempt++;
      emit({ type: 'state', state: 'reconnecting' });
      setTimeout(open, wait);
    });
  };
  open();

  const chatLink: ChatLink = {
    subscribe(listener) {
      chatListeners.add(listener);
      listener(chat, null);
      return () => chatListeners.delete(listener);
    },
    post: (to, text) => write({ type: 'chat', to, text, matchId: options.matchId }),
    earlier: (beforeN) => write({ type: 'chatHistory', beforeN }),
    mute: (seat, muted) => write({ type: 'chatMute', seat, muted }),
    report: (n) => write({ type: 'chatReport', n }),
    show: (seat, shown) => write({ type: 'chatShow', seat, shown }),
  };

  return {
    kind: 'remote',
    chat: chatLink,
    hotSeat: false,
    subscribe(listener) {
      listeners.add(listener);
      if (last) listener({ type: 'update', update: { ...last, log: [...log], fullLog: true, logFrom } });
      return () => listeners.delete(listener);
    },
    send(action) {
      write({ type: 'action', seq: lastSeq ?? 0, action });
    },
    explain(action) {
      if (socket?.readyState !== WebSocket.OPEN) {
        return Promise.resolve({
          seq: lastSeq ?? 0,
          error: { code: 'offline', messageKey: 'errors.offline', params: {} },
        });
      }
      const id = nextId++;
      return new Promise<Explanation>((resolve) => {
        asked.set(id, resolve);
        write({ type: 'explain', id, action });
      });
    },
    loadEarlier(beforeSeq) {
      write({ type: 'history', beforeSeq });
    },
    setAutoPass(enabled) {
      write({ type: 'autoPass', enabled });
    },
    resign() {
      write({ type: 'resign' });
    },
    vacation(hours) {
      write({ type: 'vacation', ...(hours !== undefined ? { hours } : {}) });
    },
    seatVote(seat, proposal, agree) {
      write({ type: 'seatVote', seat, proposal, agree });
    },
    close() {
      closed = true;
      offline();
      socket?.close();
      emit({ type: 'state', state: 'closed' });
    },
  };
}
