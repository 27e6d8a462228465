/**
 * POST /api/support/tickets {subject, message, priority} (docs/specs/customer-area.md section 7):
 * opens a ticket; the answer is the new ticket. The ticket list is refetched afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SupportTicketDto, ticketSchema } from '@contracts/support';
import { ticketsQueryOptions } from '@/api/get-tickets';
import { api } from '@/lib/api-client';

type CreateTicketRequest = z.input<typeof ticketSchema>;

function createTicket(body: CreateTicketRequest): Promise<SupportTicketDto> {
  return api.post<SupportTicketDto>('/api/support/tickets', body);
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey, exact: true }),
  });
}
