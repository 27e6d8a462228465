/** StartTwoFactorSetup (ARCHITECTURE.md "Security model": two-factor sign-in). */
import { startTwoFactorSetup as decideStart } from '../../domain/identity/decide-two-factor';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { sealPersonal } from '../security/personal-data';
import { newTotpSecret, totpUrl } from '../security/totp';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Starts two-factor setup with a new random TOTP secret, sealed under the customer's key; a
 * pending secret is replaced. Answers the `otpauth://` URL (RFC 6238 parameters, issuer KeyMart,
 * labelled `email`) for the authenticator app.
 * @throws not_found "User not found"; conflict "Two-factor sign-in is already on"
 */
export async function startTwoFactorSetup(
  deps: CommandDeps,
  input: { userId: number; email: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  const secret = newTotpSecret();
  const sealed = await sealPersonal(deps.secrets, input.userId, { secret });
  return executeCommand(deps, 'StartTwoFactorSetup', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const events = decideStart(sealed, user.state);
    return {
      appends: [appendTo(streamId, user.version, events)],
      result: { otpauthUrl: totpUrl(secret, input.email) },
    };
  });
}
