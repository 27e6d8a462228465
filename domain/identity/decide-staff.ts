/**
 * Staff administration: roles (only an owner sets them) and suspension of an account (staff who
 * manage users; an owner for staff accounts). Nobody changes their own roles or suspends
 * themselves, so no one locks themselves out.
 */
import { hasPermission, isStaff, type StaffRole } from '../../contracts/staff-roles';
import { forbidden, notFound } from '../shared/errors';
import type { User, UserEvent } from './user';

/** The refusal a suspended account gets when it signs in. */
export const ACCOUNT_SUSPENDED =
  'Your account has been suspended. Please contact support if you think this is a mistake.';

/** Who acts and on whom: both accounts as their streams say. */
export interface StaffDecisionState {
  actor: User;
  target: User;
}

function accounts(state: StaffDecisionState) {
  if (state.actor.status !== 'registered') throw forbidden('Administrator access required');
  if (state.target.status !== 'registered') throw notFound('User not found');
  return { actor: state.actor, target: state.target };
}

/**
 * Sets the target's staff roles (an empty list makes them a customer); nothing when unchanged.
 * @throws forbidden unless the actor is an owner, or when they change their own roles;
 *   not_found target
 */
export function setStaffRoles(
  command: { roles: readonly StaffRole[] },
  state: StaffDecisionState,
): UserEvent[] {
  const { actor, target } = accounts(state);
  if (!hasPermission(actor.roles, 'staff')) throw forbidden('Only an owner can change staff roles');
  if (actor.userId === target.userId) throw forbidden('You cannot change your own roles');
  const roles = [...new Set(command.roles)].sort();
  if (roles.join() === [...target.roles].sort().join()) return [];
  return [{ type: 'StaffRolesChanged', data: { roles, changedBy: actor.userId } }];
}

/**
 * Suspends the target: they cannot sign in or buy, their sessions end, their balance stays;
 * nothing when already suspended.
 * @throws forbidden when the actor may not manage users, suspends themselves, or is not an owner
 *   and suspends staff; not_found target
 */
export function suspendUser(command: { reason: string }, state: StaffDecisionState): UserEvent[] {
  const { actor, target } = mayManage(state);
  if (target.suspension) return [];
  return [{ type: 'UserSuspended', data: { reason: command.reason, suspendedBy: actor.userId } }];
}

/**
 * Lifts the target's suspension; nothing when they are not suspended.
 * @throws as suspendUser
 */
export function unsuspendUser(state: StaffDecisionState): UserEvent[] {
  const { actor, target } = mayManage(state);
  if (!target.suspension) return [];
  return [{ type: 'UserUnsuspended', data: { unsuspendedBy: actor.userId } }];
}

function mayManage(state: StaffDecisionState) {
  const { actor, target } = accounts(state);
  if (!hasPermission(actor.roles, 'users.manage')) throw forbidden('Administrator access required');
  if (actor.userId === target.userId) throw forbidden('You cannot suspend your own account');
  if (isStaff(target.roles) && !hasPermission(actor.roles, 'staff'))
    throw forbidden('Only an owner can suspend a staff account');
  return { actor, target };
}
