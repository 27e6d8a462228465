/**
 * When a product is running low (its policy's stock alerts, contracts/product-policy.ts): its
 * available stock is below `lowStockThreshold`, or the sales of the last SALES_WINDOW_HOURS say it
 * runs out within `runOutWithinHours`. One rule for the alert the store appends at the sale that
 * crosses it (domain/catalogue/stock-alert.ts) and for the dashboard's "running low" list.
 */
import { LOW_STOCK_THRESHOLD } from './admin-attention';
import type { ProductPolicy } from './product-policy';

/**
 * The sales a run-out forecast is made from: the last 24 hours, counted by clock hour (the hour
 * of the sale and the 23 before it).
 */
export const SALES_WINDOW_HOURS = 24;

/** Why a product is running low, and its forecast. */
export interface RunningLow {
  /** Available stock is below the threshold. */
  belowThreshold: boolean;
  /**
   * Whole hours until it runs out at the last 24 hours' pace (floor), when it runs out within
   * the policy's hours; null otherwise.
   */
  hoursLeft: number | null;
}

/**
 * Whether stock `available` (units) with `soldLastWindow` units sold in the last
 * SALES_WINDOW_HOURS is running low under `policy`; null when it is not (or the alerts are off).
 * Integer arithmetic: hours left = available x 24 / sold.
 */
export function runningLow(
  stock: { available: number; soldLastWindow: number },
  policy: Pick<ProductPolicy, 'lowStockThreshold' | 'runOutWithinHours'>,
): RunningLow | null {
  const { available, soldLastWindow } = stock;
  const belowThreshold = policy.lowStockThreshold > 0 && available < policy.lowStockThreshold;
  const runsOut =
    policy.runOutWithinHours > 0 &&
    soldLastWindow > 0 &&
    available * SALES_WINDOW_HOURS < policy.runOutWithinHours * soldLastWindow;
  if (!belowThreshold && !runsOut) return null;
  return {
    belowThreshold,
    hoursLeft: runsOut ? Math.floor((available * SALES_WINDOW_HOURS) / soldLastWindow) : null,
  };
}

/**
 * The policy the dashboard's "running low" list reads a product with: its own, except that an
 * automatic product without a threshold of its own is listed below LOW_STOCK_THRESHOLD (the
 * panel's rule before products had policies). Alerts by Telegram and e-mail follow the product's
 * policy alone.
 */
export function dashboardStockPolicy(
  policy: Pick<ProductPolicy, 'lowStockThreshold' | 'runOutWithinHours'>,
  deliveryType: 'automatic' | 'manual',
): Pick<ProductPolicy, 'lowStockThreshold' | 'runOutWithinHours'> {
  return policy.lowStockThreshold === 0 && deliveryType === 'automatic'
    ? { ...policy, lowStockThreshold: LOW_STOCK_THRESHOLD }
    : policy;
}

/** A product on the dashboard's "running low" list (GET /api/admin/stock/running-low). */
export interface RunningLowProductDto extends RunningLow {
  productId: number;
  name: string;
  /** Units available now. */
  stock: number;
  /** The threshold it is read with (dashboardStockPolicy). */
  lowStockThreshold: number;
  runOutWithinHours: number;
  soldLast24Hours: number;
}
