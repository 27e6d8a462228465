/** SetProductStock (docs/specs/admin-area.md section 7 PUT /api/admin/products/{id}/stock). */
import { setProductStock as decideStock } from '../../domain/catalogue/decide-product';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';
import { fingerprintedLines, heldStock, productEventsOf } from './held-stock';

/**
 * Sets the available auto-delivery stock (trimmed, non-empty items). New items are sealed under
 * the current stock key before they are appended (application/security/secret-box.ts); items the
 * product holds keep their sealed text. Keys are compared by fingerprint, under the product's
 * lock, so the decision can refuse to sell one again; plaintexts never reach an event.
 * @throws not_found; conflict when `expectedStockVersion` is stale or an item was delivered or
 *   quarantined; validation when an item is listed twice
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
    const events = productEventsOf(streams.get(streamId)?.events ?? []);
    const held = await heldStock(deps.secrets, input.productId, events);
    const lines = await fingerprintedLines(deps.secrets, input.productId, input.items);
    const decided = decideStock(
      { lines, expectedStockVersion: input.expectedStockVersion },
      { product: product.state, held },
    );
    const sealed = await Promise.all(
      decided.map(async (event) => {
        if (event.type !== 'StockItemsSet') return event;
        const { items, fingerprints = [] } = event.data;
        const fresh = await deps.secrets.sealStock(
          items.filter((_, index) => !held.has(fingerprints[index]!)),
        );
        let next = 0;
        const sealedItems = items.map((item, index) =>
          held.has(fingerprints[index]!) ? item : fresh[next++]!,
        );
        return { ...event, data: { ...event.data, items: sealedItems } };
      }),
    );
    return { appends: [appendTo(streamId, product.version, sealed)], result: undefined };
  });
}
