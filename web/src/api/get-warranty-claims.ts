/** GET /api/warranty-claims: the signed-in customer's warranty claims (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { api } from '@/lib/api-client';

function getWarrantyClaims(): Promise<WarrantyClaimDto[]> {
  return api.get<WarrantyClaimDto[]>('/api/warranty-claims');
}

export function warrantyClaimsQueryOptions() {
  return queryOptions({ queryKey: ['warranty-claims'], queryFn: getWarrantyClaims });
}

export function useWarrantyClaims() {
  return useQuery(warrantyClaimsQueryOptions());
}
