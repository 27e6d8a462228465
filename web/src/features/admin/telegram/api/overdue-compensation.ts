/**
 * GET and PUT /api/admin/settings/overdue-compensation (contracts/overdue-compensation.ts): how a
 * manual order still awaiting delivery at its deadline is compensated automatically. Saving
 * writes the answer into the query's cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OverdueCompensationDto,
  OverdueCompensationRequest,
} from '@contracts/overdue-compensation';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['admin', 'settings', 'overdue-compensation'] as const;

export function overdueCompensationQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEY,
    queryFn: () => api.get<OverdueCompensationDto>('/api/admin/settings/overdue-compensation'),
  });
}

export function useOverdueCompensation() {
  return useQuery(overdueCompensationQueryOptions());
}

export function useSetOverdueCompensation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: OverdueCompensationRequest) =>
      api.put<OverdueCompensationDto>('/api/admin/settings/overdue-compensation', setting),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });
}
