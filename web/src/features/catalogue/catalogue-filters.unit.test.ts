/** Catalogue page filters and sorts (docs/specs/admin-area.md 2.16, 2.17, sections 5 and 9). */
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@contracts/responses';
import { soldToday, struckOriginalCents } from '@/components/product-display';
import {
  EMPTY_ALL_PRODUCTS_FILTERS,
  EMPTY_CATEGORY_FILTERS,
  filterAllProducts,
  filterCategoryProducts,
  productsFoundText,
} from './catalogue-filters';

function product(id: number, name: string, price: string, extra: Partial<ProductDto> = {}) {
  return {
    id,
    name,
    price,
    description: `${name} description`,
    originalPrice: null,
    categoryId: 1,
    category: { id: 1, name: 'Software Licenses', customUrl: 'software' },
    reviewRating: 4.5,
    rating: 0,
    createdAt: `2025-01-0${id}T00:00:00Z`,
    ...extra,
  } as ProductDto;
}

const PRODUCTS = [
  product(1, 'Windows 11 Pro', '14.99'),
  product(2, 'adobe Creative Cloud', '29.00', { reviewRating: 4.9 }),
  product(3, 'Office 2021', '9.50', { description: 'Word, [b]Excel[/b] and more' }),
  product(4, 'VPN Premium', '10.00', {
    categoryId: 2,
    category: { id: 2, name: 'Security', customUrl: 'security' },
  }),
];
const names = (list: ProductDto[]) => list.map((p) => p.name);

describe('category page filters', () => {
  it('sorts by name ascending by default, ignoring case', () => {
    expect(names(filterCategoryProducts(PRODUCTS, EMPTY_CATEGORY_FILTERS))).toEqual([
      'adobe Creative Cloud',
      'Office 2021',
      'VPN Premium',
      'Windows 11 Pro',
    ]);
  });

  it('searches name or description without case and without BBCode tags', () => {
    const search = (text: string) =>
      names(filterCategoryProducts(PRODUCTS, { ...EMPTY_CATEGORY_FILTERS, search: text }));
    expect(search('WINDOWS')).toEqual(['Windows 11 Pro']);
    expect(search('excel')).toEqual(['Office 2021']);
  });

  it('treats min and max price as inclusive bounds and ignores blank ones', () => {
    const filters = { ...EMPTY_CATEGORY_FILTERS, minPrice: '10', maxPrice: '14.99' };
    expect(names(filterCategoryProducts(PRODUCTS, filters))).toEqual([
      'VPN Premium',
      'Windows 11 Pro',
    ]);
    const onlyMax = { ...EMPTY_CATEGORY_FILTERS, maxPrice: '9.50', minPrice: ' ' };
    expect(names(filterCategoryProducts(PRODUCTS, onlyMax))).toEqual(['Office 2021']);
  });

  it('sorts by price, rating and date', () => {
    const sorted = (sort: (typeof EMPTY_CATEGORY_FILTERS)['sort']) =>
      names(filterCategoryProducts(PRODUCTS, { ...EMPTY_CATEGORY_FILTERS, sort }));
    expect(sorted('price-asc')[0]).toBe('Office 2021');
    expect(sorted('price-desc')[0]).toBe('adobe Creative Cloud');
    expect(sorted('rating-desc')[0]).toBe('adobe Creative Cloud');
    expect(sorted('newest-desc')[0]).toBe('VPN Premium');
    expect(sorted('name-desc')[0]).toBe('Windows 11 Pro');
  });
});

describe('All Products filters', () => {
  it('searches the category name too and filters by category', () => {
    expect(
      names(filterAllProducts(PRODUCTS, { ...EMPTY_ALL_PRODUCTS_FILTERS, search: 'security' })),
    ).toEqual(['VPN Premium']);
    expect(
      filterAllProducts(PRODUCTS, { ...EMPTY_ALL_PRODUCTS_FILTERS, category: '1' }),
    ).toHaveLength(3);
  });

  it('sorts by price low and high', () => {
    const low = filterAllProducts(PRODUCTS, { ...EMPTY_ALL_PRODUCTS_FILTERS, sort: 'price_low' });
    const high = filterAllProducts(PRODUCTS, { ...EMPTY_ALL_PRODUCTS_FILTERS, sort: 'price_high' });
    expect(low[0]?.name).toBe('Office 2021');
    expect(high[0]?.name).toBe('adobe Creative Cloud');
  });
});

describe('product figures', () => {
  it('strikes the original price only when it is higher', () => {
    expect(struckOriginalCents(product(1, 'A', '10.00', { originalPrice: '12.00' }))).toBe(1200);
    expect(struckOriginalCents(product(1, 'A', '10.00', { originalPrice: '10.00' }))).toBeNull();
    expect(struckOriginalCents(product(1, 'A', '10.00', { originalPrice: '8.00' }))).toBeNull();
  });

  it('keeps the sold-today figure between 1 and 50', () => {
    for (const hour of [0, 6, 12, 23]) {
      for (const id of [1, 7, 49, 1000]) {
        const value = soldToday(new Date(2025, 0, 1, hour, 59), id);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(50);
      }
    }
  });

  it('counts products found', () => {
    expect(productsFoundText(3)).toBe('3 products found');
    expect(productsFoundText(1)).toBe('1 product found');
  });
});
