/**
 * PUT /api/admin/products/{id}/policy: sets a product's stock and warranty policy
 * (contracts/product-policy.ts); the product lists are refetched afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductPolicy } from '@contracts/product-policy';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

function updateProductPolicy({
  productId,
  policy,
}: {
  productId: number;
  policy: ProductPolicy;
}): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/admin/products/${productId}/policy`, policy);
}

export function useUpdateProductPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductPolicy,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
