/** EnableTwoFactor (ARCHITECTURE.md "Security model": two-factor sign-in). */
import { enableTwoFactor as decideEnable } from '../../domain/identity/decide-two-factor';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { openPersonal } from '../security/personal-data';
import { hashRecoveryCode, newRecoveryCodes } from '../security/recovery-codes';
import { isTotpCode } from '../security/second-factor';
import { matchedTimeStep } from '../security/totp';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Turns two-factor sign-in on when `code` is a TOTP code of the pending secret (one step of drift
 * either side of `context.now`). Answers the ten new recovery codes, in clear this once: only
 * their hashes are appended.
 * @throws not_found "User not found"; conflict when already on or no setup is pending; rule
 *   "Invalid two-factor code"
 */
export async function enableTwoFactor(
  deps: CommandDeps,
  input: { userId: number; code: string },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  const recoveryCodes = newRecoveryCodes();
  const recoveryCodeHashes = recoveryCodes.map(hashRecoveryCode);
  return executeCommand(deps, 'EnableTwoFactor', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const pending =
      user.state.status === 'registered' && user.state.twoFactor.status === 'off'
        ? user.state.twoFactor.pendingSecret
        : null;
    const timeStep =
      pending !== null && isTotpCode(input.code)
        ? matchedTimeStep(
            (await openPersonal(deps.secrets, { secret: pending })).secret,
            input.code,
            context.now,
          )
        : null;
    const events = decideEnable({ timeStep, recoveryCodeHashes }, user.state);
    return { appends: [appendTo(streamId, user.version, events)], result: { recoveryCodes } };
  });
}
