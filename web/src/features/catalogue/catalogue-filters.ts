/**
 * Search, filters and sorts of the catalogue pages, done in the browser (docs/specs/admin-area.md
 * 2.16, 2.17, sections 5 and 9): the category page (search in name or description, inclusive min
 * and max price ignored when blank, six sorts) and All Products (search in name, description or
 * category name, category filter, three sorts). Default sort: name ascending. Prices compare in
 * integer cents; names compare case-insensitively with the locale's rules.
 */
import type { ProductDto } from '@contracts/responses';
import { DEFAULT_CARD_RATING, displayRating } from '@/components/product-display';
import { stripBbcode } from '@/lib/bbcode-text';
import { toCents } from '@/lib/money';

/** Category page sorts (docs/specs/admin-area.md section 9), in the order the select lists them. */
export const CATEGORY_SORTS = [
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
  { value: 'rating-desc', label: 'Highest Rated' },
  { value: 'newest-desc', label: 'Newest First' },
] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number]['value'];
const DEFAULT_CATEGORY_SORT: CategorySort = 'name-asc';

/** All Products sorts (docs/specs/admin-area.md 2.17 and section 9). */
export const ALL_PRODUCTS_SORTS = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_low', label: 'Price Low to High' },
  { value: 'price_high', label: 'Price High to Low' },
] as const;
export type AllProductsSort = (typeof ALL_PRODUCTS_SORTS)[number]['value'];
const DEFAULT_ALL_PRODUCTS_SORT: AllProductsSort = 'name';

const priceOf = (product: ProductDto) => toCents(product.price) ?? 0;
const createdOf = (product: ProductDto) => Date.parse(product.createdAt) || 0;
const byName = (a: ProductDto, b: ProductDto) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

const contains = (text: string | null | undefined, needle: string) =>
  stripBbcode(text).toLowerCase().includes(needle);

/**
 * Reads a price bound typed by a person ("10", "9.5", " 12.50 ") as cents; null when blank or
 * not a price, so the bound is ignored.
 */
function parsePriceBound(text: string): number | null {
  return text.trim() ? toCents(text.trim()) : null;
}

export interface CategoryFilters {
  search: string;
  minPrice: string;
  maxPrice: string;
  sort: CategorySort;
}

export const EMPTY_CATEGORY_FILTERS: CategoryFilters = {
  search: '',
  minPrice: '',
  maxPrice: '',
  sort: DEFAULT_CATEGORY_SORT,
};

/** The category page's products that match, in the chosen order (a new array). */
export function filterCategoryProducts(
  products: readonly ProductDto[],
  filters: CategoryFilters,
): ProductDto[] {
  const needle = filters.search.trim().toLowerCase();
  const min = parsePriceBound(filters.minPrice);
  const max = parsePriceBound(filters.maxPrice);
  const matching = products.filter((product) => {
    const price = priceOf(product);
    if (min !== null && price < min) return false;
    if (max !== null && price > max) return false;
    return !needle || contains(product.name, needle) || contains(product.description, needle);
  });
  return matching.sort((a, b) => {
    switch (filters.sort) {
      case 'name-asc':
        return byName(a, b);
      case 'name-desc':
        return byName(b, a);
      case 'price-asc':
        return priceOf(a) - priceOf(b) || byName(a, b);
      case 'price-desc':
        return priceOf(b) - priceOf(a) || byName(a, b);
      case 'rating-desc':
        return (
          displayRating(b, DEFAULT_CARD_RATING) - displayRating(a, DEFAULT_CARD_RATING) ||
          byName(a, b)
        );
      case 'newest-desc':
        return createdOf(b) - createdOf(a) || b.id - a.id;
    }
  });
}

export interface AllProductsFilters {
  search: string;
  /** 'all' or a category id as text. */
  category: string;
  sort: AllProductsSort;
}

export const EMPTY_ALL_PRODUCTS_FILTERS: AllProductsFilters = {
  search: '',
  category: 'all',
  sort: DEFAULT_ALL_PRODUCTS_SORT,
};

/** All Products that match, in the chosen order (a new array). */
export function filterAllProducts(
  products: readonly ProductDto[],
  filters: AllProductsFilters,
): ProductDto[] {
  const needle = filters.search.trim().toLowerCase();
  const matching = products.filter(
    (product) =>
      (filters.category === 'all' || String(product.categoryId) === filters.category) &&
      (!needle ||
        contains(product.name, needle) ||
        contains(product.description, needle) ||
        contains(product.category?.name, needle)),
  );
  return matching.sort((a, b) => {
    switch (filters.sort) {
      case 'name':
        return byName(a, b);
      case 'price_low':
        return priceOf(a) - priceOf(b) || byName(a, b);
      case 'price_high':
        return priceOf(b) - priceOf(a) || byName(a, b);
    }
  });
}

/** "N products found" (1 product found) (docs/specs/admin-area.md 2.16). */
export function productsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}
