import pg from 'pg';

/**
 * Who runs a match's timers, bots and auto-passes (issue 23): the holder of its lease. One process holds every
 * lease; several instances share them through PostgreSQL advisory locks. The log's primary key `(match, seq)` is the
 * fence behind the lease: a holder that lost its lease without knowing it yet cannot commit over another's action.
 */
export interface MatchLeases {
  /** Whether this instance holds the match's lease now. */
  holds(matchId: string): boolean;
  /** Tries to take the leases of these matches; answers those now held (already held ones included). */
  take(matchIds: readonly string[]): Promise<Set<string>>;
  release(matchId: string): Promise<void>;
  /** Releases every lease (graceful shutdown): another instance takes the matches over at once. */
  close(): Promise<void>;
}

/** One process: every match is its own. */
export const LOCAL_LEASES: MatchLeases = {
  holds: () => true,
  take: (ids) => Promise.resolve(new Set(ids)),
  release: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * Session advisory locks on one connection of their own: when the process dies its connection closes, PostgreSQL
 * drops its locks, and another instance takes them on its next scan. The key is a 64-bit hash of the match id.
 */
export class AdvisoryLeases implements MatchLeases {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly held = new Set<string>();
  private closed = false;
  /** One query at a time on the lease connection. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly options: { lost(): void; report(error: unknown, context: string): void },
  ) {}

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: 'arrakis-leases' });
      client.on('error', (error) => this.drop(client, error));
      client.on('end', () => this.drop(client, null));
      try {
        await client.connect();
      } catch (error) {
        this.connecting = null;
        throw error;
      }
      this.client = client;
      this.connecting = null;
      return client;
    })();
    return this.connecting;
  }

  /** The lease connection is gone: so are its locks. The next scan takes them again if nobody else did. */
  private drop(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    if (error && !this.closed) this.options.report(error, 'lease connection');
    client.end().catch(() => undefined);
    if (this.held.size === 0) return;
    this.held.clear();
    if (!this.closed) this.options.lost();
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  holds(matchId: string): boolean {
    return this.held.has(matchId);
  }

  take(matchIds: readonly string[]): Promise<Set<string>> {
    return this.serial(() => this.takeNow(matchIds));
  }

  private async takeNow(matchIds: readonly string[]): Promise<Set<string>> {
    if (this.closed) return new Set();
    // A session lock is counted: taking one already held would need two releases.
    const wanted = [...new Set(matchIds)].filter((id) => !this.held.has(id));
    if (wanted.length > 0) {
      const client = await this.connection();
      const result = await client.query<{ id: string }>(
        'SELECT id FROM unnest($1::text[]) AS id WHERE pg_try_advisory_lock(hashtextextended(id, 0))',
        [wanted],
      );
      if (this.client === client) for (const row of result.rows) this.held.add(row.id);
    }
    return new Set(matchIds.filter((id) => this.held.has(id)));
  }

  release(matchId: string): Promise<void> {
    return this.serial(async () => {
      if (!this.held.delete(matchId) || !this.client) return;
      await this.client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [matchId]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.held.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
