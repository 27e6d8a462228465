/** QuarantineStockBatch (POST /api/admin/products/{id}/stock/batches/{batchId}/quarantine). */
import { quarantineStockBatch as decideQuarantine } from '../../domain/catalogue/decide-stock';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Quarantines a batch: its available items leave sale in one append at the product's loaded
 * version, so a purchase decided on the stock before it retries without them.
 * @throws not_found (product or batch); rule (manual product)
 */
export function quarantineStockBatch(
  deps: CommandDeps,
  input: { productId: number; batchId: number; reason: string; byUserId: number | null },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'QuarantineStockBatch', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = decideQuarantine(
      { batchId: input.batchId, reason: input.reason, byUserId: input.byUserId },
      product.state,
    );
    return { appends: [appendTo(streamId, product.version, events)], result: undefined };
  });
}
