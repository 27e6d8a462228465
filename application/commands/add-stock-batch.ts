/**
 * AddStockBatch (POST /api/admin/products/{id}/stock/batches) and its preview (POST
 * .../stock/batches/check): a supplier batch of auto-delivery items, refused with the list of
 * its duplicates (inside the batch, or keys the product ever held, compared by fingerprint).
 */
import { addStockBatch as decideAdd, stockDuplicates } from '../../domain/catalogue/decide-stock';
import { evolveProduct, initialProduct, productStream } from '../../domain/catalogue/product';
import { notFound } from '../../domain/shared/errors';
import type { StockDuplicateDto } from '../../contracts/stock-batches';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';
import { fingerprintedLines, heldStock, productEventsOf } from './held-stock';

/**
 * Appends a batch: its items sealed under the current stock key, with their fingerprints.
 * Answers the batch id and the number of items added.
 * @throws not_found; rule (manual product); validation; conflict with `duplicates`
 */
export function addStockBatch(
  deps: CommandDeps,
  input: {
    productId: number;
    items: string[];
    supplier: string;
    unitCostCents: number;
    note: string;
    byUserId: number | null;
  },
  context: CommandContext,
) {
  const streamId = productStream(input.productId);
  return executeCommand(deps, 'AddStockBatch', context, async (tx) => {
    const streams = await tx.load([streamId]);
    const product = aggregate(streams, streamId, evolveProduct, initialProduct);
    const held = await heldStock(
      deps.secrets,
      input.productId,
      productEventsOf(streams.get(streamId)?.events ?? []),
    );
    const lines = await fingerprintedLines(deps.secrets, input.productId, input.items);
    const decided = decideAdd(
      {
        lines,
        supplier: input.supplier,
        unitCostCents: input.unitCostCents,
        note: input.note,
        byUserId: input.byUserId,
      },
      { product: product.state, held: new Set(held.keys()) },
    );
    const events = await Promise.all(
      decided.map(async (event) =>
        event.type === 'StockBatchAdded'
          ? {
              ...event,
              data: { ...event.data, items: await deps.secrets.sealStock(event.data.items) },
            }
          : event,
      ),
    );
    const added = events.find((event) => event.type === 'StockBatchAdded');
    return {
      appends: [appendTo(streamId, product.version, events)],
      result: {
        batchId: added?.type === 'StockBatchAdded' ? added.data.batchId : 0,
        added: lines.length,
      },
    };
  });
}

/**
 * The lines of `items` a batch would refuse now (repeated, or held by the product), read without
 * a lock: a preview, which the batch's own decision checks again.
 * @throws not_found for a product that does not exist
 */
export async function checkStockBatch(
  deps: CommandDeps,
  input: { productId: number; items: string[] },
): Promise<StockDuplicateDto[]> {
  const streamId = productStream(input.productId);
  const streams = await deps.commandRunner.read([streamId]);
  if (aggregate(streams, streamId, evolveProduct, initialProduct).state.status !== 'existing')
    throw notFound('Product not found');
  const held = await heldStock(
    deps.secrets,
    input.productId,
    productEventsOf(streams.get(streamId)?.events ?? []),
  );
  const lines = await fingerprintedLines(deps.secrets, input.productId, input.items);
  return stockDuplicates(lines, new Set(held.keys()));
}
