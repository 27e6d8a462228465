/**
 * The users read model: one row per account (login, session version, profile, verified e-mail,
 * whether two-factor sign-in is on, staff roles, suspension). The
 * events carry the personal fields sealed under the customer's key (secrets at rest); the row keeps
 * them opened, for sign-in and for staff, until the customer is erased: then the row keeps only
 * placeholders, and a rebuild (the key shredded) writes the same placeholders.
 */
import type { StaffRole } from '../../contracts/staff-roles';
import type { UserEvent } from '../../domain/identity/user';
import type { PersonalFields } from '../../application/security/personal-data';
import { openPersonal } from '../../application/security/personal-data';
import { ShreddedKeyError } from '../../application/security/secret-box';
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import {
  defineProjection,
  type ProjectionContext,
  type SetBuild,
  type TableRow,
} from '../projection';

/** The e-mail an erased account's row keeps (unique, and no address anyone can own). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** The placeholders of an erased customer's fields. */
const erased = (userId: number) => ({
  email: erasedEmail(userId),
  firstName: '',
  lastName: '',
  country: '',
  passwordHash: '',
});

/** The fields opened; the placeholders when the customer's key was shredded (a rebuild). */
async function opened<T extends PersonalFields>(
  context: ProjectionContext,
  userId: number,
  fields: T,
): Promise<T> {
  try {
    return await openPersonal(context.secrets, fields);
  } catch (error) {
    if (!(error instanceof ShreddedKeyError)) throw error;
    const placeholders: Record<string, string> = erased(userId);
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, placeholders[name] ?? value]),
    ) as T;
  }
}

/**
 * A new password (changed, or set through a reset link): the session version moves on, which
 * ends every session signed in before.
 */
async function setPassword(
  client: PoolClient,
  data: { passwordHash: string },
  event: RecordedEvent,
  context: ProjectionContext,
): Promise<void> {
  const userId = userIdOf(event.streamId);
  const { passwordHash } = await opened(context, userId, data);
  await client.query(
    'UPDATE users SET password_hash = $2, session_version = session_version + 1, updated_at = $3 WHERE id = $1',
    [userId, passwordHash, event.recordedAt],
  );
}

/** The account's staff roles; `is_admin` says whether it has any. */
async function setRoles(
  client: PoolClient,
  event: RecordedEvent,
  roles: readonly StaffRole[],
): Promise<void> {
  await client.query(
    'UPDATE users SET roles = $2, is_admin = cardinality($2::text[]) > 0, updated_at = $3 WHERE id = $1',
    [userIdOf(event.streamId), roles, event.recordedAt],
  );
}

/**
 * The set-based build: each account's row folded in memory as the handlers below write it, its
 * personal fields opened in Node (an event for an account without a row changes nothing).
 */
function buildUsers(): SetBuild<UserEvent> {
  const users = new Map<number, TableRow>();
  /** Applies `changes` to the event's account row, when it has one, at the event's time. */
  const update = (event: RecordedEvent, changes: (user: TableRow) => TableRow) => {
    const user = users.get(userIdOf(event.streamId));
    if (user) Object.assign(user, changes(user), { updated_at: event.recordedAt });
  };
  const endSessions = (user: TableRow) => ({
    session_version: (user.session_version as number) + 1,
  });
  const setPasswordRow = async (
    data: { passwordHash: string },
    event: RecordedEvent,
    context: ProjectionContext,
  ) => {
    const { passwordHash } = await opened(context, userIdOf(event.streamId), data);
    update(event, (user) => ({ password_hash: passwordHash, ...endSessions(user) }));
  };
  const roles = (granted: readonly StaffRole[]) => () => ({
    roles: granted,
    is_admin: granted.length > 0,
  });
  return {
    rows: () => ({ users: users.values() }),
    folds: {
      UserRegistered: async (data, event, context) => {
        const user = await opened(context, data.userId, data);
        users.set(data.userId, {
          id: data.userId,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          country: user.country,
          is_admin: false,
          password_hash: user.passwordHash,
          session_version: 1,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
          email_verified: false,
          two_factor_enabled: false,
          erased_at: null,
          roles: [],
          suspended_at: null,
          suspension_reason: null,
        });
      },
      ProfileUpdated: async (data, event, context) => {
        const profile = await opened(context, userIdOf(event.streamId), data);
        update(event, () => ({
          first_name: profile.firstName,
          last_name: profile.lastName,
          country: profile.country,
        }));
      },
      PasswordChanged: setPasswordRow,
      PasswordResetCompleted: setPasswordRow,
      EmailVerified: (_data, event) => update(event, () => ({ email_verified: true })),
      AdminGranted: (_data, event) => update(event, roles(['owner'])),
      StaffRolesChanged: (data, event) => update(event, roles(data.roles)),
      UserSuspended: (data, event) =>
        update(event, (user) => ({
          suspended_at: event.recordedAt,
          suspension_reason: data.reason,
          ...endSessions(user),
        })),
      UserUnsuspended: (_data, event) =>
        update(event, () => ({ suspended_at: null, suspension_reason: null })),
      PersonalDataErased: (_data, event) =>
        update(event, (user) => {
          const placeholders = erased(userIdOf(event.streamId));
          return {
            email: placeholders.email,
            first_name: placeholders.firstName,
            last_name: placeholders.lastName,
            country: placeholders.country,
            password_hash: placeholders.passwordHash,
            erased_at: event.recordedAt,
            ...endSessions(user),
          };
        }),
      TwoFactorEnabled: (_data, event) => update(event, () => ({ two_factor_enabled: true })),
      TwoFactorDisabled: (_data, event) => update(event, () => ({ two_factor_enabled: false })),
    },
  };
}

