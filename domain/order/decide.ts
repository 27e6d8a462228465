/**
 * ChangeOrderStatus (docs/specs/admin-area.md section 4): any status to any status; a delivered
 * text is recorded only when the new status is completed. Cancelling a paid order refunds its total
 * to the wallet once (ARCHITECTURE.md "Money and the ledger").
 */
import { notFound } from '../shared/errors';
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
