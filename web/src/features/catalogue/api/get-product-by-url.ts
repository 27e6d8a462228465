/**
 * GET /api/products/by-url/{url}: one product by its productUrl or customUrl
 * (customer-area.md section 7). A 404 means Product Not Found.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '../../../../../contracts/responses';
import { api } from '../../../lib/api-client';

export function getProductByUrl(url: string): Promise<ProductDto> {
  return api.get<ProductDto>(`/api/products/by-url/${encodeURIComponent(url)}`);
}

export function productByUrlQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['products', 'by-url', url],
    queryFn: () => getProductByUrl(url),
  });
}

export function useProductByUrl(url: string) {
  return useQuery(productByUrlQueryOptions(url));
}
