/**
 * GET /api/products/category/{categoryId}: products of the same category, for Similar Products
 * on the product page (docs/specs/customer-area.md sections 2 and 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@contracts/responses';
import { similarProductsPath } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getSimilarProducts(categoryId: number): Promise<ProductDto[]> {
  return api.get<ProductDto[]>(similarProductsPath(categoryId));
}

function similarProductsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: ['products', 'category', categoryId],
    queryFn: () => getSimilarProducts(categoryId),
    initialData: () => takeInitialAnswer<ProductDto[]>(similarProductsPath(categoryId)),
  });
}

/** Disabled for a product without a category. */
export function useSimilarProducts(categoryId: number | null) {
  return useQuery({
    ...similarProductsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null,
  });
}
