/**
 * Identity commands: RegisterUser, UpdateProfile, ChangePassword, GrantAdmin, ErasePersonalData,
 * StartImpersonation, EndImpersonation.
 * Password hashing and verification happen in the application layer (I/O-free here: hashes and
 * the verification outcome are passed in).
 */
import { hasPermission, isStaff } from '../../contracts/staff-roles';
import { conflict, forbidden, notFound, ruleBroken } from '../shared/errors';
import { reserve, type Reservation, type ReservationEvent } from '../reservation/reservation';
import {
  emailVerificationRequested,
  EMAIL_VERIFICATION_NAMESPACE,
  type RequestEmailVerification,
} from './decide-email-verification';
import { registered, userStream, type User, type UserEvent } from './user';

/** The namespace of e-mail reservations. */
export const EMAIL_NAMESPACE = 'email';

export interface RegisterUser {
  userId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  /** An owner from the start (the address is in ADMIN_EMAILS). */
  isAdmin: boolean;
  /** The verification link mailed to the new address. */
  emailVerification: RequestEmailVerification;
}

/**
 * Registers a user, reserves the e-mail address and issues its verification link (reserved by
 * its token hash, see EMAIL_VERIFICATION_NAMESPACE) in the same append.
 * @throws conflict "Email already registered" when the address is taken.
 */
export function registerUser(
  command: RegisterUser,
  state: { user: User; email: Reservation; verificationLink: Reservation },
): { user: UserEvent[]; email: ReservationEvent[]; verificationLink: ReservationEvent[] } {
  if (state.user.status !== 'none') throw conflict('User already exists');
  const owner = userStream(command.userId);
  const email = reserve(state.email, owner, 'Email already registered');
  const verificationLink = reserve(
    state.verificationLink,
    owner,
    `This ${EMAIL_VERIFICATION_NAMESPACE} token is taken`,
  );
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
  user.push(emailVerificationRequested(command.emailVerification));
  if (command.isAdmin) user.push({ type: 'AdminGranted', data: { grantedBy: null } });
  return { user, email, verificationLink };
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
 * Changes the password from session `keptSessionId`, which stays signed in while every other
 * session ends. `currentPasswordMatches` is the application's verification of the current
 * password against the stored hash.
 * @throws rule "Current password is incorrect"
 */
export function changePassword(
  command: { newPasswordHash: string; currentPasswordMatches: boolean; keptSessionId?: string },
  state: User,
): UserEvent[] {
  registered(state);
  if (!command.currentPasswordMatches) throw ruleBroken('Current password is incorrect');
  const { keptSessionId } = command;
  return [
    {
      type: 'PasswordChanged',
      data: {
        passwordHash: command.newPasswordHash,
        ...(keptSessionId === undefined ? {} : { keptSessionId }),
      },
    },
  ];
}

/** Makes the user an owner; nothing when already one. */
export function grantAdmin(command: { grantedBy: number | null }, state: User): UserEvent[] {
  const user = registered(state);
  return user.roles.includes('owner')
    ? []
    : [{ type: 'AdminGranted', data: { grantedBy: command.grantedBy } }];
}

/**
 * Erases a customer's personal data on request (the right to erasure); nothing when already erased.
 * @throws not_found "User not found"; forbidden for an administrator's account
 */
export function erasePersonalData(command: { erasedBy: number | null }, state: User): UserEvent[] {
  if (state.status === 'erased') return [];
  const user = registered(state);
  if (isStaff(user.roles)) throw forbidden('Administrator accounts cannot be erased');
  return [{ type: 'PersonalDataErased', data: { erasedBy: command.erasedBy } }];
}

/**
 * Staff who manage users start acting as a customer; recorded on the admin's stream.
 * @throws forbidden when the actor may not manage users, or the target is staff or suspended;
 *   not_found target
 */
export function startImpersonation(state: { admin: User; target: User }): UserEvent[] {
  if (state.admin.status !== 'registered' || !hasPermission(state.admin.roles, 'users.manage'))
    throw forbidden('Administrator access required');
  if (state.target.status !== 'registered') throw notFound('User not found');
  if (isStaff(state.target.roles)) throw forbidden('Administrators cannot be impersonated');
  if (state.target.suspension) throw forbidden('Suspended accounts cannot be impersonated');
  return [{ type: 'ImpersonationStarted', data: { userId: state.target.userId } }];
}

/** The admin returns to their own account; recorded on the admin's stream. */
export function endImpersonation(command: { userId: number }, admin: User): UserEvent[] {
  registered(admin);
  return [{ type: 'ImpersonationEnded', data: { userId: command.userId } }];
}
