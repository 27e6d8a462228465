/**
 * Reads of the report charts read model (projections/report-charts) and the product sales one:
 * every series of GET /api/admin/reports/charts for a range of store days and the range before it
 * (contracts/report-charts.ts). Each read covers its range with the coarsest buckets that fit
 * (projections/time-rollup.ts), so the series of a year read a few thousand rows however much was
 * sold; the top lists read a row per product or customer and bucket, so they grow with the number
 * of products and customers who bought in the range.
 */
import { TZDate } from '@date-fns/tz';
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import {
  CHART_DEPOSIT_METHODS,
  CHART_TOP_SIZE,
  datesInRange,
  previousRange,
  type ChartDayDto,
  type ReportChartsDto,
} from '../../contracts/report-charts';
import { addDays, daysInRange, storeDayStart } from '../../contracts/store-days';
import {
  binOf,
  nextBin,
  rollupParams,
  rollupRangesAround,
  rollupSql,
  type RollupRange,
} from '../time-rollup';
import { readStoreDaySums } from '../store-day-sums';
import { CHART_BUCKET_SUMS } from './projection';
import { readTopByRevenue, type RevenueTable } from '../top-by-revenue';

/** A store day's sums, integer cents and counts. */
type DaySums = Record<(typeof CHART_BUCKET_SUMS)[number], number>;

const CUSTOMERS: RevenueTable = {
  table: 'chart_customer_buckets',
  id: 'user_id',
  sums: ['orders'],
};
const PRODUCTS: RevenueTable = {
  table: 'product_sales_buckets',
  id: 'product_id',
  sums: ['orders', 'units'],
};

/** The UTC offset of `timeZone` at `at`, in minutes. */
const offsetAt = (at: Date, timeZone: string) =>
  new TZDate(at.getTime(), timeZone).getTimezoneOffset();

/**
 * `ranges` with every month whose UTC offset changes in `timeZone` (daylight saving) read by
 * days: a month bucket's hours are placed by the offset of its first day.
 */
function splitAtOffsetChanges(ranges: readonly RollupRange[], timeZone: string): RollupRange[] {
  return ranges.flatMap((range) => {
    if (range.grain !== 'month') return [range];
    const pieces: RollupRange[] = [];
    for (let month = range.from; month < range.to;) {
      const next = nextBin('month', month);
      const changes =
        offsetAt(month, timeZone) !== offsetAt(new Date(next.getTime() - 1), timeZone);
      const grain = changes ? 'day' : 'month';
      const last = pieces.at(-1);
      if (last?.grain === grain && last.to.getTime() === month.getTime()) last.to = next;
      else pieces.push({ grain, from: month, to: next });
      month = next;
    }
    return pieces;
  });
}

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Orders placed in the buckets of `rollup` in each hour of the store's day, 24 entries. A bucket's
 * quarter of an hour is placed by the wall clock at that quarter of its first UTC day; the
 * database sums each bucket's quarters and the store process converts them, once per bucket where
 * the day has one UTC offset (converting each row in the database took most of a year's read).
 */
async function readOrdersByHour(
  db: Queryable,
  rollup: readonly RollupRange[],
  timeZone: string,
): Promise<number[]> {
  const ranges = splitAtOffsetChanges(rollup, timeZone);
  const { rows } = await db.query<{ bucket: Date; quarters: number[]; orders: string[] }>(
    `SELECT q.bucket, array_agg(q.quarter) AS quarters, array_agg(q.orders) AS orders
       FROM ${rollupSql('chart_order_quarters', 'q', ranges.length)}
      GROUP BY q.bucket`,
    rollupParams(ranges),
  );
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of rows) {
    const day = binOf('day', row.bucket).getTime();
    const offset = offsetAt(new Date(day), timeZone);
    const isSteady = offset === offsetAt(new Date(day + DAY_MS - 1), timeZone);
    row.quarters.forEach((quarter, index) => {
      const at = day + quarter * QUARTER_MS;
      const minutes = isSteady ? offset : offsetAt(new Date(at), timeZone);
      hours[new Date(at - minutes * 60_000).getUTCHours()]! += Number(row.orders[index]);
    });
  }
  return hours;
}

/** The customers who ordered the most in the buckets of `ranges`, highest first. */
async function readTopCustomers(
  db: Queryable,
  ranges: readonly RollupRange[],
): Promise<ReportChartsDto['topCustomers']> {
  const top = await readTopByRevenue(db, CUSTOMERS, ranges, CHART_TOP_SIZE);
  const { rows } = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
  }>('SELECT id, first_name, last_name, email FROM users WHERE id = ANY($1::int[])', [
    top.map((entry) => entry.id),
  ]);
  const users = new Map(rows.map((row) => [row.id, row]));
  return top.map((entry) => {
    const user = users.get(entry.id);
    return {
      userId: entry.id,
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' ') || `Customer ${entry.id}`,
      email: user?.email ?? '',
      revenue: formatCents(entry.revenueCents),
      orders: entry.sums.orders!,
    };
  });
}

