/**
 * PUT /api/products/{id}: changes any subset of a product's fields, isActive included
 * (docs/specs/admin-area.md sections 2.4, 5 and 7); answers the admin view of the product.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest } from '@contracts/requests';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

interface UpdateProductInput {
  productId: number;
  changes: Partial<ProductRequest>;
}

function updateProduct({ productId, changes }: UpdateProductInput): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/products/${productId}`, changes);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
