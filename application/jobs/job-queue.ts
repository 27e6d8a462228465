/**
 * Background jobs on pg-boss (ARCHITECTURE.md "Side effects"): side-effect subscribers enqueue jobs in
 * the same transaction as their checkpoint (pg-boss accepts the caller's connection), so an event
 * gives exactly one job; workers take them with retries and exponential backoff.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { isConnectionLoss } from '../db/connection-loss';
import { createPool, type Pool, type PoolClient } from '../db/pool';
import type { Logger } from '../logger';

/** Jobs fetched per poll of a queue. */
const BATCH_SIZE = 20;

/**
 * pg-boss's own connections never wait forever: a statement cut off by a crashed server whose
 * answer never comes would stop a queue's work loop until the process restarts.
 */
const QUEUE_POOL_TIMEOUTS = { connectionTimeoutMillis: 10_000, queryTimeoutMillis: 60_000 };

/** How long completing a batch's jobs is retried while the database is out of reach. */
const COMPLETION_RETRY_MS = 60_000;

/** A queue and its retry policy. */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one (pg-boss retryBackoff). */
  retryDelaySeconds: number;
}

/** When a job may start (by default at once), and its id. */
export interface SendOptions {
  startAfter?: Date;
  /**
   * The job's id (a UUID), when the job must exist once whatever sends it again: pg-boss inserts
   * with ON CONFLICT DO NOTHING on (queue, id), so a second send of the same id adds nothing
   * (`jobIdFor` makes one from a key).
   */
  id?: string;
}

/**
 * A UUID made from `key` (SHA-256, shaped as an RFC 9562 version 8 UUID): the same key always
 * gives the same job id.
 */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A job handed to a worker. */
export interface Job<T> {
  id: string;
  data: T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long stop() waits, after pg-boss's own wait, for handlers still running to settle. */
const STOP_DRAIN_MS = 15_000;

export class JobQueue {
  /** Batches being handled now: stop() lets them settle their jobs before the pool closes. */
  private readonly inFlight = new Set<Promise<void>>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  /**
   * Starts pg-boss on `databaseUrl` (its tables live in the `pgboss` schema, created on first
   * start), over a pool of 4 connections with bounded waits (QUEUE_POOL_TIMEOUTS).
   */
  static async start(databaseUrl: string, log: Logger): Promise<JobQueue> {
    const pool = createPool(databaseUrl, 4, QUEUE_POOL_TIMEOUTS);
    const boss = new PgBoss({
      connectionString: databaseUrl,
      db: { executeSql: (text, values) => pool.query(text, values) },
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new JobQueue(boss, pool, log);
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

  /**
   * Enqueues `jobs` (data, and each one's SendOptions) inside the caller's transaction, in one
   * statement: they exist only if that transaction commits. Nothing for no jobs.
   */
  async send(
    client: PoolClient,
    queue: QueueDefinition,
    jobs: readonly ({ data: object } & SendOptions)[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        name: queue.name,
        data: job.data,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        ...(job.id ? { id: job.id } : {}),
      })),
      { db: { executeSql: (text, values) => client.query(text, values) } },
    );
  }

  /**
   * Runs `handler` for each job of `queue`, one at a time, fetching up to BATCH_SIZE jobs per poll.
   * A throw fails that job's attempt alone and pg-boss retries it with backoff; the jobs that
   * succeeded are completed before the next fetch, retried while the database is out of reach
   * (a completion lost with a crash would run its job again when it expires). After a full batch
   * the next one is fetched at once: pg-boss otherwise waits a polling interval after each fetch,
   * which would cap a queue at BATCH_SIZE jobs per interval. Returns the worker id for `stopWork`.
   */
  async work<T>(
    queue: QueueDefinition,
    handler: (job: Job<T>) => Promise<void>,
    pollingIntervalSeconds = 1,
  ): Promise<string> {
    let workerId: string | null = null;
    workerId = await this.boss.work<T>(
      queue.name,
      { pollingIntervalSeconds, batchSize: BATCH_SIZE },
      async (jobs) => {
        const batch = (async () => {
          const done: string[] = [];
          for (const job of jobs) {
            try {
              await handler({ id: job.id, data: job.data });
              done.push(job.id);
            } catch (error) {
              await this.failJob(queue, job.id, error);
            }
          }
          await this.completeJobs(queue, done);
        })();
        this.inFlight.add(batch);
        try {
          await batch;
        } finally {
          this.inFlight.delete(batch);
        }
        if (jobs.length === BATCH_SIZE && workerId !== null) this.boss.notifyWorker(workerId);
      },
    );
    return workerId;
  }

  /**
   * Fails one attempt of job `id` (pg-boss retries it with backoff); when the database is out of
   * reach the job stays active and pg-boss retries it once it expires.
   */
  private async failJob(queue: QueueDefinition, id: string, error: unknown): Promise<void> {
    try {
      await this.boss.fail(queue.name, id, {
        message: error instanceof Error ? error.message : String(error),
      });
    } catch (failure) {
      if (!isConnectionLoss(failure)) throw failure;
      this.log.warn({ err: failure, queue: queue.name, job: id }, 'job failure not recorded');
    }
  }

  /** Completes jobs `ids`, retried every second for COMPLETION_RETRY_MS while the database is away. */
  private async completeJobs(queue: QueueDefinition, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const giveUpAt = Date.now() + COMPLETION_RETRY_MS;
    for (;;) {
      try {
        await this.boss.complete(queue.name, ids);
        return;
      } catch (error) {
        if (!isConnectionLoss(error)) throw error;
        if (Date.now() >= giveUpAt) {
          this.log.warn({ err: error, queue: queue.name }, 'jobs not completed; they run again');
          return;
        }
        await sleep(1_000);
      }
    }
  }

  /** Stops a worker started by `work` after its current job. */
  async stopWork(workerId: string): Promise<void> {
    await this.boss.offWork({ id: workerId });
  }

  /** Jobs of `queue` waiting or being retried (for health and tests). */
  async pending(queue: QueueDefinition): Promise<number> {
    return this.boss.getQueueSize(queue.name);
  }

  /** Jobs waiting (created or to be retried) in each queue defined so far, by any process. */
  async depths(): Promise<{ queue: string; depth: number }[]> {
    const queues = (await this.boss.getQueues()).filter(({ name }) => !name.startsWith('__pgboss'));
    return Promise.all(
      queues.map(async ({ name }) => ({ queue: name, depth: await this.boss.getQueueSize(name) })),
    );
  }

  /** The pool pg-boss runs on, for pool usage metrics (read-only). */
  get connections(): Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'> {
    return this.pool;
  }

  /**
   * Stops pg-boss, letting running jobs finish, then closes its connections. pg-boss stops waiting
   * for a handler after its timeout, and settles that handler's jobs later without awaiting the
   * write: closing the pool under it would leave a rejection nobody handles. So handlers still
   * running get STOP_DRAIN_MS more, and the pool closes once its connections are idle.
   */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    const giveUpAt = Date.now() + STOP_DRAIN_MS;
    await Promise.race([Promise.allSettled([...this.inFlight]), sleep(STOP_DRAIN_MS)]);
    // pg-boss's own settling write follows a handler's end by a few ticks.
    do await sleep(10);
    while (
      (this.pool.totalCount > this.pool.idleCount || this.pool.waitingCount > 0) &&
      Date.now() < giveUpAt
    );
    await this.pool.end();
  }
}
