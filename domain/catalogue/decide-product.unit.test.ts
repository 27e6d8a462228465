import { describe, expect, it } from 'vitest';
import {
  DeciderSpecification,
  stream,
  streams,
  streamsByKey,
} from '../../test/support/decider-specification';
import {
  evolveReservation,
  initialReservation,
  type ReservationEvent,
} from '../reservation/reservation';
import { fold } from '../shared/event';
import { evolveCategory, initialCategory, type CategoryEvent } from './category';
import {
  createProduct,
  deliveredStockLineMessage,
  setProductPolicy,
  setProductStock,
  setPurchaseLimits,
  STOCK_CHANGED,
  updateProduct,
} from './decide-product';
import { stockLines } from '../../contracts/stock-items';
import { stockItemHistory } from './stock';
import {
  evolveProduct,
  initialProduct,
  productPolicy,
  productPurchaseLimits,
  type ProductDetails,
  type ProductEvent,
} from './product';
import {
  NO_PURCHASE_LIMITS,
  purchaseLimitRangeMessage,
  type PurchaseLimits,
} from '../../contracts/purchase-limits';
import { sampleProductDetails } from '../../test/support/product-details';
import {
  DEFAULT_PRODUCT_POLICY,
  policyRangeMessage,
  type ProductPolicy,
} from '../../contracts/product-policy';

const details = sampleProductDetails;

const created: ProductEvent = { type: 'ProductCreated', data: { productId: 1, ...details } };
/** In these tests an item's fingerprint is its text. */
const stocked = (items: string[]): ProductEvent => ({
  type: 'StockItemsSet',
  data: { items, fingerprints: items },
});
const sold = (orderId: number, items: string[]): ProductEvent => ({
  type: 'StockTaken',
  data: { orderId, quantity: items.length, items },
});
const heldBy = (owner: string): ReservationEvent => ({ type: 'ValueReserved', data: { owner } });

/**
 * Given the product's events; the held items are the ones it ever held, by fingerprint (here the
 * item's text), as the handler computes them. The command sends the lines as typed.
 */
const setStock = DeciderSpecification.for({
  decide: (
    command: { items: string[]; expectedStockVersion?: number },
    state: Parameters<typeof setProductStock>[1],
  ) =>
    setProductStock(
      {
        lines: stockLines(command.items).map((line) => ({ ...line, fingerprint: line.item })),
        expectedStockVersion: command.expectedStockVersion,
      },
      state,
    ),
  given: (events: readonly ProductEvent[]) => ({
    product: fold(events, evolveProduct, initialProduct),
    held: new Map(
      [...stockItemHistory(events).values()].map((held) => [held.fingerprint ?? held.item, held]),
    ),
  }),
});
/** Given the product's events, its URLs' reservations, and the category its details newly name. */
const productUrls = streams({
  product: stream(evolveProduct, initialProduct),
  urls: streamsByKey(evolveReservation, initialReservation),
  category: (events?: CategoryEvent[]) =>
    events === undefined ? null : fold(events, evolveCategory, initialCategory),
});
const create = DeciderSpecification.for({ decide: createProduct, given: productUrls });
const update = DeciderSpecification.for({ decide: updateProduct, given: productUrls });

describe('the stock version', () => {
  it('counts every stock change (items set, stock taken), nothing else', () => {
    setStock
      .given([
        created,
        stocked(['A', 'B', 'C']),
        sold(7, ['A']),
        {
          type: 'FaqAdded',
          data: { faqId: 1, question: 'Q', answer: 'A', order: 0, isActive: true },
        },
        { type: 'ProductUpdated', data: { ...details, name: 'Renamed' } },
        sold(8, ['B']),
      ])
      .thenState({ product: { stockVersion: 3, stockItems: ['C'] } });
  });
});

