import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { changeOrderStatus, NOTHING_TO_RESEND, resendDelivery } from './decide';
import { evolveOrder, initialOrder, type OrderEvent, type OrderStatus } from './order';

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
