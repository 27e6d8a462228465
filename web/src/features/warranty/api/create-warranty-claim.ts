/**
 * POST /api/warranty-claims {orderId, claimType, description} (docs/specs/customer-area.md section
 * 7). The answer is the claim as filed: `approved` with its replacement in `adminResponse` when the
 * product's policy approved it at once (contracts/product-policy.ts). It goes into the claims list
 * straight away, so the order shows its status and replacement without waiting for a refetch; the
 * claims and the orders (with their warranty eligibility) are then refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WarrantyClaimDto, warrantyClaimSchema } from '@contracts/warranty';
import { ordersQueryOptions } from '@/api/get-orders';
import { warrantyClaimsQueryOptions } from '@/api/get-warranty-claims';
import { api } from '@/lib/api-client';

type CreateWarrantyClaimRequest = z.input<typeof warrantyClaimSchema>;

function createWarrantyClaim(body: CreateWarrantyClaimRequest): Promise<WarrantyClaimDto> {
  return api.post<WarrantyClaimDto>('/api/warranty-claims', body);
}

export function useCreateWarrantyClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarrantyClaim,
    onSuccess: (claim) => {
      queryClient.setQueryData(warrantyClaimsQueryOptions().queryKey, (claims) => [
        claim,
        ...(claims ?? []).filter((other) => other.id !== claim.id),
      ]);
      return Promise.all(
        [warrantyClaimsQueryOptions().queryKey, ordersQueryOptions().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
