import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import { expectDomainError } from '../shared/expect-domain-error';
import { evolveCategory, initialCategory } from './category';
import {
  createProduct,
  deliveredStockLineMessage,
  setProductStock,
  STOCK_CHANGED,
  updateProduct,
} from './decide-product';
import {
  deliveredStockItems,
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from './product';

const details: ProductDetails = {
  name: 'Windows 11 Pro',
  description: '',
  shortDescription: '',
  longDescription: '',
  priceCents: 1499,
  originalPriceCents: null,
  categoryId: null,
  deliveryType: 'automatic',
  productImages: [],
  warrantyDays: 30,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: 'windows-11-pro',
  customUrl: '',
  sortOrderInCategory: 0,
  showOnHomepage: false,
  reviewRating: 4.5,
  isActive: true,
  manualStock: 0,
};

const created: ProductEvent = { type: 'ProductCreated', data: { productId: 1, ...details } };
const stocked = (items: string[]): ProductEvent => ({ type: 'StockItemsSet', data: { items } });
const sold = (orderId: number, items: string[]): ProductEvent => ({
  type: 'StockTaken',
  data: { orderId, quantity: items.length, items },
});

/** given(product events).when(stock edit), with the delivered items as the handler opens them. */
function given(events: ProductEvent[]) {
  const product = fold(events, evolveProduct, initialProduct);
  const delivered = new Set(deliveredStockItems(events));
  return {
    product,
    when: (command: { items: string[]; expectedStockVersion?: number }) => () =>
      setProductStock(command, { product, delivered }),
  };
}

describe('the stock version', () => {
  it('counts every stock change (items set, stock taken), nothing else', () => {
    const { product } = given([
      created,
      stocked(['A', 'B', 'C']),
      sold(7, ['A']),
      {
        type: 'FaqAdded',
        data: { faqId: 1, question: 'Q', answer: 'A', order: 0, isActive: true },
      },
      { type: 'ProductUpdated', data: { ...details, name: 'Renamed' } },
      sold(8, ['B']),
    ]);
    expect(product).toMatchObject({ stockVersion: 3, stockItems: ['C'] });
  });
});

describe('SetProductStock', () => {
  it('sets the trimmed, non-empty items', () => {
    expect(given([created]).when({ items: ['  A  ', '', '   ', 'B'] })()).toEqual([
      stocked(['A', 'B']),
    ]);
  });

  it('accepts an edit made on the current stock version', () => {
    expect(
      given([created, stocked(['A', 'B']), sold(7, ['A'])]).when({
        items: ['B', 'C'],
        expectedStockVersion: 2,
      })(),
    ).toEqual([stocked(['B', 'C'])]);
  });

  it('refuses an edit made before a sale (stale stock version)', () => {
    expectDomainError(
      given([created, stocked(['A', 'B']), sold(7, ['A'])]).when({
        items: ['A', 'B', 'C'],
        expectedStockVersion: 1,
      }),
      'conflict',
      STOCK_CHANGED,
    );
  });

  it('refuses a key that was sold, even without a stock version', () => {
    expectDomainError(
      given([created, stocked(['A', 'B']), sold(7, ['A'])]).when({ items: ['B', ' A '] }),
      'conflict',
      deliveredStockLineMessage(2),
    );
  });

  it('refuses a key handed out as a warranty replacement', () => {
    expectDomainError(
      given([created, stocked(['R1', 'R2']), sold(5, ['R1'])]).when({
        items: ['R2', 'R3', 'R1'],
        expectedStockVersion: 2,
      }),
      'conflict',
      deliveredStockLineMessage(3),
    );
  });

  it('refuses one key twice, trimmed or not, naming the lines', () => {
    expectDomainError(
      given([created]).when({ items: ['A', '', 'B', ' A'] }),
      'validation',
      'Stock line 4 is the same item as line 1: each key or account can be in stock only once',
    );
    expectDomainError(
      given([created]).when({ items: ['K-1', 'K-1', 'K-1'] }),
      'validation',
      'Stock line 2 is the same item as line 1: each key or account can be in stock only once',
    );
  });

  it('answers not found for a product that does not exist or was deleted', () => {
    expectDomainError(given([]).when({ items: ['A'] }), 'not_found', 'Product not found');
    expectDomainError(
      given([created, { type: 'ProductDeleted', data: { productId: 1 } }]).when({ items: ['A'] }),
      'not_found',
      'Product not found',
    );
  });
});

describe('product URLs', () => {
  const free = new Map<string, { owner: string | null }>();
  const create =
    (changes: Partial<ProductDetails>, urls = free, category = null) =>
    () =>
      createProduct(
        { productId: 3, details: { ...details, ...changes } },
        {
          product: initialProduct,
          urls,
          category,
        },
      );

  it('reserves productUrl and customUrl in one namespace', () => {
    const events = create({ customUrl: 'win11' })();
    expect([...events.urls.keys()]).toEqual(['windows-11-pro', 'win11']);
  });

  it('refuses a custom URL another product holds, as either of its URLs', () => {
    expectDomainError(
      create({ customUrl: 'office' }, new Map([['office', { owner: 'product-1' }]])),
      'conflict',
      'Custom URL is already in use',
    );
    expectDomainError(
      create({}, new Map([['windows-11-pro', { owner: 'product-1' }]])),
      'conflict',
      'Product URL is already in use',
    );
  });

  it('refuses a page of the store as custom URL, and another product’s product-<id>', () => {
    expectDomainError(
      create({ customUrl: 'dashboard' }),
      'validation',
      'Custom URL "dashboard" is the address of a page of the store: choose another',
    );
    expectDomainError(
      create({ customUrl: 'product-8' }),
      'validation',
      'URL "product-8" is the address of product 8: choose another',
    );
    expect(create({ customUrl: 'product-3' })().product).toHaveLength(1);
  });

  it('keeps working for a product that held such a URL before the rule', () => {
    const legacy = fold(
      [created, { type: 'ProductUpdated', data: { ...details, customUrl: 'orders' } }],
      evolveProduct,
      initialProduct,
    );
    const events = updateProduct(
      { details: { ...details, customUrl: 'orders', priceCents: 999 } },
      { product: legacy, urls: new Map([['orders', { owner: null }]]), category: null },
    );
    expect(events.product).toHaveLength(1);
  });

  it('refuses to join a category that does not exist (or was deleted)', () => {
    const deleted = fold(
      [
        { type: 'CategoryCreated', data: { categoryId: 2, ...categoryDetails } },
        { type: 'CategoryDeleted', data: { categoryId: 2 } },
      ],
      evolveCategory,
      initialCategory,
    );
    expectDomainError(
      () =>
        createProduct(
          { productId: 3, details: { ...details, categoryId: 2 } },
          { product: initialProduct, urls: free, category: deleted },
        ),
      'validation',
      'Category not found',
    );
  });
});

const categoryDetails = {
  name: 'Games',
  description: '',
  shortDescription: '',
  color: '#3B82F6',
  icon: 'Package',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  customUrl: 'games',
  isActive: true,
  sortOrder: 0,
};
