/** ReplyToTicket (docs/specs/admin-area.md section 7 POST /api/admin/support/tickets/{id}/reply). */
import { replyToTicket as decideReply } from '../../domain/support/decide';
import { evolveTicket, initialTicket, ticketStream } from '../../domain/support/ticket';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Posts a staff reply (shown as Support Team); an open ticket moves to in_progress.
 * @throws not_found; rule (ticket closed); validation
 */
export async function replyToTicket(
  deps: CommandDeps,
  input: { ticketId: number; adminId: number; message: string },
  context: CommandContext,
) {
  const messageId = await deps.commandRunner.nextId('ticket_message_ids');
  const streamId = ticketStream(input.ticketId);
  return executeCommand(deps, 'ReplyToTicket', context, async (tx) => {
    const ticket = aggregate(await tx.load([streamId]), streamId, evolveTicket, initialTicket);
    const events = decideReply(
      { messageId, adminId: input.adminId, message: input.message },
      ticket.state,
    );
    return { appends: [appendTo(streamId, ticket.version, events)], result: { messageId } };
  });
}
