/**
 * CompensateOverdueOrder: the deadline job's automatic compensation of a manual order that broke
 * its delivery promise, as the store's setting says (domain/order/decide.ts).
 */
import { compensateOverdueOrder as decideCompensate } from '../../domain/order/decide';
import { evolveOrder, initialOrder, orderStream } from '../../domain/order/order';
import { evolveSettings, initialSettings, SETTINGS_STREAM } from '../../domain/settings/settings';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Reads the setting, the order and its customer's wallet in one transaction and appends the
 * compensation to the order and the wallet in the SAME append, at their loaded versions: a
 * repeated or concurrent job finds the order compensated and appends nothing. Answers whether
 * this call compensated it. @throws not_found; rule (not manual, no longer awaiting delivery, not
 * past its deadline at `context.now`)
 */
export function compensateOverdueOrder(
  deps: CommandDeps,
  input: { orderId: number },
  context: CommandContext,
) {
  const orderStreamId = orderStream(input.orderId);
  return executeCommand(deps, 'CompensateOverdueOrder', context, async (tx) => {
    const settings = aggregate(
      await tx.load([SETTINGS_STREAM]),
      SETTINGS_STREAM,
      evolveSettings,
      initialSettings,
    );
    const order = aggregate(
      await tx.load([orderStreamId]),
      orderStreamId,
      evolveOrder,
      initialOrder,
    );
    const walletId = walletStream(order.state.status === 'none' ? 0 : order.state.userId);
    const wallet = aggregate(await tx.load([walletId]), walletId, evolveWallet, initialWallet);
    const events = decideCompensate(
      { setting: settings.state.overdueCompensation },
      order.state,
      context.now,
    );
    return {
      appends: [
        appendTo(walletId, wallet.version, events.wallet),
        appendTo(orderStreamId, order.version, events.order),
      ],
      result: { compensated: events.order.length > 0 },
    };
  });
}
