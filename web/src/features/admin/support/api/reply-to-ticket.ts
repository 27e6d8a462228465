/**
 * POST /api/admin/support/tickets/{id}/reply {message} -> 201 SupportMessageDto
 * (docs/specs/admin-area.md sections 2.6, 4, 5 and 7): a staff reply, shown to the customer as
 * Support Team; the text is non-blank after trimming. A reply to an open ticket moves it to
 * in_progress (server's choice). Errors: 400 "Message is required", 404 unknown ticket, 422 when
 * the ticket is closed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessageDto } from '@contracts/support';
import { ticketMessagesQueryOptions } from '@/api/get-ticket-messages';
import { api } from '@/lib/api-client';
import { ADMIN_TICKETS_KEY } from './get-admin-tickets';

interface ReplyToTicketInput {
  ticketId: number;
  /** Sent trimmed. */
  message: string;
}

function replyToTicket({ ticketId, message }: ReplyToTicketInput) {
  return api.post<SupportMessageDto>(`/api/admin/support/tickets/${ticketId}/reply`, {
    message: message.trim(),
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: async (_message, { ticketId }) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ticketMessagesQueryOptions(ticketId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: ADMIN_TICKETS_KEY }),
      ]);
    },
  });
}
