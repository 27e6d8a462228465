import { describe, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import { sampleProductDetails } from '../../test/support/product-details';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { evolveCoupon, initialCoupon, type CouponEvent } from '../coupon/coupon';
import { evolveOrder, initialOrder, type OrderEvent } from '../order/order';
import { fold } from '../shared/event';
import { evolveWallet, initialWallet, type WalletEvent } from '../wallet/wallet';
import { decidePurchase, type Purchase } from './decide-purchase';

const details: ProductDetails = {
  ...sampleProductDetails,
  originalPriceCents: 19900,
  categoryId: 1,
};

/**
 * Given the wallet's, the product's and, when a code is looked up, the coupon's events (the
 * coupon holding the code; absent when none does), when a purchase with these defaults.
 */
const spec = DeciderSpecification.for({
  decide: decidePurchase,
  given: streams({
    wallet: stream(evolveWallet, initialWallet),
    product: stream(evolveProduct, initialProduct),
    order: stream(evolveOrder, initialOrder),
    coupon: (events?: CouponEvent[]) => events && fold(events, evolveCoupon, initialCoupon),
  }),
});
const purchase = (command: Partial<Purchase> = {}): Purchase => ({
  orderId: 7,
  userId: 3,
  productId: 1,
  quantity: 1,
  placedAt: '2026-01-01T00:00:00.000Z',
  ...command,
});

const credited = (cents: number): WalletEvent => ({
  type: 'BalanceAdjusted',
  data: { userId: 3, amountCents: cents, adminId: 1, reason: '' },
});
const created = (overrides: Partial<ProductDetails> = {}): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 1, ...details, ...overrides },
});
const stocked = (...items: string[]): ProductEvent => ({ type: 'StockItemsSet', data: { items } });

type OrderPlacedData = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
/** The decision of a purchase of `quantity` at `unitPriceCents` for `totalCents`, order 7 unless told. */
function decided(o: {
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  items?: string[];
  orderId?: number;
  order?: Partial<OrderPlacedData>;
  coupon?: CouponEvent[];
}) {
  const orderId = o.orderId ?? 7;
  const orderNumber = `KM-00000${orderId}`;
  const { totalCents } = o;
  const items = o.items ?? [];
  const placed: OrderEvent = {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber,
      userId: 3,
      productId: 1,
      productName: 'Windows 11 Pro',
      quantity: o.quantity,
      unitPriceCents: o.unitPriceCents,
      totalCents,
      couponCode: null,
      deliveryType: 'automatic',
      warrantyDays: 30,
      placedAt: '2026-01-01T00:00:00.000Z',
      costCents: 0,
      ...o.order,
    },
  };
  return {
    wallet: [
      {
        type: 'PurchaseDebited',
        data: {
          userId: 3,
          orderId,
          orderNumber,
          amountCents: totalCents,
          productName: 'Windows 11 Pro',
          quantity: o.quantity,
        },
      },
    ] satisfies WalletEvent[],
    product: [
      {
        type: 'StockTaken',
        data: { orderId, quantity: o.quantity, items, at: '2026-01-01T00:00:00.000Z' },
      },
    ] satisfies ProductEvent[],
    order:
      o.items === undefined
        ? [placed]
        : [placed, { type: 'OrderDelivered', data: { deliveredItem: items.join('\n') } } as const],
    coupon: o.coupon ?? [],
  };
}

