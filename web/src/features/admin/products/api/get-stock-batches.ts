/**
 * GET /api/admin/products/{id}/stock/batches: a product's supplier batches, newest first, with
 * what became of their items (contracts/stock-batches.ts StockBatchDto). Also the refresh every
 * stock batch change asks for.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StockBatchDto } from '@contracts/stock-batches';
import { productsQueryOptions } from '@/api/get-products';
import { api } from '@/lib/api-client';
import { adminProductsQueryOptions } from './get-admin-products';
import { stockItemsQueryKey } from './get-stock-items';

/** The batches of product `productId`. */
export function stockBatchesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['admin', 'products', productId, 'stock-batches'],
    queryFn: () => api.get<StockBatchDto[]>(`/api/admin/products/${productId}/stock/batches`),
  });
}

export function useStockBatches(productId: number) {
  return useQuery(stockBatchesQueryOptions(productId));
}

/**
 * Refetches what a batch added, quarantined or items withdrawn change: the product lists (their
 * stock counts), the batches and the items with their state. The stock editor's own list is left
 * alone: it keeps the admin's edits, and saving it over a changed stock is refused with Reload
 * Stock (stock-dialog.tsx).
 */
export async function invalidateStockBatchQueries(
  queryClient: QueryClient,
  productId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: stockBatchesQueryOptions(productId).queryKey }),
    queryClient.invalidateQueries({ queryKey: stockItemsQueryKey(productId) }),
  ]);
}
