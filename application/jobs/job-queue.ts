/**
 * Background jobs on pg-boss (DESIGN.md "Side effects"): side-effect subscribers enqueue jobs in
 * the same transaction as their checkpoint (pg-boss accepts the caller's connection), so an event
 * gives exactly one job; workers take them with retries and exponential backoff.
 */
import PgBoss from 'pg-boss';
import type { PoolClient } from '../db/pool';
import type { Logger } from '../logger';

/** Jobs fetched per poll of a queue. */
const BATCH_SIZE = 20;

/** A queue and its retry policy. */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one (pg-boss retryBackoff). */
  retryDelaySeconds: number;
}

/** When a job may start; by default at once. */
export interface SendOptions {
  startAfter?: Date;
}

/** A job handed to a worker. */
export interface Job<T> {
  id: string;
  data: T;
}

export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  /**
   * Starts pg-boss on `databaseUrl` (its tables live in the `pgboss` schema, created on first
   * start).
   */
  static async start(databaseUrl: string, log: Logger): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss);
  }

  /** Creates `queue` (and updates its retry policy) before anything is sent to it. */
  async define(queue: QueueDefinition): Promise<void> {
    const options = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
    };
    if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, options);
    else await this.boss.createQueue(queue.name, options);
  }

  /** Enqueues a job inside the caller's transaction: it exists only if that transaction commits. */
  async send(
    client: PoolClient,
    queue: QueueDefinition,
    data: object,
    options: SendOptions = {},
  ): Promise<void> {
    await this.boss.send(queue.name, data, {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: { executeSql: (text, values) => client.query(text, values) },
    });
  }

  /**
   * Runs `handler` for each job of `queue`, one at a time, fetching up to BATCH_SIZE jobs per poll
   * (pg-boss waits a polling interval after each fetch, so one job per fetch would cap a queue at
   * a job per interval); a throw fails that job's attempt alone and pg-boss retries it with
   * backoff, the jobs that succeeded are completed. Returns the worker id for `stopWork`.
   */
  async work<T>(
    queue: QueueDefinition,
    handler: (job: Job<T>) => Promise<void>,
    pollingIntervalSeconds = 1,
  ): Promise<string> {
    return this.boss.work<T>(
      queue.name,
      { pollingIntervalSeconds, batchSize: BATCH_SIZE },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handler({ id: job.id, data: job.data });
          } catch (error) {
            // Only this job goes to retry; pg-boss then completes the batch's others (it completes
            // jobs still active, so this one stays failed).
            await this.boss.fail(queue.name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      },
    );
  }

  /** Stops a worker started by `work` after its current job. */
  async stopWork(workerId: string): Promise<void> {
    await this.boss.offWork({ id: workerId });
  }

  /** Jobs of `queue` waiting or being retried (for health and tests). */
  async pending(queue: QueueDefinition): Promise<number> {
    return this.boss.getQueueSize(queue.name);
  }

  /** Stops pg-boss, letting running jobs finish. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
