/**
 * A long-running worker (ARCHITECTURE.md "workers/"): in the default single-machine mode every
 * worker runs inside the API process (WORKERS chooses which); each can also run alone
 * (`npm run worker -- <name>`), and any number of processes may run the same worker: its
 * subscription is owned by one of them at a time (application/event-store/ownership.ts).
 */
import type { CommandRunner } from '../application/commands/command-runner';
import type { Config } from '../application/config';
import type { Pool } from '../application/db/pool';
import type { PostgresEventStore } from '../application/event-store/postgres-event-store';
import type { Ownership } from '../application/event-store/ownership';
import type { WakeUps } from '../application/event-store/wake-ups';
import type { JobQueue } from '../application/jobs/job-queue';
import type { Logger } from '../application/logger';
import type { SecretBox } from '../application/security/secret-box';
import type { ProjectionRunner } from '../projections/runner';

/** What a worker gets from the composition root. */
export interface WorkerDeps {
  pool: Pool;
  store: PostgresEventStore;
  /** The transactions the commands a worker runs (deposit expiry, Telegram replies) run in. */
  commandRunner: CommandRunner;
  /** Opens sealed delivered items for the e-mail that hands them over. */
  secrets: SecretBox;
  wakeUps: WakeUps;
  runner: ProjectionRunner;
  jobs: JobQueue;
  /** Which process runs each subscription (one owner per role across every process). */
  ownership: Ownership;
  config: Config;
  log: Logger;
}

export interface Worker {
  name: string;
  /** It can read the relayed events from Kafka instead of PostgreSQL (KAFKA_CONSUMERS). */
  readsFromKafka?: boolean;
  /** Starts the worker's loops; resolves once it is running. */
  start(deps: WorkerDeps): Promise<void>;
  /**
   * Stops its subscription at a batch boundary and takes no new jobs (a job in hand finishes,
   * or is retried by pg-boss).
   */
  stop(deps: WorkerDeps): Promise<void>;
  /** The Kafka partitions it consumes in this process, when it reads from Kafka (for /readyz). */
  kafkaPartitions?(deps: WorkerDeps): number[] | null;
  /** Its subscriptions whose last batch failed (shown on /readyz). */
  failures(deps: WorkerDeps): { name: string; error: string }[];
}
