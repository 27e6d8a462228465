/**
 * GET /api/admin/reports -> ReportsDto (docs/specs/admin-area.md sections 2.13, 3 and 7): deposits
 * and orders for today, yesterday, the last 7 and the last 30 days, and the daily list of the last
 * 30 days, in the store's time zone.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsDto } from '@contracts/admin';
import { api } from '@/lib/api-client';

function getReports(): Promise<ReportsDto> {
  return api.get<ReportsDto>('/api/admin/reports');
}

function reportsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'reports'],
    queryFn: getReports,
    // Figures move with every sale: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}
