/**
 * RefuseHeldOrder: staff refuse an order a fraud rule held for review: refunded in full through
 * the refund path, its keys back in stock, cancelled (domain/order/decide-hold.ts).
 */
import { randomUUID } from 'node:crypto';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { refuseHeldOrder as decideRefusal } from '../../domain/order/decide-hold';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Refuses held order `orderId` with `reason`: OrderHoldRefused, OrderRefunded and the cancellation
 * on the order, the wallet's PurchaseRefunded and the product's StockReturned in one append. Once:
 * the order's version serialises two refusals.
 * @throws not_found; validation for a blank reason; rule "This order is not held for review"
 */
export function refuseHeldOrder(
  deps: CommandDeps,
  input: { orderId: number; byUserId: number; reason: string },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  const refundId = randomUUID();
  return executeCommand(deps, 'RefuseHeldOrder', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const placed = order.state.status === 'none' ? null : order.state;
    const walletId = walletStream(placed?.userId ?? 0);
    const productId = productStream(placed?.productId ?? 0);
    const streams = await tx.load([walletId, productId]);
    const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
    const product = aggregate(streams, productId, evolveProduct, initialProduct);
    const events = decideRefusal(
      {
        byUserId: input.byUserId,
        reason: input.reason,
        refundId,
        refundedAt: context.now.toISOString(),
      },
      { order: order.state, product: product.state },
    );
    return {
      appends: [
        appendTo(orderStreamId, order.version, events.order),
        appendTo(walletId, wallet.version, events.wallet),
        appendTo(productId, product.version, events.product),
      ],
      result: undefined,
    };
  });
}
