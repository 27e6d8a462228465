/** ResendDelivery: staff send a completed order's delivery e-mail again (domain/order/decide.ts). */
import { resendDelivery as decideResend } from '../../domain/order/decide';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Appends OrderDeliveryResent on the order's stream at its loaded version; the e-mail worker
 * then mails the delivered item once for it. @throws not_found, rule (nothing delivered)
 */
export function resendDelivery(
  deps: CommandDeps,
  input: { orderId: number; byUserId: number },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  return executeCommand(deps, 'ResendDelivery', context, async (tx) => {
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    return {
      appends: [
        appendTo(
          orderStreamId,
          order.version,
          decideResend({ byUserId: input.byUserId }, order.state),
        ),
      ],
      result: undefined,
    };
  });
}
