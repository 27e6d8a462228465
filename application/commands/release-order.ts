/** ReleaseOrder: staff deliver an order a fraud rule held for review (domain/order/decide-hold.ts). */
import { releaseOrder as decideRelease } from '../../domain/order/decide-hold';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Releases held order `orderId`: an automatic order gets the keys it was held with, a manual one
 * goes to staff as any other. Once: the order's version serialises two releases.
 * @throws not_found; rule "This order is not held for review"
 */
export function releaseOrder(
  deps: CommandDeps,
  input: { orderId: number; byUserId: number },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  return executeCommand(deps, 'ReleaseOrder', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const events = decideRelease({ byUserId: input.byUserId }, order.state);
    return { appends: [appendTo(orderStreamId, order.version, events)], result: undefined };
  });
}
