/**
 * ChangeOrderStatus (docs/specs/admin-area.md section 4): any status to any status; a delivered
 * text is recorded only when the new status is completed. Cancelling a paid order refunds what is
 * left of it (the total less earlier refunds) to the wallet once (ARCHITECTURE.md "Money and the
 * ledger"). RefundOrder: staff give back part or the rest of an order, optionally putting its
 * keys back in stock.
 */
import { formatDollars } from '../../contracts/money';
import type { Product, ProductEvent } from '../catalogue/product';
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type { WalletEvent } from '../wallet/wallet';
import type { Order, OrderEvent, OrderRefundedData, OrderStatus } from './order';

export function changeOrderStatus(
  command: { status: OrderStatus; deliveredItem?: string | undefined },
  state: Order,
): { order: OrderEvent[]; wallet: WalletEvent[] } {
  if (state.status === 'none') throw notFound('Order not found');
  const text = command.status === 'completed' ? command.deliveredItem?.trim() || null : null;
  if (command.status === state.status && text === null) return { order: [], wallet: [] };
  const order: OrderEvent[] = [
    { type: 'OrderStatusChanged', data: { status: command.status, deliveredItem: text } },
  ];
  // Earlier refunds were paid already: cancelling gives back only the rest.
  const restCents = state.totalCents - state.refundedCents;
  const wallet: WalletEvent[] =
    command.status === 'cancelled' && !state.isRefunded && restCents > 0
      ? [
          {
            type: 'PurchaseRefunded',
            data: {
              userId: state.userId,
              orderId: state.orderId,
              orderNumber: state.orderNumber,
              amountCents: restCents,
            },
          },
        ]
      : [];
  return { order, wallet };
}

/** The refusal of a resend on an order that has delivered nothing (yet, or any more). */
export const NOTHING_TO_RESEND =
  'Only a completed order with a delivered item can have its delivery e-mail sent again';

/**
 * ResendDelivery: staff send a completed order's delivery e-mail again (the customer lost it or
 * it went to spam). Every resend is its own event, so two clicks send two mails.
 * @throws not_found for no order; rule when the order is not completed with a delivered item
 */
export function resendDelivery(command: { byUserId: number }, state: Order): OrderEvent[] {
  if (state.status === 'none') throw notFound('Order not found');
  if (state.status !== 'completed' || state.deliveredItem === null)
    throw ruleBroken(NOTHING_TO_RESEND);
  return [{ type: 'OrderDeliveryResent', data: { byUserId: command.byUserId } }];
}

/** The refusal of a refund on an order with nothing left to give back. */
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this order';
/** The refusal of a refund of zero or less. */
export const REFUND_NOT_POSITIVE = 'The refund amount must be more than 0.00';
/** The refusal of a refund without a reason. */
export const REFUND_NEEDS_REASON = 'A reason for the refund is required';
/** The refusal of a restock on a refund that leaves part of the order paid. */
export const RESTOCK_NEEDS_FULL_REFUND =
  'Keys go back to stock only with a refund of everything left on the order';
/** The refusal of a restock of keys a warranty claim was made about. */
export const RESTOCK_AFTER_CLAIM =
  'This order had a warranty claim, so its keys cannot go back to stock: refund without restocking';
/** The refusal of a restock when the product is gone. */
export const RESTOCK_NO_PRODUCT =
  'The product of this order was deleted, so its keys cannot go back to stock';
/** The refusal of an Idempotency-Key repeated with a different refund. */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different refund of this order';

/** The refusal of an amount above what is left: the rest, as paid minus refunded. */
export function refundTooLarge(state: { totalCents: number; refundedCents: number }): string {
  const rest = state.totalCents - state.refundedCents;
  return `The refund cannot be more than ${formatDollars(rest)} (paid ${formatDollars(state.totalCents)}, refunded ${formatDollars(state.refundedCents)})`;
}

/** A RefundOrder request; `amountCents` absent means the whole rest. */
export interface RefundOrder {
  refundId: string;
  amountCents?: number | undefined;
  reason: string;
  restock: boolean;
  byUserId: number;
  idempotencyKey: string;
  /** ISO time, from the command's context. */
  refundedAt: string;
}

/**
 * The sealed items the product's stock gave order `orderId` at purchase (its first StockTaken:
 * later ones for the order are warranty replacements), from the product stream's events in order.
 */
export function itemsSoldTo(events: readonly ProductEvent[], orderId: number): string[] {
  const sale = events.find(
    (event) => event.type === 'StockTaken' && event.data.orderId === orderId,
  );
  return sale?.type === 'StockTaken' ? sale.data.items : [];
}

/**
 * RefundOrder: gives back `amountCents` (default: all that is left, the total less earlier
 * refunds) to the customer's wallet in the same append as OrderRefunded; with `restock` the
 * order's keys (`soldItems`, sealed) or its manual units go back to the product's stock. A
 * repeated Idempotency-Key appends nothing and answers the earlier refund.
 * @throws not_found for no order; validation for an amount of 0 or less, a blank reason;
 *   rule for nothing left, an amount above the rest, a restock that is not the final refund, of
 *   an order with a warranty claim or whose product is gone; conflict for a key reused with
 *   another refund
 */
export function refundOrder(
  command: RefundOrder,
  state: { order: Order; product: Product | null; soldItems: readonly string[] },
): {
  order: OrderEvent[];
  wallet: WalletEvent[];
  product: ProductEvent[];
  refund: OrderRefundedData;
} {
  const { order } = state;
  if (order.status === 'none') throw notFound('Order not found');
  const reason = command.reason.trim();
  const earlier = order.refunds.find((r) => r.idempotencyKey === command.idempotencyKey);
  if (earlier) {
    const isSame =
      (command.amountCents === undefined || command.amountCents === earlier.amountCents) &&
      command.restock === earlier.restock &&
      reason === earlier.reason;
    if (!isSame) throw conflict(IDEMPOTENCY_KEY_REUSED);
    return { order: [], wallet: [], product: [], refund: earlier };
  }
  if (!reason) throw validationError(REFUND_NEEDS_REASON);
  const restCents = order.totalCents - order.refundedCents;
  if (restCents <= 0) throw ruleBroken(NOTHING_TO_REFUND);
  const amountCents = command.amountCents ?? restCents;
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw validationError(REFUND_NOT_POSITIVE);
  if (amountCents > restCents) throw ruleBroken(refundTooLarge(order));

  const product: ProductEvent[] = [];
  if (command.restock) {
    if (amountCents !== restCents) throw ruleBroken(RESTOCK_NEEDS_FULL_REFUND);
    if (order.claimIds.length > 0) throw ruleBroken(RESTOCK_AFTER_CLAIM);
    if (state.product?.status !== 'existing') throw ruleBroken(RESTOCK_NO_PRODUCT);
    product.push({
      type: 'StockReturned',
      data: { orderId: order.orderId, quantity: order.quantity, items: [...state.soldItems] },
    });
  }
  const refund: OrderRefundedData = {
    refundId: command.refundId,
    amountCents,
    reason,
    restock: command.restock,
    byUserId: command.byUserId,
    idempotencyKey: command.idempotencyKey,
    refundedAt: command.refundedAt,
  };
  return {
    order: [{ type: 'OrderRefunded', data: refund }],
    wallet: [
      {
        type: 'PurchaseRefunded',
        data: {
          userId: order.userId,
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          amountCents,
          refundId: command.refundId,
          reason,
        },
      },
    ],
    product,
    refund,
  };
}
