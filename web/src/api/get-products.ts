/** GET /api/products: every active product (docs/specs/customer-area.md section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@contracts/responses';
import { PRODUCTS_PATH } from '@contracts/public-reads';
import { api } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

export function getProducts(): Promise<ProductDto[]> {
  return api.get<ProductDto[]>(PRODUCTS_PATH);
}

/** Key ['products'] is the prefix of every product query, so invalidating it refreshes them all. */
export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['products'],
    queryFn: getProducts,
    initialData: () => takeInitialAnswer<ProductDto[]>(PRODUCTS_PATH),
  });
}

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
