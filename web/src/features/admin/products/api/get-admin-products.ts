/**
 * GET /api/admin/products: every product, inactive ones too, with its auto-delivery stock
 * (docs/specs/admin-area.md sections 2.4 and 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductDto } from '@contracts/responses';
import { productsQueryOptions } from '@/api/get-products';
import { api } from '@/lib/api-client';

function getAdminProducts(): Promise<AdminProductDto[]> {
  return api.get<AdminProductDto[]>('/api/admin/products');
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'products'], queryFn: getAdminProducts });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}

/**
 * Refetches the admin list and every store query of products (['products'] is the prefix of the
 * list, the homepage, category pages, a product page and its FAQs), after any product change.
 */
export async function invalidateProductQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  ]);
}
