/** Queries of the users read model (with the wallet balance) for the API. */
import { containsPattern } from '../../application/db/like-pattern';
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import type { UserDto } from '../../contracts/responses';
import type { StaffRole } from '../../contracts/staff-roles';

/** A user row with what authentication needs. */
export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  sessionVersion: number;
  /** Any staff role. */
  isAdmin: boolean;
  roles: StaffRole[];
  /** Suspended accounts cannot sign in or buy. */
  suspended: boolean;
  twoFactorEnabled: boolean;
  dto: UserDto;
}

/** A users row joined with its wallet's balance (SELECT below). */
export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  is_admin: boolean;
  roles: StaffRole[];
  suspended_at: Date | null;
  suspension_reason: string | null;
  email_verified: boolean;
  two_factor_enabled: boolean;
  password_hash: string;
  session_version: number;
  created_at: Date;
  balance_cents: string | null;
  wallet_frozen: boolean;
}

/**
 * The columns of a UserRow from `users u` joined with `wallets w`, named one by one: a prepared
 * statement's result may not change shape when the table gains a column.
 */
export const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.country, u.is_admin, u.roles,
  u.suspended_at, u.suspension_reason, u.email_verified, u.two_factor_enabled, u.password_hash,
  u.session_version, u.created_at, w.balance_cents::text AS balance_cents,
  EXISTS (SELECT FROM wallet_freezes f WHERE f.user_id = u.id) AS wallet_frozen`;

const SELECT = `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN wallets w ON w.user_id = u.id`;

/** The record of a users row joined with its wallet's balance. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    sessionVersion: row.session_version,
    isAdmin: row.is_admin,
    roles: row.roles,
    suspended: row.suspended_at !== null,
    twoFactorEnabled: row.two_factor_enabled,
    dto: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      country: row.country,
      isAdmin: row.is_admin,
      roles: row.roles,
      suspension:
        row.suspended_at === null
          ? null
          : { reason: row.suspension_reason ?? '', since: row.suspended_at.toISOString() },
      emailVerified: row.email_verified,
      twoFactorEnabled: row.two_factor_enabled,
      balance: formatCents(Number(row.balance_cents ?? 0)),
      walletFrozen: row.wallet_frozen,
      createdAt: row.created_at.toISOString(),
    },
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

/** By normalised (lower-case) e-mail. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

/** Every user, newest first (docs/specs/admin-area.md section 7 GET /api/admin/users). */
export async function listUsers(db: Queryable): Promise<UserDto[]> {
  const { rows } = await db.query<UserRow>(`${SELECT} ORDER BY u.id DESC`);
  return rows.map((row) => toUserRecord(row).dto);
}

/**
 * The WHERE clause (or '' for blank `text`) and values of the admin users search over `users u`:
 * the e-mail or name contains `text`, case-insensitive.
 */
function usersWhere(text: string): { where: string; values: unknown[] } {
  if (!text) return { where: '', values: [] };
  return {
    where: `WHERE u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1
       OR (u.first_name || ' ' || u.last_name) ILIKE $1`,
    values: [containsPattern(text)],
  };
}

/** Users whose e-mail or name contains `text` (usersWhere), newest first, at most 50. */
export async function searchUsers(db: Queryable, text: string): Promise<UserDto[]> {
  const { where, values } = usersWhere(text);
  const { rows } = await db.query<UserRow>(
    `${SELECT} ${where} ORDER BY u.id DESC LIMIT 50`,
    values,
  );
  return rows.map((row) => toUserRecord(row).dto);
}

/** One user of the CSV export: what the admin users list shows, no password hash or secret. */
export interface UserExportRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  roles: StaffRole[];
  /** Integer cents, as text (bigint); null without a wallet. */
  balance_cents: string | null;
  created_at: Date;
}

/** Every user `text` finds (usersWhere; all for blank), newest first, as UserExportRow. */
export function userExportQuery(text: string): { text: string; values: unknown[] } {
  const { where, values } = usersWhere(text);
  return {
    text: `SELECT u.id, u.email, u.first_name, u.last_name, u.country, u.roles,
        w.balance_cents::text AS balance_cents, u.created_at
      FROM users u LEFT JOIN wallets w ON w.user_id = u.id ${where} ORDER BY u.id DESC`,
    values,
  };
}

/** The e-mail of each of `ids` that exists. */
export async function emailsOf(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}
