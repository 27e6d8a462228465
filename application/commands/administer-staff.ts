/**
 * Staff administration commands: SetStaffRoles (PUT /api/admin/users/{id}/roles), SuspendUser
 * and UnsuspendUser (POST /api/admin/users/{id}/suspend, .../unsuspend). Each decides on the
 * acting account and the target account, and appends to the target's stream.
 */
import type { StaffRole } from '../../contracts/staff-roles';
import {
  setStaffRoles as decideRoles,
  suspendUser as decideSuspend,
  unsuspendUser as decideUnsuspend,
  type StaffDecisionState,
} from '../../domain/identity/decide-staff';
import { evolveUser, initialUser, userStream, type UserEvent } from '../../domain/identity/user';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Runs `decide` on the accounts of `actorId` and `userId`; appends to `userId`'s stream. */
function onTargetAccount(
  name: string,
  deps: CommandDeps,
  input: { actorId: number; userId: number },
  context: CommandContext,
  decide: (state: StaffDecisionState) => UserEvent[],
) {
  const actorStream = userStream(input.actorId);
  const targetStream = userStream(input.userId);
  return executeCommand(deps, name, context, async (tx) => {
    const streams = await tx.load([actorStream, targetStream]);
    const actor = aggregate(streams, actorStream, evolveUser, initialUser);
    const target = aggregate(streams, targetStream, evolveUser, initialUser);
    const events = decide({ actor: actor.state, target: target.state });
    return {
      appends: [appendTo(targetStream, target.version, events)],
      result: { changed: events.length > 0 },
    };
  });
}

/**
 * Sets `userId`'s staff roles, by owner `actorId`. @throws forbidden, not_found
 * (domain/identity/decide-staff.ts)
 */
export function setStaffRoles(
  deps: CommandDeps,
  input: { actorId: number; userId: number; roles: StaffRole[] },
  context: CommandContext,
) {
  return onTargetAccount('SetStaffRoles', deps, input, context, (state) =>
    decideRoles({ roles: input.roles }, state),
  );
}

/** Suspends `userId` for `reason`. @throws forbidden, not_found */
export function suspendUser(
  deps: CommandDeps,
  input: { actorId: number; userId: number; reason: string },
  context: CommandContext,
) {
  return onTargetAccount('SuspendUser', deps, input, context, (state) =>
    decideSuspend({ reason: input.reason }, state),
  );
}

/** Lifts `userId`'s suspension. @throws forbidden, not_found */
export function unsuspendUser(
  deps: CommandDeps,
  input: { actorId: number; userId: number },
  context: CommandContext,
) {
  return onTargetAccount('UnsuspendUser', deps, input, context, decideUnsuspend);
}
