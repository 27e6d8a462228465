/**
 * The stock read model: each product's supplier batches (cost, claims, quarantine) and every
 * auto-delivery item it ever held with its state (contracts/stock-batches.ts STOCK_ITEM_STATES),
 * order and claim. Items stay sealed; their ids come from their sealed text
 * (domain/catalogue/stock.ts stockItemId). Times come from the events.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import type { ProductEvent } from '../../domain/catalogue/product';
import { stockItemId } from '../../domain/catalogue/stock';
import type { StockItemState } from '../../contracts/stock-batches';
import { defineProjection, type SetBuild, type TableRow } from '../projection';

const productIdOf = (streamId: string) => Number(streamId.slice('product-'.length));

/** Puts `items` on sale (new rows, or rows back from withdrawn), in the order of the event. */
async function enter(
  client: PoolClient,
  event: RecordedEvent,
  items: readonly string[],
  batchId: number | null,
): Promise<void> {
  await client.query(
    `INSERT INTO stock_items (product_id, item_id, item, batch_id, state, added_position, added_index, changed_at)
     SELECT $1, t.item_id, t.item, $4, 'available', $5, t.n, $6
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(item_id, item, n)
     ON CONFLICT (product_id, item_id) DO UPDATE
       SET state = 'available', order_id = NULL, changed_at = excluded.changed_at
       WHERE stock_items.state <> 'available'`,
    [
      productIdOf(event.streamId),
      items.map(stockItemId),
      items,
      batchId,
      event.position.toString(),
      event.recordedAt,
    ],
  );
}

/** Sets the state of `items` (and the order or claim they went to, when given). */
async function move(
  client: PoolClient,
  event: RecordedEvent,
  items: readonly string[],
  state: StockItemState,
  refs: { orderId?: number; claimId?: number } = {},
): Promise<void> {
  await client.query(
    `UPDATE stock_items SET state = $3, order_id = coalesce($4, order_id), claim_id = coalesce($5, claim_id),
       changed_at = $6
     WHERE product_id = $1 AND item_id = ANY($2::text[])`,
    [
      productIdOf(event.streamId),
      items.map(stockItemId),
      state,
      refs.orderId ?? null,
      refs.claimId ?? null,
      event.recordedAt,
    ],
  );
}

/** A product's items in a set-based build, and how many of them each order holds. */
interface ProductStock {
  items: Map<string, TableRow>;
  itemsOfOrder: Map<number, number>;
}

/**
 * The set-based build: every batch and item row folded in memory as `enter`, `move` and the
 * handlers below write them (an item or batch without a row is left alone, as their UPDATE).
 */
