/**
 * GET /api/support/tickets: the signed-in customer's support tickets (docs/specs/customer-area.md
 * section 7). A customer sees only their own tickets (the server scopes them).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketDto } from '@contracts/support';
import { api } from '@/lib/api-client';

function getTickets(): Promise<SupportTicketDto[]> {
  return api.get<SupportTicketDto[]>('/api/support/tickets');
}

/** Key ['support', 'tickets'] is also the prefix of each ticket's messages key. */
export function ticketsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'tickets'], queryFn: getTickets });
}

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
