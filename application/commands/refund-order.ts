/** RefundOrder: staff give back part or the rest of an order (domain/order/decide.ts). */
import { randomUUID } from 'node:crypto';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { refundOrder as decideRefund } from '../../domain/order/decide';
import { itemsDeliveredTo } from '../../domain/catalogue/decide-stock';
import { productEventsOf } from './held-stock';
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
 * Refunds `amountCents` (absent: all that is left) of an order: OrderRefunded on the order and
 * the wallet's PurchaseRefunded credit in one append, with the product's StockReturned when
 * `restock`. The order's stream version serialises concurrent refunds, so together they never
 * give back more than was paid. A repeated `idempotencyKey` appends nothing and answers the
 * earlier refund. Result: the refund (OrderRefundedData) and whether it was a repeat.
 * @throws not_found, validation, rule, conflict (see refundOrder in domain/order/decide.ts)
 */
export function refundOrder(
  deps: CommandDeps,
  input: {
    orderId: number;
    amountCents?: number | undefined;
    reason: string;
    restock: boolean;
    byUserId: number;
    idempotencyKey: string;
  },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  const refundId = randomUUID();
  return executeCommand(deps, 'RefundOrder', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const placed = order.state.status === 'none' ? null : order.state;
    const walletId = walletStream(placed?.userId ?? 0);
    const productId = productStream(placed?.productId ?? 0);
    // The product is read (and locked) only when its stock is to change.
    const isRestock = input.restock && placed !== null;
    const streams = await tx.load(isRestock ? [walletId, productId] : [walletId]);
    const wallet = aggregate(streams, walletId, evolveWallet, initialWallet);
    const product = isRestock ? aggregate(streams, productId, evolveProduct, initialProduct) : null;
    const productEvents = productEventsOf(streams.get(productId)?.events ?? []);
    const decided = decideRefund(
      {
        refundId,
        amountCents: input.amountCents,
        reason: input.reason,
        restock: input.restock,
        byUserId: input.byUserId,
        idempotencyKey: input.idempotencyKey,
        refundedAt: context.now.toISOString(),
      },
      {
        order: order.state,
        product: product?.state ?? null,
        soldItems: placed ? itemsDeliveredTo(productEvents, placed.orderId) : [],
      },
    );
    return {
      appends: [
        appendTo(walletId, wallet.version, decided.wallet),
        appendTo(orderStreamId, order.version, decided.order),
        ...(product ? [appendTo(productId, product.version, decided.product)] : []),
      ],
      result: { refund: decided.refund, isRepeat: decided.order.length === 0 },
    };
  });
}
