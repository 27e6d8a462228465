import { describe, expect, it } from 'vitest';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { evolveCoupon, initialCoupon, type CouponEvent } from '../coupon/coupon';
import { initialOrder } from '../order/order';
import { fold } from '../shared/event';
import { evolveWallet, initialWallet, type WalletEvent } from '../wallet/wallet';
import { decidePurchase, type Purchase } from './decide-purchase';
import { expectDomainError } from '../shared/expect-domain-error';

const details: ProductDetails = {
  name: 'Windows 11 Pro',
  description: '',
  shortDescription: '',
  longDescription: '',
  priceCents: 1499,
  originalPriceCents: 19900,
  categoryId: 1,
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

/**
 * given(wallet events, product events[, coupon events]).when(purchase) -> events or error
 * (STYLE.md, Emmett). Coupon events make the coupon holding the code part of the state.
 */
function given(
  walletEvents: WalletEvent[],
  productEvents: ProductEvent[],
  couponEvents?: CouponEvent[],
) {
  const state = {
    wallet: fold(walletEvents, evolveWallet, initialWallet),
    product: fold(productEvents, evolveProduct, initialProduct),
    order: initialOrder,
    ...(couponEvents ? { coupon: fold(couponEvents, evolveCoupon, initialCoupon) } : {}),
  };
  return {
    when: (command: Partial<Purchase>) => () =>
      decidePurchase(
        {
          orderId: 7,
          userId: 3,
          productId: 1,
          quantity: 1,
          placedAt: '2026-01-01T00:00:00.000Z',
          ...command,
        },
        state,
      ),
  };
}

const credited = (cents: number): WalletEvent => ({
  type: 'BalanceAdjusted',
  data: { userId: 3, amountCents: cents, adminId: 1, reason: '' },
});
const created = (overrides: Partial<ProductDetails> = {}): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 1, ...details, ...overrides },
});
const stocked = (...items: string[]): ProductEvent => ({ type: 'StockItemsSet', data: { items } });

