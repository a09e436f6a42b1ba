import { randomUUID } from 'node:crypto';
import type { GameEvent } from '@arrakis/engine';
import { Redis } from 'ioredis';
import type { MatchStatus, ServerNotice } from '../protocol.ts';
import type { ActionSource, StoredSeat, StoredTimer } from '../storage/matchStore.ts';
import { traceMark, tracing, wallClock } from '../trace.ts';

/** The action committed at a message's seq, as the log stores it. */
export interface CommittedAction {
  readonly seat: number;
  readonly action: unknown;
  readonly source: ActionSource;
  readonly events: readonly GameEvent[];
  readonly at: number;
}

/** The match row's changing part after a change: with it, a receiver reads neither the row nor the timers. */
export interface RowAfter {
  readonly seats: readonly StoredSeat[];
  readonly status: MatchStatus;
  readonly timers: readonly StoredTimer[];
}

/**
 * What one instance tells the others after a commit of a match (issue 23): the match's seq then, and what changed.
 * An action carries itself and the row after it, so a room at the previous seq applies it with the engine (which is
 * deterministic) and reads nothing; a seat change carries the row. A room that sees a seq it cannot follow from its
 * own (a message lost, a room loaded meanwhile) reads the log from the database, and so does one told of a change
 * without its content (a rematch): a message lost or late leaves no gap. Redis is internal: actions and seats are
 * what the database holds, and each client is still sent only its own seat's view.
 */
export interface MatchChangeMessage {
  /** The instance that committed the change: it skips its own messages. */
  readonly origin: string;
  readonly seq: number;
  readonly notice?: ServerNotice;
  /** A chat line was stored: its number. */
  readonly chat?: number;
  /** The action committed at `seq`. */
  readonly action?: CommittedAction;
  /** The row after the change, when the change was the action's or the seats'. */
  readonly row?: RowAfter;
}

/** A change as its instance publishes it. */
export type PublishedChange = Omit<MatchChangeMessage, 'origin'>;

export type ChangeListener = (message: MatchChangeMessage) => void;

/** Publishes committed changes of matches and delivers those of the other instances to the rooms that watch. */
export interface Fanout {
  /** This instance's id in messages. */
  readonly origin: string;
  /** After a commit: never throws (a lost message is caught up by the next one or the periodic check). */
  publish(matchId: string, change: PublishedChange): void;
  /** Listens to the other instances' changes of a match; the answer stops listening. */
  subscribe(matchId: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** One process: nobody else commits, so there is nothing to tell or hear. */
export const LOCAL_FANOUT: Fanout = {
  origin: 'local',
  publish: () => undefined,
  subscribe: () => () => undefined,
  close: () => Promise.resolve(),
};

const CHANNEL_PREFIX = 'arrakis:match:';

/**
 * Redis pub/sub: one connection publishes, one subscribes to the channels of the matches whose rooms are in memory
 * here. After a reconnection `resynced` is called: messages may have been lost meanwhile, so every room reads its
 * match again.
 */
export class RedisFanout implements Fanout {
  readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private everReady = false;

  constructor(
    url: string,
    private readonly options: { resynced(): void; report(error: unknown, context: string): void },
  ) {
    const settings = { maxRetriesPerRequest: null, lazyConnect: true, enableOfflineQueue: true } as const;
    this.publisher = new Redis(url, settings);
    this.subscriber = new Redis(url, settings);
    let lastError = '';
    const quietError = (error: Error): void => {
      // A Redis outage is reported once, not on every reconnection attempt.
      if (error.message === lastError) return;
      lastError = error.message;
      options.report(error, 'redis');
    };
    this.publisher.on('error', quietError);
    this.subscriber.on('error', quietError);
    this.subscriber.on('ready', () => {
      lastError = '';
      if (this.everReady) options.resynced();
      this.everReady = true;
    });
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
  }

  /** Both connections up: a start fails when Redis cannot be reached. */
  async connect(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
  }

  private deliver(channel: string, text: string): void {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const listeners = this.listeners.get(channel.slice(CHANNEL_PREFIX.length));
    if (!listeners) return;
    const deliveredAt = tracing ? wallClock() : 0;
    let message: MatchChangeMessage;
    try {
      message = JSON.parse(text) as MatchChangeMessage;
    } catch (error) {
      this.options.report(error, `redis message on ${channel}`);
      return;
    }
    if (message.origin === this.origin || typeof message.seq !== 'number') return;
    if (tracing && message.action) {
      const matchId = channel.slice(CHANNEL_PREFIX.length);
      traceMark(matchId, message.seq, 'delivered', deliveredAt);
    }
    for (const listener of listeners) listener(message);
  }

  publish(matchId: string, change: PublishedChange): void {
    const message: MatchChangeMessage = { origin: this.origin, ...change };
    const text = JSON.stringify(message);
    if (change.action) traceMark(matchId, change.seq, 'publishing');
    this.publisher
      .publish(CHANNEL_PREFIX + matchId, text)
      .then(() => (change.action ? traceMark(matchId, change.seq, 'publishAck') : undefined))
      .catch((error: unknown) => this.options.report(error, `publishing match ${matchId}`));
  }

  subscribe(matchId: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(matchId);
    if (!set) {
      set = new Set();
      this.listeners.set(matchId, set);
      this.subscriber
        .subscribe(CHANNEL_PREFIX + matchId)
        .catch((error: unknown) => this.options.report(error, `subscribing to match ${matchId}`));
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(matchId);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(matchId);
      this.subscriber
        .unsubscribe(CHANNEL_PREFIX + matchId)
        .catch((error: unknown) => this.options.report(error, `unsubscribing from match ${matchId}`));
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([this.publisher.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
  }
}
