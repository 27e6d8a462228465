/**
 * PUT /api/admin/support/tickets/{id} {status} -> the updated SupportTicketDto
 * (docs/specs/admin-area.md sections 2.6, 4 and 7): the screen offers pending and closed. The lists
 * change at once (optimistic) and roll back when the server refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketDto, TicketStatus } from '@contracts/support';
import { api } from '@/lib/api-client';
import { ADMIN_TICKETS_KEY } from './get-admin-tickets';

interface UpdateTicketStatusInput {
  ticketId: number;
  status: TicketStatus;
}

function updateTicketStatus({ ticketId, status }: UpdateTicketStatusInput) {
  return api.put<SupportTicketDto>(`/api/admin/support/tickets/${ticketId}`, { status });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    onMutate: async ({ ticketId, status }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_TICKETS_KEY });
      const before = queryClient.getQueriesData<SupportTicketDto[]>({
        queryKey: ADMIN_TICKETS_KEY,
      });
      queryClient.setQueriesData<SupportTicketDto[]>({ queryKey: ADMIN_TICKETS_KEY }, (tickets) =>
        tickets?.map((ticket) => (ticket.id === ticketId ? { ...ticket, status } : ticket)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TICKETS_KEY }),
  });
}
