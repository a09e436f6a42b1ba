import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { traceSpan, tracing } from './trace.ts';

/** Work on thousands of sockets goes in slices of about this long: other matches get their turns in between. */
const SLICE_MS = 4;

/**
 * The clock is looked at after this many items only. A table's own sockets are written in one go: the elapsed time
 * also counts the other rooms' work interleaved at each `await` (a Redis read delivers a batch of matches' changes),
 * and a yield then costs a whole turn of a busy event loop between one seat's update and the next (issue 23).
 */
const SLICE_ITEMS = 16;

/** Calls `each` on every item, letting the event loop run other work every `SLICE_MS` or so. */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => unknown): Promise<void> {
  let sliceStart = performance.now();
  let done = 0;
  for (const item of items) {
    // Only a promise is waited for: an item done at once lets no other room's work in between (issue 23).
    const pending = each(item);
    if (pending instanceof Promise) await pending;
    if (++done % SLICE_ITEMS === 0 && performance.now() - sliceStart > SLICE_MS) {
      const yielded = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      if (tracing) traceSpan('slices', 0, 'yield', performance.now() - yielded);
      sliceStart = performance.now();
    }
  }
}

/** What a crowd of sockets may cost the server (`ServerOptions.sockets`; env vars in src/main.ts). */
export interface SocketLimits {
  /** Spectator sockets watching one match. Seats (token holders) are never counted nor refused. */
  readonly spectatorsPerMatch: number;
  /** Spectator sockets from one client address, over every match. */
  readonly spectatorsPerAddress: number;
  /** Sockets from one client address, seats and spectators alike, counted from the connection on. */
  readonly socketsPerAddress: number;
  /** A socket with more than this many bytes waiting to be sent when a message is due is closed (1013). */
  readonly maxBufferedBytes: number;
  /** A socket without a successful `hello` this long after it opened is closed (4408). */
  readonly helloTimeoutMs: number;
  /** Every socket is pinged this often; one that did not answer the previous ping is terminated. */
  readonly heartbeatMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  spectatorsPerMatch: 200,
  spectatorsPerAddress: 20,
  socketsPerAddress: 60,
  maxBufferedBytes: 1024 * 1024,
  helloTimeoutMs: 10_000,
  heartbeatMs: 30_000,
};

interface AddressCount {
  sockets: number;
  spectators: number;
}

/**
 * Every socket of the server: how many each address holds (sockets, spectators), and the heartbeat. One interval
 * pings them all, so a crowd of idle sockets costs one timer, not one each.
 */
export class SocketRegistry {
  private readonly addresses = new Map<string, AddressCount>();
  /** Live sockets, and whether each answered the last ping. */
  private readonly alive = new Map<WebSocket, boolean>();
  private readonly heartbeat: NodeJS.Timeout;
  private beating = false;

  constructor(readonly limits: SocketLimits) {
    this.heartbeat = setInterval(() => {
      if (this.beating) return;
      this.beating = true;
      void this.beat().finally(() => (this.beating = false));
    }, limits.heartbeatMs);
    // Never the reason the process stays up; `close` clears it.
    this.heartbeat.unref();
  }

  private count(address: string): AddressCount {
    let count = this.addresses.get(address);
    if (!count) {
      count = { sockets: 0, spectators: 0 };
      this.addresses.set(address, count);
    }
    return count;
  }

  private forgetIfEmpty(address: string, count: AddressCount): void {
    if (count.sockets === 0 && count.spectators === 0) this.addresses.delete(address);
  }

  /** Counts a new socket of the address, unless the address already holds its cap; then false. */
  open(socket: WebSocket, address: string): boolean {
    const count = this.count(address);
    if (count.sockets >= this.limits.socketsPerAddress) {
      this.forgetIfEmpty(address, count);
      return false;
    }
    count.sockets++;
    this.alive.set(socket, true);
    socket.on('pong', () => {
      if (this.alive.has(socket)) this.alive.set(socket, true);
    });
    return true;
  }

  /** The socket closed (only for a socket `open` accepted). */
  closed(socket: WebSocket, address: string): void {
    this.alive.delete(socket);
    const count = this.count(address);
    count.sockets--;
    this.forgetIfEmpty(address, count);
  }

  /** Takes a spectator place of the address, unless it holds its cap; then false. */
  admitSpectator(address: string): boolean {
    const count = this.count(address);
    if (count.spectators >= this.limits.spectatorsPerAddress) {
      this.forgetIfEmpty(address, count);
      return false;
    }
    count.spectators++;
    return true;
  }

  releaseSpectator(address: string): void {
    const count = this.count(address);
    count.spectators--;
    this.forgetIfEmpty(address, count);
  }

  private async beat(): Promise<void> {
    await inSlices([...this.alive.keys()], (socket) => {
      const answered = this.alive.get(socket);
      if (answered === false) {
        // No pong since the last beat: a dead peer or one that stopped reading. Its 'close' follows at once.
        this.alive.delete(socket);
        socket.terminate();
      } else if (answered && socket.readyState === socket.OPEN) {
        this.alive.set(socket, false);
        socket.ping();
      }
    });
  }

  /** Sockets open now (the metrics, issue 23). */
  get openCount(): number {
    return this.alive.size;
  }

  /** Closes every open socket with this code (1012 on shutdown: "service restart, reconnect"). */
  closeAll(code: number, reason: string): void {
    for (const socket of this.alive.keys()) if (socket.readyState === socket.OPEN) socket.close(code, reason);
  }

  close(): void {
    clearInterval(this.heartbeat);
  }
}
