import { randomInt, seedRng, type GameEvent, type RngState, type Seat, type SeatSetup } from '@arrakis/engine';
import {
  imperium,
  type ImperiumAction,
  type ImperiumOptions,
  type ImperiumState,
  type ImperiumView,
} from '@arrakis/imperium';
import type { ConnectionError, ConnectionEvent, GameConnection, LogEntry, Update } from './types.ts';

export type ImperiumUpdate = Update<ImperiumView, ImperiumAction>;
export type ImperiumConnection = GameConnection<ImperiumView, ImperiumAction>;

/** A Dune: Imperium game in the browser: 1 to 4 seats (House Hagal's Rivals are added by the engine). */
export interface ImperiumLocalSetup {
  readonly seats: readonly SeatSetup[];
  readonly options: Partial<ImperiumOptions>;
  readonly seed: string;
}

/** Messages from the page to the local Imperium engine, and back. */
export type ToImperiumLocal =
  | { readonly type: 'start'; readonly setup: ImperiumLocalSetup; readonly botDelayMs: number }
  | { readonly type: 'action'; readonly action: unknown };
export type FromImperiumLocal =
  | { readonly type: 'update'; readonly update: ImperiumUpdate }
  | { readonly type: 'error'; readonly error: ConnectionError };

interface StoredEvent {
  readonly seq: number;
  readonly event: GameEvent;
}

/**
 * The Imperium engine in the browser, for hot-seat and bot games without a server: the same updates a server
 * sends. Bot seats play at random (the only Imperium bot so far), with their own RNG, never the game's.
 */
export class LocalImperium {
  readonly matchId: string;
  private state: ImperiumState;
  private seq = 0;
  private readonly events: StoredEvent[] = [];
  private readonly seats: readonly SeatSetup[];
  private readonly botRng: RngState;

  constructor(setup: ImperiumLocalSetup, matchId = `local-${setup.seed}`) {
    this.matchId = matchId;
    this.seats = setup.seats;
    this.state = imperium.setup(setup.options, setup.seats, setup.seed);
    this.botRng = seedRng(`${setup.seed}:bots`);
  }

  get over(): boolean {
    return imperium.outcome(this.state) !== null;
  }

  waitingHumans(): Seat[] {
    return imperium
      .decisions(this.state)
      .map((d) => d.seat)
      .filter((s) => this.seats[s]?.kind === 'human');
  }

  humanSeats(): Seat[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  apply(seat: Seat, action: unknown): ConnectionError | null {
    const result = imperium.apply(this.state, seat, action);
    if (!result.ok) return result.error;
    this.state = result.state;
    this.seq++;
    for (const event of result.events) this.events.push({ seq: this.seq, event });
    return null;
  }

  /** Plays bot decisions until a person must decide or the game is over; at most `limit` actions. */
  runBots(limit = Number.POSITIVE_INFINITY): number {
    let played = 0;
    while (played < limit && !this.over) {
      const decision = imperium.decisions(this.state).find((d) => this.seats[d.seat]?.kind === 'bot');
      if (!decision) return played;
      const actions = imperium.legalActions(this.state, decision.seat);
      if (actions.length === 0) throw new Error(`bot seat ${decision.seat} has no legal action for ${decision.kind}`);
      const error = this.apply(decision.seat, actions[randomInt(this.botRng, actions.length)]);
      if (error) throw new Error(`bot action refused: ${error.code}`);
      played++;
    }
    return played;
  }

  update(seat: Seat | null, sinceSeq: number | null): ImperiumUpdate {
    const visible = (e: GameEvent) => e.visibility === 'public' || (seat !== null && e.visibility.includes(seat));
    const log: LogEntry[] = this.events
      .filter((e) => (sinceSeq === null || e.seq > sinceSeq) && visible(e.event))
      .map((e) => ({ seq: e.seq, type: e.event.type, params: e.event.params }));
    return {
      matchId: this.matchId,
      game: 'imperium',
      seq: this.seq,
      seat,
      view: imperium.view(this.state, seat),
      actions: seat === null || this.over ? [] : imperium.legalActions(this.state, seat),
      log,
      fullLog: sinceSeq === null,
      status: this.over ? 'finished' : 'active',
      deadline: null,
      players: this.seats.map((s, i) => ({ seat: i, name: s.name, kind: s.kind, resigned: false })),
      rematch: null,
    };
  }
}

/** One screen's side of a local game: the seat it shows (hot-seat: the person the game waits for). */
export class LocalImperiumSession {
  readonly game: LocalImperium;
  private active: Seat | null;
  private readonly sentSeq = new Map<Seat, number>();
  private lastShown: Seat | null = null;

