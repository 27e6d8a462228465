/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password and its reset
 * by e-mail, e-mail verification, two-factor sign-in (TOTP, RFC 6238, with single-use recovery
 * codes), signed-in sessions, staff roles, suspension, erasure of the personal data on request
 * (the right to erasure). Source:
 * docs/specs/customer-area.md sections 3, 5 and 7; ARCHITECTURE.md "Security model". The personal
 * fields (e-mail, names, country, password hash) arrive sealed under the customer's own key
 * (application/security/secret-box.ts); the domain treats them as opaque text.
 */
import { deviceName } from '../../contracts/device-name';
import type { StaffRole } from '../../contracts/staff-roles';
import { notFound } from '../shared/errors';
import type { Event } from '../shared/event';

export type UserEvent =
  | Event<
      'UserRegistered',
      {
        userId: number;
        email: string;
        passwordHash: string;
        firstName: string;
        lastName: string;
        country: string;
      }
    >
  | Event<'ProfileUpdated', { firstName: string; lastName: string; country: string }>
  /**
   * A new password: every session ends but `keptSessionId`, the one it was changed from (absent in
   * events recorded before sessions were listed, which ended them all).
   */
  | Event<'PasswordChanged', { passwordHash: string; keptSessionId?: string }>
  /**
   * A password reset link was mailed. Only the SHA-256 of the link's token is kept (hex); the
   * mail worker derives the token again from `resetId` (application/security/link-tokens.ts).
   * Valid until `expiresAt` (ISO 8601), once, and only the newest link of the account.
   */
  | Event<'PasswordResetRequested', { resetId: string; tokenHash: string; expiresAt: string }>
  /** The password was set through the reset link `tokenHash`: every session of the account ends. */
  | Event<'PasswordResetCompleted', { passwordHash: string; tokenHash: string }>
  /** An e-mail verification link was mailed (at registration, or sent again); as a reset link. */
  | Event<'EmailVerificationRequested', { verificationId: string; tokenHash: string }>
  /** The customer opened the verification link `tokenHash`: the address is theirs. */
  | Event<'EmailVerified', { tokenHash: string }>
  /** The account became an owner (ADMIN_EMAILS, `npm run cli -- admin grant`). */
  | Event<'AdminGranted', { grantedBy: number | null }>
  /** An owner set the account's staff roles (none: a customer again). */
  | Event<'StaffRolesChanged', { roles: StaffRole[]; changedBy: number | null }>
  /** Staff suspended the account: no sign-in, no purchase; its sessions end, its balance stays. */
  | Event<'UserSuspended', { reason: string; suspendedBy: number | null }>
  | Event<'UserUnsuspended', { unsuspendedBy: number | null }>
  /**
   * On the admin's stream: the admin began acting as `userId` (docs/specs/admin-area.md 2.7 Login
   * as User).
   */
  | Event<'ImpersonationStarted', { userId: number }>
  | Event<'ImpersonationEnded', { userId: number }>
  /**
   * The customer's personal data was erased on request: the read models forget it and the key
   * that sealed it in the events is shredded. The account's ledger stays (amounts, no person).
   */
  | Event<'PersonalDataErased', { erasedBy: number | null }>
  /**
   * Two-factor setup began (or began again) with a new TOTP secret (base32, sealed under the
   * customer's key); it is pending until a code from it enables two-factor sign-in.
   */
  | Event<'TwoFactorSetupStarted', { secret: string }>
  /** The pending secret is now the account's; the SHA-256 hashes (hex) of its recovery codes. */
  | Event<'TwoFactorEnabled', { recoveryCodeHashes: string[] }>
  /** A TOTP code of time step `timeStep` (30 s periods since the Unix epoch) was accepted. */
  | Event<'TwoFactorCodeAccepted', { timeStep: number }>
  /** The recovery code of this hash was used (it is never accepted again). */
  | Event<'RecoveryCodeUsed', { codeHash: string }>
  | Event<'TwoFactorDisabled', Record<string, never>>
  /**
   * A sign-in (the password, and a second factor when on) began session `sessionId` on a device
   * (browser and operating system names, read from the user agent) from address `ip` at
   * `startedAt` (ISO 8601). `newDevice` when the account had signed in before, never on it.
   */
  | Event<
      'SessionStarted',
      {
        sessionId: string;
        browser: string;
        os: string;
        ip: string;
        startedAt: string;
        newDevice: boolean;
      }
    >
  /** The session was used again, from `ip` (recorded at most every SESSION_SEEN_MINUTES). */
  | Event<'SessionSeen', { sessionId: string; ip: string; seenAt: string }>
  /** The session ended: its owner signed out of it, or revoked it from another session. */
  | Event<'SessionEnded', { sessionId: string; reason: SessionEndReason }>;

/**
 * Why one session ended: its owner signed out of it or revoked it, or it was replaced by another
 * (an admin starting or ending an impersonation). A new password, a suspension or an erasure end
 * them all.
 */
export type SessionEndReason = 'signed-out' | 'revoked' | 'replaced';

/** A session not ended yet: when it was last used (ISO 8601). */
export interface ActiveSession {
  lastSeenAt: string;
}

/**
 * A registered user's two-factor sign-in (ARCHITECTURE.md "Security model"): off, possibly with a
 * secret pending confirmation; or on, with its secret, the recovery codes not used yet and the
 * last accepted time step (a code of that step or an earlier one is refused: no replay).
 */
export type TwoFactor =
  | { status: 'off'; pendingSecret: string | null }
  | {
      status: 'on';
      secret: string;
      unusedRecoveryCodeHashes: readonly string[];
      lastTimeStep: number | null;
    };

/** Off, nothing pending: how every account starts, and what turning two-factor off returns to. */
const twoFactorOff: TwoFactor = { status: 'off', pendingSecret: null };

