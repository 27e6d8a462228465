/**
 * PUT /api/admin/products/{id}/stock {stockItems}: replaces a product's auto-delivery stock
 * (admin-area.md sections 2.4, 5 and 7). For automatic delivery the stock equals the item count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDto } from '../../../../../../contracts/responses';
import { api } from '../../../../lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

export interface UpdateProductStockInput {
  productId: number;
  stockItems: string[];
}

export function updateProductStock({
  productId,
  stockItems,
}: UpdateProductStockInput): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/admin/products/${productId}/stock`, { stockItems });
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
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