  constructor(game: LocalImperium) {
    this.game = game;
    this.active = game.humanSeats()[0] ?? null;
  }

  update(): ImperiumUpdate {
    const waiting = this.game.waitingHumans();
    if (this.active === null || !waiting.includes(this.active)) this.active = waiting[0] ?? this.active;
    const seat = this.active;
    const key = seat ?? -1;
    const since = seat === this.lastShown ? (this.sentSeq.get(key) ?? null) : null;
    const update = this.game.update(seat, since);
    this.sentSeq.set(key, update.seq);
    this.lastShown = seat;
    return update;
  }

  send(action: unknown): ConnectionError | null {
    if (this.active === null) return { code: 'spectator', messageKey: 'errors.spectator', params: {} };
    return this.game.apply(this.active, action);
  }
}

/** Runs a local Imperium game behind the message protocol; bots play one action every `botDelayMs`. */
export function createImperiumHost(post: (message: FromImperiumLocal) => void): {
  send(message: ToImperiumLocal): void;
  close(): void;
} {
  let session: LocalImperiumSession | null = null;
  let delay = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    if (session) post({ type: 'update', update: session.update() });
  };
  const playBots = () => {
    timer = null;
    if (!session) return;
    if (delay <= 0) {
      session.game.runBots();
      publish();
      return;
    }
    if (session.game.runBots(1) > 0) {
      publish();
      timer = setTimeout(playBots, delay);
    }
  };
  const afterChange = () => {
    publish();
    if (timer === null) playBots();
  };
  return {
    send(message) {
      if (message.type === 'start') {
        try {
          session = new LocalImperiumSession(new LocalImperium(message.setup));
        } catch (error) {
          post({
            type: 'error',
            error: { code: 'worker', messageKey: 'errors.worker', params: { message: String(error) } },
          });
          return;
        }
        delay = message.botDelayMs;
        afterChange();
        return;
      }
      if (!session) return;
      const error = session.send(message.action);
      if (error) post({ type: 'error', error });
      else afterChange();
    },
    close() {
      if (timer !== null) clearTimeout(timer);
      session = null;
    },
  };
}

export type ImperiumHostFactory = (post: (message: FromImperiumLocal) => void) => {
  send(message: ToImperiumLocal): void;
  close(): void;
};

function workerHost(post: (message: FromImperiumLocal) => void): ReturnType<ImperiumHostFactory> {
  const worker = new Worker(new URL('./imperiumWorker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<FromImperiumLocal>) => post(event.data));
  worker.addEventListener('error', (event) => {
    post({ type: 'error', error: { code: 'worker', messageKey: 'errors.worker', params: { message: event.message } } });
  });
  return { send: (message) => worker.postMessage(message), close: () => worker.terminate() };
}

/** The Imperium engine in a Web Worker: hot-seat and bot games without a server. */
export function connectLocalImperium(options: {
  readonly setup: ImperiumLocalSetup;
  readonly botDelayMs?: number;
  readonly host?: ImperiumHostFactory;
}): ImperiumConnection {
  const listeners = new Set<(event: ConnectionEvent<ImperiumView, ImperiumAction>) => void>();
  let last: ImperiumUpdate | null = null;
  let log: LogEntry[] = [];
  const emit = (event: ConnectionEvent<ImperiumView, ImperiumAction>) => {
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
  host.send({ type: 'start', setup: options.setup, botDelayMs: options.botDelayMs ?? 0 });
  return {
    kind: 'local',
    hotSeat: options.setup.seats.filter((s) => s.kind === 'human').length > 1,
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
