/**
 * GET /api/products/by-url/{url}: one product by its productUrl or customUrl
 * (docs/specs/customer-area.md section 7). A 404 means Product Not Found.
 *
 * Recommendation links use /category/{...}/product-{id} for products without a customUrl
 * (docs/specs/customer-area.md section 2, You May Also Like). When no product has that URL, the id
 * is looked up in GET /api/products, so such links always resolve to the product.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productIdOfUrl } from '@contracts/product-id-url';
import type { ProductDto } from '@contracts/responses';
import { getProducts } from '@/api/get-products';
import { productByUrlPath } from '@contracts/public-reads';
import { api, hasStatus } from '@/lib/api-client';
import { takeInitialAnswer } from '@/lib/initial-answers';

async function getProductByUrl(url: string): Promise<ProductDto> {
  try {
    return await api.get<ProductDto>(productByUrlPath(url));
  } catch (error) {
    const id = productIdOfUrl(url);
    if (id === null || !hasStatus(error, 404)) throw error;
    const product = (await getProducts()).find((candidate) => candidate.id === id);
    if (!product) throw error;
    return product;
  }
}

function productByUrlQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['products', 'by-url', url],
    queryFn: () => getProductByUrl(url),
    initialData: () => takeInitialAnswer<ProductDto>(productByUrlPath(url)),
  });
}

export function useProductByUrl(url: string) {
  return useQuery(productByUrlQueryOptions(url));
}
