/**
 * Idle checkpoint moves, batched (ARCHITECTURE.md "Wake-ups"): a subscription with nothing of its
 * event types up to the horizon moves its checkpoint there, so that its next read (and a
 * standby's) does not scan the other types' events again (a projection of rare events, such as
 * announcements, would otherwise re-read every event since its last one on each wake). One
 * statement moves every due checkpoint of a process.
 */
import type { Queryable } from '../db/pool';

/** A subscription whose checkpoint may move while idle: its checkpoint key and event types. */
export interface IdleCandidate {
  name: string;
  eventTypes: readonly string[];
}

/**
 * In one statement (one snapshot, whose xmin is the horizon), moves the checkpoint of each of
 * `candidates` to the horizon when no event of its types lies between them and at least one
 * other event does (so with nothing appended it writes nothing and takes no transaction id).
 * Checkpoints whose row a batch is storing (not yet committed) are skipped: that batch moves them
 * itself. A batch that holds the checkpoint's lock (lock_checkpoint, migrations/0032) but has not
 * stored it yet may see it moved here: its events of the subscriber's types lie above the horizon
 * of the move (else there would be no move), so storing its own checkpoint moves it further on. Returns
 * the names of the moved checkpoints.
 */
export async function moveIdleCheckpoints(
  db: Queryable,
  candidates: readonly IdleCandidate[],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  // The conditions are read again on the row as locked, so a batch that committed meanwhile
  // is taken into account: a move never skips an event of the subscriber's types.
  const { rows } = await db.query<{ subscriber: string }>(
    `WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon),
          due AS (
            SELECT c.subscriber FROM checkpoints c
              JOIN jsonb_to_recordset($1::jsonb) AS s(name text, types text[]) ON s.name = c.subscriber
              CROSS JOIN h
             WHERE c.transaction_id < h.horizon
               AND EXISTS (SELECT 1 FROM events e
                            WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position)
                              AND e.transaction_id < h.horizon)
               AND NOT EXISTS (SELECT 1 FROM events e
                                WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position)
                                  AND e.transaction_id < h.horizon
                                  AND e.event_type = ANY(s.types))
               FOR UPDATE OF c SKIP LOCKED)
     UPDATE checkpoints c SET transaction_id = h.horizon, position = 0, updated_at = now()
       FROM due CROSS JOIN h
      WHERE c.subscriber = due.subscriber
     RETURNING c.subscriber`,
    [JSON.stringify(candidates.map(({ name, eventTypes }) => ({ name, types: eventTypes })))],
  );
  return rows.map((row) => row.subscriber);
}
