/**
 * The store's Prometheus metrics (prom-client): request latency by route,
 * commands by name and outcome, version-conflict retries, projection lag per projection, job
 * queue depth and connection pool usage, beside prom-client's default process metrics. Each store
 * instance has its own registry (tests run several in one process). Served at GET /metrics
 * (api/metrics-router.ts).
 */
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { Pool } from '../db/pool';

/** How a command ended: events appended, nothing to append, a domain rule refused it, or an error. */
export type CommandOutcomeLabel = 'appended' | 'unchanged' | 'rejected' | 'failed';

/** What executeCommand reports (application/commands/execute.ts). */
export interface CommandMetrics {
  /** A command `name` ended with `outcome`. */
  commandFinished(name: string, outcome: CommandOutcomeLabel): void;
  /** A command `name` is run again after a version conflict or a deadlock. */
  versionConflictRetried(name: string): void;
}

/** Where the scrape-time gauges read from. */
export interface MetricSources {
  /** Connection pools by name ('store', 'jobs'). */
  pools: Record<string, Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>>;
  /** Each projection's lag: events of its types after its checkpoint. */
  projectionLag(): Promise<{ name: string; lag: number }[]>;
  /** Jobs waiting (created or to be retried) per queue. */
  queueDepths(): Promise<{ queue: string; depth: number }[]>;
}

/** Request latency buckets, in seconds (1 ms to 10 s). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics implements CommandMetrics {
  /** The registry GET /metrics serializes. */
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly commands: Counter<'command' | 'outcome'>;
  private readonly retries: Counter<'command'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.commands = new Counter({
      name: 'keymart_commands_total',
      help: 'Commands run, by name and outcome (appended, unchanged, rejected, failed)',
      labelNames: ['command', 'outcome'],
      registers,
    });
    this.retries = new Counter({
      name: 'keymart_command_version_conflict_retries_total',
      help: 'Commands run again after a version conflict or a deadlock, by name',
      labelNames: ['command'],
      registers,
    });
    new Gauge({
      name: 'keymart_projection_lag_events',
      help: "Events of a projection's types after its checkpoint",
      labelNames: ['projection'],
      registers,
      async collect() {
        this.reset();
        for (const { name, lag } of await sources.projectionLag())
          this.set({ projection: name }, lag);
      },
    });
    new Gauge({
      name: 'keymart_job_queue_depth',
      help: 'Jobs waiting in a queue (created or waiting for a retry)',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        for (const { queue, depth } of await sources.queueDepths()) this.set({ queue }, depth);
      },
    });
    new Gauge({
      name: 'keymart_db_pool_connections',
      help: 'Database pool connections by pool and state (total, idle, waiting: callers queued for one)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const [pool, stats] of Object.entries(sources.pools)) {
          this.set({ pool, state: 'total' }, stats.totalCount);
          this.set({ pool, state: 'idle' }, stats.idleCount);
          this.set({ pool, state: 'waiting' }, stats.waitingCount);
        }
      },
    });
  }

  /** Records one HTTP request's latency (`seconds`) under its route pattern (not its path). */
  observeRequest(labels: LabelValues<'method' | 'route' | 'status_code'>, seconds: number): void {
    this.requestDuration.observe(labels, seconds);
  }

  commandFinished(name: string, outcome: CommandOutcomeLabel): void {
    this.commands.inc({ command: name, outcome });
  }

  versionConflictRetried(name: string): void {
    this.retries.inc({ command: name });
  }

  /** The exposition text and its content type (Prometheus text format 0.0.4). */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
