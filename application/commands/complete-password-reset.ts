/** CompletePasswordReset (POST /api/reset-password): a new password through a mailed link. */
import {
  completePasswordReset as decideComplete,
  PASSWORD_RESET_NAMESPACE,
  RESET_LINK_INVALID,
} from '../../domain/identity/decide-password-reset';
import { ruleBroken } from '../../domain/shared/errors';
import { linkTokenHash } from '../security/link-tokens';
import { hashPassword } from '../security/passwords';
import { sealPersonal } from '../security/personal-data';
import { appendTo, executeCommand, type CommandContext, type CommandDeps } from './execute';
import { loadLinkedAccount } from './linked-account';

/**
 * Sets the password of the account the reset link `token` was mailed to; every session of the
 * account ends (the users projection moves the session version on).
 * @throws rule RESET_LINK_INVALID for an unknown, used, replaced or expired link
 */
export async function completePasswordReset(
  deps: CommandDeps,
  input: { token: string; newPassword: string },
  context: CommandContext,
) {
  const tokenHash = linkTokenHash(input.token);
  const passwordHash = await hashPassword(input.newPassword);
  return executeCommand(deps, 'CompletePasswordReset', context, async (tx) => {
    const user = await loadLinkedAccount(tx, {
      namespace: PASSWORD_RESET_NAMESPACE,
      tokenHash,
      invalid: RESET_LINK_INVALID,
    });
    if (user.state.status !== 'registered') throw ruleBroken(RESET_LINK_INVALID);
    const sealed = await sealPersonal(deps.secrets, user.state.userId, { passwordHash });
    const events = decideComplete(
      { tokenHash, newPasswordHash: sealed.passwordHash },
      user.state,
      context.now,
    );
    return {
      appends: [appendTo(user.streamId, user.version, events)],
      result: { userId: user.state.userId },
    };
  });
}
