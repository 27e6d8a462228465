/**
 * Transaction ids across a backup and a restore. Subscribers read events in (transaction id,
 * position) order below the snapshot's xmin and keep that pair as their checkpoint (ARCHITECTURE.md
 * "Event store"); the ids are the source cluster's own counter, so a restore into another
 * cluster would leave them ahead of its counter (ARCHITECTURE.md "Hazards"; bin/keymart.ts refuses to
 * start then).
 *
 * A backup therefore renumbers them: the i-th distinct transaction id of the events, in
 * ascending order, becomes FIRST_TRANSACTION_ID + i - 1. The order is kept (the same events in
 * the same subscription order), and every checkpoint is moved onto the renumbered pair of the
 * last event at or before it, so each subscriber has handled exactly the events it had (nothing
 * projected twice or skipped, no notification sent again). A restore then only needs the
 * cluster's counter past the last renumbered id, which `advanceTransactionIds` ensures.
 */
import pg from 'pg';
import type { Pool, Queryable } from '../db/pool';

/** The first renumbered transaction id: PostgreSQL's first normal one (FirstNormalTransactionId). */
export const FIRST_TRANSACTION_ID = 3n;

/** The transactions an advance consumes per statement. */
const ADVANCE_BATCH = 1_000_000n;

const quoted = (column: string) => pg.escapeIdentifier(column);

/**
 * The last renumbered transaction id (0 when there are no events): FIRST_TRANSACTION_ID - 1
 * plus the number of distinct transaction ids, read in the caller's snapshot.
 */
export async function lastRenumberedTransactionId(db: Queryable): Promise<bigint> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(DISTINCT transaction_id)::text AS n FROM events',
  );
  const transactions = BigInt(rows[0]!.n);
  return transactions === 0n ? 0n : FIRST_TRANSACTION_ID - 1n + transactions;
}

/**
 * A query for COPY: the events table's `columns` in subscription order, with the transaction id
 * renumbered.
 */
export function renumberedEventsQuery(columns: readonly string[]): string {
  const select = columns.map((column) =>
    column === 'transaction_id'
      ? `dense_rank() OVER (ORDER BY e.transaction_id) + ${FIRST_TRANSACTION_ID - 1n}`
      : `e.${quoted(column)}`,
  );
  return `SELECT ${select.join(', ')} FROM events e ORDER BY e.transaction_id, e.position`;
}

/**
 * A query for COPY: the checkpoints table's `columns`, each checkpoint moved onto the renumbered
 * (transaction id, position) of the last event at or before it; (0, 0) when no event is.
 */
export function renumberedCheckpointsQuery(columns: readonly string[]): string {
  const moved: Record<string, string> = {
    transaction_id: `coalesce(o.ordinal + ${FIRST_TRANSACTION_ID - 1n}, 0)`,
    position: 'coalesce(last.position, 0)',
  };
  const select = columns.map((column) => moved[column] ?? `c.${quoted(column)}`);
  return `SELECT ${select.join(', ')}
            FROM checkpoints c
            LEFT JOIN LATERAL (
              SELECT e.transaction_id, e.position FROM events e
               WHERE (e.transaction_id, e.position) <= (c.transaction_id, c.position)
               ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1) AS last ON true
            LEFT JOIN (
              SELECT t.transaction_id, row_number() OVER (ORDER BY t.transaction_id) AS ordinal
                FROM (SELECT DISTINCT transaction_id FROM events) AS t) AS o
              ON o.transaction_id = last.transaction_id
           ORDER BY c.subscriber`;
}

/** The next transaction id the cluster will assign (the current snapshot's xmax). */
async function nextTransactionId(db: Queryable): Promise<bigint> {
  const { rows } = await db.query<{ next: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next',
  );
  return BigInt(rows[0]!.next);
}

/**
 * Moves the cluster's transaction counter past `last` by committing empty transactions that each
 * take an id (server-side, about 200,000 a second, not waiting for the WAL flush: the restore's
 * own commit, later in the WAL, flushes them). Returns how many were consumed (0 when the
 * counter already was past).
 */
export async function advanceTransactionIds(pool: Pool, last: bigint): Promise<bigint> {
  const client = await pool.connect();
  // A connection left with synchronous_commit off must not serve anyone else.
  let reusable = false;
  try {
    let left = last - (await nextTransactionId(client)) + 1n;
    const consumed = left > 0n ? left : 0n;
    if (consumed > 0n) await client.query('SET synchronous_commit TO off');
    for (; left > 0n; left -= ADVANCE_BATCH) {
      const batch = left < ADVANCE_BATCH ? left : ADVANCE_BATCH;
      // A DO block at the top level may commit: one transaction per turn of the loop.
      await client.query(
        `DO $$ BEGIN FOR i IN 1..${batch} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`,
      );
    }
    await client.query('RESET synchronous_commit');
    reusable = true;
    return consumed;
  } finally {
    client.release(!reusable);
  }
}