describe('Purchase', () => {
  it('debits the wallet, takes the first items and completes an automatic order', () => {
    spec
      .given({ wallet: [credited(5000)], product: [created(), stocked('A', 'B', 'C')] })
      .when(purchase({ quantity: 2 }))
      .then(decided({ quantity: 2, unitPriceCents: 1499, totalCents: 2998, items: ['A', 'B'] }));
  });

  it("records what the keys cost: their batches' unit costs, 0 for keys from outside a batch", () => {
    const batch = (batchId: number, unitCostCents: number, ...items: string[]): ProductEvent => ({
      type: 'StockBatchAdded',
      data: {
        batchId,
        supplier: 'Acme',
        unitCostCents,
        note: '',
        byUserId: 1,
        items,
        fingerprints: items.map((item) => `fp-${item}`),
      },
    });
    spec
      .given({
        wallet: [credited(9999)],
        product: [created(), stocked('A'), batch(1, 250, 'B'), batch(2, 400, 'C', 'D')],
      })
      .when(purchase({ quantity: 3 }))
      .then(
        decided({
          quantity: 3,
          unitPriceCents: 1499,
          totalCents: 4497,
          items: ['A', 'B', 'C'],
          order: { costCents: 650 },
        }),
      );
  });

  it('leaves a manual order pending and counts down the manual stock', () => {
    const manual = created({ deliveryType: 'manual', manualStock: 4 });
    spec
      .given({ wallet: [credited(5000)], product: [manual] })
      .when(purchase({ quantity: 3 }))
      .then(
        decided({
          quantity: 3,
          unitPriceCents: 1499,
          totalCents: 4497,
          order: { deliveryType: 'manual' },
        }),
      );
    spec
      .given({
        product: [manual, { type: 'StockTaken', data: { orderId: 7, quantity: 3, items: [] } }],
      })
      .thenState({ product: { status: 'existing', details: { manualStock: 1 } } });
  });

  it('holds an order a fraud rule holds: paid and stock taken, the keys kept on the order', () => {
    const paid = decided({
      quantity: 2,
      unitPriceCents: 1499,
      totalCents: 2998,
      items: ['A', 'B'],
    });
    spec
      .given({ wallet: [credited(5000)], product: [created(), stocked('A', 'B', 'C')] })
      .when(purchase({ quantity: 2, hold: { ruleId: 4 } }))
      .then({
        ...paid,
        order: [paid.order[0]!, { type: 'OrderHeld', data: { ruleId: 4, items: ['A', 'B'] } }],
      });
  });

  it('rejects a purchase the balance does not cover', () => {
    spec
      .given({ wallet: [credited(1498)], product: [created(), stocked('A')] })
      .when(purchase())
      .thenThrows('rule', 'Insufficient balance');
  });

  it('accepts a purchase that takes the balance to exactly zero', () => {
    spec
      .given({ wallet: [credited(1499)], product: [created(), stocked('A')] })
      .when(purchase())
      .then(decided({ quantity: 1, unitPriceCents: 1499, totalCents: 1499, items: ['A'] }));
  });

  it('rejects more than the stock', () => {
    spec
      .given({ wallet: [credited(99999)], product: [created(), stocked('A')] })
      .when(purchase({ quantity: 2 }))
      .thenThrows('conflict', 'Only 1 left in stock');
    spec
      .given({ wallet: [credited(99999)], product: [created()] })
      .when(purchase())
      .thenThrows('conflict', 'Out of stock');
  });

  it('does not sell a missing, inactive or deleted product', () => {
    for (const product of [
      [],
      [created({ isActive: false }), stocked('A')],
      [created(), stocked('A'), { type: 'ProductDeleted', data: { productId: 1 } } as const],
    ])
      spec
        .given({ wallet: [credited(99999)], product })
        .when(purchase())
        .thenThrows('not_found', 'Product not found');
  });

  it('rejects a quantity below 1 or not whole', () => {
    for (const quantity of [0, 1.5])
      spec
        .given({ wallet: [credited(99999)], product: [created(), stocked('A')] })
        .when(purchase({ quantity }))
        .thenThrows('validation', 'Quantity must be at least 1');
  });

  it('never delivers an item twice: items taken leave the stock', () => {
    spec
      .given({ wallet: [credited(99999)], product: [created(), stocked('A', 'B')] })
      .when(purchase({ quantity: 1 }))
      .then(decided({ quantity: 1, unitPriceCents: 1499, totalCents: 1499, items: ['A'] }));
    spec
      .given({
        wallet: [credited(99999)],
        product: [
          created(),
          stocked('A', 'B'),
          { type: 'StockTaken', data: { orderId: 7, quantity: 1, items: ['A'] } },
        ],
      })
      .when(purchase({ orderId: 8 }))
      .then(
        decided({ orderId: 8, quantity: 1, unitPriceCents: 1499, totalCents: 1499, items: ['B'] }),
      );
  });
});

