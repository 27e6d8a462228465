/** PostTicketMessage (docs/specs/customer-area.md section 7 POST /api/support/messages). */
import { postTicketMessage as decidePost } from '../../domain/support/decide';
import { evolveTicket, initialTicket, ticketStream } from '../../domain/support/ticket';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Posts the customer's message on their own ticket.
 * @throws not_found (missing or someone else's ticket); rule (ticket closed); validation
 */
export async function postTicketMessage(
  deps: CommandDeps,
  input: { ticketId: number; userId: number; message: string },
  context: CommandContext,
) {
  const messageId = await deps.commandRunner.nextId('ticket_message_ids');
  const streamId = ticketStream(input.ticketId);
  return executeCommand(deps, 'PostTicketMessage', context, async (tx) => {
    const ticket = aggregate(await tx.load([streamId]), streamId, evolveTicket, initialTicket);
    const events = decidePost(
      { messageId, userId: input.userId, message: input.message },
      ticket.state,
    );
    return { appends: [appendTo(streamId, ticket.version, events)], result: { messageId } };
  });
}
