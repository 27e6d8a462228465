/**
 * PUT /api/admin/products/{id}/purchase-limits: sets a product's purchase limits
 * (contracts/purchase-limits.ts); the product lists are refetched afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseLimits } from '@contracts/purchase-limits';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

function updatePurchaseLimits({
  productId,
  limits,
}: {
  productId: number;
  limits: PurchaseLimits;
}): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/admin/products/${productId}/purchase-limits`, limits);
}

export function useUpdatePurchaseLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePurchaseLimits,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
