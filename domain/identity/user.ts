/**
 * The user account aggregate (stream `user-<id>`): registration, profile, password, admin role.
 * Source: customer-area.md sections 3, 5 and 7; DESIGN.md "Security model".
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
  /** On the admin's stream: the admin began acting as `userId` (admin-area.md 2.7 Login as User). */
  | Event<'ImpersonationStarted', { userId: number }>
  | Event<'ImpersonationEnded', { userId: number }>;

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
    };

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
  }
}
