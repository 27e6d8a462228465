/**
 * POST /api/products: creates a product (admin-area.md sections 2.4, 5 and 7). Price is sent as a
 * number, originalPrice as a number or null. The admin and public product lists are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest } from '../../../../../contracts/requests';
import type { ProductDto } from '../../../../../contracts/responses';
import { api } from '../../../lib/api-client';
import { productsQueryOptions } from '../../catalogue/api/get-products';
import { adminProductsQueryOptions } from './get-admin-products';

export function createProduct(body: ProductRequest): Promise<ProductDto> {
  return api.post<ProductDto>('/api/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
      ]);
    },
  });
}
