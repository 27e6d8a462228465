/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password and its reset
 * by e-mail, e-mail verification, two-factor sign-in (TOTP, RFC 6238, with single-use recovery
 * codes), staff roles, suspension, erasure of the personal data on request (the right to
 * erasure). Source:
 * docs/specs/customer-area.md sections 3, 5 and 7; ARCHITECTURE.md "Security model". The personal
 * fields (e-mail, names, country, password hash) arrive sealed under the customer's own key
 * (application/security/secret-box.ts); the domain treats them as opaque text.
 */
import type { StaffRole } from '../../contracts/staff-roles';
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
  | Event<'PasswordChanged', { passwordHash: string }>
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
  | Event<'TwoFactorDisabled', Record<string, never>>;

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
    }
  /** Erased on request: only the id is left; no sign-in, no changes. */
  | { status: 'erased'; userId: number };

export const initialUser: User = { status: 'none' };

export const userStream = (userId: number) => `user-${userId}`;

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
      };
    case 'ProfileUpdated':
      return state.status === 'registered' ? { ...state, ...event.data } : state;
    case 'PasswordChanged':
      return state.status === 'registered'
        ? { ...state, passwordHash: event.data.passwordHash, passwordReset: null }
        : state;
    case 'PasswordResetRequested':
      return state.status === 'registered'
        ? {
            ...state,
            passwordReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
          }
        : state;
    case 'PasswordResetCompleted':
      return state.status === 'registered'
        ? { ...state, passwordHash: event.data.passwordHash, passwordReset: null }
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
        ? { ...state, suspension: { reason: event.data.reason } }
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
