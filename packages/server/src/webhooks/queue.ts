import { postWebhook, resolveWebhook, type AttemptResult, type WebhookPolicy } from './delivery.ts';

/** One message for one match's webhook. */
export interface WebhookMessage {
  readonly matchId: string;
  readonly url: string;
  /** The JSON body, already cut to `WEBHOOK_MAX_BODY_BYTES`. */
  readonly body: string;
}

export interface WebhookQueueOptions {
  readonly policy: WebhookPolicy;
  /** Messages waiting at most; a message beyond it is dropped (and reported). */
  readonly capacity: number;
  /** Waits before each new attempt: its length is the number of retries. */
  readonly backoffMs: readonly number[];
  /** Attempts at once, across all matches. */
  readonly concurrency: number;
  report(error: unknown, context: string): void;
}

export const DEFAULT_WEBHOOK_QUEUE = {
  capacity: 1_000,
  backoffMs: [1_000, 5_000, 30_000],
  concurrency: 4,
} as const;

interface Pending {
  readonly message: WebhookMessage;
  attempt: number;
}

/**
 * The server's webhook deliveries, off the request path: a bounded queue sent in order per match (a match's
 * messages never overtake each other), a few at once overall, each retried with backoff. The address is resolved
 * and checked again before every attempt, and the connection goes to the address checked.
 */
export class WebhookQueue {
  private readonly waiting: Pending[] = [];
  /** Matches with a message being sent or waiting for its retry: their next messages wait behind it. */
  private readonly busy = new Set<string>();
  private running = 0;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WebhookQueueOptions) {}

  get policy(): WebhookPolicy {
    return this.options.policy;
  }

  /** Queues a message; false when the queue is full or closed (the message is dropped). */
  push(message: WebhookMessage): boolean {
    if (this.closed) return false;
    if (this.waiting.length >= this.options.capacity) {
      this.options.report(new Error('webhook queue full: message dropped'), `webhook of match ${message.matchId}`);
      return false;
    }
    this.waiting.push({ message, attempt: 0 });
    this.pump();
    return true;
  }

  /** Resolves once nothing is waiting, being sent or due for a retry (tests, and an orderly stop). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.running === 0 && this.busy.size === 0;
  }

  private pump(): void {
    while (this.running < this.options.concurrency && !this.closed) {
      const index = this.waiting.findIndex((p) => !this.busy.has(p.message.matchId));
      if (index < 0) break;
      const [next] = this.waiting.splice(index, 1);
      this.send(next!);
    }
    if (this.isIdle()) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private send(pending: Pending): void {
    const { matchId } = pending.message;
    this.busy.add(matchId);
    this.running++;
    this.attempt(pending)
      .catch((error: unknown): AttemptResult => {
        this.options.report(error, `webhook of match ${matchId}`);
        return 'drop';
      })
      .then((result) => {
        this.running--;
        const delay = this.options.backoffMs[pending.attempt];
        if (result === 'retry' && delay !== undefined && !this.closed) {
          pending.attempt++;
          const timer = setTimeout(() => {
            this.retryTimers.delete(timer);
            this.busy.delete(matchId);
            // Back at the head of the queue: the match's later messages stay behind it.
            this.waiting.unshift(pending);
            this.pump();
          }, delay);
          timer.unref();
          this.retryTimers.add(timer);
        } else {
          this.busy.delete(matchId);
        }
        this.pump();
      });
  }

  private async attempt(pending: Pending): Promise<AttemptResult> {
    let url: URL;
    try {
      url = new URL(pending.message.url);
    } catch {
      return 'drop';
    }
    const target = await resolveWebhook(url, this.options.policy);
    // A name that now resolves to a refused address is never sent to; one that does not resolve may later.
    if (!target.ok) return target.error.code === 'webhookUnresolved' ? 'retry' : 'drop';
    return postWebhook(target.value, pending.message.body);
  }

  /** Stops: waiting messages and retries are dropped; attempts under way end by their timeout. */
  close(): void {
    this.closed = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    this.waiting.length = 0;
    this.busy.clear();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
