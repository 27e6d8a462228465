/** RequestPasswordReset (POST /api/forgot-password): mails a reset link to a known address. */
import {
  PASSWORD_RESET_NAMESPACE,
  requestPasswordReset as decideRequest,
} from '../../domain/identity/decide-password-reset';
import { evolveUser, initialUser, normaliseEmail } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
  reserve,
} from '../../domain/reservation/reservation';
import { newLink } from '../security/link-tokens';
import { emailReservationStreams } from '../security/personal-data';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Issues a password reset link, valid `validMinutes` from `context.now`, to the account that
 * holds `email` (found by its reservation); the e-mail worker mails it. Appends nothing for an
 * unknown or erased address and answers the same: `{ issued }` is for tests and logs only,
 * never for the caller's answer.
 */
export async function requestPasswordReset(
  deps: CommandDeps,
  input: { email: string; validMinutes: number },
  context: CommandContext,
) {
  const emailStreams = await emailReservationStreams(deps.secrets, normaliseEmail(input.email));
  const link = await newLink(deps.secrets, PASSWORD_RESET_NAMESPACE);
  const linkStreamId = reservationStream(PASSWORD_RESET_NAMESPACE, link.tokenHash);
  const expiresAt = new Date(context.now.getTime() + input.validMinutes * 60_000);
  return executeCommand(deps, 'RequestPasswordReset', context, async (tx) => {
    const reservations = await tx.load([emailStreams.indexed, emailStreams.legacy]);
    const owner =
      aggregate(reservations, emailStreams.legacy, evolveReservation, initialReservation).state
        .owner ??
      aggregate(reservations, emailStreams.indexed, evolveReservation, initialReservation).state
        .owner;
    if (owner === null) return { appends: [], result: { issued: false } };
    const streams = await tx.load([owner, linkStreamId]);
    const user = aggregate(streams, owner, evolveUser, initialUser);
    const events = decideRequest(
      { resetId: link.id, tokenHash: link.tokenHash, expiresAt },
      user.state,
    );
    if (events.length === 0) return { appends: [], result: { issued: false } };
    const linkReservation = aggregate(streams, linkStreamId, evolveReservation, initialReservation);
    return {
      appends: [
        appendTo(owner, user.version, events),
        appendTo(
          linkStreamId,
          linkReservation.version,
          reserve(linkReservation.state, owner, 'This reset token is taken'),
        ),
      ],
      result: { issued: true },
    };
  });
}
