/**
 * GET /api/support/tickets/{id}/messages: the thread of one ticket, polled every 5 s while the
 * ticket is selected (docs/specs/customer-area.md sections 7 and 9).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportMessageDto } from '@contracts/support';
import { api } from '@/lib/api-client';

/** Message polling interval while a ticket is selected, ms (docs/specs/customer-area.md section 9). */
const TICKET_POLL_MS = 5000;

function getTicketMessages(ticketId: number): Promise<SupportMessageDto[]> {
  return api.get<SupportMessageDto[]>(`/api/support/tickets/${ticketId}/messages`);
}

export function ticketMessagesQueryOptions(ticketId: number) {
  return queryOptions({
    queryKey: ['support', 'tickets', ticketId, 'messages'],
    queryFn: () => getTicketMessages(ticketId),
    refetchInterval: TICKET_POLL_MS,
  });
}

/** The thread of the selected ticket; idle (no request, no polling) while none is selected. */
export function useTicketMessages(ticketId: number | null) {
  return useQuery({
    ...ticketMessagesQueryOptions(ticketId ?? 0),
    enabled: ticketId !== null,
  });
}
