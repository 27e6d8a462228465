/**
 * GET /api/admin/support/tickets?search={text} -> SupportTicketDto[] with the customer's e-mail,
 * newest first (docs/specs/admin-area.md sections 2.6 and 7): the server matches the text in the
 * subject or the customer's e-mail, case-insensitively.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketDto } from '@contracts/support';
import { api } from '@/lib/api-client';

function getAdminTickets(search: string): Promise<SupportTicketDto[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api.get<SupportTicketDto[]>(`/api/admin/support/tickets${query}`);
}

/** ['admin', 'support', 'tickets'] is the prefix that refreshes every search's copy. */
export const ADMIN_TICKETS_KEY = ['admin', 'support', 'tickets'] as const;

function adminTicketsQueryOptions(search = '') {
  return queryOptions({
    queryKey: [...ADMIN_TICKETS_KEY, search.trim()],
    queryFn: () => getAdminTickets(search),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTickets(search: string) {
  return useQuery(adminTicketsQueryOptions(search));
}
