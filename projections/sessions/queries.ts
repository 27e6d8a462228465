/** Queries of the sessions read model. */
import type { Queryable } from '../../application/db/pool';

/** A session not ended: whose it is, its device, and when and where it was used. */
export interface SessionRecord {
  sessionId: string;
  userId: number;
  browser: string;
  os: string;
  /** The address it was last used from. */
  ip: string;
  startedAt: Date;
  lastSeenAt: Date;
}

interface Row {
  session_id: string;
  user_id: number;
  browser: string;
  os: string;
  ip: string;
  started_at: Date;
  last_seen_at: Date;
}

const toRecord = (row: Row): SessionRecord => ({
  sessionId: row.session_id,
  userId: row.user_id,
  browser: row.browser,
  os: row.os,
  ip: row.ip,
  startedAt: row.started_at,
  lastSeenAt: row.last_seen_at,
});

/** The session `sessionId`, or null when it ended (or never was). */
export async function findSession(db: Queryable, sessionId: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<Row>('SELECT * FROM sessions WHERE session_id = $1', [sessionId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The sessions of `userId` used in the last `days` days (a cookie lives as long), most recently
 * used first.
 */
export async function listSessions(
  db: Queryable,
  userId: number,
  days: number,
): Promise<SessionRecord[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM sessions WHERE user_id = $1 AND last_seen_at > now() - make_interval(days => $2)
      ORDER BY last_seen_at DESC, started_at DESC`,
    [userId, days],
  );
  return rows.map(toRecord);
}
