/**
 * Per-product economics (GET /api/admin/reports/products): what a product sold in a range of
 * store days, what it cost and what was kept. Margin is revenue minus refunds minus the cost of
 * the keys sold (their stock batches' unit costs, net of keys a refund put back in stock);
 * warranty replacements are not sales and do not count in the cost.
 */

/** Days of sales the "days of stock" figure paces the stock by (the last N days up to now). */
export const STOCK_PACE_DAYS = 30;

/** One product's row. Amounts are dollars with two decimals (margin may be negative). */
export interface ProductEconomicsRowDto {
  productId: number;
  /** The product's name; a deleted product keeps the name of its last order. */
  name: string;
  /** False when the product was deleted since. */
  exists: boolean;
  units: number;
  orders: number;
  revenue: string;
  refunds: string;
  cost: string;
  margin: string;
  /** Margin per 100 of revenue after refunds, one decimal; null when nothing was kept. */
  marginPercent: number | null;
  claims: number;
  /** Warranty claims per 100 units sold, one decimal; null when none was sold. */
  claimRatePercent: number | null;
  /** Units available now. */
  stockLeft: number;
  /** Days the stock lasts at the pace of the last STOCK_PACE_DAYS days; null when none sold. */
  daysOfStock: number | null;
}

/** GET /api/admin/reports/products: the range asked (store days) and a row per product. */
export interface ProductEconomicsDto {
  /** YYYY-MM-DD, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  products: ProductEconomicsRowDto[];
}

/** `part` per 100 of `whole`, to one decimal; null when `whole` is not positive. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** Margin in integer cents: revenue - refunds - cost. */
export function marginCents(sums: {
  revenueCents: number;
  refundCents: number;
  costCents: number;
}): number {
  return sums.revenueCents - sums.refundCents - sums.costCents;
}

/**
 * How many days `stockLeft` units last when `unitsInPace` sold over the last STOCK_PACE_DAYS
 * days, to one decimal; null when none sold (no pace to go by).
 */
export function daysOfStock(stockLeft: number, unitsInPace: number): number | null {
  if (unitsInPace <= 0) return null;
  return Math.round((stockLeft * STOCK_PACE_DAYS * 10) / unitsInPace) / 10;
}
