/** DisableTwoFactor (ARCHITECTURE.md "Security model": two-factor sign-in). */
import { disableTwoFactor as decideDisable } from '../../domain/identity/decide-two-factor';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { verifyPassword } from '../security/passwords';
import { openPersonal } from '../security/personal-data';
import { checkSecondFactor } from '../security/second-factor';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Turns two-factor sign-in off after checking the password and a code (TOTP or recovery), which
 * is spent.
 * @throws not_found "User not found"; conflict "Two-factor sign-in is not on"; rule "Password is
 *   incorrect" or "Invalid two-factor code"
 */
export async function disableTwoFactor(
  deps: CommandDeps,
  input: { userId: number; password: string; code: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  return executeCommand(deps, 'DisableTwoFactor', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const passwordMatches =
      user.state.status === 'registered' &&
      (await verifyPassword(
        input.password,
        (await openPersonal(deps.secrets, { passwordHash: user.state.passwordHash })).passwordHash,
      ));
    const code = await checkSecondFactor(deps.secrets, user.state, input.code, context.now);
    const events = decideDisable({ passwordMatches, code }, user.state);
    return { appends: [appendTo(streamId, user.version, events)], result: undefined };
  });
}
