/**
 * GET /api/admin/dashboard -> AdminDashboardDto (docs/specs/admin-area.md 2.3): the six figures
 * (Total Orders, Total Users, Pending Orders, Total Revenue in dollars, Today's Orders, Completed
 * Orders) and the latest 5 orders, all read from projections on the server; now, or as of the
 * end of a past store day.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardDto } from '@contracts/admin';
import { api } from '@/lib/api-client';

function getAdminDashboard(asOf: string | undefined): Promise<AdminDashboardDto> {
  return api.get<AdminDashboardDto>(
    `/api/admin/dashboard${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`,
  );
}

/**
 * Key ['admin', 'dashboard', asOf or 'now']; order changes invalidate it. Always refetched on
 * opening. `asOf`: a store day whose end the figures are read at (GET /api/admin/dashboard?asOf).
 */
export function adminDashboardQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', asOf ?? 'now'],
    queryFn: () => getAdminDashboard(asOf),
    staleTime: 0,
  });
}

export function useAdminDashboard(asOf?: string) {
  return useQuery(adminDashboardQueryOptions(asOf));
}
