/**
 * Reports for GET /api/admin/reports (docs/specs/admin-area.md 2.13 and 3, "Reports response"):
 * deposits and orders, each for today, yesterday, the last 7 days and the last 30 days (amount and
 * count), and a daily list of the last 30 days, all in the store's time zone.
 */
import type { Queryable } from '../../application/db/pool';
import type { ReportFigureDto, ReportPeriodsDto, ReportsDto } from '../../contracts/admin';
import { formatCents } from '../../contracts/money';
import { addDays, daysInRange, storeDate } from '../../contracts/store-days';
import { readStoreDaySums } from '../store-day-sums';

const DAYS = 30;

/** One store day's totals, integer cents. */
export interface DailyTotals {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  deposits: { cents: number; count: number };
  orders: { cents: number; count: number };
}

/**
 * The totals of every day from `from` to `to` (YYYY-MM-DD, inclusive, days in `timeZone`, the
 * STORE_TIMEZONE the projection wrote), newest first; days without activity give zeros. Reads a
 * store-day bucket per day (projections/store-day-sums.ts).
 */
export async function readDailyTotals(
  db: Queryable,
  timeZone: string,
  from: string,
  to: string,
): Promise<DailyTotals[]> {
  const days = await readStoreDaySums(
    db,
    {
      table: 'report_buckets',
      columns: ['deposit_cents', 'deposit_count', 'order_cents', 'order_count'],
    },
    from,
    daysInRange(from, to),
    timeZone,
  );
  return days
    .map((day, index) => ({
      date: addDays(from, index),
      deposits: { cents: day.deposit_cents, count: day.deposit_count },
      orders: { cents: day.order_cents, count: day.order_count },
    }))
    .reverse();
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
