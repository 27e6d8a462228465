/** Queries of the sessions read model. */
import type { Queryable } from '../../application/db/pool';
import { preparedStatement } from '../../application/db/prepared-statement';
import { toUserRecord, USER_COLUMNS, type UserRecord, type UserRow } from '../users/queries';

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

// One row per user found (one row of nulls when none is), each carrying the session's columns.
const selectSessionAndUsers = preparedStatement(
  'sessions.find-with-users',
  `SELECT ${USER_COLUMNS}, to_jsonb(s) AS session
     FROM (SELECT 1) AS one
     LEFT JOIN sessions s ON s.session_id = $1
     LEFT JOIN (users u LEFT JOIN wallets w ON w.user_id = u.id) ON u.id = ANY($2::int[])`,
);

/**
 * The session `sessionId` (null when it ended, or never was) and the users `userIds` with their
 * balances (its user and, while impersonating, the admin acting), in one statement: what every
 * signed-in request reads first. A user that does not exist is missing from `users`.
 */
export async function findSessionAndUsers(
  db: Queryable,
  sessionId: string,
  userIds: readonly number[],
): Promise<{ session: SessionRecord | null; users: Map<number, UserRecord> }> {
  const { rows } = await db.query<Partial<UserRow> & { session: Row | null }>(
    selectSessionAndUsers([sessionId, userIds]),
  );
  const session = rows[0]!.session;
  const users = new Map<number, UserRecord>();
  for (const row of rows) if (row.id != null) users.set(row.id, toUserRecord(row as UserRow));
  return {
    session: session
      ? toRecord({
          ...session,
          // jsonb carries times as text.
          started_at: new Date(session.started_at),
          last_seen_at: new Date(session.last_seen_at),
        })
      : null,
    users,
  };
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
