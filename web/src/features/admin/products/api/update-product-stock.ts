/**
 * PUT /api/admin/products/{id}/stock {stockItems, stockVersion}: replaces a product's auto-delivery
 * stock (docs/specs/admin-area.md sections 2.4, 5 and 7). For automatic delivery the stock equals
 * the item count. `stockVersion` is the version the list was loaded at: the server answers 409 when
 * the stock changed since (a sale), so a sold key is never put back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDto } from '@contracts/responses';
import { stockLines, type StockLine } from '@contracts/stock-items';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './get-admin-products';

interface UpdateProductStockInput {
  productId: number;
  stockItems: string[];
  stockVersion: number;
}

function updateProductStock({
  productId,
  stockItems,
  stockVersion,
}: UpdateProductStockInput): Promise<AdminProductDto> {
  return api.put<AdminProductDto>(`/api/admin/products/${productId}/stock`, {
    stockItems,
    stockVersion,
  });
}

/**
 * Lines of the stock text box: one item per line, trimmed, blank lines dropped
 * (docs/specs/admin-area.md section 5), each with its line number in the box.
 */
export function parseStockLines(text: string): StockLine[] {
  return stockLines(text.split(/\r?\n/));
}

export function useUpdateProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductStock,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