describe('SetProductStock', () => {
  it('sets the trimmed, non-empty items', () => {
    setStock
      .given([created])
      .when({ items: ['  A  ', '', '   ', 'B'] })
      .then([stocked(['A', 'B'])]);
  });

  it('accepts an edit made on the current stock version', () => {
    setStock
      .given([created, stocked(['A', 'B']), sold(7, ['A'])])
      .when({ items: ['B', 'C'], expectedStockVersion: 2 })
      .then([stocked(['B', 'C'])]);
  });

  it('refuses an edit made before a sale (stale stock version)', () => {
    setStock
      .given([created, stocked(['A', 'B']), sold(7, ['A'])])
      .when({ items: ['A', 'B', 'C'], expectedStockVersion: 1 })
      .thenThrows('conflict', STOCK_CHANGED);
  });

  it('refuses a key that was sold, even without a stock version', () => {
    setStock
      .given([created, stocked(['A', 'B']), sold(7, ['A'])])
      .when({ items: ['B', ' A '] })
      .thenThrows('conflict', deliveredStockLineMessage(2));
  });

  it('refuses a key handed out as a warranty replacement', () => {
    setStock
      .given([created, stocked(['R1', 'R2']), sold(5, ['R1'])])
      .when({ items: ['R2', 'R3', 'R1'], expectedStockVersion: 2 })
      .thenThrows('conflict', deliveredStockLineMessage(3));
  });

  it('refuses one key twice, trimmed or not, naming the lines', () => {
    setStock
      .given([created])
      .when({ items: ['A', '', 'B', ' A'] })
      .thenThrows(
        'validation',
        'Stock line 4 is the same item as line 1: each key or account can be in stock only once',
      );
    setStock
      .given([created])
      .when({ items: ['K-1', 'K-1', 'K-1'] })
      .thenThrows(
        'validation',
        'Stock line 2 is the same item as line 1: each key or account can be in stock only once',
      );
  });

  it('answers not found for a product that does not exist or was deleted', () => {
    for (const events of [
      [],
      [created, { type: 'ProductDeleted', data: { productId: 1 } } as const],
    ])
      setStock
        .given(events)
        .when({ items: ['A'] })
        .thenThrows('not_found', 'Product not found');
  });
});

