/**
 * GET /api/categories/{id}/products: the active products of one category; filtering and sorting
 * happen in the browser (docs/specs/admin-area.md 2.16 and section 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@contracts/responses';
import { categoryProductsPath } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getCategoryProducts(categoryId: number): Promise<ProductDto[]> {
  return api.get<ProductDto[]>(categoryProductsPath(categoryId));
}

/** Keyed under ['products'] so a purchase's invalidation refreshes stock figures here too. */
function categoryProductsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: ['products', 'category-page', categoryId],
    queryFn: () => getCategoryProducts(categoryId),
    initialData: () => takeInitialAnswer<ProductDto[]>(categoryProductsPath(categoryId)),
  });
}

/** Waits for the category id (undefined while the category loads). */
export function useCategoryProducts(categoryId: number | undefined) {
  return useQuery({
    ...categoryProductsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });
}
