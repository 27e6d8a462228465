/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password, admin role,
 * erasure of the personal data on request (the right to erasure). Source:
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
      return { status: 'registered', ...event.data, isAdmin: false };
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
  }
}
