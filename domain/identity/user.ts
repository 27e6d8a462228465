/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password, admin role,
 * erasure of the personal data on request (the right to erasure), two-factor sign-in (TOTP, RFC
 * 6238, with single-use recovery codes). Source:
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
  | Event<'AdminGranted', { grantedBy: number | null }>
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
      isAdmin: boolean;
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
      return { status: 'registered', ...event.data, isAdmin: false, twoFactor: twoFactorOff };
    case 'ProfileUpdated':
      return state.status === 'registered' ? { ...state, ...event.data } : state;
    case 'PasswordChanged':
      return state.status === 'registered'
        ? { ...state, passwordHash: event.data.passwordHash }
        : state;
    case 'AdminGranted':
      return state.status === 'registered' ? { ...state, isAdmin: true } : state;
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
