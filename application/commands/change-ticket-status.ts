/** ChangeTicketStatus (docs/specs/admin-area.md section 7 PUT /api/admin/support/tickets/{id}). */
import { changeTicketStatus as decideStatus } from '../../domain/support/decide';
import {
  evolveTicket,
  initialTicket,
  ticketStream,
  type TicketStatus,
} from '../../domain/support/ticket';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Sets a ticket's status (any to any; nothing appended when unchanged). @throws not_found
 */
export function changeTicketStatus(
  deps: CommandDeps,
  input: { ticketId: number; status: TicketStatus },
  context: CommandContext,
) {
  const streamId = ticketStream(input.ticketId);
  return executeCommand(deps, 'ChangeTicketStatus', context, async (tx) => {
    const streams = await tx.load([streamId]);
    const ticket = aggregate(streams, streamId, evolveTicket, initialTicket);
    const events = decideStatus({ status: input.status }, ticket.state);
    return {
      appends: [appendTo(streamId, ticket.version, events)],
      result: undefined,
    };
  });
}
