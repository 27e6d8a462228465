/** Catalogue views in the URL and Load more paging (catalogue-view.ts). */
import { describe, expect, it } from 'vitest';
import { allProductsSearchHref } from './all-products-search-href';
import { EMPTY_ALL_PRODUCTS_FILTERS, EMPTY_CATEGORY_FILTERS } from './catalogue-filters';
import {
  PRODUCTS_PAGE_SIZE,
  formatAllProductsView,
  formatCategoryView,
  loadedPages,
  parseAllProductsView,
  parseCategoryView,
} from './catalogue-view';

describe('All Products view in the URL', () => {
  it('leaves the default view out of the URL and reads an empty query as the default', () => {
    expect(formatAllProductsView({ filters: EMPTY_ALL_PRODUCTS_FILTERS, page: 1 })).toBe('');
    expect(parseAllProductsView('')).toEqual({ filters: EMPTY_ALL_PRODUCTS_FILTERS, page: 1 });
  });

  it('writes filters, sort and page and reads them back the same', () => {
    const view = {
      filters: { search: 'office & co', category: '3', sort: 'price_low' as const },
      page: 2,
    };
    const query = formatAllProductsView(view);
    expect(query).toBe('search=office+%26+co&category=3&sort=price_low&page=2');
    expect(parseAllProductsView(`?${query}`)).toEqual(view);
  });

  it('falls back to the defaults for an unknown sort, a bad category or page', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1e3', '9999999'])
      expect(parseAllProductsView(`page=${page}`).page).toBe(1);
    expect(parseAllProductsView('sort=price-asc&category=all%27').filters).toEqual(
      EMPTY_ALL_PRODUCTS_FILTERS,
    );
  });
});

describe('All Products searched from the header', () => {
  it('opens /products with the text as its search', () => {
    const href = allProductsSearchHref('office 365');
    expect(href).toBe('/products?search=office+365');
    expect(parseAllProductsView(href.split('?')[1]!).filters.search).toBe('office 365');
  });
});

describe('category page view in the URL', () => {
  it('writes search, price bounds, sort and page and reads them back the same', () => {
    const view = {
      filters: { search: 'pro', minPrice: '5', maxPrice: '19.99', sort: 'price-desc' as const },
      page: 3,
    };
    const query = formatCategoryView(view);
    expect(query).toBe('search=pro&min=5&max=19.99&sort=price-desc&page=3');
    expect(parseCategoryView(query)).toEqual(view);
    expect(formatCategoryView({ filters: EMPTY_CATEGORY_FILTERS, page: 1 })).toBe('');
    expect(parseCategoryView('sort=name&page=2')).toEqual({
      filters: EMPTY_CATEGORY_FILTERS,
      page: 2,
    });
  });
});

describe('Load more', () => {
  const items = Array.from({ length: 50 }, (_, index) => index);

  it('shows 24 more cards a page and says whether more remain', () => {
    expect(PRODUCTS_PAGE_SIZE).toBe(24);
    expect(loadedPages(items, 1)).toEqual({ shown: items.slice(0, 24), hasMore: true });
    expect(loadedPages(items, 2)).toEqual({ shown: items.slice(0, 48), hasMore: true });
    expect(loadedPages(items, 3)).toEqual({ shown: items, hasMore: false });
    expect(loadedPages(items, 9)).toEqual({ shown: items, hasMore: false });
    expect(loadedPages(items.slice(0, 24), 1)).toEqual({
      shown: items.slice(0, 24),
      hasMore: false,
    });
  });
});
