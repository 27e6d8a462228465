/** Purchase (customer-area.md section 7 POST /api/purchase). */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import { decidePurchase } from '../../domain/purchase/decide-purchase';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import {
  aggregate,
  appendTo,
  executeCommand,
  nextId,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Buys `quantity` of a product from the user's balance: wallet debit, stock taken and order
 * placed (and, for automatic delivery, completed) in one atomic append.
 * @throws not_found, validation, conflict (out of stock), rule "Insufficient balance"
 */
export async function purchase(
  deps: CommandDeps,
  input: { userId: number; productId: number; quantity: number },
  context: CommandContext,
) {
  const orderId = await nextId(deps.pool, 'order_ids');
  const walletId = walletStream(input.userId);
  const productId = productStream(input.productId);
  const orderStreamId = orderStream(orderId);
  return executeCommand(deps, 'Purchase', context, async (tx) => {
    const streams = await tx.load([walletId, productId, orderStreamId]);
    const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
    const product = aggregate(streams, productId, evolveProduct, initialProduct);
    const order = aggregate(streams, orderStreamId, evolveOrder, initialOrder);
    const events = decidePurchase(
      {
        orderId,
        userId: input.userId,
        productId: input.productId,
        quantity: input.quantity,
        placedAt: context.now.toISOString(),
      },
      { wallet: wallet.state, product: product.state, order: order.state },
    );
    return {
      appends: [
        appendTo(walletId, wallet.version, events.wallet),
        appendTo(productId, product.version, events.product),
        appendTo(orderStreamId, order.version, events.order),
      ],
      result: { orderId },
    };
  });
}
