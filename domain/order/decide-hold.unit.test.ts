import { describe, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import { sampleProductDetails } from '../../test/support/product-details';
import { evolveProduct, initialProduct, type ProductEvent } from '../catalogue/product';
import { HOLD_REFUSAL_KEY, NOT_HELD, refuseHeldOrder, releaseOrder } from './decide-hold';
import { evolveOrder, initialOrder, type OrderEvent, type OrderPlacedData } from './order';

const placedData: OrderPlacedData = {
  orderId: 5,
  orderNumber: 'KM-000005',
  userId: 2,
  productId: 1,
  productName: 'Windows 11 Pro',
  quantity: 2,
  unitPriceCents: 1000,
  totalCents: 2000,
  couponCode: null,
  deliveryType: 'automatic',
  warrantyDays: 30,
  placedAt: '2026-01-01T00:00:00.000Z',
};
const placed = (overrides: Partial<OrderPlacedData> = {}): OrderEvent => ({
  type: 'OrderPlaced',
  data: { ...placedData, ...overrides },
});
const held = (items = ['enc:A', 'enc:B']): OrderEvent => ({
  type: 'OrderHeld',
  data: { ruleId: 4, items },
});
const released: OrderEvent = { type: 'OrderReleased', data: { byUserId: 9 } };
const product: ProductEvent = {
  type: 'ProductCreated',
  data: { productId: 1, ...sampleProductDetails, categoryId: 1 },
};

const release = DeciderSpecification.for({
  decide: releaseOrder,
  evolve: evolveOrder,
  initialState: initialOrder,
});
const refuse = DeciderSpecification.for({
  decide: refuseHeldOrder,
  given: streams({
    order: stream(evolveOrder, initialOrder),
    product: (events?: ProductEvent[]) =>
      events ? stream(evolveProduct, initialProduct)(events) : null,
  }),
});
const refusal = {
  byUserId: 9,
  reason: 'Stolen card',
  refundId: 'r-1',
  refundedAt: '2026-01-02T00:00:00.000Z',
};

describe('ReleaseOrder', () => {
  it('delivers the keys an automatic order was held with, once', () => {
    release
      .given([placed(), held()])
      .when({ byUserId: 9 })
      .then([released, { type: 'OrderDelivered', data: { deliveredItem: 'enc:A\nenc:B' } }]);
    release.given([placed(), held(), released]).when({ byUserId: 9 }).thenThrows('rule', NOT_HELD);
  });

  it('leaves a released manual order to staff, as any other', () => {
    release
      .given([placed({ deliveryType: 'manual' }), held([])])
      .when({ byUserId: 9 })
      .then([released]);
  });

  it('refuses an order that was never held, and an unknown one', () => {
    release.given([placed()]).when({ byUserId: 9 }).thenThrows('rule', NOT_HELD);
    release.given([]).when({ byUserId: 9 }).thenThrows('not_found', 'Order not found');
  });

  it('folds the hold and its end', () => {
    release.given([placed(), held()]).thenState({ hold: { ruleId: 4, status: 'held' } });
    release.given([placed(), held(), released]).thenState({ hold: { status: 'released' } });
  });
});

describe('RefuseHeldOrder', () => {
  it('refunds the whole total, restocks the held keys and cancels the order, once', () => {
    const refund = {
      refundId: 'r-1',
      amountCents: 2000,
      reason: 'Stolen card',
      restock: true,
      byUserId: 9,
      idempotencyKey: HOLD_REFUSAL_KEY,
      refundedAt: '2026-01-02T00:00:00.000Z',
    };
    refuse
      .given({ order: [placed(), held()], product: [product] })
      .when(refusal)
      .then({
        order: [
          { type: 'OrderHoldRefused', data: { byUserId: 9, reason: 'Stolen card' } },
          { type: 'OrderRefunded', data: refund },
          { type: 'OrderStatusChanged', data: { status: 'cancelled', deliveredItem: null } },
        ],
        wallet: [
          {
            type: 'PurchaseRefunded',
            data: {
              userId: 2,
              orderId: 5,
              orderNumber: 'KM-000005',
              amountCents: 2000,
              refundId: 'r-1',
              reason: 'Stolen card',
            },
          },
        ],
        product: [
          { type: 'StockReturned', data: { orderId: 5, quantity: 2, items: ['enc:A', 'enc:B'] } },
        ],
      });
    refuse
      .given({
        order: [
          placed(),
          held(),
          { type: 'OrderHoldRefused', data: { byUserId: 9, reason: 'Stolen card' } },
        ],
        product: [product],
      })
      .when(refusal)
      .thenThrows('rule', NOT_HELD);
  });

  it('refunds without restocking when the product is gone', () => {
    refuse
      .given({ order: [placed({ totalCents: 500 }), held()] })
      .when(refusal)
      .then({
        order: [
          { type: 'OrderHoldRefused', data: { byUserId: 9, reason: 'Stolen card' } },
          {
            type: 'OrderRefunded',
            data: {
              refundId: 'r-1',
              amountCents: 500,
              reason: 'Stolen card',
              restock: false,
              byUserId: 9,
              idempotencyKey: HOLD_REFUSAL_KEY,
              refundedAt: '2026-01-02T00:00:00.000Z',
            },
          },
          { type: 'OrderStatusChanged', data: { status: 'cancelled', deliveredItem: null } },
        ],
        wallet: [
          {
            type: 'PurchaseRefunded',
            data: {
              userId: 2,
              orderId: 5,
              orderNumber: 'KM-000005',
              amountCents: 500,
              refundId: 'r-1',
              reason: 'Stolen card',
            },
          },
        ],
        product: [],
      });
    refuse
      .given({ order: [placed(), released] })
      .when(refusal)
      .thenThrows('rule', NOT_HELD);
  });

  it('asks for a reason', () => {
    refuse
      .given({ order: [placed(), held()], product: [product] })
      .when({ ...refusal, reason: ' ' })
      .thenThrows('validation', 'A reason for refusing the order is required');
  });
});
