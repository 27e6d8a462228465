import { describe, expect, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import { sampleProductDetails } from '../../test/support/product-details';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { stockItemHistory } from '../catalogue/stock';
import { itemsDeliveredTo } from '../catalogue/decide-stock';
import { fold } from '../shared/event';
import {
  changeOrderStatus,
  compensateOverdueOrder,
  deliverReplacement,
  IDEMPOTENCY_KEY_REUSED,
  NOT_A_MANUAL_ORDER,
  NOT_AWAITING_DELIVERY,
  NOT_OVERDUE_YET,
  NOTHING_TO_REFUND,
  NOTHING_TO_RESEND,
  REFUND_NEEDS_REASON,
  REFUND_NOT_POSITIVE,
  refundOrder,
  refundTooLarge,
  REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC,
  REPLACEMENT_OUT_OF_STOCK,
  REPLACEMENT_REASON_REQUIRED,
  resendDelivery,
  RESTOCK_AFTER_CLAIM,
  RESTOCK_NEEDS_FULL_REFUND,
  RESTOCK_NO_PRODUCT,
  type RefundOrder,
} from './decide';
import {
  evolveOrder,
  initialOrder,
  type OrderEvent,
  type OrderRefundedData,
  type OrderStatus,
} from './order';

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 5,
    orderNumber: 'KM-000005',
    userId: 2,
    productId: 1,
    productName: 'Netflix Premium',
    quantity: 1,
    unitPriceCents: 999,
    totalCents: 999,
    couponCode: null,
    deliveryType: 'manual',
    warrantyDays: 30,
    placedAt: '2026-01-01T00:00:00.000Z',
  },
};
/** An earlier refund of the order (key "k-earlier", 1.00 unless said). */
const refunded = (data: Partial<OrderRefundedData> = {}): OrderEvent => ({
  type: 'OrderRefunded',
  data: {
    refundId: 'r-earlier',
    amountCents: 100,
    reason: 'Goodwill',
    restock: false,
    byUserId: 1,
    idempotencyKey: 'k-earlier',
    refundedAt: '2026-01-02T00:00:00.000Z',
    ...data,
  },
});
const statusChanged = (status: OrderStatus, deliveredItem: string | null = null): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { status, deliveredItem },
});

const spec = DeciderSpecification.for({
  decide: changeOrderStatus,
  evolve: evolveOrder,
  initialState: initialOrder,
});

describe('ChangeOrderStatus', () => {
  it('completes with the delivered text; the text is kept only for completed', () => {
    spec
      .given([placed])
      .when({ status: 'completed', deliveredItem: ' acct:pass ' })
      .then({ order: [statusChanged('completed', 'acct:pass')], wallet: [] });
    spec
      .given([placed])
      .when({ status: 'in_progress', deliveredItem: 'ignored' })
      .then({ order: [statusChanged('in_progress')], wallet: [] });
  });

  it('refunds a cancelled order once', () => {
    spec
      .given([placed])
      .when({ status: 'cancelled' })
      .then({
        order: [statusChanged('cancelled')],
        wallet: [
          {
            type: 'PurchaseRefunded',
            data: { userId: 2, orderId: 5, orderNumber: 'KM-000005', amountCents: 999 },
          },
        ],
      });
    spec
      .given([placed, statusChanged('cancelled'), statusChanged('pending')])
      .when({ status: 'cancelled' })
      .then({ order: [statusChanged('cancelled')], wallet: [] });
  });

  it('refunds only what earlier refunds left when cancelling, and nothing when they gave it all', () => {
    spec
      .given([placed, refunded({ amountCents: 300 })])
      .when({ status: 'cancelled' })
      .then({
        order: [statusChanged('cancelled')],
        wallet: [
          {
            type: 'PurchaseRefunded',
            data: { userId: 2, orderId: 5, orderNumber: 'KM-000005', amountCents: 699 },
          },
        ],
      });
    spec
      .given([placed, refunded({ amountCents: 999 })])
      .when({ status: 'cancelled' })
      .then({ order: [statusChanged('cancelled')], wallet: [] });
    spec
      .given([placed, refunded({ amountCents: 300 }), statusChanged('cancelled')])
      .thenState({ refundedCents: 999 });
  });

  it('changes nothing when the status is already the one asked for', () => {
    spec.given([placed]).when({ status: 'pending' }).then({ order: [], wallet: [] });
  });

  it('does not find an order that was never placed', () => {
    spec.given([]).when({ status: 'completed' }).thenThrows('not_found', 'Order not found');
  });
});

