/** OpenTicket (docs/specs/customer-area.md section 7 POST /api/support/tickets). */
import { openTicket as decideOpen } from '../../domain/support/decide';
import {
  evolveTicket,
  initialTicket,
  ticketStream,
  type TicketPriority,
} from '../../domain/support/ticket';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Opens a support ticket for `userId`; its message is the first of the thread.
 * @throws validation (blank subject or message)
 */
export async function openTicket(
  deps: CommandDeps,
  input: { userId: number; subject: string; message: string; priority?: TicketPriority },
  context: CommandContext,
) {
  const ticketId = await deps.commandRunner.nextId('ticket_ids');
  const messageId = await deps.commandRunner.nextId('ticket_message_ids');
  const streamId = ticketStream(ticketId);
  return executeCommand(deps, 'OpenTicket', context, async (tx) => {
    const ticket = aggregate(await tx.load([streamId]), streamId, evolveTicket, initialTicket);
    const events = decideOpen({ ticketId, messageId, ...input }, ticket.state);
    return { appends: [appendTo(streamId, ticket.version, events)], result: { ticketId } };
  });
}
