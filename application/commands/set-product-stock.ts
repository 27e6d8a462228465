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

/** Replaces the auto-delivery stock items (trimmed, non-empty). @throws not_found */
export function setProductStock(
  deps: CommandDeps,
  input: { productId: number; items: string[] },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'SetProductStock', context, async (tx) => {
    const product = aggregate(await tx.load([streamId]), streamId, evolveProduct, initialProduct);
    const events = decideStock({ items: input.items }, product.state);
    return { appends: [appendTo(streamId, product.version, events)], result: undefined };
  });
}
