/**
 * The figures of the reports page from GET /api/admin/reports (docs/specs/admin-area.md sections
 * 2.13, 3 and 9): the four cards, the per-period lists (the daily table of the last 30 days, 7-day
 * and 30-day sums) and whether there is anything to show at all. Amounts are integer cents here.
 */
import type { ReportFigureDto, ReportsDto } from '@contracts/admin';
import { toCents } from '@/lib/money';
import { compareWithYesterday } from './compare';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A figure in cents. */
interface Figure {
  cents: number;
  count: number;
}

const figureOf = (dto: ReportFigureDto): Figure => ({
  cents: toCents(dto.amount) ?? 0,
  count: dto.count,
});

/** One card: its headline figure and today's change against yesterday in percent. */
export interface ReportCard {
  key: 'deposits' | 'orders' | 'weekly' | 'monthly';
  title: string;
  figure: Figure;
  /** Shown big: 'amount' (dollars) or 'count'. */
  headline: 'amount' | 'count';
  changePercent: number;
}

/**
 * The four cards. Today's deposits compare deposit amounts; today's orders compare order
 * counts; weekly and monthly revenue compare today's order revenue with yesterday's (the spec
 * compares today with yesterday on every card).
 */
export function reportCards(reports: ReportsDto): ReportCard[] {
  const deposits = {
    today: figureOf(reports.deposits.today),
    yesterday: figureOf(reports.deposits.yesterday),
  };
  const orders = {
    today: figureOf(reports.orders.today),
    yesterday: figureOf(reports.orders.yesterday),
  };
  const revenueChange = compareWithYesterday(orders.today.cents, orders.yesterday.cents);
  return [
    {
      key: 'deposits',
      title: "Today's Deposits",
      figure: deposits.today,
      headline: 'amount',
      changePercent: compareWithYesterday(deposits.today.cents, deposits.yesterday.cents),
    },
    {
      key: 'orders',
      title: "Today's Orders",
      figure: orders.today,
      headline: 'count',
      changePercent: compareWithYesterday(orders.today.count, orders.yesterday.count),
    },
    {
      key: 'weekly',
      title: 'Weekly Revenue',
      figure: figureOf(reports.orders.weekly),
      headline: 'amount',
      changePercent: revenueChange,
    },
    {
      key: 'monthly',
      title: 'Monthly Revenue',
      figure: figureOf(reports.orders.monthly),
      headline: 'amount',
      changePercent: revenueChange,
    },
  ];
}

/** One row of a per-period list: its dates (YYYY-MM-DD, inclusive) and the sums. */
export interface PeriodRow {
  from: string;
  to: string;
  deposits: Figure;
  orders: Figure;
}

/** The daily list of the last 30 days, newest first, as the server sends it. */
export function dailyRows(reports: ReportsDto): PeriodRow[] {
  return reports.daily.map((day) => ({
    from: day.date,
    to: day.date,
    deposits: figureOf(day.deposits),
    orders: figureOf(day.orders),
  }));
}

/**
 * The daily rows summed `size` days at a time, newest first: 7 gives the weeks (the last one of
 * a 30-day list holds the 2 oldest days), 30 the month.
 */
export function sumPeriods(days: readonly PeriodRow[], size: number): PeriodRow[] {
  const periods: PeriodRow[] = [];
  for (let start = 0; start < days.length; start += size) {
    const chunk = days.slice(start, start + size);
    periods.push({
      from: chunk[chunk.length - 1]!.from,
      to: chunk[0]!.to,
      deposits: sum(chunk.map((day) => day.deposits)),
      orders: sum(chunk.map((day) => day.orders)),
    });
  }
  return periods;
}

function sum(figures: readonly Figure[]): Figure {
  return figures.reduce(
    (total, figure) => ({
      cents: total.cents + figure.cents,
      count: total.count + figure.count,
    }),
    { cents: 0, count: 0 },
  );
}

/** True when every figure is zero and no day had activity: the "No reports available" state. */
export function isReportEmpty(reports: ReportsDto): boolean {
  const periods = [reports.deposits, reports.orders].flatMap((p) => [
    p.today,
    p.yesterday,
    p.weekly,
    p.monthly,
  ]);
  const days = reports.daily.flatMap((day) => [day.deposits, day.orders]);
  return [...periods, ...days].every(
    (figure) => figure.count === 0 && (toCents(figure.amount) ?? 0) === 0,
  );
}

/** "2025-01-05" -> "Jan 05, 2025", read as a calendar date (no time-zone shift). */
export function formatReportDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${month} ${match[3]}, ${match[1]}`;
}

/** "Jan 05, 2025" for one day, "Dec 30, 2024 – Jan 05, 2025" for a range. */
export function formatPeriod(row: Pick<PeriodRow, 'from' | 'to'>): string {
  return row.from === row.to
    ? formatReportDate(row.from)
    : `${formatReportDate(row.from)} – ${formatReportDate(row.to)}`;
}