export const usersProjection = defineProjection<UserEvent>({
  name: 'users',
  // 2: users.two_factor_enabled.
  // 3: inline (its checkpoint now marks what its last rebuild replayed).
  version: 3,
  // Every row is written by its account stream's events only. Inline, a new account can sign in
  // (and a changed password or suspension ends sessions) in the command's own transaction.
  inline: true,
  tables: ['users'],
  setBuild: buildUsers,
  handlers: {
    UserRegistered: async (client, data, event, context) => {
      const user = await opened(context, data.userId, data);
      await client.query(
        `INSERT INTO users (id, email, first_name, last_name, country, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          data.userId,
          user.email,
          user.firstName,
          user.lastName,
          user.country,
          user.passwordHash,
          event.recordedAt,
        ],
      );
    },
    ProfileUpdated: async (client, data, event, context) => {
      const userId = userIdOf(event.streamId);
      const profile = await opened(context, userId, data);
      await client.query(
        'UPDATE users SET first_name = $2, last_name = $3, country = $4, updated_at = $5 WHERE id = $1',
        [userId, profile.firstName, profile.lastName, profile.country, event.recordedAt],
      );
    },
    PasswordChanged: setPassword,
    PasswordResetCompleted: setPassword,
    EmailVerified: async (client, _data, event) => {
      await client.query('UPDATE users SET email_verified = true, updated_at = $2 WHERE id = $1', [
        userIdOf(event.streamId),
        event.recordedAt,
      ]);
    },
    AdminGranted: async (client, _data, event) => {
      await setRoles(client, event, ['owner']);
    },
    StaffRolesChanged: async (client, data, event) => {
      await setRoles(client, event, data.roles);
    },
    // Every session ends; the balance stays.
    UserSuspended: async (client, data, event) => {
      await client.query(
        `UPDATE users SET suspended_at = $2, suspension_reason = $3, session_version = session_version + 1,
                updated_at = $2
          WHERE id = $1`,
        [userIdOf(event.streamId), event.recordedAt, data.reason],
      );
    },
    UserUnsuspended: async (client, _data, event) => {
      await client.query(
        'UPDATE users SET suspended_at = NULL, suspension_reason = NULL, updated_at = $2 WHERE id = $1',
        [userIdOf(event.streamId), event.recordedAt],
      );
    },
    // Every session ends; the row keeps the id (orders, ledger, tickets still point at it).
    PersonalDataErased: async (client, _data, event) => {
      const userId = userIdOf(event.streamId);
      const placeholders = erased(userId);
      await client.query(
        `UPDATE users SET email = $2, first_name = $3, last_name = $4, country = $5, password_hash = $6,
                session_version = session_version + 1, erased_at = $7, updated_at = $7
          WHERE id = $1`,
        [
          userId,
          placeholders.email,
          placeholders.firstName,
          placeholders.lastName,
          placeholders.country,
          placeholders.passwordHash,
          event.recordedAt,
        ],
      );
    },
    TwoFactorEnabled: async (client, _data, event) => {
      await client.query(
        'UPDATE users SET two_factor_enabled = true, updated_at = $2 WHERE id = $1',
        [userIdOf(event.streamId), event.recordedAt],
      );
    },
    TwoFactorDisabled: async (client, _data, event) => {
      await client.query(
        'UPDATE users SET two_factor_enabled = false, updated_at = $2 WHERE id = $1',
        [userIdOf(event.streamId), event.recordedAt],
      );
    },
  },
});

/** The user id of a `user-<id>` stream. */
function userIdOf(streamId: string): number {
  return Number(streamId.slice('user-'.length));
}
