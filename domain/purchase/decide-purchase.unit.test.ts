import { describe, expect, it } from 'vitest';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { initialOrder } from '../order/order';
import { DomainError } from '../shared/errors';
import { fold } from '../shared/event';
import { evolveWallet, initialWallet, type WalletEvent } from '../wallet/wallet';
import { decidePurchase, type Purchase } from './decide-purchase';

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

/** given(wallet events, product events).when(purchase) -> events or error (STYLE.md, Emmett). */
function given(walletEvents: WalletEvent[], productEvents: ProductEvent[]) {
  const state = {
    wallet: fold(walletEvents, evolveWallet, initialWallet),
    product: fold(productEvents, evolveProduct, initialProduct),
    order: initialOrder,
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

function expectError(decide: () => unknown, kind: DomainError['kind'], message: string) {
  try {
    decide();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe(kind);
    expect((error as DomainError).message).toBe(message);
    return;
  }
  throw new Error('expected the decision to fail');
}

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
    expectError(
      given([credited(1498)], [created(), stocked('A')]).when({}),
      'rule',
      'Insufficient balance',
    );
  });

  it('accepts a purchase that takes the balance to exactly zero', () => {
    expect(given([credited(1499)], [created(), stocked('A')]).when({})().wallet).toHaveLength(1);
  });

  it('rejects more than the stock', () => {
    expectError(
      given([credited(99999)], [created(), stocked('A')]).when({ quantity: 2 }),
      'conflict',
      'Only 1 left in stock',
    );
    expectError(given([credited(99999)], [created()]).when({}), 'conflict', 'Out of stock');
  });

  it('does not sell a missing, inactive or deleted product', () => {
    expectError(given([credited(99999)], []).when({}), 'not_found', 'Product not found');
    expectError(
      given([credited(99999)], [created({ isActive: false }), stocked('A')]).when({}),
      'not_found',
      'Product not found',
    );
    expectError(
      given(
        [credited(99999)],
        [created(), stocked('A'), { type: 'ProductDeleted', data: { productId: 1 } }],
      ).when({}),
      'not_found',
      'Product not found',
    );
  });

  it('rejects a quantity below 1 or not whole', () => {
    expectError(
      given([credited(99999)], [created(), stocked('A')]).when({ quantity: 0 }),
      'validation',
      'Quantity must be at least 1',
    );
    expectError(
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
