/**
 * GET /api/admin/users/{id}/ledger[?asOf=ISO] -> LedgerDto (ARCHITECTURE.md "Money and
 * the ledger"): the customer's wallet entries replayed from the events,
 * oldest first, each with its signed amount and the running balance in dollars, who acted (and
 * whom an admin acted as), and the balance after the last entry; with `asOf` only the entries
 * recorded up to that instant. Errors: 400 for a time that is not ISO, 404 "User not found".
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerDto } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminUsersQueryOptions } from './get-admin-users';

/** `asOf`: an ISO instant, or null for the ledger up to now. */
function getUserLedger(userId: number, asOf: string | null): Promise<LedgerDto> {
  const query = asOf ? `?asOf=${encodeURIComponent(asOf)}` : '';
  return api.get<LedgerDto>(`/api/admin/users/${userId}/ledger${query}`);
}

/** Under ['admin', 'users'], so a balance change (change-user-balance.ts) refreshes it. */
function userLedgerQueryOptions(userId: number, asOf: string | null) {
  return queryOptions({
    queryKey: [...adminUsersQueryOptions().queryKey, userId, 'ledger', asOf ?? 'now'],
    queryFn: () => getUserLedger(userId, asOf),
    // Read afresh each time the dialog opens: an audit view must not show a ledger kept from
    // an earlier opening.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The ledger of `userId`; while another `asOf` loads, the previous answer stays on screen. */
export function useUserLedger(userId: number, asOf: string | null) {
  return useQuery({ ...userLedgerQueryOptions(userId, asOf), placeholderData: keepPreviousData });
}
