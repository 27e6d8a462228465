/**
 * The first event position at or after an instant, for a replay `from` a time: a binary search
 * over positions by primary-key reads (events have no index on their time, and appends should not
 * pay for one). Times follow positions but for transactions that commit out of order, so the
 * answer may be a few events early: a replay delivers them too.
 */
import type { Queryable } from '../db/pool';

/** The position of the first event recorded at or after `at`, or null when there is none. */
export async function firstPositionAt(db: Queryable, at: Date): Promise<bigint | null> {
  const first = async (from: bigint) => {
    const { rows } = await db.query<{ position: string; recorded_at: Date }>(
      'SELECT position::text, recorded_at FROM events WHERE position >= $1 ORDER BY events.position LIMIT 1',
      [from.toString()],
    );
    return rows[0] ? { position: BigInt(rows[0].position), recordedAt: rows[0].recorded_at } : null;
  };
  const { rows } = await db.query<{ last: string | null }>(
    'SELECT max(position)::text AS last FROM events',
  );
  if (rows[0]?.last == null) return null;
  let low = 1n;
  let high = BigInt(rows[0].last);
  let found: bigint | null = null;
  while (low <= high) {
    const middle = (low + high) / 2n;
    const event = await first(middle);
    if (event && event.recordedAt >= at) {
      found = event.position;
      high = middle - 1n;
    } else low = (event?.position ?? middle) + 1n;
  }
  return found;
}