function buildStock(): SetBuild<ProductEvent> {
  const batches = new Map<string, TableRow>();
  const products = new Map<number, ProductStock>();
  const productOf = (event: RecordedEvent) => {
    const productId = productIdOf(event.streamId);
    let product = products.get(productId);
    if (!product)
      products.set(productId, (product = { items: new Map(), itemsOfOrder: new Map() }));
    return product;
  };
  const setOrder = (product: ProductStock, item: TableRow, orderId: number | null) => {
    const before = item.order_id as number | null;
    if (before !== null) product.itemsOfOrder.set(before, product.itemsOfOrder.get(before)! - 1);
    if (orderId !== null)
      product.itemsOfOrder.set(orderId, (product.itemsOfOrder.get(orderId) ?? 0) + 1);
    item.order_id = orderId;
  };
  const enterRows = (event: RecordedEvent, items: readonly string[], batchId: number | null) => {
    const product = productOf(event);
    items.forEach((item, index) => {
      const itemId = stockItemId(item);
      const row = product.items.get(itemId);
      if (!row)
        product.items.set(itemId, {
          product_id: productIdOf(event.streamId),
          item_id: itemId,
          item,
          batch_id: batchId,
          state: 'available',
          order_id: null,
          claim_id: null,
          added_position: event.position.toString(),
          added_index: index + 1,
          changed_at: event.recordedAt,
        });
      else if (row.state !== 'available') {
        row.state = 'available';
        setOrder(product, row, null);
        row.changed_at = event.recordedAt;
      }
    });
  };
  const moveRows = (
    event: RecordedEvent,
    items: readonly string[],
    state: StockItemState,
    claimId?: number,
  ) => {
    const product = productOf(event);
    for (const item of items) {
      const row = product.items.get(stockItemId(item));
      if (!row) continue;
      row.state = state;
      if (claimId !== undefined) row.claim_id = claimId;
      row.changed_at = event.recordedAt;
    }
  };
  const batchOf = (event: RecordedEvent, batchId: number) =>
    batches.get(`${productIdOf(event.streamId)}/${batchId}`);
  return {
    rows: () => ({
      stock_items: [...products.values()].flatMap((product) => [...product.items.values()]),
      stock_batches: batches.values(),
    }),
    folds: {
      StockItemsSet: (data, event) => {
        const kept = new Set(data.items.map(stockItemId));
        for (const row of productOf(event).items.values())
          if (row.state === 'available' && !kept.has(row.item_id as string)) {
            row.state = 'withdrawn';
            row.changed_at = event.recordedAt;
          }
        enterRows(event, data.items, null);
      },
      StockBatchAdded: (data, event) => {
        batches.set(`${productIdOf(event.streamId)}/${data.batchId}`, {
          product_id: productIdOf(event.streamId),
          batch_id: data.batchId,
          supplier: data.supplier,
          unit_cost_cents: data.unitCostCents,
          note: data.note,
          added_by: data.byUserId ?? null,
          added_at: event.recordedAt,
          size: data.items.length,
          claims: 0,
          quarantined_at: null,
          quarantine_cause: null,
          quarantine_reason: null,
        });
        enterRows(event, data.items, data.batchId);
      },
      StockTaken: (data, event) => {
        if (data.items.length === 0) return;
        const product = productOf(event);
        // As the handler's EXISTS, judged before any of the items moves.
        const state =
          data.claimId != null || (product.itemsOfOrder.get(data.orderId) ?? 0) > 0
            ? 'replaced'
            : 'sold';
        for (const item of data.items) {
          const row = product.items.get(stockItemId(item));
          if (!row) continue;
          setOrder(product, row, data.orderId);
          row.claim_id = data.claimId ?? null;
          row.changed_at = event.recordedAt;
          row.state = state;
        }
      },
      StockItemsWithdrawn: (data, event) => moveRows(event, data.items, 'withdrawn'),
      StockReturned: (data, event) => enterRows(event, data.items, null),
      StockBatchQuarantined: (data, event) => {
        const batch = batchOf(event, data.batchId);
        if (batch)
          Object.assign(batch, {
            quarantined_at: event.recordedAt,
            quarantine_cause: data.cause,
            quarantine_reason: data.reason,
          });
        moveRows(event, data.items, 'quarantined');
      },
      StockItemsReportedBad: (data, event) => {
        for (const batchId of new Set(data.batchIds)) {
          const batch = batchOf(event, batchId);
          if (batch) batch.claims = (batch.claims as number) + 1;
        }
        moveRows(event, data.items, 'reported_bad', data.claimId);
      },
    },
  };
}

