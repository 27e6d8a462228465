/**
 * When a product is running low (its policy's stock alerts, contracts/product-policy.ts): its
 * available stock is below `lowStockThreshold`, or the sales of the last SALES_WINDOW_HOURS say it
 * runs out within `runOutWithinHours`. One rule for the alert the store appends at the sale that
 * crosses it (domain/catalogue/stock-alert.ts) and for the dashboard's "running low" list.
 */
import type { ProductPolicy } from './product-policy';

/** The sales a run-out forecast is made from: the last 24 hours. */
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
