/**
 * Admin dashboard figures (docs/specs/admin-area.md 2.3), read from the orders, users and wallets
 * read models: Total Orders, Total Users, Pending Orders, Total Revenue (the sum of the absolute
 * amounts of purchase transactions), Today's Orders (in the store's time zone), Completed Orders,
 * and the latest 5 orders.
 */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import type { AdminDashboardDto } from '../../contracts/admin';
import { latestOrders } from './queries';

/** Dashboard latest orders (docs/specs/admin-area.md section 9). */
export const DASHBOARD_RECENT_LIMIT = 5;

export async function readAdminDashboard(
  db: Queryable,
  timeZone: string,
  now: Date,
): Promise<AdminDashboardDto> {
  const { rows } = await db.query<{
    total_orders: number;
    pending_orders: number;
    completed_orders: number;
    todays_orders: number;
    total_users: number;
    revenue_cents: string;
  }>(
    `SELECT
       (SELECT count(*)::int FROM orders) AS total_orders,
       (SELECT count(*)::int FROM orders WHERE status = 'pending') AS pending_orders,
       (SELECT count(*)::int FROM orders WHERE status = 'completed') AS completed_orders,
       (SELECT count(*)::int FROM orders
         WHERE created_at >= ((($1::timestamptz AT TIME ZONE $2)::date)::timestamp AT TIME ZONE $2)) AS todays_orders,
       (SELECT count(*)::int FROM users) AS total_users,
       (SELECT coalesce(sum(abs(amount_cents)), 0)::text FROM wallet_transactions WHERE type = 'purchase') AS revenue_cents`,
    [now.toISOString(), timeZone],
  );
  const row = rows[0]!;
  const latest = await latestOrders(db, { limit: DASHBOARD_RECENT_LIMIT });
  return {
    totalOrders: row.total_orders,
    totalUsers: row.total_users,
    pendingOrders: row.pending_orders,
    totalRevenue: formatCents(Number(row.revenue_cents)),
    todaysOrders: row.todays_orders,
    completedOrders: row.completed_orders,
    latestOrders: latest,
  };
}
