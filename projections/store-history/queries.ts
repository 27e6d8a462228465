/**
 * The admin dashboard as of the end of a store day (docs/specs/admin-area.md 2.3, for month-end
 * closing): the same six figures and latest orders as readAdminDashboard, summed from the store
 * history's buckets before that instant.
 */
import type { Queryable } from '../../application/db/pool';
import type { AdminDashboardDto } from '../../contracts/admin';
import { formatCents } from '../../contracts/money';
import { addDays, storeDayStart } from '../../contracts/store-days';
import { DASHBOARD_RECENT_LIMIT } from '../orders/dashboard';
import { latestOrders } from '../orders/queries';
import { binOf, rollupParams, rollupRanges, rollupSql, type RollupRange } from '../time-rollup';

/** Before any event of any store: every sum starts here. */
const ORIGIN = new Date(Date.UTC(2000, 0, 1));

/** The history's sums over `ranges`: counts, and revenue in integer cents. */
async function sumsOver(db: Queryable, ranges: RollupRange[]) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT coalesce(sum(users), 0)::text AS users, coalesce(sum(orders), 0)::text AS orders,
            coalesce(sum(pending), 0)::text AS pending, coalesce(sum(completed), 0)::text AS completed,
            coalesce(sum(revenue_cents), 0)::text AS revenue_cents
       FROM ${rollupSql('store_history_buckets', 'b', ranges.length)}`,
    rollupParams(ranges),
  );
  const row = rows[0]!;
  return {
    users: Number(row.users),
    orders: Number(row.orders),
    pending: Number(row.pending),
    completed: Number(row.completed),
    revenueCents: Number(row.revenue_cents),
  };
}

/**
 * The dashboard as it stood at the end of store day `asOf` (YYYY-MM-DD in `timeZone`): totals of
 * everything before the next day began; today's orders are those of `asOf`; the latest orders are
 * the last placed before then (with their status now).
 */
export async function readAdminDashboardAsOf(
  db: Queryable,
  timeZone: string,
  asOf: string,
): Promise<AdminDashboardDto> {
  const dayStart = binOf('15m', storeDayStart(asOf, timeZone));
  const end = binOf('15m', storeDayStart(addDays(asOf, 1), timeZone));
  const [before, ofTheDay, latest] = await Promise.all([
    sumsOver(db, rollupRanges(ORIGIN, end)),
    sumsOver(db, rollupRanges(dayStart, end)),
    latestOrders(db, { limit: DASHBOARD_RECENT_LIMIT, placedBefore: end }),
  ]);
  return {
    totalOrders: before.orders,
    totalUsers: before.users,
    pendingOrders: before.pending,
    totalRevenue: formatCents(before.revenueCents),
    todaysOrders: ofTheDay.orders,
    completedOrders: before.completed,
    latestOrders: latest,
  };
}
