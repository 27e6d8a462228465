/**
 * The sessions read model (ARCHITECTURE.md "Security model": sessions): one row per session not
 * ended, with its device, first and last use and the address it was last used from. A session
 * cookie counts only while its row is here (api/auth/session.ts), so every way a session ends
 * deletes it: signing out, revoking, a new password (but for the session it was changed from),
 * a reset, a suspension, an erasure (the address is personal data).
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { UserEvent } from '../../domain/identity/user';
import { defineProjection } from '../projection';

/** The user id of a `user-<id>` stream. */
const userIdOf = (streamId: string) => Number(streamId.slice('user-'.length));

/** Ends every session of the event's account. */
async function endAll(client: PoolClient, _data: unknown, event: RecordedEvent): Promise<void> {
  await client.query('DELETE FROM sessions WHERE user_id = $1', [userIdOf(event.streamId)]);
}

export const sessionsProjection = defineProjection<UserEvent>({
  name: 'sessions',
  tables: ['sessions'],
  writesOnly: true,
  handlers: {
    SessionStarted: async (client, data, event) => {
      await client.query(
        `INSERT INTO sessions (session_id, user_id, browser, os, ip, started_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [data.sessionId, userIdOf(event.streamId), data.browser, data.os, data.ip, data.startedAt],
      );
    },
    SessionSeen: async (client, data) => {
      await client.query('UPDATE sessions SET last_seen_at = $2, ip = $3 WHERE session_id = $1', [
        data.sessionId,
        data.seenAt,
        data.ip,
      ]);
    },
    SessionEnded: async (client, data) => {
      await client.query('DELETE FROM sessions WHERE session_id = $1', [data.sessionId]);
    },
    PasswordChanged: async (client, data, event) => {
      await client.query('DELETE FROM sessions WHERE user_id = $1 AND session_id <> $2', [
        userIdOf(event.streamId),
        data.keptSessionId ?? '',
      ]);
    },
    PasswordResetCompleted: endAll,
    UserSuspended: endAll,
    PersonalDataErased: endAll,
  },
});