describe('Purchase', () => {
  it('debits the wallet, takes the first items and completes an automatic order', () => {
    const events = given([credited(5000)], [created(), stocked('A', 'B', 'C')]).when({
      quantity: 2,
    })();
    expect(events.wallet).toEqual([
      {
        type: 'PurchaseDebited',
        data: {
          userId: 3,
          orderId: 7,
          orderNumber: 'KM-000007',
          amountCents: 2998,
          productName: 'Windows 11 Pro',
          quantity: 2,
        },
      },
    ]);
    expect(events.product).toEqual([
      { type: 'StockTaken', data: { orderId: 7, quantity: 2, items: ['A', 'B'] } },
    ]);
    expect(events.order.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderDelivered']);
    expect(events.order[1]).toEqual({ type: 'OrderDelivered', data: { deliveredItem: 'A\nB' } });
    expect(events.order[0]!.data).toMatchObject({
      unitPriceCents: 1499,
      totalCents: 2998,
      warrantyDays: 30,
    });
  });

  it('leaves a manual order pending and counts down the manual stock', () => {
    const events = given(
      [credited(5000)],
      [created({ deliveryType: 'manual', manualStock: 4 })],
    ).when({ quantity: 3 })();
    expect(events.order.map((e) => e.type)).toEqual(['OrderPlaced']);
    expect(events.product).toEqual([
      { type: 'StockTaken', data: { orderId: 7, quantity: 3, items: [] } },
    ]);
    const after = fold(
      [created({ deliveryType: 'manual', manualStock: 4 }), ...events.product],
      evolveProduct,
      initialProduct,
    );
    expect(after.status === 'existing' && after.details.manualStock).toBe(1);
  });

  it('rejects a purchase the balance does not cover', () => {
    expectDomainError(
      given([credited(1498)], [created(), stocked('A')]).when({}),
      'rule',
      'Insufficient balance',
    );
  });

  it('accepts a purchase that takes the balance to exactly zero', () => {
    expect(given([credited(1499)], [created(), stocked('A')]).when({})().wallet).toHaveLength(1);
  });

  it('rejects more than the stock', () => {
    expectDomainError(
      given([credited(99999)], [created(), stocked('A')]).when({ quantity: 2 }),
      'conflict',
      'Only 1 left in stock',
    );
    expectDomainError(given([credited(99999)], [created()]).when({}), 'conflict', 'Out of stock');
  });

  it('does not sell a missing, inactive or deleted product', () => {
    expectDomainError(given([credited(99999)], []).when({}), 'not_found', 'Product not found');
    expectDomainError(
      given([credited(99999)], [created({ isActive: false }), stocked('A')]).when({}),
      'not_found',
      'Product not found',
    );
    expectDomainError(
      given(
        [credited(99999)],
        [created(), stocked('A'), { type: 'ProductDeleted', data: { productId: 1 } }],
      ).when({}),
      'not_found',
      'Product not found',
    );
  });

  it('rejects a quantity below 1 or not whole', () => {
    expectDomainError(
      given([credited(99999)], [created(), stocked('A')]).when({ quantity: 0 }),
      'validation',
      'Quantity must be at least 1',
    );
    expectDomainError(
      given([credited(99999)], [created(), stocked('A')]).when({ quantity: 1.5 }),
      'validation',
      'Quantity must be at least 1',
    );
  });

  it('never delivers an item twice: items taken leave the stock', () => {
    const first = given([credited(99999)], [created(), stocked('A', 'B')]).when({ quantity: 1 })();
    const product = [created(), stocked('A', 'B'), ...first.product];
    const second = given([credited(99999)], product).when({ orderId: 8 })();
    expect(second.order[1]).toEqual({ type: 'OrderDelivered', data: { deliveredItem: 'B' } });
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
    const events = given(
      [credited(5000)],
      [created({ priceCents: 999 }), stocked('A', 'B', 'C')],
      [coupon()],
    ).when({ quantity: 3, couponCode: 'save15' })();
    expect(events.coupon).toEqual([{ type: 'CouponRedeemed', data: { orderId: 7 } }]);
    expect(events.order[0]!.data).toMatchObject({
      unitPriceCents: 849,
      totalCents: 2547,
      couponCode: 'SAVE15',
    });
    expect(events.wallet[0]!.data).toMatchObject({ amountCents: 2547 });
  });

  it('rounds half a cent up: $0.05 at 50% costs $0.03', () => {
    const events = given(
      [credited(3)],
      [created({ priceCents: 5 }), stocked('A')],
      [coupon({ discountPercentage: 50 })],
    ).when({ couponCode: 'SAVE15' })();
    expect(events.order[0]!.data).toMatchObject({ unitPriceCents: 3, totalCents: 3 });
  });

  it('lets a balance that covers only the discounted total buy', () => {
    expect(
      given([credited(849)], [created({ priceCents: 999 }), stocked('A')], [coupon()]).when({
        couponCode: 'SAVE15',
      })().wallet,
    ).toHaveLength(1);
    expectDomainError(
      given([credited(848)], [created({ priceCents: 999 }), stocked('A')], [coupon()]).when({
        couponCode: 'SAVE15',
      }),
      'rule',
      'Insufficient balance',
    );
  });

  it('refuses an unknown, inactive or deleted coupon with "Invalid coupon code"', () => {
    const product = [created(), stocked('A')];
    expectDomainError(
      given([credited(99999)], product).when({ couponCode: 'NOPE' }),
      'rule',
      'Invalid coupon code',
    );
    expectDomainError(
      given([credited(99999)], product, [coupon({ isActive: false })]).when({
        couponCode: 'SAVE15',
      }),
      'rule',
      'Invalid coupon code',
    );
    expectDomainError(
      given([credited(99999)], product, [
        coupon(),
        { type: 'CouponDeleted', data: { couponId: 4 } },
      ]).when({ couponCode: 'SAVE15' }),
      'rule',
      'Invalid coupon code',
    );
  });

  it('refuses a coupon whose code changed since it was looked up', () => {
    expectDomainError(
      given(
        [credited(99999)],
        [created(), stocked('A')],
        [coupon(), { type: 'CouponUpdated', data: { ...coupon().data, code: 'OTHER' } as never }],
      ).when({ couponCode: 'SAVE15' }),
      'rule',
      'Invalid coupon code',
    );
  });

  it('refuses an expired coupon', () => {
    expectDomainError(
      given(
        [credited(99999)],
        [created(), stocked('A')],
        [coupon({ expiresAt: '2026-01-01T00:00:00.000Z' })],
      ).when({ couponCode: 'SAVE15', placedAt: '2026-01-01T00:00:00.000Z' }),
      'rule',
      'This coupon has expired',
    );
  });

  it('refuses a coupon that reached its max usage', () => {
    expectDomainError(
      given(
        [credited(99999)],
        [created(), stocked('A')],
        [coupon(), redeemed(1), redeemed(2)],
      ).when({ couponCode: 'SAVE15' }),
      'rule',
      'This coupon has reached its usage limit',
    );
  });

  it('ignores a blank code: full price, no redemption', () => {
    const events = given([credited(99999)], [created(), stocked('A')]).when({ couponCode: '  ' })();
    expect(events.coupon).toEqual([]);
    expect(events.order[0]!.data).toMatchObject({ unitPriceCents: 1499, couponCode: null });
  });
});
