/**
 * Every path the app links to, in one typed place (docs/specs/admin-area.md 2.1;
 * docs/specs/customer-area.md section 2). The pages and route patterns themselves are the list in
 * contracts/app-routes.ts (the server answers 404 outside it); app/router.tsx matches them, and
 * links use these builders so a path changes once.
 */
import { APP_PAGES } from '@contracts/app-routes';
import { productIdUrl } from '@contracts/product-id-url';
import type { ProductDto } from '@contracts/responses';

export const paths = {
  ...APP_PAGES,
  /** The navigation bar's Categories link (docs/specs/customer-area.md section 2). */
  categoriesEntry: '/category/seo-tools',
  order: (id: number | string) => `/orders/${id}`,
  /** /category/{customUrl or id} (docs/specs/customer-area.md section 2, Category cards). */
  category: (category: { customUrl?: string | null; id: number | string }) =>
    `/category/${category.customUrl || category.id}`,
  /** /category/{category customUrl or uncategorized}/{productUrl or customUrl or product-{id}}. */
  product: (product: Pick<ProductDto, 'id' | 'productUrl' | 'customUrl' | 'category'>) =>
    `/category/${product.category?.customUrl || 'uncategorized'}/${
      product.productUrl || product.customUrl || productIdUrl(product.id)
    }`,
  /**
   * You May Also Like links (docs/specs/customer-area.md section 2, Product page):
   * /category/{category customUrl or uncategorized}/{customUrl or product-{id}}; the product page
   * resolves both.
   */
  recommendedProduct: (product: Pick<ProductDto, 'id' | 'customUrl' | 'category'>) =>
    `/category/${product.category?.customUrl || 'uncategorized'}/${
      product.customUrl || productIdUrl(product.id)
    }`,
} as const;

export { RESERVED_FIRST_SEGMENTS, isReservedSegment } from '@contracts/reserved-urls';
