/** SetProductStock (admin-area.md section 7 PUT /api/admin/products/{id}/stock). */
import { setProductStock as decideStock } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Replaces the auto-delivery stock items (trimmed, non-empty), each sealed under the current
 * stock key before it is appended (issue 9 "Secrets at rest"). @throws not_found
 */
export function setProductStock(
  deps: CommandDeps,
  input: { productId: number; items: string[] },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'SetProductStock', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = await Promise.all(
      decideStock({ items: input.items }, product.state).map(async (event) =>
        event.type === 'StockItemsSet'
          ? { ...event, data: { items: await deps.secrets.sealStock(event.data.items) } }
          : event,
      ),
    );
    return { appends: [appendTo(streamId, product.version, events)], result: undefined };
  });
}
