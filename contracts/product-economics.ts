/**
 * Per-product economics (GET /api/admin/reports/products): what a product sold in a range of
 * store days, what it cost and what was kept. Margin is revenue minus refunds minus the cost of
 * the keys sold (their stock batches' unit costs, net of keys a refund put back in stock);
 * warranty replacements are not sales and do not count in the cost.
 */
import { z } from 'zod';
import { integerText } from './integers';
import { dayRangeQuerySchema } from './store-days';

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

/** The columns the report sorts by (`?sort`): a row field each. */
export const PRODUCT_ECONOMICS_SORTS = [
  'revenue',
  'name',
  'units',
  'orders',
  'refunds',
  'cost',
  'margin',
  'marginPercent',
  'claims',
  'claimRatePercent',
  'stockLeft',
  'daysOfStock',
] as const;

/** A column the report sorts by. */
export type ProductEconomicsSort = (typeof PRODUCT_ECONOMICS_SORTS)[number];

/** The page sizes the grid offers; the first is the default. */
export const PRODUCT_ECONOMICS_PAGE_SIZES = [25, 50, 100] as const;

/**
 * `?from&to&page&pageSize&sort&order` of GET /api/admin/reports/products: the store days, the page
 * (from 1) of `pageSize` rows, sorted by `sort` (default revenue) in `order` (default highest
 * first); ties by product id, and a percentage or days of stock that is empty sorts last.
 */
export const productEconomicsQuerySchema = dayRangeQuerySchema.extend({
  page: integerText({ min: 1, max: 1_000_000 }).default(1),
  pageSize: integerText({ min: 1, max: 100 })
    .refine((size) => (PRODUCT_ECONOMICS_PAGE_SIZES as readonly number[]).includes(size), {
      message: `Use a page size of ${PRODUCT_ECONOMICS_PAGE_SIZES.join(', ')}`,
    })
    .default(PRODUCT_ECONOMICS_PAGE_SIZES[0]),
  sort: z.enum(PRODUCT_ECONOMICS_SORTS).default('revenue'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** The parsed query of GET /api/admin/reports/products. */
export type ProductEconomicsQuery = z.output<typeof productEconomicsQuerySchema>;

/** Every product's sums over the range together, as a row has them (amounts in dollars). */
export type ProductEconomicsTotalsDto = Pick<
  ProductEconomicsRowDto,
  'units' | 'orders' | 'revenue' | 'refunds' | 'cost' | 'margin' | 'marginPercent' | 'claims'
>;

/**
 * GET /api/admin/reports/products: the range asked (store days), the totals of every product, and
 * one page of rows in the order asked out of `total` (every product, and the deleted ones that
 * sold in the range).
 */
export interface ProductEconomicsDto {
  /** YYYY-MM-DD, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  totals: ProductEconomicsTotalsDto;
  page: number;
  pageSize: number;
  sort: ProductEconomicsSort;
  order: 'asc' | 'desc';
  total: number;
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
