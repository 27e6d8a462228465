/**
 * GET /api/deposits/{id} -> DepositDto: one of the customer's top-ups and its status.
 * Polled every 3 s while the deposit is pending, then no more; a deposit that does not exist or
 * is someone else's (404) reads as null.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositDto } from '@contracts/payments';
import { api, hasStatus } from '@/lib/api-client';

/** How often a pending deposit's status is read again, ms. */
const DEPOSIT_POLL_MS = 3000;

/** The deposit, or null when the server answers 404. */
async function getDeposit(id: number): Promise<DepositDto | null> {
  try {
    return await api.get<DepositDto>(`/api/deposits/${id}`);
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

function depositQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['deposits', id],
    queryFn: () => getDeposit(id),
    // A pending deposit changes on the gateway's webhook; any other status is final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
  });
}

/** The deposit `id` (idle while `id` is null), refreshed while pending. */
export function useDeposit(id: number | null) {
  return useQuery({ ...depositQueryOptions(id ?? 0), enabled: id !== null });
}
