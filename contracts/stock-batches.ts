/**
 * Stock batches and the state of each stock item, shared by the server (routes, decisions) and
 * the web app (the stock dialog's import, batches and items). A batch is one supplier delivery of
 * auto-delivery items at one unit cost; every item has one state at a time. Money crosses HTTP as
 * decimal strings with 2 decimals.
 */
import { z } from 'zod';
import { dollarsToCents } from './requests';

/** Where an item is: on sale, delivered, or pulled from sale (and why). */
export const STOCK_ITEM_STATES = [
  'available',
  'sold',
  'replaced',
  'reported_bad',
  'quarantined',
  'withdrawn',
] as const;
export type StockItemState = (typeof STOCK_ITEM_STATES)[number];

/** How each state reads to staff (the items list, the CSV export). */
export const STOCK_ITEM_STATE_LABELS: Record<StockItemState, string> = {
  available: 'Available',
  sold: 'Sold',
  replaced: 'Sent as a replacement',
  reported_bad: 'Reported bad',
  quarantined: 'Quarantined',
  withdrawn: 'Withdrawn',
};

/**
 * A batch is quarantined for its claim rate only once at least this many claims are traced to
 * it, so one unlucky claim on a fresh batch does not pull the rest of it.
 */
export const BATCH_QUARANTINE_MIN_CLAIMS = 2;

/** A batch's claim rate: claims traced to it per item of it delivered, in whole percent (floor). */
export function claimRatePercent(tally: { sold: number; claims: number }): number {
  return tally.sold === 0 ? 0 : Math.floor((tally.claims * 100) / tally.sold);
}

/**
 * Whether a batch's claims cross the product's threshold (whole percent; 0 turns it off): at
 * least BATCH_QUARANTINE_MIN_CLAIMS claims and claims / sold >= threshold, compared in integers.
 */
export function crossesClaimRate(
  tally: { sold: number; claims: number },
  thresholdPercent: number,
): boolean {
  return (
    thresholdPercent > 0 &&
    tally.claims >= BATCH_QUARANTINE_MIN_CLAIMS &&
    tally.claims * 100 >= thresholdPercent * tally.sold
  );
}

/** Why a line of a batch cannot be added: it repeats a line of the batch, or the product held it. */
export type StockDuplicateReason = 'repeated' | 'held';

/** One refused line of a batch (1-based line in the items sent), with its text. */
export interface StockDuplicateDto {
  line: number;
  item: string;
  reason: StockDuplicateReason;
  /** For `repeated`: the earlier line it repeats. */
  firstLine?: number;
}

/** The refusal message of a batch with duplicates; the answer lists them in `duplicates`. */
export const duplicatesMessage = (count: number) =>
  `${count} ${count === 1 ? 'item is a duplicate' : 'items are duplicates'}: remove ${count === 1 ? 'it' : 'them'} and import again (a key can be in stock only once)`;

const items = z
  .array(z.string().max(10_000))
  .min(1, { message: 'The batch has no items' })
  .max(100_000)
  .describe('Keys or accounts, one per entry; trimmed, empty ones dropped');

/** POST /api/admin/products/{id}/stock/batches. */
export const stockBatchSchema = z.object({
  items,
  supplier: z.string().trim().min(1, { message: 'Supplier is required' }).max(200),
  unitCost: dollarsToCents.describe('What one item cost, in dollars ("1.25")'),
  note: z.string().trim().max(1000).default(''),
});
export type StockBatchRequest = z.input<typeof stockBatchSchema>;

/** POST /api/admin/products/{id}/stock/batches/check: which lines would be refused. */
export const stockBatchCheckSchema = z.object({ items });

/** POST /api/admin/products/{id}/stock/batches/{batchId}/quarantine. */
export const quarantineSchema = z.object({
  reason: z.string().trim().max(500).default(''),
});

/** POST /api/admin/products/{id}/stock/withdrawals: single available items taken out of sale. */
export const withdrawalSchema = z.object({
  itemIds: z
    .array(z.string().regex(/^[0-9a-f]{20}$/, { message: 'must be a stock item id' }))
    .min(1, { message: 'Choose at least one item' })
    .max(10_000),
  reason: z.string().trim().max(500).default(''),
});

/** A batch in the stock dialog's list. Money as decimal strings. */
export interface StockBatchDto {
  batchId: number;
  supplier: string;
  unitCost: string;
  note: string;
  addedAt: string;
  size: number;
  sold: number;
  claims: number;
  /** Items of the batch still on sale. */
  left: number;
  claimRatePercent: number;
  quarantinedAt: string | null;
  /** 'staff' or 'claim_rate' when quarantined. */
  quarantineCause: 'staff' | 'claim_rate' | null;
}

/** One stock item with its state (GET .../stock/items, staff within step-up). */
export interface StockItemDto {
  /** Stable id of the item (20 hex characters). */
  itemId: string;
  item: string;
  state: StockItemState;
  batchId: number | null;
  orderId: number | null;
  claimId: number | null;
  /** When it entered its current state. */
  changedAt: string;
}
