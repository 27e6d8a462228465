/** GET /api/products/homepage: the featured products of the home page (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@contracts/responses';
import { HOMEPAGE_PRODUCTS_PATH } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

function getHomepageProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>(HOMEPAGE_PRODUCTS_PATH);
}

function homepageProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'homepage'],
    queryFn: getHomepageProducts,
    initialData: () => takeInitialAnswer<ProductDto[]>(HOMEPAGE_PRODUCTS_PATH),
  });
}

export function useHomepageProducts() {
  return useQuery(homepageProductsQueryOptions());
}