describe('ResendDelivery', () => {
  const resend = DeciderSpecification.for({
    decide: resendDelivery,
    evolve: evolveOrder,
    initialState: initialOrder,
  });
  const delivered: OrderEvent = { type: 'OrderDelivered', data: { deliveredItem: 'KEY-1' } };
  const resent: OrderEvent = { type: 'OrderDeliveryResent', data: { byUserId: 1 } };

  it('resends a completed order, once per command, without changing the order', () => {
    resend.given([placed, delivered]).when({ byUserId: 1 }).then([resent]);
    resend
      .given([placed, statusChanged('completed', 'acct:pass'), resent])
      .when({ byUserId: 1 })
      .then([resent]);
    resend
      .given([placed, delivered, resent])
      .thenState({ status: 'completed', deliveredItem: 'KEY-1' });
  });

  it('refuses an order that has delivered nothing: pending, cancelled, completed without an item', () => {
    resend.given([placed]).when({ byUserId: 1 }).thenThrows('rule', NOTHING_TO_RESEND);
    resend
      .given([placed, delivered, statusChanged('cancelled')])
      .when({ byUserId: 1 })
      .thenThrows('rule', NOTHING_TO_RESEND);
    resend
      .given([placed, statusChanged('completed')])
      .when({ byUserId: 1 })
      .thenThrows('rule', NOTHING_TO_RESEND);
  });

  it('does not find an order that was never placed', () => {
    resend.given([]).when({ byUserId: 1 }).thenThrows('not_found', 'Order not found');
  });
});

