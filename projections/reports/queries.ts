/**
 * Reports for GET /api/admin/reports (docs/specs/admin-area.md 2.13 and 3, "Reports response"):
 * deposits and orders, each for today, yesterday, the last 7 days and the last 30 days (amount and
 * count), and a daily list of the last 30 days, all in the store's time zone.
 */
import type { Queryable } from '../../application/db/pool';
import type { ReportFigureDto, ReportPeriodsDto, ReportsDto } from '../../contracts/admin';
import { formatCents } from '../../contracts/money';
import { addDays, storeDate } from '../../contracts/store-days';

const DAYS = 30;

/** One store day's totals, integer cents. */
export interface DailyTotals {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  deposits: { cents: number; count: number };
  orders: { cents: number; count: number };
}

/**
 * The totals of every day from `from` to `to` (YYYY-MM-DD, inclusive, days in `timeZone`),
 * newest first; days without activity give zeros. Reads the 15-minute buckets of those days only.
 */
export async function readDailyTotals(
  db: Queryable,
  timeZone: string,
  from: string,
  to: string,
): Promise<DailyTotals[]> {
  const { rows } = await db.query<{
    day: string;
    deposit_cents: string;
    deposit_count: number;
    order_cents: string;
    order_count: number;
  }>(
    `WITH days AS (
       SELECT generate_series($1::date, $2::date, '1 day')::date AS day
     ),
     totals AS (
       SELECT (bucket AT TIME ZONE $3)::date AS day, sum(deposit_cents) AS deposit_cents, sum(deposit_count) AS deposit_count,
              sum(order_cents) AS order_cents, sum(order_count) AS order_count
         FROM report_buckets
        WHERE bucket >= ($1::date::timestamp AT TIME ZONE $3) - interval '15 minutes'
          AND bucket < (($2::date + 1)::timestamp AT TIME ZONE $3)
        GROUP BY 1
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(t.deposit_cents, 0)::text AS deposit_cents,
            coalesce(t.deposit_count, 0)::int AS deposit_count, coalesce(t.order_cents, 0)::text AS order_cents,
            coalesce(t.order_count, 0)::int AS order_count
       FROM days d LEFT JOIN totals t ON t.day = d.day
      ORDER BY d.day DESC`,
    [from, to, timeZone],
  );
  return rows.map((row) => ({
    date: row.day,
    deposits: { cents: Number(row.deposit_cents), count: row.deposit_count },
    orders: { cents: Number(row.order_cents), count: row.order_count },
  }));
}

/**
 * Reads the reports as of `now` in `timeZone` (an IANA name such as Asia/Dubai).
 */
export async function readReports(db: Queryable, timeZone: string, now: Date): Promise<ReportsDto> {
  const today = storeDate(now, timeZone);
  const days = await readDailyTotals(db, timeZone, addDays(today, -(DAYS - 1)), today);
  const figure = (from: number, to: number, kind: 'deposits' | 'orders'): ReportFigureDto => {
    const slice = days.slice(from, to);
    return {
      amount: formatCents(slice.reduce((sum, day) => sum + day[kind].cents, 0)),
      count: slice.reduce((sum, day) => sum + day[kind].count, 0),
    };
  };
  const periods = (kind: 'deposits' | 'orders'): ReportPeriodsDto => ({
    today: figure(0, 1, kind),
    yesterday: figure(1, 2, kind),
    weekly: figure(0, 7, kind),
    monthly: figure(0, DAYS, kind),
  });
  return {
    timeZone,
    deposits: periods('deposits'),
    orders: periods('orders'),
    daily: days.map((day) => ({
      date: day.date,
      deposits: { amount: formatCents(day.deposits.cents), count: day.deposits.count },
      orders: { amount: formatCents(day.orders.cents), count: day.orders.count },
    })),
  };
}
