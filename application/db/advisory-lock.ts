/**
 * PostgreSQL advisory locks named by text (https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS).
 * KeyMart's locks use the two-key form with its own first key, so they never collide with
 * pg-boss's or another application's single-key locks on the same database.
 */
import type { Pool } from './pool';

/**
 * KeyMart's first advisory-lock key ("KM"). The event store's stream locks use their own first
 * key, 0x4B53 ("KS"), in SQL (lock_streams, migrations/0017_stream-locks.sql).
 */
export const ADVISORY_NAMESPACE = 0x4b4d;

/**
 * Runs `work` while holding the session advisory lock `name` on one pooled connection, waiting
 * for the lock if another process holds it (used for start-up work several instances must not
 * do at once: granting admins, loading the demo catalogue).
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const held = await holding(pool, name, true, work);
  return held.value as T;
}

/**
 * Runs `work` while holding the session advisory lock `name` when no one else holds it; answers
 * whether it ran (used where a second runner has nothing to add: the webhook deliveries of one
 * endpoint, workers/webhooks/).
 */
export async function ifAdvisoryLockFree(
  pool: Pool,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return (await holding(pool, name, false, work)).ran;
}

async function holding<T>(
  pool: Pool,
  name: string,
  wait: boolean,
  work: () => Promise<T>,
): Promise<{ ran: boolean; value?: T }> {
  const client = await pool.connect();
  // A connection whose unlock failed must not go back to the pool still holding the lock.
  let keepConnection = false;
  try {
    const { rows } = await client.query<{ taken: boolean }>(
      wait
        ? 'SELECT pg_advisory_lock($1, hashtext($2)), true AS taken'
        : 'SELECT pg_try_advisory_lock($1, hashtext($2)) AS taken',
      [ADVISORY_NAMESPACE, name],
    );
    if (!rows[0]!.taken) {
      keepConnection = true;
      return { ran: false };
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ADVISORY_NAMESPACE, name]);
      keepConnection = true;
    }
  } finally {
    client.release(!keepConnection);
  }
}
