/**
 * POST /api/products: creates a product (docs/specs/admin-area.md sections 2.4, 5 and 7) and
 * answers the admin view of it. Prices are sent as numbers, originalPrice as a number or null.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest } from '@contracts/requests';
import type { AdminProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

function createProduct(body: ProductRequest): Promise<AdminProductDto> {
  return api.post<AdminProductDto>('/api/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
