/**
 * GET /api/admin/products/{id}/stock and its CSV export: a product's auto-delivery items. Both
 * ask for the password when it was not entered in the last few minutes (the step-up dialog);
 * every other product answer shows the items hidden.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductStockDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

/** The stock items of product `productId`, read fresh each time the dialog opens. */
export function productStockQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['admin', 'products', productId, 'stock'],
    queryFn: () => api.get<ProductStockDto>(`/api/admin/products/${productId}/stock`),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves product `productId`'s stock items as a CSV file. */
export function downloadProductStock(productId: number): Promise<void> {
  return api.download(
    `/api/admin/products/${productId}/stock.csv`,
    `keymart-stock-product-${productId}.csv`,
  );
}
