import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import { changeOrderStatus } from './decide';
import { evolveOrder, initialOrder, type OrderEvent } from './order';

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
const given = (events: OrderEvent[]) => fold(events, evolveOrder, initialOrder);

describe('ChangeOrderStatus', () => {
  it('completes with the delivered text; the text is kept only for completed', () => {
    expect(
      changeOrderStatus({ status: 'completed', deliveredItem: ' acct:pass ' }, given([placed]))
        .order,
    ).toEqual([
      { type: 'OrderStatusChanged', data: { status: 'completed', deliveredItem: 'acct:pass' } },
    ]);
    expect(
      changeOrderStatus({ status: 'in_progress', deliveredItem: 'ignored' }, given([placed])).order,
    ).toEqual([
      { type: 'OrderStatusChanged', data: { status: 'in_progress', deliveredItem: null } },
    ]);
  });

  it('refunds a cancelled order once', () => {
    const first = changeOrderStatus({ status: 'cancelled' }, given([placed]));
    expect(first.wallet).toEqual([
      {
        type: 'PurchaseRefunded',
        data: { userId: 2, orderId: 5, orderNumber: 'KM-000005', amountCents: 999 },
      },
    ]);
    const reopened = [
      placed,
      ...first.order,
      {
        type: 'OrderStatusChanged',
        data: { status: 'pending', deliveredItem: null },
      } as OrderEvent,
    ];
    expect(changeOrderStatus({ status: 'cancelled' }, given(reopened)).wallet).toEqual([]);
  });

  it('changes nothing when the status is already the one asked for', () => {
    expect(changeOrderStatus({ status: 'pending' }, given([placed]))).toEqual({
      order: [],
      wallet: [],
    });
  });

  it('does not find an order that was never placed', () => {
    expect(() => changeOrderStatus({ status: 'completed' }, given([]))).toThrow('Order not found');
  });
});
