/** Reads of the stock read model for the stock dialog (batches, items with their state). */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import {
  claimRatePercent,
  type StockBatchDto,
  type StockItemDto,
  type StockItemState,
} from '../../contracts/stock-batches';

interface BatchRow {
  batch_id: number;
  supplier: string;
  unit_cost_cents: string;
  note: string;
  added_at: Date;
  size: number;
  claims: number;
  sold: number;
  left: number;
  quarantined_at: Date | null;
  quarantine_cause: 'staff' | 'claim_rate' | null;
}

/** Product `productId`'s batches, newest first, with what became of their items. */
export async function listStockBatches(db: Queryable, productId: number): Promise<StockBatchDto[]> {
  const { rows } = await db.query<BatchRow>(
    `SELECT b.batch_id, b.supplier, b.unit_cost_cents, b.note, b.added_at, b.size, b.claims,
            b.quarantined_at, b.quarantine_cause,
            count(i.item_id) FILTER (WHERE i.state IN ('sold', 'replaced', 'reported_bad'))::int AS sold,
            count(i.item_id) FILTER (WHERE i.state = 'available')::int AS left
       FROM stock_batches b
       LEFT JOIN stock_items i ON i.product_id = b.product_id AND i.batch_id = b.batch_id
      WHERE b.product_id = $1
      GROUP BY b.product_id, b.batch_id
      ORDER BY b.batch_id DESC`,
    [productId],
  );
  return rows.map((row) => ({
    batchId: row.batch_id,
    supplier: row.supplier,
    unitCost: formatCents(Number(row.unit_cost_cents)),
    note: row.note,
    addedAt: row.added_at.toISOString(),
    size: row.size,
    sold: row.sold,
    claims: row.claims,
    left: row.left,
    claimRatePercent: claimRatePercent(row),
    quarantinedAt: row.quarantined_at?.toISOString() ?? null,
    quarantineCause: row.quarantine_cause,
  }));
}

/** A stock item as stored: the item still sealed. */
export type SealedStockItem = StockItemDto;

/**
 * Every item product `productId` ever held, in the order they entered stock (available ones in
 * delivery order), items sealed.
 */
export async function listStockItems(db: Queryable, productId: number): Promise<SealedStockItem[]> {
  const { rows } = await db.query<{
    item_id: string;
    item: string;
    state: StockItemState;
    batch_id: number | null;
    order_id: number | null;
    claim_id: number | null;
    changed_at: Date;
  }>(
    `SELECT item_id, item, state, batch_id, order_id, claim_id, changed_at FROM stock_items
      WHERE product_id = $1 ORDER BY added_position, added_index`,
    [productId],
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    item: row.item,
    state: row.state,
    batchId: row.batch_id,
    orderId: row.order_id,
    claimId: row.claim_id,
    changedAt: row.changed_at.toISOString(),
  }));
}
