/**
 * pg-boss's pending jobs in a backup. A side-effect subscriber enqueues its jobs in the
 * transaction that moves its checkpoint (ARCHITECTURE.md "Side effects"), so a backup keeps both: with
 * the checkpoint alone, the jobs still waiting (a Telegram message being retried, a deposit's
 * expiry due in an hour) would never run after a restore. Pending means created, retry or active;
 * an active job may have been half done when the snapshot was taken and is restored as retry, so
 * it runs again (at least once, as after a crash). Completed and failed jobs stay behind, and so
 * do pg-boss's own maintenance queues (`__pgboss...`).
 */
import pg from 'pg';
import type { Queryable } from '../db/pool';
import { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { BackupHeader, BackupTable } from './backup-header';

/** The columns of pgboss.job a restored job needs (pg-boss 10's job table). */
const JOB_COLUMNS = [
  'id',
  'name',
  'priority',
  'data',
  'state',
  'retry_limit',
  'retry_count',
  'retry_delay',
  'retry_backoff',
  'start_after',
  'singleton_key',
  'singleton_on',
  'expire_in',
  'created_on',
  'keep_until',
  'dead_letter',
  'policy',
];

const PENDING = `FROM pgboss.job WHERE state < 'completed' AND name NOT LIKE '\\_\\_pgboss%'`;

/**
 * In the caller's snapshot: pg-boss's version and queues for the header, and the pending jobs as
 * a table to copy (`copy` is the COPY statement); null when the database has no pg-boss schema.
 */
export async function pendingJobs(
  db: Queryable,
): Promise<{ jobs: NonNullable<BackupHeader['jobs']>; table: BackupTable; copy: string } | null> {
  const { rows: present } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.version') IS NOT NULL AS present",
  );
  if (!present[0]!.present) return null;
  const version = await db.query<{ version: number }>('SELECT version FROM pgboss.version');
  const queues = await db.query<{ name: string; retry_limit: number; retry_delay: number }>(
    `SELECT name, coalesce(retry_limit, 0) AS retry_limit, coalesce(retry_delay, 0) AS retry_delay
       FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name`,
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${PENDING}`);
  const select = JOB_COLUMNS.map((column) =>
    column === 'state'
      ? "CASE WHEN state = 'active' THEN 'retry'::pgboss.job_state ELSE state END"
      : pg.escapeIdentifier(column),
  );
  return {
    jobs: {
      pgBossVersion: version.rows[0]!.version,
      queues: queues.rows.map((queue) => ({
        name: queue.name,
        retryLimit: queue.retry_limit,
        retryDelaySeconds: queue.retry_delay,
      })),
    },
    table: { schema: 'pgboss', name: 'job', columns: JOB_COLUMNS, rows: count.rows[0]!.n },
    copy: `COPY (SELECT ${select.join(', ')} ${PENDING} ORDER BY created_on, id) TO STDOUT`,
  };
}

/**
 * Gets the database at `databaseUrl` ready for the backup's jobs: starts pg-boss on it once
 * (which creates its schema) and defines the backup's queues as the store's workers do. Returns
 * the pg-boss schema version there (read through `db`), which must be the backup's for its jobs
 * to be copied in.
 */
export async function prepareJobQueues(
  databaseUrl: string,
  db: Queryable,
  jobs: NonNullable<BackupHeader['jobs']>,
  log: Logger,
): Promise<number> {
  const queue = await JobQueue.start(databaseUrl, log);
  try {
    for (const definition of jobs.queues) await queue.define(definition);
  } finally {
    await queue.stop();
  }
  const { rows } = await db.query<{ version: number }>('SELECT version FROM pgboss.version');
  return rows[0]!.version;
}
