/**
 * GET /api/admin/warranty-claims?search={text} -> WarrantyClaimDto[] with the customer's e-mail,
 * newest first (docs/specs/admin-area.md sections 2.8 and 7): the server matches the text in the
 * customer's e-mail, the product name, the order number or the description, case-insensitively.
 * And the address of the same claims as CSV (GET /api/admin/warranty-claims.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { api } from '@/lib/api-client';

/** `?search=...`, or '' for a blank search. */
const searchQuery = (search: string) =>
  search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';

function getAdminClaims(search: string): Promise<WarrantyClaimDto[]> {
  return api.get<WarrantyClaimDto[]>(`/api/admin/warranty-claims${searchQuery(search)}`);
}

/** GET /api/admin/warranty-claims.csv with the list's search: every claim it matches. */
export const adminClaimsCsvUrl = (search: string) =>
  `/api/admin/warranty-claims.csv${searchQuery(search)}`;

/** ['admin', 'warranty-claims'] is the prefix that refreshes every search's copy. */
export const ADMIN_CLAIMS_KEY = ['admin', 'warranty-claims'] as const;

function adminClaimsQueryOptions(search = '') {
  return queryOptions({
    queryKey: [...ADMIN_CLAIMS_KEY, search.trim()],
    queryFn: () => getAdminClaims(search),
    placeholderData: keepPreviousData,
  });
}

export function useAdminClaims(search: string) {
  return useQuery(adminClaimsQueryOptions(search));
}
