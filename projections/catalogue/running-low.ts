/**
 * The dashboard's "running low" list: active products that are running low now under their
 * policy (contracts/stock-alerts.ts, read with dashboardStockPolicy), with their units sold in the
 * last SALES_WINDOW_HOURS from the orders read model (cancelled orders not counted).
 */
import type { Queryable } from '../../application/db/pool';
import {
  dashboardStockPolicy,
  runningLow,
  SALES_WINDOW_HOURS,
  type RunningLowProductDto,
} from '../../contracts/stock-alerts';

/** The products running low at `now`, fewest hours or units left first. */
export async function listRunningLow(db: Queryable, now: Date): Promise<RunningLowProductDto[]> {
  const since = new Date(now.getTime() - SALES_WINDOW_HOURS * 3_600_000);
  const { rows } = await db.query<{
    id: number;
    name: string;
    stock: number;
    delivery_type: 'automatic' | 'manual';
    low_stock_threshold: number;
    run_out_within_hours: number;
    sold: number;
  }>(
    `SELECT p.id, p.name, p.stock, p.delivery_type, p.low_stock_threshold, p.run_out_within_hours,
            coalesce(s.sold, 0)::int AS sold
       FROM products p
       LEFT JOIN (SELECT product_id, sum(quantity) AS sold FROM orders
                   WHERE created_at > $1 AND status <> 'cancelled' GROUP BY product_id) s
         ON s.product_id = p.id
      WHERE p.is_active
      ORDER BY p.id`,
    [since.toISOString()],
  );
  const list: RunningLowProductDto[] = [];
  for (const row of rows) {
    const policy = dashboardStockPolicy(
      { lowStockThreshold: row.low_stock_threshold, runOutWithinHours: row.run_out_within_hours },
      row.delivery_type,
    );
    const low = runningLow({ available: row.stock, soldLastWindow: row.sold }, policy);
    if (low)
      list.push({
        productId: row.id,
        name: row.name,
        stock: row.stock,
        ...policy,
        soldLast24Hours: row.sold,
        ...low,
      });
  }
  return list.sort(
    (a, b) =>
      (a.hoursLeft ?? Infinity) - (b.hoursLeft ?? Infinity) ||
      a.stock - b.stock ||
      a.productId - b.productId,
  );
}