describe('product URLs', () => {
  const creating = (changes: Partial<ProductDetails>) => ({
    productId: 3,
    details: { ...details, ...changes },
  });
  const createdAs = (changes: Partial<ProductDetails>): ProductEvent => ({
    type: 'ProductCreated',
    data: { productId: 3, ...details, ...changes },
  });

  it('reserves productUrl and customUrl in one namespace', () => {
    create
      .given({})
      .when(creating({ customUrl: 'win11' }))
      .then({
        urls: new Map([
          ['windows-11-pro', [heldBy('product-3')]],
          ['win11', [heldBy('product-3')]],
        ]),
        product: [createdAs({ customUrl: 'win11' })],
      });
  });

  it('refuses a custom URL another product holds, as either of its URLs', () => {
    create
      .given({ urls: { office: [heldBy('product-1')] } })
      .when(creating({ customUrl: 'office' }))
      .thenThrows('conflict', 'Custom URL is already in use');
    create
      .given({ urls: { 'windows-11-pro': [heldBy('product-1')] } })
      .when(creating({}))
      .thenThrows('conflict', 'Product URL is already in use');
  });

  it('refuses a page of the store as custom URL, and another product’s product-<id>', () => {
    create
      .given({})
      .when(creating({ customUrl: 'dashboard' }))
      .thenThrows(
        'validation',
        'Custom URL "dashboard" is the address of a page of the store: choose another',
      );
    create
      .given({})
      .when(creating({ customUrl: 'product-8' }))
      .thenThrows('validation', 'URL "product-8" is the address of product 8: choose another');
    create
      .given({})
      .when(creating({ customUrl: 'product-3' }))
      .then({
        urls: new Map([
          ['windows-11-pro', [heldBy('product-3')]],
          ['product-3', [heldBy('product-3')]],
        ]),
        product: [createdAs({ customUrl: 'product-3' })],
      });
  });

  it('keeps working for a product that held such a URL before the rule', () => {
    update
      .given({
        product: [created, { type: 'ProductUpdated', data: { ...details, customUrl: 'orders' } }],
        urls: { orders: [] },
      })
      .when({ details: { ...details, customUrl: 'orders', priceCents: 999 } })
      .then({
        urls: new Map([
          ['windows-11-pro', [heldBy('product-1')]],
          ['orders', [heldBy('product-1')]],
        ]),
        product: [
          { type: 'ProductUpdated', data: { ...details, customUrl: 'orders', priceCents: 999 } },
        ],
      });
  });

  it('refuses to join a category that does not exist (or was deleted)', () => {
    create
      .given({
        category: [
          { type: 'CategoryCreated', data: { categoryId: 2, ...categoryDetails } },
          { type: 'CategoryDeleted', data: { categoryId: 2 } },
        ],
      })
      .when(creating({ categoryId: 2 }))
      .thenThrows('validation', 'Category not found');
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

describe('SetProductPolicy', () => {
  const setPolicy = DeciderSpecification.for({
    decide: setProductPolicy,
    evolve: evolveProduct,
    initialState: initialProduct,
  });
  const policy: ProductPolicy = {
    autoApproveClaims: true,
    claimCapPer90Days: 1,
    lowStockThreshold: 5,
    runOutWithinHours: 48,
    quarantineClaimRatePercent: 20,
  };
  const policySet = (data: ProductPolicy): ProductEvent => ({ type: 'ProductPolicySet', data });

  it('reads the default policy (no auto-approval, cap 3, stock rules off) until one is set', () => {
    const product = fold([created], evolveProduct, initialProduct);
    expect(product.status === 'existing' && productPolicy(product)).toEqual(DEFAULT_PRODUCT_POLICY);
    expect(DEFAULT_PRODUCT_POLICY).toEqual({
      autoApproveClaims: false,
      claimCapPer90Days: 3,
      lowStockThreshold: 0,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 0,
    });
  });

  it('sets the whole policy, which the product then holds', () => {
    setPolicy
      .given([created])
      .when({ policy })
      .then([policySet(policy)]);
    setPolicy.given([created, policySet(policy)]).thenState({ policy });
  });

  it('keeps the policy through detail and stock changes', () => {
    setPolicy
      .given([
        created,
        policySet(policy),
        { type: 'ProductUpdated', data: { ...details, name: 'Renamed' } },
        stocked(['A']),
        sold(3, ['A']),
      ])
      .thenState({ policy });
  });

  it('appends nothing when the policy is already the one set', () => {
    setPolicy
      .given([created, policySet(policy)])
      .when({ policy: { ...policy } })
      .then([]);
  });

  it('records the default policy when it is set explicitly the first time', () => {
    setPolicy
      .given([created])
      .when({ policy: DEFAULT_PRODUCT_POLICY })
      .then([policySet(DEFAULT_PRODUCT_POLICY)]);
  });

  it('refuses a number outside its limits, naming the field', () => {
    setPolicy
      .given([created])
      .when({ policy: { ...policy, quarantineClaimRatePercent: 101 } })
      .thenThrows('validation', policyRangeMessage('quarantineClaimRatePercent'));
    setPolicy
      .given([created])
      .when({ policy: { ...policy, claimCapPer90Days: -1 } })
      .thenThrows('validation', policyRangeMessage('claimCapPer90Days'));
    setPolicy
      .given([created])
      .when({ policy: { ...policy, runOutWithinHours: 1.5 } })
      .thenThrows('validation', policyRangeMessage('runOutWithinHours'));
  });

  it('refuses a product that does not exist or was deleted', () => {
    setPolicy.given([]).when({ policy }).thenThrows('not_found', 'Product not found');
    setPolicy
      .given([created, { type: 'ProductDeleted', data: { productId: 1 } }])
      .when({ policy })
      .thenThrows('not_found', 'Product not found');
  });
});

describe('SetPurchaseLimits', () => {
  const setLimits = DeciderSpecification.for({
    decide: setPurchaseLimits,
    evolve: evolveProduct,
    initialState: initialProduct,
  });
  const limits: PurchaseLimits = { maxPerOrder: 2, maxPerCustomerPerDay: 5 };
  const limitsSet = (data: PurchaseLimits): ProductEvent => ({
    type: 'ProductPurchaseLimitsSet',
    data,
  });

  it('has no limits until they are set, then holds them through detail and stock changes', () => {
    const product = fold([created], evolveProduct, initialProduct);
    expect(product.status === 'existing' && productPurchaseLimits(product)).toEqual(
      NO_PURCHASE_LIMITS,
    );
    setLimits
      .given([created])
      .when({ limits })
      .then([limitsSet(limits)]);
    setLimits
      .given([
        created,
        limitsSet(limits),
        { type: 'ProductUpdated', data: { ...details, name: 'Renamed' } },
        stocked(['A']),
      ])
      .thenState({ purchaseLimits: limits });
  });

  it('appends nothing for the limits in force, nor for none on a product that never had any', () => {
    setLimits
      .given([created, limitsSet(limits)])
      .when({ limits: { ...limits } })
      .then([]);
    setLimits.given([created]).when({ limits: NO_PURCHASE_LIMITS }).then([]);
    setLimits
      .given([created, limitsSet(limits)])
      .when({ limits: NO_PURCHASE_LIMITS })
      .then([limitsSet(NO_PURCHASE_LIMITS)]);
  });

  it('refuses a limit outside 0-10000 or not whole, naming it, and a missing product', () => {
    setLimits
      .given([created])
      .when({ limits: { ...limits, maxPerOrder: 10_001 } })
      .thenThrows('validation', purchaseLimitRangeMessage('maxPerOrder'));
    setLimits
      .given([created])
      .when({ limits: { ...limits, maxPerCustomerPerDay: 0.5 } })
      .thenThrows('validation', purchaseLimitRangeMessage('maxPerCustomerPerDay'));
    setLimits.given([]).when({ limits }).thenThrows('not_found', 'Product not found');
  });
});
