/**
 * Filtering and sorting of the home page's featured products (docs/specs/customer-area.md section
 * 2, Home). Prices compare in integer cents.
 */
import type { ProductDto } from '@contracts/responses';
import { toCents } from '@/lib/money';

/** Featured products shown at most (docs/specs/customer-area.md section 9). */
export const FEATURED_PRODUCTS_LIMIT = 8;

export const PRODUCT_SORTS = [
  { value: 'popular', label: 'Sort by Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

/** Category filter value: 'all' or a category id as text. */
export type CategoryFilter = 'all' | `${number}`;

const price = (product: ProductDto) => toCents(product.price) ?? 0;
const created = (product: ProductDto) => Date.parse(product.createdAt) || 0;

/**
 * Products of one category (or all), in the chosen order. "Popular" keeps the server's order
 * (the store's curated homepage order). Returns a new array.
 */
export function filterAndSortProducts(
  products: readonly ProductDto[],
  category: CategoryFilter,
  sort: ProductSort,
): ProductDto[] {
  const filtered =
    category === 'all' ? [...products] : products.filter((p) => String(p.categoryId) === category);
  switch (sort) {
    case 'price-asc':
      return filtered.sort((a, b) => price(a) - price(b));
    case 'price-desc':
      return filtered.sort((a, b) => price(b) - price(a));
    case 'newest':
      return filtered.sort((a, b) => created(b) - created(a));
    case 'popular':
      return filtered;
  }
}
