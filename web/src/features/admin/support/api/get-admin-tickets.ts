/**
 * GET /api/admin/support/tickets?search={text} -> SupportTicketDto[] with the customer's e-mail,
 * newest first (docs/specs/admin-area.md sections 2.6 and 7): the server matches the text in the
 * subject or the customer's e-mail, case-insensitively. And the address of the same tickets as CSV
 * (GET /api/admin/support/tickets.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketDto } from '@contracts/support';
import { api } from '@/lib/api-client';

/** `?search=...`, or '' for a blank search. */
const searchQuery = (search: string) =>
  search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';

function getAdminTickets(search: string): Promise<SupportTicketDto[]> {
  return api.get<SupportTicketDto[]>(`/api/admin/support/tickets${searchQuery(search)}`);
}

/** GET /api/admin/support/tickets.csv with the list's search: every ticket it matches. */
export const adminTicketsCsvUrl = (search: string) =>
  `/api/admin/support/tickets.csv${searchQuery(search)}`;

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