export const stockProjection = defineProjection<ProductEvent>({
  name: 'stock',
  tables: ['stock_items', 'stock_batches'],
  writesOnly: true,
  readers: 'staff',
  setBuild: buildStock,
  batchHandlers: {
    // A run of sales in one statement, as the handler below writes them one event at a time: a
    // second delivery to an order is a replacement, whether the first is in the table already
    // or earlier in the run (which the statement's own snapshot does not see).
    StockTaken: async (client, runs) => {
      const rows = {
        product: [] as number[],
        item: [] as string[],
        order: [] as number[],
        claim: [] as (number | null)[],
        at: [] as Date[],
        replacement: [] as boolean[],
      };
      const delivered = new Set<string>();
      for (const { data, event } of runs) {
        const productId = productIdOf(event.streamId);
        const order = `${productId}/${data.orderId}`;
        const replacement = data.claimId != null || delivered.has(order);
        for (const item of data.items) {
          rows.product.push(productId);
          rows.item.push(stockItemId(item));
          rows.order.push(data.orderId);
          rows.claim.push(data.claimId ?? null);
          rows.at.push(event.recordedAt);
          rows.replacement.push(replacement);
        }
        if (data.items.length > 0) delivered.add(order);
      }
      if (rows.item.length === 0) return;
      await client.query(
        `UPDATE stock_items s SET order_id = v.order_id, claim_id = v.claim_id, changed_at = v.at,
           state = CASE WHEN v.replacement OR EXISTS (
                          SELECT 1 FROM stock_items o WHERE o.product_id = v.product_id AND o.order_id = v.order_id)
                        THEN 'replaced' ELSE 'sold' END
           FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::timestamptz[], $6::bool[])
                AS v(product_id, item_id, order_id, claim_id, at, replacement)
          WHERE s.product_id = v.product_id AND s.item_id = v.item_id`,
        [rows.product, rows.item, rows.order, rows.claim, rows.at, rows.replacement],
      );
    },
  },
  handlers: {
    StockItemsSet: async (client, data, event) => {
      await client.query(
        `UPDATE stock_items SET state = 'withdrawn', changed_at = $3
          WHERE product_id = $1 AND state = 'available' AND NOT item_id = ANY($2::text[])`,
        [productIdOf(event.streamId), data.items.map(stockItemId), event.recordedAt],
      );
      await enter(client, event, data.items, null);
    },
    StockBatchAdded: async (client, data, event) => {
      await client.query(
        `INSERT INTO stock_batches (product_id, batch_id, supplier, unit_cost_cents, note, added_by, added_at, size)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          productIdOf(event.streamId),
          data.batchId,
          data.supplier,
          data.unitCostCents,
          data.note,
          data.byUserId,
          event.recordedAt,
          data.items.length,
        ],
      );
      await enter(client, event, data.items, data.batchId);
    },
    StockTaken: async (client, data, event) => {
      if (data.items.length === 0) return;
      // A second delivery to the same order is a replacement (events before claimId had none).
      await client.query(
        `UPDATE stock_items SET order_id = $3, claim_id = $4, changed_at = $5,
           state = CASE WHEN $4::int IS NOT NULL OR EXISTS (
                          SELECT 1 FROM stock_items o WHERE o.product_id = $1 AND o.order_id = $3)
                        THEN 'replaced' ELSE 'sold' END
         WHERE product_id = $1 AND item_id = ANY($2::text[])`,
        [
          productIdOf(event.streamId),
          data.items.map(stockItemId),
          data.orderId,
          data.claimId ?? null,
          event.recordedAt,
        ],
      );
    },
    StockItemsWithdrawn: (client, data, event) => move(client, event, data.items, 'withdrawn'),
    // A refunded order's keys are back on sale (none for manual delivery).
    StockReturned: (client, data, event) => enter(client, event, data.items, null),
    StockBatchQuarantined: async (client, data, event) => {
      await client.query(
        `UPDATE stock_batches SET quarantined_at = $3, quarantine_cause = $4, quarantine_reason = $5
          WHERE product_id = $1 AND batch_id = $2`,
        [productIdOf(event.streamId), data.batchId, event.recordedAt, data.cause, data.reason],
      );
      await move(client, event, data.items, 'quarantined');
    },
    StockItemsReportedBad: async (client, data, event) => {
      await client.query(
        `UPDATE stock_batches SET claims = claims + 1 WHERE product_id = $1 AND batch_id = ANY($2::int[])`,
        [productIdOf(event.streamId), data.batchIds],
      );
      await move(client, event, data.items, 'reported_bad', { claimId: data.claimId });
    },
  },
});
