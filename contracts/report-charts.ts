/**
 * The report charts (GET /api/admin/reports/charts?from&to): every series of the charts on
 * /admin/reports for a range of store days and for the range of the same length just before it.
 * Revenue is what orders were placed for (refunds are their own series); deposits are confirmed
 * top-ups at the time they were credited; the deposit funnel counts each event in the range when
 * it happened. Amounts are dollars with two decimals.
 */
import { addDays, daysInRange } from './store-days';

/** One store day's totals. */
export interface ChartDayDto {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** Orders placed: their amount and count. */
  revenue: string;
  orders: number;
  /** Deposits confirmed: their amount and count. */
  deposits: string;
  depositCount: number;
  /** Refunds given: their amount and count. */
  refunds: string;
  refundCount: number;
  /** Warranty claims filed. */
  claims: number;
}

/** One product among the top sellers of the range. */
export interface ChartProductDto {
  productId: number;
  /** Its name, or the name it last sold under when it was deleted since. */
  name: string;
  revenue: string;
  orders: number;
  units: number;
}

/** One customer among the top buyers of the range. */
export interface ChartCustomerDto {
  userId: number;
  name: string;
  email: string;
  revenue: string;
  orders: number;
}

/** A deposit method's confirmed deposits in the range (paid in time and late). */
export interface ChartDepositMethodDto {
  method: 'crypto' | 'credit_card' | 'paypal';
  count: number;
  amount: string;
}

/**
 * Deposit events in the range: requests, payments while pending, failures, expiries and payments
 * after a failure or an expiry (a deposit that expired then was paid counts in both).
 */
export interface ChartDepositFunnelDto {
  requested: number;
  paid: number;
  failed: number;
  expired: number;
  paidLate: number;
}

/** GET /api/admin/reports/charts. */
export interface ReportChartsDto {
  /** The range asked, YYYY-MM-DD, inclusive, in `timeZone`. */
  from: string;
  to: string;
  /** The range of the same length that ends the day before `from`. */
  previousFrom: string;
  previousTo: string;
  timeZone: string;
  /** One row per day of the range, oldest first (days without activity give zeros). */
  daily: ChartDayDto[];
  /** One row per day of the previous range, oldest first. */
  previousDaily: ChartDayDto[];
  /** Orders placed in each hour of the store's day (index 0 is 00:00-00:59), 24 entries. */
  ordersByHour: number[];
  /** The 10 products with the most revenue in the range (fewer when fewer sold), highest first. */
  topProducts: ChartProductDto[];
  /** The 10 customers who ordered the most in the range, highest first. */
  topCustomers: ChartCustomerDto[];
  /** Every method, in the order crypto, credit_card, paypal. */
  depositsByMethod: ChartDepositMethodDto[];
  depositFunnel: ChartDepositFunnelDto;
}

/** How many products and customers the top lists hold. */
export const CHART_TOP_SIZE = 10;

/** The deposit methods in the order the charts show them. */
export const CHART_DEPOSIT_METHODS = ['crypto', 'credit_card', 'paypal'] as const;

/** The range of the same length that ends the day before `from` (YYYY-MM-DD, inclusive). */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Every date from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export function datesInRange(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  // From one parsed date: parsing each day again (addDays) took most of a year's series.
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}
