/** ChangeOrderStatus (docs/specs/admin-area.md section 7 PUT /api/orders/{id}/status). */
import { changeOrderStatus as decideChange } from '../../domain/order/decide';
import { evolveOrder, initialOrder, orderStream, type OrderStatus } from '../../domain/order/order';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Sets an order's status (any to any); completing it may record the delivered text; cancelling
 * a paid order refunds it to the wallet once. @throws not_found
 */
export function changeOrderStatus(
  deps: CommandDeps,
  input: { orderId: number; status: OrderStatus; deliveredItem?: string | undefined },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  return executeCommand(deps, 'ChangeOrderStatus', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const walletId = walletStream(order.state.status === 'none' ? 0 : order.state.userId);
    const wallet = aggregate(await tx.load([walletId]), walletId, evolveWallet, initialWallet);
    const decided = decideChange(
      { status: input.status, deliveredItem: input.deliveredItem },
      order.state,
    );
    // The delivered text is what the customer paid for: sealed like stock items, so a read of
    // the events alone does not give it away.
    const events = {
      ...decided,
      order: await Promise.all(
        decided.order.map(async (event) =>
          event.type === 'OrderStatusChanged' && event.data.deliveredItem !== null
            ? {
                ...event,
                data: {
                  ...event.data,
                  deliveredItem: (await deps.secrets.sealStock([event.data.deliveredItem]))[0]!,
                },
              }
            : event,
        ),
      ),
    };
    return {
      appends: [
        appendTo(walletId, wallet.version, events.wallet),
        appendTo(orderStreamId, order.version, events.order),
      ],
      result: undefined,
    };
  });
}
