/** SetProductStock (docs/specs/admin-area.md section 7 PUT /api/admin/products/{id}/stock). */
import { setProductStock as decideStock } from '../../domain/catalogue/decide-product';
import {
  deliveredStockItems,
  evolveProduct,
  initialProduct,
  productStream,
  type ProductEvent,
} from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Replaces the auto-delivery stock items (trimmed, non-empty), each sealed under the current
 * stock key before it is appended (application/security/secret-box.ts). The items the product ever
 * delivered are opened here, under the product's lock, so the decision can refuse to sell one
 * again; plaintexts never reach an event.
 * @throws not_found; conflict when `expectedStockVersion` is stale or an item was delivered;
 *   validation when an item is listed twice
 */
export function setProductStock(
  deps: CommandDeps,
  input: { productId: number; items: string[]; expectedStockVersion?: number | undefined },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'SetProductStock', context, async (tx) => {
    const streams = await tx.load([streamId]);
    const product = aggregate(streams, streamId, evolveProduct, initialProduct);
    const events = (streams.get(streamId)?.events ?? []).map(
      (event) => ({ type: event.type, data: event.data }) as ProductEvent,
    );
    const delivered = new Set(
      await Promise.all(
        deliveredStockItems(events).map(async (item) => (await deps.secrets.open(item)).trim()),
      ),
    );
    const decided = decideStock(
      { items: input.items, expectedStockVersion: input.expectedStockVersion },
      { product: product.state, delivered },
    );
    const sealed = await Promise.all(
      decided.map(async (event) =>
        event.type === 'StockItemsSet'
          ? { ...event, data: { items: await deps.secrets.sealStock(event.data.items) } }
          : event,
      ),
    );
    return { appends: [appendTo(streamId, product.version, sealed)], result: undefined };
  });
}
