/** RequestEmailVerification (POST /api/resend-verification): a new verification link. */
import {
  EMAIL_VERIFICATION_NAMESPACE,
  requestEmailVerification as decideRequest,
} from '../../domain/identity/decide-email-verification';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
  reserve,
} from '../../domain/reservation/reservation';
import { newLink } from '../security/link-tokens';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Issues a new verification link for the user's address (the e-mail worker mails it); earlier
 * links stop working.
 * @throws not_found; conflict "Your email address is already verified"
 */
export async function requestEmailVerification(
  deps: CommandDeps,
  input: { userId: number },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  const link = await newLink(deps.secrets, EMAIL_VERIFICATION_NAMESPACE);
  const linkStreamId = reservationStream(EMAIL_VERIFICATION_NAMESPACE, link.tokenHash);
  return executeCommand(deps, 'RequestEmailVerification', context, async (tx) => {
    const streams = await tx.load([streamId, linkStreamId]);
    const user = aggregate(streams, streamId, evolveUser, initialUser);
    const events = decideRequest(
      { verificationId: link.id, tokenHash: link.tokenHash },
      user.state,
    );
    const linkReservation = aggregate(streams, linkStreamId, evolveReservation, initialReservation);
    return {
      appends: [
        appendTo(streamId, user.version, events),
        appendTo(
          linkStreamId,
          linkReservation.version,
          reserve(linkReservation.state, streamId, 'This verification token is taken'),
        ),
      ],
      result: undefined,
    };
  });
}
