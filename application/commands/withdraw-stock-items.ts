/** WithdrawStockItems (POST /api/admin/products/{id}/stock/withdrawals). */
import { withdrawStockItems as decideWithdraw } from '../../domain/catalogue/decide-stock';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { stockItemId } from '../../domain/catalogue/stock';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Takes the available items with ids `itemIds` (domain/catalogue/stock.ts stockItemId) out of
 * sale. @throws not_found; rule (manual product); conflict when one is no longer available
 */
export function withdrawStockItems(
  deps: CommandDeps,
  input: { productId: number; itemIds: string[]; reason: string; byUserId: number | null },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'WithdrawStockItems', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const wanted = new Set(input.itemIds);
    const items =
      product.state.status === 'existing'
        ? product.state.stockItems.filter((item) => wanted.has(stockItemId(item)))
        : [];
    const events = decideWithdraw(
      {
        items,
        missing: wanted.size - items.length,
        reason: input.reason,
        byUserId: input.byUserId,
      },
      product.state,
    );
    return {
      appends: [appendTo(streamId, product.version, events)],
      result: { withdrawn: items.length },
    };
  });
}
