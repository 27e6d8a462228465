/**
 * PUT /api/admin/products/{id}/stock {stockItems}: replaces a product's auto-delivery stock
 * (admin-area.md sections 2.4, 5 and 7).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryOptions } from '../../catalogue/api/get-products';
import { adminProductsQueryOptions } from './get-admin-products';

export interface UpdateProductStockInput {
  productId: number;
  stockItems: string[];
}

export function updateProductStock({
  productId,
  stockItems,
}: UpdateProductStockInput): Promise<unknown> {
  return api.put<unknown>(`/api/admin/products/${productId}/stock`, { stockItems });
}

/** Items of the stock text box: one per line, trimmed, blank lines dropped (admin-area.md section 5). */
export function parseStockItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function useUpdateProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductStock,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
      ]);
    },
  });
}
