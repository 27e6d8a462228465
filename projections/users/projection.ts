/** The users read model: one row per account (login, session version, profile, admin flag). */
import type { UserEvent } from '../../domain/identity/user';
import { defineProjection } from '../projection';

export const usersProjection = defineProjection<UserEvent>({
  name: 'users',
  tables: ['users'],
  handlers: {
    UserRegistered: async (client, data, event) => {
      await client.query(
        `INSERT INTO users (id, email, first_name, last_name, country, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          data.userId,
          data.email,
          data.firstName,
          data.lastName,
          data.country,
          data.passwordHash,
          event.recordedAt,
        ],
      );
    },
    ProfileUpdated: async (client, data, event) => {
      await client.query(
        'UPDATE users SET first_name = $2, last_name = $3, country = $4, updated_at = $5 WHERE id = $1',
        [userIdOf(event.streamId), data.firstName, data.lastName, data.country, event.recordedAt],
      );
    },
    PasswordChanged: async (client, data, event) => {
      await client.query(
        'UPDATE users SET password_hash = $2, session_version = session_version + 1, updated_at = $3 WHERE id = $1',
        [userIdOf(event.streamId), data.passwordHash, event.recordedAt],
      );
    },
    AdminGranted: async (client, _data, event) => {
      await client.query('UPDATE users SET is_admin = true, updated_at = $2 WHERE id = $1', [
        userIdOf(event.streamId),
        event.recordedAt,
      ]);
    },
  },
});

/** The user id of a `user-<id>` stream. */
function userIdOf(streamId: string): number {
  return Number(streamId.slice('user-'.length));
}
