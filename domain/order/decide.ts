/**
 * ChangeOrderStatus (docs/specs/admin-area.md section 4): any status to any status; a delivered
 * text is recorded only when the new status is completed. Cancelling a paid order refunds its total
 * to the wallet once (ARCHITECTURE.md "Money and the ledger").
 */
import { notFound, ruleBroken } from '../shared/errors';
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
