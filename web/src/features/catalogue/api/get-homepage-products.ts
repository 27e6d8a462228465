/** GET /api/products/homepage: the featured products of the home page (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function getHomepageProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>('/api/products/homepage');
}

function homepageProductsQueryOptions() {
  return queryOptions({ queryKey: ['products', 'homepage'], queryFn: getHomepageProducts });
}

export function useHomepageProducts() {
  return useQuery(homepageProductsQueryOptions());
}
