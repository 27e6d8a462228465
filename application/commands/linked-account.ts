/**
 * The account a mailed link's token leads to (application/security/link-tokens.ts): the
 * reservation `<namespace>-<token hash>` names the user stream; the stream is loaded in the
 * command's transaction.
 */
import { evolveUser, initialUser } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { ruleBroken } from '../../domain/shared/errors';
import type { CommandTransaction } from './command-runner';
import { aggregate } from './execute';

/**
 * The user stream and state of the account the link of `tokenHash` in `namespace` was mailed to.
 * @throws rule `invalid` when no link has that token
 */
export async function loadLinkedAccount(
  tx: CommandTransaction,
  link: { namespace: string; tokenHash: string; invalid: string },
) {
  const linkStreamId = reservationStream(link.namespace, link.tokenHash);
  const reservation = aggregate(
    await tx.load([linkStreamId]),
    linkStreamId,
    evolveReservation,
    initialReservation,
  );
  const streamId = reservation.state.owner;
  if (streamId === null) throw ruleBroken(link.invalid);
  return { streamId, ...aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser) };
}
