/** CompleteTwoFactorSignIn (ARCHITECTURE.md "Security model": two-factor sign-in). */
import { completeTwoFactorSignIn as decideComplete } from '../../domain/identity/decide-two-factor';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { checkSecondFactor } from '../security/second-factor';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * The second step of a sign-in: spends a TOTP code (one step of drift either side of
 * `context.now`) of a step after the last accepted one, or an unused recovery code.
 * @throws not_found "User not found"; conflict "Two-factor sign-in is not on"; rule "Invalid
 *   two-factor code"
 */
export async function completeTwoFactorSignIn(
  deps: CommandDeps,
  input: { userId: number; code: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  return executeCommand(deps, 'CompleteTwoFactorSignIn', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const code = await checkSecondFactor(deps.secrets, user.state, input.code, context.now);
    const events = decideComplete({ code }, user.state);
    return { appends: [appendTo(streamId, user.version, events)], result: undefined };
  });
}