describe('RefundOrder', () => {
  const automatic: ProductEvent = {
    type: 'ProductCreated',
    data: { productId: 1, ...sampleProductDetails },
  };
  const manual: ProductEvent = {
    type: 'ProductCreated',
    data: { productId: 1, ...sampleProductDetails, deliveryType: 'manual', manualStock: 4 },
  };
  const stocked: ProductEvent = { type: 'StockItemsSet', data: { items: ['A', 'B', 'C'] } };
  const sold: ProductEvent = {
    type: 'StockTaken',
    data: { orderId: 5, quantity: 2, items: ['A', 'B'] },
  };
  const placedTwo: OrderEvent = {
    ...placed,
    data: { ...(placed.data as object), quantity: 2, deliveryType: 'automatic' },
  } as OrderEvent;
  const delivered: OrderEvent = { type: 'OrderDelivered', data: { deliveredItem: 'A\nB' } };
  /** Given the order's and (absent: none) the product's events. */
  const refund = DeciderSpecification.for({
    decide: refundOrder,
    given: (history: { order: OrderEvent[]; product?: ProductEvent[] }) => ({
      order: fold(history.order, evolveOrder, initialOrder),
      product: history.product ? fold(history.product, evolveProduct, initialProduct) : null,
      soldItems: itemsDeliveredTo(history.product ?? [], 5),
    }),
  });
  const ask = (command: Partial<RefundOrder> = {}): RefundOrder => ({
    refundId: 'r-1',
    reason: ' Key did not work ',
    restock: false,
    byUserId: 1,
    idempotencyKey: 'k-1',
    refundedAt: '2026-01-03T00:00:00.000Z',
    ...command,
  });
  const refundedData = (data: Partial<OrderRefundedData>): OrderRefundedData => ({
    refundId: 'r-1',
    amountCents: 999,
    reason: 'Key did not work',
    restock: false,
    byUserId: 1,
    idempotencyKey: 'k-1',
    refundedAt: '2026-01-03T00:00:00.000Z',
    ...data,
  });
  const credit = (amountCents: number) => ({
    type: 'PurchaseRefunded' as const,
    data: {
      userId: 2,
      orderId: 5,
      orderNumber: 'KM-000005',
      amountCents,
      refundId: 'r-1',
      reason: 'Key did not work',
    },
  });

  it('refunds part of an order to the wallet in the same decision, with the trimmed reason', () => {
    const data = refundedData({ amountCents: 400 });
    refund
      .given({ order: [placed] })
      .when(ask({ amountCents: 400 }))
      .then({
        order: [{ type: 'OrderRefunded', data }],
        wallet: [credit(400)],
        product: [],
        refund: data,
      });
  });

  it('refunds the rest when no amount is given', () => {
    const data = refundedData({ amountCents: 899 });
    refund
      .given({ order: [placed, refunded()] })
      .when(ask())
      .then({
        order: [{ type: 'OrderRefunded', data }],
        wallet: [credit(899)],
        product: [],
        refund: data,
      });
  });

  it('refuses more than paid minus refunded, saying how much is left', () => {
    refund
      .given({ order: [placed, refunded({ amountCents: 500 })] })
      .when(ask({ amountCents: 500 }))
      .thenThrows('rule', 'The refund cannot be more than $4.99 (paid $9.99, refunded $5.00)');
    expect(refundTooLarge({ totalCents: 999, refundedCents: 500 })).toContain('$4.99');
  });

  it('refuses an amount of zero or less, and a blank reason', () => {
    refund
      .given({ order: [placed] })
      .when(ask({ amountCents: 0 }))
      .thenThrows('validation', REFUND_NOT_POSITIVE);
    refund
      .given({ order: [placed] })
      .when(ask({ amountCents: -5 }))
      .thenThrows('validation', REFUND_NOT_POSITIVE);
    refund
      .given({ order: [placed] })
      .when(ask({ reason: '  ' }))
      .thenThrows('validation', REFUND_NEEDS_REASON);
  });

  it('refuses a refund of an order refunded in full, or cancelled (which refunded the rest)', () => {
    refund
      .given({ order: [placed, refunded({ amountCents: 999 })] })
      .when(ask())
      .thenThrows('rule', NOTHING_TO_REFUND);
    refund
      .given({ order: [placed, statusChanged('cancelled')] })
      .when(ask({ amountCents: 1 }))
      .thenThrows('rule', NOTHING_TO_REFUND);
  });

  it('answers the earlier refund and appends nothing when the Idempotency-Key was used on the order', () => {
    const earlier = refunded({
      idempotencyKey: 'k-1',
      amountCents: 999,
      reason: 'Key did not work',
    });
    refund
      .given({ order: [placed, earlier] })
      .when(ask({ amountCents: 999, refundId: 'r-2' }))
      .then({
        order: [],
        wallet: [],
        product: [],
        refund: (earlier as Extract<OrderEvent, { type: 'OrderRefunded' }>).data,
      });
    refund
      .given({ order: [placed, refunded({ idempotencyKey: 'k-1', reason: 'Key did not work' })] })
      .when(ask({ amountCents: 200 }))
      .thenThrows('conflict', IDEMPOTENCY_KEY_REUSED);
  });

  it('tracks the refunded cents and the refunds', () => {
    refund
      .given({ order: [placed, refunded(), refunded({ idempotencyKey: 'k-2', amountCents: 250 })] })
      .thenState({ order: { refundedCents: 350, isRestocked: false } });
  });

  it('returns the keys the order took to the end of the stock on its final refund', () => {
    const deliveredOf = (events: ProductEvent[]) =>
      [...stockItemHistory(events).values()]
        .filter((held) => held.status === 'delivered')
        .map((held) => held.item);
    const data = refundedData({ amountCents: 999, restock: true });
    refund
      .given({ order: [placedTwo, delivered], product: [automatic, stocked, sold] })
      .when(ask({ restock: true }))
      .then({
        order: [{ type: 'OrderRefunded', data }],
        wallet: [credit(999)],
        product: [{ type: 'StockReturned', data: { orderId: 5, quantity: 2, items: ['A', 'B'] } }],
        refund: data,
      });
    const returned: ProductEvent = {
      type: 'StockReturned',
      data: { orderId: 5, quantity: 2, items: ['A', 'B'] },
    };
    const history = [automatic, stocked, sold, returned];
    expect(fold(history, evolveProduct, initialProduct)).toMatchObject({
      stockItems: ['C', 'A', 'B'],
      stockVersion: 3,
    });
    // A returned key is on sale again, no longer delivered; sold again, it is delivered again.
    expect(deliveredOf(history)).toEqual([]);
    expect(
      deliveredOf([
        ...history,
        { type: 'StockTaken', data: { orderId: 6, quantity: 1, items: ['C'] } },
        { type: 'StockTaken', data: { orderId: 7, quantity: 1, items: ['A'] } },
      ]),
    ).toEqual(['A', 'C']);
    // The customer no longer holds it.
    refund
      .given({ order: [placedTwo, delivered, { type: 'OrderRefunded', data }] })
      .thenState({ order: { isRestocked: true, deliveredItem: null, refundedCents: 999 } });
  });

  it("adds a manual order's quantity back to the manual stock", () => {
    const returned: ProductEvent = {
      type: 'StockReturned',
      data: { orderId: 5, quantity: 1, items: [] },
    };
    const taken: ProductEvent = {
      type: 'StockTaken',
      data: { orderId: 5, quantity: 1, items: [] },
    };
    refund
      .given({ order: [placed], product: [manual, taken] })
      .when(ask({ restock: true }))
      .then({
        order: [{ type: 'OrderRefunded', data: refundedData({ restock: true }) }],
        wallet: [credit(999)],
        product: [returned],
        refund: refundedData({ restock: true }),
      });
    expect(fold([manual, taken, returned], evolveProduct, initialProduct)).toMatchObject({
      details: { manualStock: 4 },
    });
  });

  it('restocks only with the final refund, never after a warranty claim, never into a deleted product', () => {
    refund
      .given({ order: [placedTwo, delivered], product: [automatic, stocked, sold] })
      .when(ask({ restock: true, amountCents: 500 }))
      .thenThrows('rule', RESTOCK_NEEDS_FULL_REFUND);
    refund
      .given({
        order: [placedTwo, delivered, { type: 'OrderWarrantyClaimed', data: { claimId: 3 } }],
        product: [automatic, stocked, sold],
      })
      .when(ask({ restock: true }))
      .thenThrows('rule', RESTOCK_AFTER_CLAIM);
    refund
      .given({
        order: [placedTwo, delivered],
        product: [automatic, stocked, sold, { type: 'ProductDeleted', data: { productId: 1 } }],
      })
      .when(ask({ restock: true }))
      .thenThrows('rule', RESTOCK_NO_PRODUCT);
  });

  it('does not find an order that was never placed', () => {
    refund.given({ order: [] }).when(ask()).thenThrows('not_found', 'Order not found');
  });
});

