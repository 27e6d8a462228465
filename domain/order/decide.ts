/**
 * ChangeOrderStatus (docs/specs/admin-area.md section 4): any status to any status; a delivered
 * text is recorded only when the new status is completed. Cancelling a paid order refunds its total
 * to the wallet once (ARCHITECTURE.md "Money and the ledger"). Also ResendDelivery,
 * CompensateOverdueOrder (the manual delivery promise) and DeliverReplacement (staff, outside the
 * warranty).
 */
import { isAwaitingManualDelivery, isOverdue } from '../../contracts/delivery-promise';
import {
  compensationCreditCents,
  type OverdueCompensation,
} from '../../contracts/overdue-compensation';
import type { Product, ProductEvent } from '../catalogue/product';
import { conflict, notFound, ruleBroken, validationError } from '../shared/errors';
import type { WalletEvent } from '../wallet/wallet';
import type { Order, OrderEvent, OrderStatus } from './order';

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
  const wallet: WalletEvent[] =
    command.status === 'cancelled' && !state.isRefunded && state.totalCents > 0
      ? [
          {
            type: 'PurchaseRefunded',
            data: {
              userId: state.userId,
              orderId: state.orderId,
              orderNumber: state.orderNumber,
              amountCents: state.totalCents,
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
  if (state.compensation !== null || command.setting.mode === 'off') return nothing;
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
