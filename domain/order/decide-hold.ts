/**
 * Held orders (ARCHITECTURE.md "Security model", fraud rules): a purchase a fraud rule holds for
 * review is paid and its stock taken, but delivers nothing until staff release it (ReleaseOrder:
 * delivered as the purchase would have delivered it) or refuse it (RefuseHeldOrder: the whole
 * total refunded through RefundOrder, the keys back in stock, the order cancelled). Each happens
 * once: the hold is then over, and a second attempt is refused.
 */
import type { Product, ProductEvent } from '../catalogue/product';
import { notFound, ruleBroken, validationError } from '../shared/errors';
import type { WalletEvent } from '../wallet/wallet';
import { changeOrderStatus, refundOrder } from './decide';
import { evolveOrder, type Order, type OrderEvent } from './order';

/** The refusal of a release or refusal of an order that is not (or no longer) held. */
export const NOT_HELD = 'This order is not held for review';
/** The refusal of a refusal without a reason. */
export const HOLD_REFUSAL_NEEDS_REASON = 'A reason for refusing the order is required';

/** The Idempotency-Key of the refund a refusal gives: one per order. */
export const HOLD_REFUSAL_KEY = 'held-order-refusal';

/**
 * ReleaseOrder: ends the hold; an automatic order gets the keys it was held with as its delivered
 * item (OrderDelivered, as a purchase delivers), a manual one waits for staff as any other.
 * @throws not_found for no order; rule "This order is not held for review"
 */
export function releaseOrder(command: { byUserId: number }, state: Order): OrderEvent[] {
  if (state.status === 'none') throw notFound('Order not found');
  if (state.hold?.status !== 'held') throw ruleBroken(NOT_HELD);
  const released: OrderEvent = { type: 'OrderReleased', data: { byUserId: command.byUserId } };
  if (state.deliveryType !== 'automatic') return [released];
  return [
    released,
    { type: 'OrderDelivered', data: { deliveredItem: state.hold.items.join('\n') } },
  ];
}

/**
 * RefuseHeldOrder: ends the hold with a refund of the whole total to the wallet, the held keys (or
 * manual units) back in the product's stock when the product still exists, and the order
 * cancelled, in one append.
 * @throws not_found for no order; validation for a blank reason; rule "This order is not held
 *   for review"
 */
export function refuseHeldOrder(
  command: { byUserId: number; reason: string; refundId: string; refundedAt: string },
  state: { order: Order; product: Product | null },
): { order: OrderEvent[]; wallet: WalletEvent[]; product: ProductEvent[] } {
  const { order } = state;
  if (order.status === 'none') throw notFound('Order not found');
  if (order.hold?.status !== 'held') throw ruleBroken(NOT_HELD);
  const reason = command.reason.trim();
  if (!reason) throw validationError(HOLD_REFUSAL_NEEDS_REASON);
  const refusal: OrderEvent = {
    type: 'OrderHoldRefused',
    data: { byUserId: command.byUserId, reason },
  };
  // A free order (a 100% coupon) has nothing to give back.
  const nothingPaid = order.totalCents - order.refundedCents <= 0;
  const refunded = nothingPaid
    ? { order: [], wallet: [], product: [] }
    : refundOrder(
        {
          refundId: command.refundId,
          reason,
          restock: state.product?.status === 'existing',
          byUserId: command.byUserId,
          idempotencyKey: HOLD_REFUSAL_KEY,
          refundedAt: command.refundedAt,
        },
        { order, product: state.product, soldItems: order.hold.items },
      );
  const afterRefund = refunded.order.reduce(evolveOrder, order);
  const cancelled = changeOrderStatus({ status: 'cancelled' }, afterRefund);
  return {
    order: [refusal, ...refunded.order, ...cancelled.order],
    wallet: [...refunded.wallet, ...cancelled.wallet],
    product: refunded.product,
  };
}