describe('Purchase with a coupon', () => {
  const coupon = (
    overrides: Partial<Extract<CouponEvent, { type: 'CouponCreated' }>['data']> = {},
  ): CouponEvent => ({
    type: 'CouponCreated',
    data: {
      couponId: 4,
      code: 'SAVE15',
      discountPercentage: 15,
      maxUsage: 2,
      isActive: true,
      expiresAt: null,
      ...overrides,
    },
  });
  const redeemed = (orderId: number): CouponEvent => ({
    type: 'CouponRedeemed',
    data: { orderId },
  });

  it('charges the discounted unit price (half up to the cent) times the quantity and redeems the coupon once', () => {
    spec
      .given({
        wallet: [credited(5000)],
        product: [created({ priceCents: 999 }), stocked('A', 'B', 'C')],
        coupon: [coupon()],
      })
      .when(purchase({ quantity: 3, couponCode: 'save15' }))
      .then(
        decided({
          quantity: 3,
          unitPriceCents: 849,
          totalCents: 2547,
          items: ['A', 'B', 'C'],
          order: { couponCode: 'SAVE15' },
          coupon: [redeemed(7)],
        }),
      );
  });

  it('rounds half a cent up: $0.05 at 50% costs $0.03', () => {
    spec
      .given({
        wallet: [credited(3)],
        product: [created({ priceCents: 5 }), stocked('A')],
        coupon: [coupon({ discountPercentage: 50 })],
      })
      .when(purchase({ couponCode: 'SAVE15' }))
      .then(
        decided({
          quantity: 1,
          unitPriceCents: 3,
          totalCents: 3,
          items: ['A'],
          order: { couponCode: 'SAVE15' },
          coupon: [redeemed(7)],
        }),
      );
  });

  it('lets a balance that covers only the discounted total buy', () => {
    const product = [created({ priceCents: 999 }), stocked('A')];
    spec
      .given({ wallet: [credited(849)], product, coupon: [coupon()] })
      .when(purchase({ couponCode: 'SAVE15' }))
      .then(
        decided({
          quantity: 1,
          unitPriceCents: 849,
          totalCents: 849,
          items: ['A'],
          order: { couponCode: 'SAVE15' },
          coupon: [redeemed(7)],
        }),
      );
    spec
      .given({ wallet: [credited(848)], product, coupon: [coupon()] })
      .when(purchase({ couponCode: 'SAVE15' }))
      .thenThrows('rule', 'Insufficient balance');
  });

  it('refuses an unknown, inactive or deleted coupon with "Invalid coupon code"', () => {
    const product = [created(), stocked('A')];
    spec
      .given({ wallet: [credited(99999)], product })
      .when(purchase({ couponCode: 'NOPE' }))
      .thenThrows('rule', 'Invalid coupon code');
    for (const events of [
      [coupon({ isActive: false })],
      [coupon(), { type: 'CouponDeleted', data: { couponId: 4 } } as const],
    ])
      spec
        .given({ wallet: [credited(99999)], product, coupon: events })
        .when(purchase({ couponCode: 'SAVE15' }))
        .thenThrows('rule', 'Invalid coupon code');
  });

  it('refuses a coupon whose code changed since it was looked up', () => {
    spec
      .given({
        wallet: [credited(99999)],
        product: [created(), stocked('A')],
        coupon: [
          coupon(),
          { type: 'CouponUpdated', data: { ...coupon().data, code: 'OTHER' } as never },
        ],
      })
      .when(purchase({ couponCode: 'SAVE15' }))
      .thenThrows('rule', 'Invalid coupon code');
  });

  it('refuses an expired coupon', () => {
    spec
      .given({
        wallet: [credited(99999)],
        product: [created(), stocked('A')],
        coupon: [coupon({ expiresAt: '2026-01-01T00:00:00.000Z' })],
      })
      .when(purchase({ couponCode: 'SAVE15', placedAt: '2026-01-01T00:00:00.000Z' }))
      .thenThrows('rule', 'This coupon has expired');
  });

  it('refuses a coupon that reached its max usage', () => {
    spec
      .given({
        wallet: [credited(99999)],
        product: [created(), stocked('A')],
        coupon: [coupon(), redeemed(1), redeemed(2)],
      })
      .when(purchase({ couponCode: 'SAVE15' }))
      .thenThrows('rule', 'This coupon has reached its usage limit');
  });

  it('ignores a blank code: full price, no redemption', () => {
    spec
      .given({ wallet: [credited(99999)], product: [created(), stocked('A')] })
      .when(purchase({ couponCode: '  ' }))
      .then(decided({ quantity: 1, unitPriceCents: 1499, totalCents: 1499, items: ['A'] }));
  });
});
