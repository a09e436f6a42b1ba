/** Whether the database answers, as the command path and `/readyz` need to know it. */
export interface DatabaseAvailability {
  /** False while the database is known to be away. No I/O: a command asks this before it starts. */
  available(): boolean;
  /** Asks the database now (`SELECT 1`); a connection failure marks it away, an answer marks it back. */
  check(): Promise<boolean>;
  /** A query failed at the connection level: the database is away until a probe answers. */
  lost(error: unknown): void;
  /** Resolves once the database is available (at once if it is), or once it is closed. */
  whenAvailable(): Promise<void>;
}

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** While the database is away it is probed after 100 ms, then twice as long each time, up to every 5 s. */
export const DEFAULT_BACKOFF: Backoff = { firstMs: 100, maxMs: 5_000 };

/** SQLSTATE classes and codes that say the connection, not the statement, failed. */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg reports a dropped or unusable connection with plain Errors that carry no code.
const CONNECTION_MESSAGES = ['Connection terminated', 'is not queryable', 'timeout exceeded when trying to connect'];

/**
 * The connection failed (refused, reset, terminated by the server, timed out), as opposed to a statement the
 * database refused: the command may be tried again once the database is back.
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string') {
    if (CONNECTION_SYSCALL_CODES.has(code) || CONNECTION_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * Knows whether the database is there. Once a query fails at the connection level it is away, and a monitor probes
 * it with exponential backoff until it answers; then everyone waiting (bots, timers, rooms to re-read) is resumed.
 */
export class AvailabilityMonitor implements DatabaseAvailability {
  private up = true;
  private closed = false;
  private probeHandle: NodeJS.Timeout | null = null;
  private delayMs: number;
  private inFlight: Promise<boolean> | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly report: (error: unknown, context: string) => void,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {
    this.delayMs = backoff.firstMs;
  }

  available(): boolean {
    return this.up;
  }

  check(): Promise<boolean> {
    // Concurrent checks (many `/readyz`, the monitor) share one probe.
    this.inFlight ??= this.probe().then(
      () => {
        this.inFlight = null;
        this.back();
        return true;
      },
      (error: unknown) => {
        this.inFlight = null;
        if (!isConnectionError(error)) {
          this.report(error, 'database probe');
          return false;
        }
        this.lost(error);
        return false;
      },
    );
    return this.inFlight;
  }

  lost(error: unknown): void {
    if (this.closed || !this.up) return;
    this.up = false;
    this.report(error, 'database connection lost; probing until it answers');
    this.delayMs = this.backoff.firstMs;
    this.scheduleProbe();
  }

  /** Something may be wrong (a pooled connection dropped while idle): probe now rather than wait for a command. */
  suspect(error: unknown): void {
    if (this.closed) return;
    this.report(error, 'database connection error');
    void this.check();
  }

  whenAvailable(): Promise<void> {
    if (this.up || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops probing and releases every waiter (they find the server closing). */
  close(): void {
    this.closed = true;
    if (this.probeHandle) clearTimeout(this.probeHandle);
    this.probeHandle = null;
    this.release();
  }

  private scheduleProbe(): void {
    if (this.closed || this.probeHandle) return;
    this.probeHandle = setTimeout(() => {
      this.probeHandle = null;
      void this.check().then((ok) => {
        if (ok || this.closed) return;
        this.delayMs = Math.min(this.delayMs * 2, this.backoff.maxMs);
        this.scheduleProbe();
      });
    }, this.delayMs);
  }

  private back(): void {
    if (this.probeHandle) clearTimeout(this.probeHandle);
    this.probeHandle = null;
    if (this.up) return;
    this.up = true;
    this.release();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
