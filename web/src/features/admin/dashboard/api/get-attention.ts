/**
 * GET /api/admin/attention -> AttentionDto (contracts/admin-attention.ts): what needs attention
 * now, counted on the server from projections, only the kinds the staff member may act on.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttentionDto } from '@contracts/admin-attention';
import { api } from '@/lib/api-client';

function getAttention(): Promise<AttentionDto> {
  return api.get<AttentionDto>('/api/admin/attention');
}

/** Key ['admin', 'attention']; refetched on every opening of the dashboard, as its figures are. */
export function attentionQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'attention'],
    queryFn: getAttention,
    staleTime: 0,
  });
}

export function useAttention() {
  return useQuery(attentionQueryOptions());
}