/** The products with the most revenue in the buckets of `ranges`, highest first, under their names. */
async function readTopProducts(
  db: Queryable,
  ranges: readonly RollupRange[],
): Promise<ReportChartsDto['topProducts']> {
  const top = await readTopByRevenue(db, PRODUCTS, ranges, CHART_TOP_SIZE);
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT n.product_id AS id, coalesce(p.name, n.name) AS name
       FROM product_sales_names n LEFT JOIN products p ON p.id = n.product_id
      WHERE n.product_id = ANY($1::int[])`,
    [top.map((entry) => entry.id)],
  );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return top.map((entry) => ({
    productId: entry.id,
    name: names.get(entry.id) ?? `Product ${entry.id}`,
    revenue: formatCents(entry.revenueCents),
    orders: entry.sums.orders!,
    units: entry.sums.units!,
  }));
}

/** Deposits by method and the deposit funnel in the ranges. */
async function readDeposits(
  db: Queryable,
  ranges: readonly RollupRange[],
): Promise<Pick<ReportChartsDto, 'depositsByMethod' | 'depositFunnel'>> {
  const { rows } = await db.query<{
    method: string;
    requested: string;
    failed: string;
    expired: string;
    paid: string;
    paid_cents: string;
    paid_late: string;
    paid_late_cents: string;
  }>(
    `SELECT d.method, sum(d.requested) AS requested, sum(d.failed) AS failed, sum(d.expired) AS expired,
            sum(d.paid) AS paid, sum(d.paid_cents) AS paid_cents, sum(d.paid_late) AS paid_late,
            sum(d.paid_late_cents) AS paid_late_cents
       FROM ${rollupSql('chart_deposit_buckets', 'd', ranges.length)}
      GROUP BY d.method`,
    rollupParams(ranges),
  );
  const byMethod = new Map(rows.map((row) => [row.method, row]));
  const total = (column: keyof (typeof rows)[number]) =>
    rows.reduce((sum, row) => sum + Number(row[column]), 0);
  return {
    depositsByMethod: CHART_DEPOSIT_METHODS.map((method) => {
      const row = byMethod.get(method);
      return {
        method,
        count: Number(row?.paid ?? 0) + Number(row?.paid_late ?? 0),
        amount: formatCents(Number(row?.paid_cents ?? 0) + Number(row?.paid_late_cents ?? 0)),
      };
    }),
    depositFunnel: {
      requested: total('requested'),
      paid: total('paid'),
      failed: total('failed'),
      expired: total('expired'),
      paidLate: total('paid_late'),
    },
  };
}

/** A store day's sums at the HTTP edge. */
function dayDto(date: string, sums: DaySums): ChartDayDto {
  return {
    date,
    revenue: formatCents(sums.revenue_cents),
    orders: sums.orders,
    deposits: formatCents(sums.deposit_cents),
    depositCount: sums.deposits,
    refunds: formatCents(sums.refund_cents),
    refundCount: sums.refunds,
    claims: sums.claims,
  };
}

/**
 * Every chart series for the store days `from`..`to` (YYYY-MM-DD, inclusive, in `timeZone`) and,
 * for the daily series, the range of the same length before it; read at `now`.
 */
export async function readReportCharts(
  db: Queryable,
  range: { from: string; to: string; timeZone: string; now: Date },
): Promise<ReportChartsDto> {
  const { from, to, timeZone, now } = range;
  const previous = previousRange(from, to);
  const days = daysInRange(from, to);
  const start = storeDayStart(from, timeZone);
  const end = storeDayStart(addDays(to, 1), timeZone);
  const ranges = rollupRangesAround(start, end, now);
  const [daySums, ordersByHour, topProducts, topCustomers, deposits] = await Promise.all([
    readStoreDaySums(
      db,
      { table: 'chart_buckets', columns: CHART_BUCKET_SUMS },
      previous.from,
      days * 2,
      timeZone,
    ),
    readOrdersByHour(db, ranges, timeZone),
    readTopProducts(db, ranges),
    readTopCustomers(db, ranges),
    readDeposits(db, ranges),
  ]);
  const dates = datesInRange(previous.from, to);
  const daily = dates.map((date, index) => dayDto(date, daySums[index]!));
  return {
    from,
    to,
    previousFrom: previous.from,
    previousTo: previous.to,
    timeZone,
    daily: daily.slice(days),
    previousDaily: daily.slice(0, days),
    ordersByHour,
    topProducts,
    topCustomers,
    ...deposits,
  };
}
