/**
 * A long-running worker (DESIGN.md "workers/"): in the default single-machine mode every worker
 * runs inside the API process; each can also run alone (`npm run worker -- <name>`).
 */
import type { Config } from '../application/config';
import type { Pool } from '../application/db/pool';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import type { WakeUps } from '../application/event-store/wake-ups';
import type { JobQueue } from '../application/jobs/job-queue';
import type { Logger } from '../application/logger';
import type { ProjectionRunner } from '../projections/runner';

/** What a worker gets from the composition root. */
export interface WorkerDeps {
  pool: Pool;
  store: PostgresEventStore;
  wakeUps: WakeUps;
  runner: ProjectionRunner;
  jobs: JobQueue;
  config: Config;
  log: Logger;
}

export interface Worker {
  name: string;
  /** Starts the worker's loops; resolves once it is running. */
  start(deps: WorkerDeps): Promise<void>;
  /**
   * Stops its subscription at a batch boundary and takes no new jobs (a job in hand finishes,
   * or is retried by pg-boss).
   */
  stop(deps: WorkerDeps): Promise<void>;
  /** Its subscriptions whose last batch failed (shown on /readyz). */
  failures(deps: WorkerDeps): { name: string; error: string }[];
}
