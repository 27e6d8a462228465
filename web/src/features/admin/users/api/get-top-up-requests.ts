/**
 * GET /api/admin/users/{id}/top-up-requests -> DepositDto[]: the user's card and PayPal
 * top-up requests still waiting for staff, newest first, amounts and fees in dollars. The Manage
 * Balance dialog offers to credit them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositDto } from '@contracts/payments';
import { api } from '@/lib/api-client';

function getTopUpRequests(userId: number): Promise<DepositDto[]> {
  return api.get<DepositDto[]>(`/api/admin/users/${userId}/top-up-requests`);
}

export function topUpRequestsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['admin', 'top-up-requests', userId],
    queryFn: () => getTopUpRequests(userId),
    // Read afresh each time the dialog opens and forgotten when it closes: a list kept from an
    // earlier opening could offer a request that was credited since.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTopUpRequests(userId: number) {
  return useQuery(topUpRequestsQueryOptions(userId));
}
