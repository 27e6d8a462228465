/**
 * DeliverReplacement: staff send a completed automatic-delivery order a replacement key from
 * stock outside the warranty (domain/order/decide.ts).
 */
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { deliverReplacement as decideReplacement } from '../../domain/order/decide';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Takes the product's first stock item and records it on the order in the SAME append, both
 * streams at their loaded versions, so two concurrent replacements take two different items (or
 * the second is refused when the stock ran out). @throws not_found; validation (blank reason);
 * rule (not a completed automatic order); conflict "Out of stock: ..."
 */
export function deliverReplacement(
  deps: CommandDeps,
  input: { orderId: number; reason: string; byUserId: number },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  return executeCommand(deps, 'DeliverReplacement', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const productStreamId = productStream(
      order.state.status === 'none' ? 0 : order.state.productId,
    );
    const product = aggregate(
      await tx.load([productStreamId]),
      productStreamId,
      evolveProduct,
      initialProduct,
    );
    const events = decideReplacement(
      { reason: input.reason, byUserId: input.byUserId },
      { order: order.state, product: product.state },
    );
    return {
      appends: [
        appendTo(productStreamId, product.version, events.product),
        appendTo(orderStreamId, order.version, events.order),
      ],
      result: undefined,
    };
  });
}
