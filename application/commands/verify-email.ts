/** VerifyEmail (POST /api/verify-email): the customer opened the mailed verification link. */
import {
  EMAIL_VERIFICATION_NAMESPACE,
  VERIFICATION_LINK_INVALID,
  verifyEmail as decideVerify,
} from '../../domain/identity/decide-email-verification';
import { linkTokenHash } from '../security/link-tokens';
import { appendTo, executeCommand, type CommandContext, type CommandDeps } from './execute';
import { loadLinkedAccount } from './linked-account';

/**
 * Marks the address of the account the link `token` was mailed to as verified (nothing when it
 * already is).
 * @throws rule VERIFICATION_LINK_INVALID for an unknown or replaced link
 */
export async function verifyEmail(
  deps: CommandDeps,
  input: { token: string },
  context: CommandContext,
) {
  const tokenHash = linkTokenHash(input.token);
  return executeCommand(deps, 'VerifyEmail', context, async (tx) => {
    const user = await loadLinkedAccount(tx, {
      namespace: EMAIL_VERIFICATION_NAMESPACE,
      tokenHash,
      invalid: VERIFICATION_LINK_INVALID,
    });
    const events = decideVerify({ tokenHash }, user.state);
    return { appends: [appendTo(user.streamId, user.version, events)], result: undefined };
  });
}