describe('CompensateOverdueOrder', () => {
  const compensate = DeciderSpecification.for({
    decide: compensateOverdueOrder,
    evolve: evolveOrder,
    initialState: initialOrder,
  });
  // Placed at midnight: due at 00:15, overdue after it.
  const late = new Date('2026-01-01T00:15:00.001Z');
  const off = { setting: { mode: 'off' as const, percent: null } };
  const cancelRefund = { setting: { mode: 'cancel_refund' as const, percent: null } };
  const credit = (percent: number) => ({ setting: { mode: 'credit' as const, percent } });
  const refunded = (amountCents: number) => ({
    type: 'PurchaseRefunded' as const,
    data: { userId: 2, orderId: 5, orderNumber: 'KM-000005', amountCents },
  });
  const compensated = (
    kind: 'cancel_refund' | 'credit',
    percent: number,
    amountCents: number,
  ): OrderEvent => ({ type: 'OrderDeliveryCompensated', data: { kind, percent, amountCents } });
  const credited = (amountCents: number, percent: number) => ({
    type: 'DeliveryCompensationCredited' as const,
    data: { userId: 2, orderId: 5, orderNumber: 'KM-000005', amountCents, percent },
  });

  it('cancels and refunds an overdue order with the events of a cancellation, marked automatic', () => {
    compensate
      .given([placed])
      .when(cancelRefund, late)
      .then({
        order: [statusChanged('cancelled'), compensated('cancel_refund', 100, 999)],
        wallet: [refunded(999)],
      });
    compensate
      .given([placed, statusChanged('in_progress')])
      .when(cancelRefund, late)
      .then({
        order: [statusChanged('cancelled'), compensated('cancel_refund', 100, 999)],
        wallet: [refunded(999)],
      });
  });

  it('does not refund twice an order cancelled (and refunded) before, then reopened', () => {
    compensate
      .given([placed, statusChanged('cancelled'), statusChanged('pending')])
      .when(cancelRefund, late)
      .then({
        order: [statusChanged('cancelled'), compensated('cancel_refund', 100, 0)],
        wallet: [],
      });
  });

  it('credits N% of the total, rounded half up to the cent, on the order and the wallet at once', () => {
    // 10% of $9.99 is 99.9 cents: $1.00. 5% is 49.95 cents: 50 cents. 1% is 9.99 cents: 10.
    compensate
      .given([placed])
      .when(credit(10), late)
      .then({ order: [compensated('credit', 10, 100)], wallet: [credited(100, 10)] });
    compensate
      .given([placed])
      .when(credit(5), late)
      .then({ order: [compensated('credit', 5, 50)], wallet: [credited(50, 5)] });
    compensate
      .given([placed])
      .when(credit(100), late)
      .then({ order: [compensated('credit', 100, 999)], wallet: [credited(999, 100)] });
    compensate.given([placed, compensated('credit', 10, 100)]).thenState({
      status: 'pending',
      compensation: { kind: 'credit', percent: 10, amountCents: 100 },
    });
  });

  it('records a credit on a free order without a wallet event of 0 cents', () => {
    const free: OrderEvent = { ...placed, data: { ...placed.data, totalCents: 0 } };
    compensate
      .given([free])
      .when(credit(50), late)
      .then({ order: [compensated('credit', 50, 0)], wallet: [] });
  });

  it('compensates at most once: a repeated deadline job appends nothing', () => {
    compensate
      .given([placed, compensated('credit', 10, 100)])
      .when(credit(10), late)
      .then({ order: [], wallet: [] });
    compensate
      .given([placed, statusChanged('cancelled'), compensated('cancel_refund', 100, 999)])
      .when(cancelRefund, late)
      .then({ order: [], wallet: [] });
    compensate
      .given([placed, compensated('credit', 10, 100)])
      .when(cancelRefund, late)
      .then({ order: [], wallet: [] });
  });

  it('does nothing while the setting is off', () => {
    compensate.given([placed]).when(off, late).then({ order: [], wallet: [] });
  });

  it('refuses an order that is not overdue yet: the deadline itself is still on time', () => {
    compensate
      .given([placed])
      .when(credit(10), new Date('2026-01-01T00:15:00.000Z'))
      .thenThrows('rule', NOT_OVERDUE_YET);
  });

  it('refuses an order delivered or cancelled meanwhile, and an automatic order', () => {
    compensate
      .given([placed, statusChanged('completed', 'acct:pass')])
      .when(credit(10), late)
      .thenThrows('rule', NOT_AWAITING_DELIVERY);
    compensate
      .given([placed, statusChanged('cancelled')])
      .when(cancelRefund, late)
      .thenThrows('rule', NOT_AWAITING_DELIVERY);
    const automatic = {
      ...placed,
      data: { ...placed.data, deliveryType: 'automatic' },
    } as OrderEvent;
    compensate.given([automatic]).when(credit(10), late).thenThrows('rule', NOT_A_MANUAL_ORDER);
  });

  it('does not find an order that was never placed', () => {
    compensate.given([]).when(credit(10), late).thenThrows('not_found', 'Order not found');
  });
});

