/**
 * What a catalogue page shows, kept in its URL so a link, a reload and back/forward give the same
 * view: the filters and sort of docs/specs/admin-area.md 2.16 and 2.17, and how many pages of
 * PRODUCTS_PAGE_SIZE cards are loaded ("Load more"). Values at their default are left out of the
 * URL; an unknown sort, a bad page or an unknown key falls back to the default.
 *
 * /products?search=office&category=3&sort=price_low&page=2
 * /category/{url}?search=pro&min=5&max=20&sort=price-desc&page=2
 */
import { SEARCH_PARAM } from './all-products-search-href';
import {
  ALL_PRODUCTS_SORTS,
  CATEGORY_SORTS,
  EMPTY_ALL_PRODUCTS_FILTERS,
  EMPTY_CATEGORY_FILTERS,
} from './catalogue-filters';
import type { AllProductsFilters, CategoryFilters } from './catalogue-filters';

/** Cards per page: six rows of four on a desktop, twelve rows of two on a phone. */
export const PRODUCTS_PAGE_SIZE = 24;

/** A page's filters and how many pages of cards are loaded (1 or more). */
export interface CatalogueView<F> {
  filters: F;
  page: number;
}

/** The first `page` pages of `items`, and whether more remain. */
export function loadedPages<T>(
  items: readonly T[],
  page: number,
): { shown: T[]; hasMore: boolean } {
  const end = page * PRODUCTS_PAGE_SIZE;
  return { shown: items.slice(0, end), hasMore: items.length > end };
}

/** A page number from the URL: a whole number of 1 or more written plainly, else 1. */
function parsePage(text: string | null): number {
  if (!text || !/^[1-9][0-9]{0,5}$/.test(text)) return 1;
  return Number(text);
}

function oneOf<T extends string>(
  options: readonly { value: T }[],
  text: string | null,
  fallback: T,
): T {
  return options.find((option) => option.value === text)?.value ?? fallback;
}

/** `?key=value` pairs for the values that differ from their defaults, in a fixed order. */
function formatSearch(
  pairs: [key: string, value: string, defaultValue: string][],
  page: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value, defaultValue] of pairs)
    if (value !== defaultValue) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** Reads /products' query string (with or without its leading ?). */
export function parseAllProductsView(search: string): CatalogueView<AllProductsFilters> {
  const params = new URLSearchParams(search);
  const defaults = EMPTY_ALL_PRODUCTS_FILTERS;
  const category = params.get('category');
  return {
    filters: {
      search: params.get(SEARCH_PARAM) ?? defaults.search,
      category: category && /^[0-9]{1,9}$/.test(category) ? category : defaults.category,
      sort: oneOf(ALL_PRODUCTS_SORTS, params.get('sort'), defaults.sort),
    },
    page: parsePage(params.get('page')),
  };
}

/** /products' query string for `view` (no leading ?; '' for the default view). */
export function formatAllProductsView({ filters, page }: CatalogueView<AllProductsFilters>) {
  const defaults = EMPTY_ALL_PRODUCTS_FILTERS;
  return formatSearch(
    [
      [SEARCH_PARAM, filters.search, defaults.search],
      ['category', filters.category, defaults.category],
      ['sort', filters.sort, defaults.sort],
    ],
    page,
  );
}

/** Reads a category page's query string (with or without its leading ?). */
export function parseCategoryView(search: string): CatalogueView<CategoryFilters> {
  const params = new URLSearchParams(search);
  const defaults = EMPTY_CATEGORY_FILTERS;
  return {
    filters: {
      search: params.get(SEARCH_PARAM) ?? defaults.search,
      minPrice: params.get('min') ?? defaults.minPrice,
      maxPrice: params.get('max') ?? defaults.maxPrice,
      sort: oneOf(CATEGORY_SORTS, params.get('sort'), defaults.sort),
    },
    page: parsePage(params.get('page')),
  };
}

/** A category page's query string for `view` (no leading ?; '' for the default view). */
export function formatCategoryView({ filters, page }: CatalogueView<CategoryFilters>) {
  const defaults = EMPTY_CATEGORY_FILTERS;
  return formatSearch(
    [
      [SEARCH_PARAM, filters.search, defaults.search],
      ['min', filters.minPrice, defaults.minPrice],
      ['max', filters.maxPrice, defaults.maxPrice],
      ['sort', filters.sort, defaults.sort],
    ],
    page,
  );
}
