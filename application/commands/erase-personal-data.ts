/**
 * ErasePersonalData (GDPR art. 17): on a customer's request staff erase
 * their personal data. In one append: the user stream records the erasure (the users read model
 * then keeps placeholders and every session ends) and the e-mail's reservation is released. Then
 * the customer's data key is shredded, so the sealed fields in the events stay unreadable for
 * good. Wallet, orders and tickets keep the user id: the ledger stays auditable.
 */
import { erasePersonalData as decideErase } from '../../domain/identity/decide';
import { evolveUser, initialUser, normaliseEmail, userStream } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  release,
  type ReservationEvent,
} from '../../domain/reservation/reservation';
import { emailReservationStreams, openPersonal } from '../security/personal-data';
import { customerKeyId } from '../security/secret-box';
import type { AppendToStream } from '../event-store/types';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Erases customer `userId`'s personal data; erasing again only makes sure the key is shredded
 * (the step after the commit, should a crash have come between).
 * @throws not_found "User not found"; forbidden for an administrator's account
 */
export async function erasePersonalData(
  deps: CommandDeps,
  input: { userId: number },
  context: CommandContext,
) {
  const streamId = userStream(input.userId);
  const owner = `user-${input.userId}`;
  const outcome = await executeCommand(deps, 'ErasePersonalData', context, async (tx) => {
    const user = aggregate(await tx.load([streamId]), streamId, evolveUser, initialUser);
    const events = decideErase({ erasedBy: context.actorId }, user.state);
    const appends: AppendToStream[] = [appendTo(streamId, user.version, events)];
    if (events.length > 0 && user.state.status === 'registered') {
      const { email } = await openPersonal(deps.secrets, { email: user.state.email });
      const streams = await emailReservationStreams(deps.secrets, normaliseEmail(email));
      const loaded = await tx.load([streams.indexed, streams.legacy]);
      for (const id of [streams.indexed, streams.legacy]) {
        const reservation = aggregate(loaded, id, evolveReservation, initialReservation);
        const released: ReservationEvent[] = release(reservation.state, owner);
        if (released.length > 0) appends.push(appendTo(id, reservation.version, released));
      }
    }
    return { appends, result: { erased: events.length > 0 } };
  });
  await deps.secrets.shred(customerKeyId(input.userId));
  return outcome;
}
