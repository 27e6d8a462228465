/** The header search's rows and their links (search-options.ts). */
import { describe, expect, it } from 'vitest';
import { searchOptions } from './search-options';

describe('search suggestion rows', () => {
  it('lists products with their product page, then categories with their category page', () => {
    const rows = searchOptions({
      products: [
        {
          id: 7,
          name: 'Office 2021 Pro',
          price: '19.99',
          image: '/demo-images/office.png',
          productUrl: 'office-2021-pro',
          customUrl: '',
          category: { id: 2, name: 'Software Licenses', customUrl: 'software-licenses' },
        },
        {
          id: 9,
          name: 'Office Loose',
          price: '5.00',
          image: null,
          productUrl: '',
          customUrl: '',
          category: null,
        },
      ],
      categories: [{ id: 4, name: 'Office Tools', customUrl: '' }],
    });
    expect(rows).toEqual([
      {
        kind: 'product',
        key: 'product-7',
        label: 'Office 2021 Pro',
        href: '/category/software-licenses/office-2021-pro',
        price: '19.99',
        image: '/demo-images/office.png',
        categoryName: 'Software Licenses',
      },
      {
        kind: 'product',
        key: 'product-9',
        label: 'Office Loose',
        href: '/category/uncategorized/product-9',
        price: '5.00',
        image: null,
        categoryName: null,
      },
      { kind: 'category', key: 'category-4', label: 'Office Tools', href: '/category/4' },
    ]);
  });

  it('has no rows before the first answer', () => {
    expect(searchOptions(undefined)).toEqual([]);
  });
});
