/**
 * GET /api/admin/reports -> ReportsDto (docs/specs/admin-area.md sections 2.13, 3 and 7): deposits
 * and orders for today, yesterday, the last 7 and the last 30 days, and the daily list of the last
 * 30 days, in the store's time zone; now, or as of the end of a past store day.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsDto } from '@contracts/admin';
import { api } from '@/lib/api-client';

function getReports(asOf: string | undefined): Promise<ReportsDto> {
  return api.get<ReportsDto>(
    `/api/admin/reports${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`,
  );
}

/** `asOf`: a store day whose end the reports are read at, that day being "today". */
function reportsQueryOptions(asOf: string | undefined) {
  return queryOptions({
    queryKey: ['admin', 'reports', asOf ?? 'now'],
    queryFn: () => getReports(asOf),
    // Figures move with every sale: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useReports(asOf?: string) {
  return useQuery(reportsQueryOptions(asOf));
}