export type User =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: number;
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      country: string;
      /** Staff roles; none for a customer. */
      roles: StaffRole[];
      /** Why staff suspended the account; null when it is not suspended. */
      suspension: { reason: string } | null;
      /** The newest unused reset link: its token's SHA-256 and expiry (ISO 8601). */
      passwordReset: { tokenHash: string; expiresAt: string } | null;
      emailVerified: boolean;
      /** The token hash of the newest verification link, while the address is unverified. */
      emailVerificationTokenHash: string | null;
      twoFactor: TwoFactor;
      /** The sessions not ended, by session id. */
      sessions: Readonly<Record<string, ActiveSession>>;
      /** Every device (deviceName) a session of the account started on. */
      knownDevices: readonly string[];
    }
  /** Erased on request: only the id is left; no sign-in, no changes. */
  | { status: 'erased'; userId: number };

export const initialUser: User = { status: 'none' };

export const userStream = (userId: number) => `user-${userId}`;

/** A registered account. @throws not_found "User not found" for none or an erased one */
export function registered(state: User) {
  if (state.status !== 'registered') throw notFound('User not found');
  return state;
}

/** Normalised e-mail: trimmed and lower-cased (the key of the e-mail reservation). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function evolveUser(state: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        ...event.data,
        roles: [],
        suspension: null,
        passwordReset: null,
        emailVerified: false,
        emailVerificationTokenHash: null,
        twoFactor: twoFactorOff,
        sessions: {},
        knownDevices: [],
      };
    case 'ProfileUpdated':
      return state.status === 'registered' ? { ...state, ...event.data } : state;
    case 'PasswordChanged': {
      if (state.status !== 'registered') return state;
      const kept = event.data.keptSessionId;
      const keptSession = kept === undefined ? undefined : state.sessions[kept];
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        passwordReset: null,
        sessions: kept !== undefined && keptSession ? { [kept]: keptSession } : {},
      };
    }
    case 'PasswordResetRequested':
      return state.status === 'registered'
        ? {
            ...state,
            passwordReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
          }
        : state;
    case 'PasswordResetCompleted':
      return state.status === 'registered'
        ? { ...state, passwordHash: event.data.passwordHash, passwordReset: null, sessions: {} }
        : state;
    case 'EmailVerificationRequested':
      return state.status === 'registered'
        ? { ...state, emailVerificationTokenHash: event.data.tokenHash }
        : state;
    case 'EmailVerified':
      return state.status === 'registered'
        ? { ...state, emailVerified: true, emailVerificationTokenHash: null }
        : state;
    case 'AdminGranted':
      return state.status === 'registered' ? { ...state, roles: ['owner'] } : state;
    case 'StaffRolesChanged':
      return state.status === 'registered' ? { ...state, roles: event.data.roles } : state;
    case 'UserSuspended':
      return state.status === 'registered'
        ? { ...state, suspension: { reason: event.data.reason }, sessions: {} }
        : state;
    case 'UserUnsuspended':
      return state.status === 'registered' ? { ...state, suspension: null } : state;
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
      return state;
    case 'PersonalDataErased':
      return state.status === 'registered' ? { status: 'erased', userId: state.userId } : state;
    case 'TwoFactorSetupStarted':
    case 'TwoFactorEnabled':
    case 'TwoFactorCodeAccepted':
    case 'RecoveryCodeUsed':
    case 'TwoFactorDisabled':
      return state.status === 'registered'
        ? { ...state, twoFactor: evolveTwoFactor(state.twoFactor, event) }
        : state;
    case 'SessionStarted':
    case 'SessionSeen':
    case 'SessionEnded':
      return state.status === 'registered' ? evolveSessions(state, event) : state;
  }
}

function evolveSessions(
  state: Extract<User, { status: 'registered' }>,
  event: UserEvent,
): Extract<User, { status: 'registered' }> {
  switch (event.type) {
    case 'SessionStarted': {
      const device = deviceName(event.data);
      return {
        ...state,
        sessions: {
          ...state.sessions,
          [event.data.sessionId]: { lastSeenAt: event.data.startedAt },
        },
        knownDevices: state.knownDevices.includes(device)
          ? state.knownDevices
          : [...state.knownDevices, device],
      };
    }
    case 'SessionSeen':
      return state.sessions[event.data.sessionId]
        ? {
            ...state,
            sessions: {
              ...state.sessions,
              [event.data.sessionId]: { lastSeenAt: event.data.seenAt },
            },
          }
        : state;
    case 'SessionEnded': {
      const { [event.data.sessionId]: _ended, ...sessions } = state.sessions;
      return { ...state, sessions };
    }
    default:
      return state;
  }
}

function evolveTwoFactor(state: TwoFactor, event: UserEvent): TwoFactor {
  switch (event.type) {
    case 'TwoFactorSetupStarted':
      return state.status === 'off' ? { status: 'off', pendingSecret: event.data.secret } : state;
    case 'TwoFactorEnabled':
      return state.status === 'off' && state.pendingSecret !== null
        ? {
            status: 'on',
            secret: state.pendingSecret,
            unusedRecoveryCodeHashes: event.data.recoveryCodeHashes,
            lastTimeStep: null,
          }
        : state;
    case 'TwoFactorCodeAccepted':
      return state.status === 'on' ? { ...state, lastTimeStep: event.data.timeStep } : state;
    case 'RecoveryCodeUsed':
      return state.status === 'on'
        ? {
            ...state,
            unusedRecoveryCodeHashes: state.unusedRecoveryCodeHashes.filter(
              (hash) => hash !== event.data.codeHash,
            ),
          }
        : state;
    case 'TwoFactorDisabled':
      return twoFactorOff;
    default:
      return state;
  }
}
