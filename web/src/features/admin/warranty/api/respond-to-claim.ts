/**
 * PUT /api/admin/warranty-claims/{id} {status, adminResponse?, replaceFromStock?} -> the updated
 * WarrantyClaimDto (docs/specs/admin-area.md sections 2.8, 4 and 7). Approve, Reject or
 * Update Response (status pending); the response is sent only when non-blank. With
 * replaceFromStock (approve only) the server takes ONE item from the product's auto-delivery
 * stock and makes it the response (a claim gets at most one replacement, however often it is
 * approved). Errors: 404 unknown claim, 400 replacement without approving, 409 "Out of stock".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { warrantyClaimsQueryOptions } from '@/api/get-warranty-claims';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from '../../products/api/get-admin-products';
import { claimResponseBody } from '../claim-response';
import type { ClaimResponseInput } from '../claim-response';
import { ADMIN_CLAIMS_KEY } from './get-admin-claims';

interface RespondToClaimInput extends ClaimResponseInput {
  claimId: number;
}

function respondToClaim(input: RespondToClaimInput): Promise<WarrantyClaimDto> {
  return api.put<WarrantyClaimDto>(
    `/api/admin/warranty-claims/${input.claimId}`,
    claimResponseBody(input),
  );
}

export function useRespondToClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToClaim,
    onSuccess: async (_claim, { replaceFromStock }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY }),
        queryClient.invalidateQueries({ queryKey: warrantyClaimsQueryOptions().queryKey }),
        // A replacement leaves the product with one item less.
        replaceFromStock ? invalidateProductQueries(queryClient) : undefined,
      ]);
    },
  });
}
