/**
 * GET /api/admin/products/{id}/stock/items and its CSV export (items.csv): every key or account a
 * product ever held, with its state (contracts/stock-batches.ts StockItemDto). Both show the keys,
 * so the server asks for the password when it was not entered lately; the API client opens the
 * step-up dialog and retries (lib/api-client.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockItemDto } from '@contracts/stock-batches';
import { api } from '@/lib/api-client';

/** The query key of product `productId`'s items. */
export const stockItemsQueryKey = (productId: number) =>
  ['admin', 'products', productId, 'stock-items'] as const;

/** The items of product `productId`, read fresh each time and not kept once unused (keys). */
export function stockItemsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: stockItemsQueryKey(productId),
    queryFn: () => api.get<StockItemDto[]>(`/api/admin/products/${productId}/stock/items`),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The items, fetched only while `isEnabled` (the Item states tab is shown). */
export function useStockItems(productId: number, isEnabled: boolean) {
  return useQuery({ ...stockItemsQueryOptions(productId), enabled: isEnabled });
}

/** Saves product `productId`'s items with their state as a CSV file. */
export function downloadStockItems(productId: number): Promise<void> {
  return api.download(
    `/api/admin/products/${productId}/stock/items.csv`,
    `keymart-stock-items-product-${productId}.csv`,
  );
}
