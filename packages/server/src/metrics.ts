import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ActionSource } from './storage/matchStore.ts';

/** What a room tells the metrics and the log (issue 23). */
export interface RoomObserver {
  /** An action was committed at `seq`. */
  committed(matchId: string, seq: number, source: ActionSource): void;
  /** A command (an action sent by a client) took this long from its arrival at the room to its answer. */
  commandDone(seconds: number, ok: boolean): void;
  /** A deadline fired this long after it was due. */
  timerFired(lagSeconds: number): void;
}

/** What the gauges read when `/metrics` is asked. */
export interface MetricSources {
  openSockets(): number;
  activeMatches(): number;
  botQueue(): number;
  leasesHeld(): number;
}

/**
 * The Prometheus metrics of one server (`GET /metrics`), in a registry of its own: several servers may run in one
 * process (the tests). Actions per second is `rate(arrakis_actions_total[1m])`.
 */
export class ServerMetrics implements RoomObserver {
  readonly registry = new Registry();
  private readonly actions: Counter<'source'>;
  private readonly commands: Histogram<'outcome'>;
  private readonly timerLag: Histogram;
  private readonly queries: Counter;

  constructor(
    sources: MetricSources,
    private readonly log: (fields: Record<string, unknown>, message: string) => void,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'arrakis_process_' });
    this.actions = new Counter({
      name: 'arrakis_actions_total',
      help: 'Actions committed by this instance, by source (seat, bot, timeout, autoPass, resigned)',
      labelNames: ['source'],
      registers,
    });
    this.commands = new Histogram({
      name: 'arrakis_command_duration_seconds',
      help: 'Time from a command reaching its match to its answer (queue, rules, commit, broadcast)',
      labelNames: ['outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.timerLag = new Histogram({
      name: 'arrakis_timer_lag_seconds',
      help: 'How late a move or bid deadline fired after it was due',
      buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.queries = new Counter({
      name: 'arrakis_db_queries_total',
      help: 'Database queries sent by this instance (an update from another instance needs none: issue 23)',
      registers,
    });
    new Gauge({
      name: 'arrakis_open_sockets',
      help: 'WebSockets open on this instance',
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: 'arrakis_active_matches',
      help: 'Matches in play whose rooms are in memory on this instance',
      registers,
      collect() {
        this.set(sources.activeMatches());
      },
    });
    new Gauge({
      name: 'arrakis_bot_queue',
      help: 'Matches on this instance whose bot is about to move or thinking',
      registers,
      collect() {
        this.set(sources.botQueue());
      },
    });
    new Gauge({
      name: 'arrakis_leases_held',
      help: 'Matches in play whose bots and deadlines this instance runs (its leases)',
      registers,
      collect() {
        this.set(sources.leasesHeld());
      },
    });
  }

  committed(matchId: string, seq: number, source: ActionSource): void {
    this.actions.inc({ source });
    this.log({ match: matchId, seq, source }, 'action committed');
  }

  commandDone(seconds: number, ok: boolean): void {
    this.commands.observe({ outcome: ok ? 'ok' : 'refused' }, seconds);
  }

  /** A database query was sent. */
  queried(): void {
    this.queries.inc();
  }

  timerFired(lagSeconds: number): void {
    this.timerLag.observe(lagSeconds);
  }

  /** The text Prometheus scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
