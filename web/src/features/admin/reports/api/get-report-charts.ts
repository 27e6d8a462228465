/**
 * GET /api/admin/reports/charts?from&to -> ReportChartsDto (contracts/report-charts.ts): the
 * series of the charts on /admin/reports for a range of store days and the range before it.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportChartsDto } from '@contracts/report-charts';
import { api } from '@/lib/api-client';
import { dayRangeSearch, type DayRange } from '../day-range';

function reportChartsQueryOptions(range: DayRange) {
  const search = dayRangeSearch(range);
  return queryOptions({
    queryKey: ['admin', 'reports', 'charts', search],
    queryFn: () =>
      api.get<ReportChartsDto>(`/api/admin/reports/charts${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
    // Figures move with every sale: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useReportCharts(range: DayRange) {
  return useQuery(reportChartsQueryOptions(range));
}
