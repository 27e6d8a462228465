/** VerifyEmail (POST /api/verify-email): the customer opened the mailed verification link. */
import {
  EMAIL_VERIFICATION_NAMESPACE,
  VERIFICATION_LINK_INVALID,
  verifyEmail as decideVerify,
} from '../../domain/identity/decide-email-verification';
import { evolveUser, initialUser } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { ruleBroken } from '../../domain/shared/errors';
import { linkTokenHash } from '../security/link-tokens';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

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
  const linkStreamId = reservationStream(EMAIL_VERIFICATION_NAMESPACE, tokenHash);
  return executeCommand(deps, 'VerifyEmail', context, async (tx) => {
    const link = aggregate(
      await tx.load([linkStreamId]),
      linkStreamId,
      evolveReservation,
      initialReservation,
    );
    const owner = link.state.owner;
    if (owner === null) throw ruleBroken(VERIFICATION_LINK_INVALID);
    const user = aggregate(await tx.load([owner]), owner, evolveUser, initialUser);
    const events = decideVerify({ tokenHash }, user.state);
    return { appends: [appendTo(owner, user.version, events)], result: undefined };
  });
}
