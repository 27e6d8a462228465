/**
 * GET and PUT /api/admin/settings/velocity-limits (contracts/velocity-limits.ts): how many deposit
 * requests, warranty claims and new accounts the store allows in their windows, 0 for off.
 * Saving writes the answer into the query's cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VelocityLimits } from '@contracts/velocity-limits';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['admin', 'settings', 'velocity-limits'] as const;

export function velocityLimitsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEY,
    queryFn: () => api.get<VelocityLimits>('/api/admin/settings/velocity-limits'),
  });
}

export function useVelocityLimits() {
  return useQuery(velocityLimitsQueryOptions());
}

export function useSetVelocityLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: VelocityLimits) =>
      api.put<VelocityLimits>('/api/admin/settings/velocity-limits', limits),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });
}
