/**
 * ChangeOrderStatus (docs/specs/admin-area.md section 4): any status to any status; a delivered
 * text is recorded only when the new status is completed. Cancelling a paid order refunds what is
 * left of it (the total less earlier refunds) to the wallet once (ARCHITECTURE.md "Money and the
 * ledger"). RefundOrder: staff give back part or the rest of an order, optionally putting its
 * keys back in stock. Also ResendDelivery, CompensateOverdueOrder (the manual delivery promise)
 * and DeliverReplacement (staff, outside the warranty).
 */
import { formatDollars } from '../../contracts/money';
import { isAwaitingManualDelivery, isOverdue } from '../../contracts/delivery-promise';
import {
  compensationCreditCents,
  type OverdueCompensation,
} from '../../contracts/overdue-compensation';
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

/** The refusal of a compensation for an order that has no delivery promise (automatic). */
export const NOT_A_MANUAL_ORDER = 'Only a manual order has a delivery promise to compensate';
/** The refusal of a compensation for an order delivered or cancelled meanwhile. */
export const NOT_AWAITING_DELIVERY =
  'Only an order still awaiting delivery (pending or in progress) can be compensated for lateness';
/** The refusal of a compensation before the order's deadline has passed. */
export const NOT_OVERDUE_YET = 'The order is not past its delivery deadline yet';

/**
 * CompensateOverdueOrder: at a manual order's deadline (contracts/delivery-promise.ts), the
 * store's `setting` (contracts/overdue-compensation.ts) compensates it automatically, at most
 * once per order. `cancel_refund` gives exactly the events of cancelling it (changeOrderStatus:
 * OrderStatusChanged cancelled, PurchaseRefunded unless refunded already) and the marker
 * OrderDeliveryCompensated; `credit` gives OrderDeliveryCompensated and the wallet's
 * DeliveryCompensationCredited of `percent` of the total, rounded half up to the cent (no wallet
 * event when that is 0 cents). Nothing when the setting is off or the order was compensated
 * already (a repeated deadline job).
 * @throws not_found for no order; rule for an automatic order, one no longer awaiting delivery,
 *   or one whose deadline has not passed at `now`
 */
export function compensateOverdueOrder(
  command: { setting: OverdueCompensation },
  state: Order,
  now: Date,
): { order: OrderEvent[]; wallet: WalletEvent[] } {
  if (state.status === 'none') throw notFound('Order not found');
  const nothing = { order: [], wallet: [] };
  // A held order awaits staff's review, not its delivery (domain/order/decide-hold.ts).
  if (
    state.compensation !== null ||
    command.setting.mode === 'off' ||
    state.hold?.status === 'held'
  )
    return nothing;
  const promised = { ...state, createdAt: state.placedAt };
  if (state.deliveryType !== 'manual') throw ruleBroken(NOT_A_MANUAL_ORDER);
  if (!isAwaitingManualDelivery(promised)) throw ruleBroken(NOT_AWAITING_DELIVERY);
  if (!isOverdue(promised, now)) throw ruleBroken(NOT_OVERDUE_YET);
  if (command.setting.mode === 'cancel_refund') {
    const cancelled = changeOrderStatus({ status: 'cancelled' }, state);
    const amountCents = cancelled.wallet.reduce(
      (sum, event) => sum + (event.type === 'PurchaseRefunded' ? event.data.amountCents : 0),
      0,
    );
    return {
      order: [
        ...cancelled.order,
        {
          type: 'OrderDeliveryCompensated',
          data: { kind: 'cancel_refund', percent: 100, amountCents },
        },
      ],
      wallet: cancelled.wallet,
    };
  }
  const percent = command.setting.percent ?? 0;
  const amountCents = compensationCreditCents(state.totalCents, percent);
  return {
    order: [{ type: 'OrderDeliveryCompensated', data: { kind: 'credit', percent, amountCents } }],
    wallet:
      amountCents > 0
        ? [
            {
              type: 'DeliveryCompensationCredited',
              data: {
                userId: state.userId,
                orderId: state.orderId,
                orderNumber: state.orderNumber,
                amountCents,
                percent,
              },
            },
          ]
        : [],
  };
}

/** The refusal of a replacement for an order that is not a completed automatic-delivery one. */
export const REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC =
  'Only a completed order with automatic delivery can be sent a replacement key';
/** The refusal of a replacement when the product has no key left in stock. */
export const REPLACEMENT_OUT_OF_STOCK =
  'Out of stock: the product has no key left to send as a replacement';
/** The refusal of a replacement without a reason. */
export const REPLACEMENT_REASON_REQUIRED = 'A reason is required';

/**
 * DeliverReplacement: staff send a completed automatic-delivery order a replacement key outside
 * the warranty (expired, or claimed already). Takes the product's first stock item as a warranty
 * replacement does (StockTaken, quantity 1, with the order's id) and records it, sealed as stock
 * is, with the reason and who sent it (OrderReplacementDelivered), in the same append. Each call
 * sends one more key.
 * @throws not_found for no order; validation for a blank reason; rule for an order that is not a
 *   completed automatic one; conflict when the product has no stock item left
 */
export function deliverReplacement(
  command: { reason: string; byUserId: number },
  state: { order: Order; product: Product },
): { order: OrderEvent[]; product: ProductEvent[] } {
  const { order, product } = state;
  if (order.status === 'none') throw notFound('Order not found');
  if (order.deliveryType !== 'automatic' || order.status !== 'completed')
    throw ruleBroken(REPLACEMENT_NEEDS_COMPLETED_AUTOMATIC);
  const reason = command.reason.trim();
  if (!reason) throw validationError(REPLACEMENT_REASON_REQUIRED);
  const item =
    product.status === 'existing' && product.details.deliveryType === 'automatic'
      ? product.stockItems[0]
      : undefined;
  if (item === undefined) throw conflict(REPLACEMENT_OUT_OF_STOCK);
  return {
    order: [
      { type: 'OrderReplacementDelivered', data: { item, reason, byUserId: command.byUserId } },
    ],
    product: [{ type: 'StockTaken', data: { orderId: order.orderId, quantity: 1, items: [item] } }],
  };
}
