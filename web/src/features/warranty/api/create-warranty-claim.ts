/**
 * POST /api/warranty-claims {orderId, claimType, description} (docs/specs/customer-area.md section
 * 7). The claims and the orders (with their warranty eligibility) are refetched afterwards.
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
    onSuccess: () =>
      Promise.all(
        [warrantyClaimsQueryOptions().queryKey, ordersQueryOptions().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
