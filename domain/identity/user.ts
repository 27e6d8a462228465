/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password and its reset
 * by e-mail, e-mail verification, admin role, erasure of the personal data on request (the right
 * to erasure). Source:
 * docs/specs/customer-area.md sections 3, 5 and 7; ARCHITECTURE.md "Security model". The personal
 * fields (e-mail, names, country, password hash) arrive sealed under the customer's own key
 * (application/security/secret-box.ts); the domain treats them as opaque text.
 */
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
  | Event<'AdminGranted', { grantedBy: number | null }>
  /**
   * The account's staff roles were set by `changedBy` (null: the system); an empty list means the
   * account is no longer staff.
   */
  | Event<
      'StaffRolesChanged',
      {
        roles: ('owner' | 'admin' | 'support' | 'fulfilment' | 'finance')[];
        changedBy: number | null;
      }
    >
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
  | Event<'PersonalDataErased', { erasedBy: number | null }>;

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
      isAdmin: boolean;
      /** The newest unused reset link: its token's SHA-256 and expiry (ISO 8601). */
      passwordReset: { tokenHash: string; expiresAt: string } | null;
      emailVerified: boolean;
      /** The token hash of the newest verification link, while the address is unverified. */
      emailVerificationTokenHash: string | null;
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
        isAdmin: false,
        passwordReset: null,
        emailVerified: false,
        emailVerificationTokenHash: null,
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
      return state.status === 'registered' ? { ...state, isAdmin: true } : state;
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
      return state;
    // Roles do not change what the account may do yet: only the audit log reads them.
    case 'StaffRolesChanged':
      return state;
    case 'PersonalDataErased':
      return state.status === 'registered' ? { status: 'erased', userId: state.userId } : state;
  }
}
