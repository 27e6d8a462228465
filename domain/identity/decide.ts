/**
 * Identity commands: RegisterUser, UpdateProfile, ChangePassword, GrantAdmin.
 * Password hashing and verification happen in the application layer (I/O-free here: hashes and
 * the verification outcome are passed in).
 */
import { conflict, notFound, ruleBroken } from '../shared/errors';
import { reserve, type Reservation, type ReservationEvent } from '../reservation/reservation';
import type { User, UserEvent } from './user';

/** The namespace of e-mail reservations. */
export const EMAIL_NAMESPACE = 'email';

export interface RegisterUser {
  userId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  isAdmin: boolean;
}

/**
 * Registers a user and reserves the e-mail address in the same append.
 * @throws conflict "Email already registered" when the address is taken.
 */
export function registerUser(
  command: RegisterUser,
  state: { user: User; email: Reservation },
): { user: UserEvent[]; email: ReservationEvent[] } {
  if (state.user.status !== 'none') throw conflict('User already exists');
  const email = reserve(state.email, `user-${command.userId}`, 'Email already registered');
  const user: UserEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId: command.userId,
        email: command.email,
        passwordHash: command.passwordHash,
        firstName: command.firstName,
        lastName: command.lastName,
        country: command.country,
      },
    },
  ];
  if (command.isAdmin) user.push({ type: 'AdminGranted', data: { grantedBy: null } });
  return { user, email };
}

function registered(state: User) {
  if (state.status !== 'registered') throw notFound('User not found');
  return state;
}

/** Updates first name, last name and country; nothing when unchanged. */
export function updateProfile(
  command: { firstName: string; lastName: string; country: string },
  state: User,
): UserEvent[] {
  const user = registered(state);
  if (
    user.firstName === command.firstName &&
    user.lastName === command.lastName &&
    user.country === command.country
  ) {
    return [];
  }
  return [{ type: 'ProfileUpdated', data: command }];
}

/**
 * Changes the password. `currentPasswordMatches` is the application's verification of the
 * current password against the stored hash.
 * @throws rule "Current password is incorrect"
 */
export function changePassword(
  command: { newPasswordHash: string; currentPasswordMatches: boolean },
  state: User,
): UserEvent[] {
  registered(state);
  if (!command.currentPasswordMatches) throw ruleBroken('Current password is incorrect');
  return [{ type: 'PasswordChanged', data: { passwordHash: command.newPasswordHash } }];
}

/** Makes the user an administrator; nothing when already one. */
export function grantAdmin(command: { grantedBy: number | null }, state: User): UserEvent[] {
  const user = registered(state);
  return user.isAdmin ? [] : [{ type: 'AdminGranted', data: { grantedBy: command.grantedBy } }];
}