describe('DeliverReplacement', () => {
  const replace = DeciderSpecification.for({
    decide: deliverReplacement,
    given: streams({
      order: stream(evolveOrder, initialOrder),
      product: stream(evolveProduct, initialProduct),
    }),
  });
  const automatic = {
    ...placed,
    data: { ...placed.data, deliveryType: 'automatic', productId: 9, warrantyDays: 0 },
  } as OrderEvent;
  const delivered: OrderEvent = { type: 'OrderDelivered', data: { deliveredItem: 'KEY-1' } };
  const details = { deliveryType: 'automatic', warrantyDays: 0 } as ProductDetails;
  const product = (items: string[], extra: ProductEvent[] = []): ProductEvent[] => [
    { type: 'ProductCreated', data: { productId: 9, ...details } },
    { type: 'StockItemsSet', data: { items } },
    ...extra,
  ];
  const taken = (item: string): ProductEvent => ({
    type: 'StockTaken',
    data: { orderId: 5, quantity: 1, items: [item] },
  });
  const replaced = (item: string, reason = 'Key was revoked'): OrderEvent => ({
    type: 'OrderReplacementDelivered',
    data: { item, reason, byUserId: 1 },
  });
  const command = (reason = ' Key was revoked ') => ({ reason, byUserId: 1 });

  it('takes the first stock item and records it on the order in the same decision', () => {
    replace
      .given({ order: [automatic, delivered], product: product(['R1', 'R2']) })
      .when(command())
      .then({ order: [replaced('R1')], product: [taken('R1')] });
  });

  it('sends another key on each call, past an earlier replacement (outside any warranty)', () => {
    replace
      .given({
        order: [automatic, delivered, replaced('R1')],
        product: product(['R1', 'R2'], [taken('R1')]),
      })
      .when(command())
      .then({ order: [replaced('R2')], product: [taken('R2')] });
  });

  it('refuses when the product has no stock item left', () => {
    replace
      .given({ order: [automatic, delivered], product: product([]) })
      .when(command())
      .thenThrows('conflict', REPLACEMENT_OUT_OF_STOCK);
    replace
      .given({ order: [automatic, delivered], product: [] })
      .when(command())
      .thenThrows('conflict', REPLACEMENT_OUT_OF_STOCK);
  });

  it('refuses an order that is not a completed automatic one', () => {
    replace
      .given({ order: [automatic], product: product(['R1']) })
      .when(command())
      .thenThrows('rule', REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC);
    replace
      .given({ order: [placed, statusChanged('completed', 'acct')], product: product(['R1']) })
      .when(command())
      .thenThrows('rule', REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC);
    replace
      .given({
        order: [automatic, delivered, statusChanged('cancelled')],
        product: product(['R1']),
      })
      .when(command())
      .thenThrows('rule', REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC);
  });

  it('asks for a reason, and does not find an order never placed', () => {
    replace
      .given({ order: [automatic, delivered], product: product(['R1']) })
      .when(command('  '))
      .thenThrows('validation', REPLACEMENT_REASON_REQUIRED);
    replace
      .given({ order: [], product: product(['R1']) })
      .when(command())
      .thenThrows('not_found', 'Order not found');
  });
});
