/**
 * A product's auto-delivery stock as batches and items (the product aggregate's stock events and
 * tallies). A batch is a supplier delivery of keys or accounts at one unit cost; every item that
 * enters stock is sealed, and its fingerprint (a keyed hash of its text) is kept beside it so a
 * key the product ever held is recognised without opening anything. An item is identified by its
 * sealed text, which never changes while it is held. Money in integer cents.
 */
import { createHash } from 'node:crypto';
import type { ProductEvent } from './product';

/**
 * The stable id of a stock item in the API and read tables: the first 20 hex digits of the
 * SHA-256 of its sealed text (which never changes while the product holds it). Says nothing of
 * the key.
 */
export const stockItemId = (sealedItem: string) =>
  createHash('sha256').update(sealedItem).digest('hex').slice(0, 20);

/** StockBatchAdded: a supplier batch entered stock; its items are sold after the ones before. */
export interface StockBatchAddedData {
  /** 1, 2, 3... within the product. */
  batchId: number;
  supplier: string;
  /** What one item cost the store, in integer cents. */
  unitCostCents: number;
  note: string;
  byUserId: number | null;
  /** Sealed items, in the order they are sold. */
  items: string[];
  /** The keyed hash of each item's text (same order as `items`), hex. */
  fingerprints: string[];
}

/** StockItemsWithdrawn: staff took single available items out of sale. */
export interface StockItemsWithdrawnData {
  items: string[];
  reason: string;
  byUserId: number | null;
}

/** Why a batch was quarantined: by staff, or because its claim rate crossed the product's threshold. */
export type QuarantineCause = 'staff' | 'claim_rate';

/** StockBatchQuarantined: a batch's remaining available items left sale at once. */
export interface StockBatchQuarantinedData {
  batchId: number;
  /** The product's name then (for the staff alert). */
  productName?: string;
  /** The available items of the batch that left sale (sealed). */
  items: string[];
  cause: QuarantineCause;
  reason: string;
  byUserId: number | null;
  /** The batch's tally when it was quarantined. */
  sold: number;
  claims: number;
}

/**
 * StockItemsReportedBad: a warranty claim was filed on an order whose delivered items came from
 * this product's stock; the claim is traced to each item's batch (null: an item from no batch).
 */
export interface StockItemsReportedBadData {
  claimId: number;
  orderId: number;
  items: string[];
  /** The distinct batches of `items`, each counting this claim once. */
  batchIds: number[];
}

/** What the aggregate keeps of a batch to decide on it: its counts and whether it is on sale. */
export interface StockBatchTally {
  batchId: number;
  size: number;
  /** What one item cost the store (StockBatchAdded), integer cents. */
  unitCostCents: number;
  /** Items of the batch delivered (to orders and as warranty replacements). */
  sold: number;
  /** Warranty claims traced to the batch. */
  claims: number;
  quarantined: boolean;
}

/**
 * What became of an item that entered a product's stock: on sale, delivered (sold or sent as a
 * replacement), withdrawn by staff (or left out when the stock was set), or quarantined with its
 * batch.
 */
export type HeldStatus = 'available' | 'delivered' | 'withdrawn' | 'quarantined';

/** An item the product holds or held: its sealed text, status and fingerprint (null when its event predates fingerprints). */
export interface HeldItem {
  item: string;
  status: HeldStatus;
  fingerprint: string | null;
}

/**
 * Every item that ever entered the product's stock (sealed item -> what became of it), from its
 * stream's events in order. Setting the stock as a whole withdraws the available items it leaves
 * out.
 */
export function stockItemHistory(events: readonly ProductEvent[]): Map<string, HeldItem> {
  const items = new Map<string, HeldItem>();
  const mark = (list: readonly string[], status: HeldStatus) => {
    for (const item of list) {
      const held = items.get(item);
      if (held) held.status = status;
    }
  };
  const enter = (list: readonly string[], fingerprints: readonly string[] | undefined) =>
    list.forEach((item, index) =>
      items.set(item, {
        item,
        status: 'available',
        fingerprint: fingerprints?.[index] ?? items.get(item)?.fingerprint ?? null,
      }),
    );
  for (const move of events) {
    switch (move.type) {
      case 'StockItemsSet': {
        const kept = new Set(move.data.items);
        for (const held of items.values())
          if (held.status === 'available' && !kept.has(held.item)) held.status = 'withdrawn';
        enter(move.data.items, move.data.fingerprints);
        break;
      }
      case 'StockBatchAdded':
        enter(move.data.items, move.data.fingerprints);
        break;
      case 'StockTaken':
        mark(move.data.items, 'delivered');
        break;
      case 'StockReturned':
        mark(move.data.items, 'available');
        break;
      case 'StockItemsWithdrawn':
        mark(move.data.items, 'withdrawn');
        break;
      case 'StockBatchQuarantined':
        mark(move.data.items, 'quarantined');
        break;
    }
  }
  return items;
}

/** A stock line as staff sent it (trimmed text, 1-based line) with the fingerprint of its item. */
export interface FingerprintedLine {
  item: string;
  line: number;
  fingerprint: string;
}

/** StockRanLow: the sale that left the product running low (contracts/stock-alerts.ts). */
export interface StockRanLowData {
  productName: string;
  /** Units available after the sale. */
  available: number;
  lowStockThreshold: number;
  runOutWithinHours: number;
  /** Units sold in the last SALES_WINDOW_HOURS, this sale included. */
  soldLastWindow: number;
  belowThreshold: boolean;
  /** Whole hours left at that pace, when it runs out within the policy's hours; else null. */
  hoursLeft: number | null;
}
