/** ChangePassword (docs/specs/customer-area.md section 7 POST /api/change-password). */
import { changePassword as decideChange } from '../../domain/identity/decide';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { hashPassword, verifyPassword } from '../security/passwords';
import { openPersonal, sealPersonal } from '../security/personal-data';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Changes a password after checking the current one, from session `keptSessionId` (absent when
 * staff act for the customer): every other session ends.
 * @throws rule "Current password is incorrect"
 */
export async function changePassword(
  deps: CommandDeps,
  input: { userId: number; currentPassword: string; newPassword: string; keptSessionId?: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  // Sealed under the customer's key like every personal field.
  const { passwordHash: newPasswordHash } = await sealPersonal(deps.secrets, input.userId, {
    passwordHash: await hashPassword(input.newPassword),
  });
  return executeCommand(deps, 'ChangePassword', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const currentPasswordMatches =
      user.state.status === 'registered' &&
      (await verifyPassword(
        input.currentPassword,
        (await openPersonal(deps.secrets, { passwordHash: user.state.passwordHash })).passwordHash,
      ));
    const events = decideChange(
      { newPasswordHash, currentPasswordMatches, keptSessionId: input.keptSessionId },
      user.state,
    );
    return { appends: [appendTo(streamId, user.version, events)], result: undefined };
  });
}
