/** OpenGuestTicket (POST /api/contact: a visitor's message from the contact form). */
import { openGuestTicket as decideOpenGuest } from '../../domain/support/decide';
import { evolveTicket, initialTicket, ticketStream } from '../../domain/support/ticket';
import { normaliseEmail } from '../../domain/identity/user';
import { guestTicketKeyId } from '../security/secret-box';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Opens a guest ticket: the visitor's name and e-mail are sealed under the ticket's own data key
 * before they are appended (secrets at rest), so erasing the guest is shredding that one key.
 * @throws validation (blank subject or message)
 */
export async function openGuestTicket(
  deps: CommandDeps,
  input: { name: string; email: string; subject: string; message: string },
  context: CommandContext,
) {
  const ticketId = await deps.commandRunner.nextId('ticket_ids');
  const messageId = await deps.commandRunner.nextId('ticket_message_ids');
  const keyId = guestTicketKeyId(ticketId);
  const contact = {
    name: await deps.secrets.seal(input.name.trim(), keyId),
    email: await deps.secrets.seal(normaliseEmail(input.email), keyId),
  };
  const streamId = ticketStream(ticketId);
  return executeCommand(deps, 'OpenGuestTicket', context, async (tx) => {
    const ticket = aggregate(await tx.load([streamId]), streamId, evolveTicket, initialTicket);
    const events = decideOpenGuest(
      { ticketId, messageId, contact, subject: input.subject, message: input.message },
      ticket.state,
    );
    return { appends: [appendTo(streamId, ticket.version, events)], result: { ticketId } };
  });
}
