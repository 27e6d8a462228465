/**
 * GET /api/admin/stock/running-low -> RunningLowProductDto[] (contracts/stock-alerts.ts): the
 * products running low now under their policy, fewest hours or units left first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunningLowProductDto } from '@contracts/stock-alerts';
import { api } from '@/lib/api-client';

function getRunningLow(): Promise<RunningLowProductDto[]> {
  return api.get<RunningLowProductDto[]>('/api/admin/stock/running-low');
}

/** Key ['admin', 'running-low']; refetched on every opening of the dashboard. */
export function useRunningLow(options: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'running-low'],
      queryFn: getRunningLow,
      staleTime: 0,
    }),
    enabled: options.enabled,
  });
}
