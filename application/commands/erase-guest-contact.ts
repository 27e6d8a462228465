/**
 * EraseGuestContact (GDPR art. 17): on a visitor's request staff erase the name and e-mail they
 * gave on the contact form. The ticket stream records the erasure (the support read model then
 * drops them), then the ticket's data key is shredded, so the sealed contact in the events and
 * in any mail still queued stays unreadable for good.
 */
import { eraseGuestContact as decideErase } from '../../domain/support/decide';
import { evolveTicket, initialTicket, ticketStream } from '../../domain/support/ticket';
import { guestTicketKeyId } from '../security/secret-box';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Erases guest ticket `ticketId`'s contact; erasing again only makes sure the key is shredded
 * (the step after the commit, should a crash have come between).
 * @throws not_found; rule for a customer's ticket
 */
export async function eraseGuestContact(
  deps: CommandDeps,
  input: { ticketId: number },
  context: CommandContext,
) {
  const streamId = ticketStream(input.ticketId);
  const outcome = await executeCommand(deps, 'EraseGuestContact', context, async (tx) => {
    const ticket = aggregate(await tx.load([streamId]), streamId, evolveTicket, initialTicket);
    const events = decideErase({ erasedBy: context.actorId }, ticket.state);
    return {
      appends: [appendTo(streamId, ticket.version, events)],
      result: { erased: events.length > 0 },
    };
  });
  await deps.secrets.shred(guestTicketKeyId(input.ticketId));
  return outcome;
}
