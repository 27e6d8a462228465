/**
 * GET /api/admin/dashboard -> AdminDashboardDto (docs/specs/admin-area.md 2.3): the six figures
 * (Total Orders, Total Users, Pending Orders, Total Revenue in dollars, Today's Orders, Completed
 * Orders) and the latest 5 orders, all read from projections on the server.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardDto } from '@contracts/admin';
import { api } from '@/lib/api-client';

function getAdminDashboard(): Promise<AdminDashboardDto> {
  return api.get<AdminDashboardDto>('/api/admin/dashboard');
}

/** Key ['admin', 'dashboard']; order changes invalidate it. Always refetched on opening. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: getAdminDashboard,
    staleTime: 0,
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
