/**
 * The figures and the text summaries of the report charts (contracts/report-charts.ts): totals of
 * a daily series in cents or counts, and one sentence per chart that says what it shows, for
 * screen readers and for anyone who reads rather than looks. Amounts in integer cents.
 */
import type {
  ChartDayDto,
  ChartDepositFunnelDto,
  ChartDepositMethodDto,
  ReportChartsDto,
} from '@contracts/report-charts';
import { formatDollars, toCents } from '@/lib/money';
import { compareWithYesterday } from './compare';

type AmountField = 'revenue' | 'deposits' | 'refunds';
type CountField = 'orders' | 'depositCount' | 'refundCount' | 'claims';

/** The sum of an amount of every day, integer cents. */
export const totalCents = (days: readonly ChartDayDto[], field: AmountField) =>
  days.reduce((sum, day) => sum + (toCents(day[field]) ?? 0), 0);

/** The sum of a count of every day. */
export const totalCount = (days: readonly ChartDayDto[], field: CountField) =>
  days.reduce((sum, day) => sum + day[field], 0);

/** Dollars for a chart's scale: integer cents / 100 (drawn, never added up). */
export const chartDollars = (cents: number) => cents / 100;

/** "1 order", "3 orders". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The hour of the store's day an index 0-23 stands for: "09:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const METHOD_LABELS: Record<ChartDepositMethodDto['method'], string> = {
  crypto: 'Crypto',
  credit_card: 'Card',
  paypal: 'PayPal',
};

/** The funnel's steps in order, with their labels. */
export const FUNNEL_STEPS: { key: keyof ChartDepositFunnelDto; label: string }[] = [
  { key: 'requested', label: 'Requested' },
  { key: 'paid', label: 'Paid' },
  { key: 'failed', label: 'Failed' },
  { key: 'expired', label: 'Expired' },
  { key: 'paidLate', label: 'Paid late' },
];

/**
 * How `current` compares with `previous` over `days` days: "up 12% on the previous 30 days",
 * "down 5%...", "the same as...", or "none in the previous 30 days" when there was nothing.
 */
export function changeText(current: number, previous: number, days: number): string {
  const period = `the previous ${plural(days, 'day')}`;
  if (previous === 0) return current === 0 ? `the same as ${period}` : `none in ${period}`;
  const percent = Math.round(Math.abs(compareWithYesterday(current, previous)) * 10) / 10;
  if (percent === 0) return `the same as ${period}`;
  return `${current > previous ? 'up' : 'down'} ${percent}% on ${period}`;
}

/** Whether anything happened in the range: orders, deposits, refunds or claims. */
export const hasActivity = (charts: ReportChartsDto) =>
  charts.daily.some(
    (day) => day.orders > 0 || day.depositCount > 0 || day.refundCount > 0 || day.claims > 0,
  ) || charts.depositFunnel.requested > 0;

/** "Revenue $1234.00 over 30 days, up 12% on the previous 30 days. Deposits ..." */
export function revenueSummary(charts: ReportChartsDto): string {
  const days = charts.daily.length;
  const sentence = (label: string, field: AmountField) => {
    const current = totalCents(charts.daily, field);
    const previous = totalCents(charts.previousDaily, field);
    return `${label} ${formatDollars(current)} over ${plural(days, 'day')}, ${changeText(current, previous, days)}.`;
  };
  return `${sentence('Revenue', 'revenue')} ${sentence('Deposits', 'deposits')}`;
}

/** "72 orders; the busiest hour is 14:00 with 9 orders." */
export function hourSummary(ordersByHour: readonly number[]): string {
  const total = ordersByHour.reduce((sum, orders) => sum + orders, 0);
  if (total === 0) return 'No orders in this range.';
  const busiest = ordersByHour.indexOf(Math.max(...ordersByHour));
  return `${plural(total, 'order')}; the busiest hour is ${hourLabel(busiest)} with ${plural(ordersByHour[busiest]!, 'order')}.`;
}

/** "Top product: Name with $120.00 of revenue; 10 products listed." */
export function topSummary(
  kind: 'product' | 'customer',
  rows: readonly { name: string; revenue: string }[],
): string {
  const first = rows[0];
  if (!first) return `No ${kind} bought anything in this range.`;
  return `Top ${kind}: ${first.name} with ${formatDollars(toCents(first.revenue) ?? 0)} of revenue; ${plural(rows.length, kind)} listed.`;
}

/** "Crypto 3 deposits ($90.00), Card 1 deposit ($25.00), PayPal none." */
export function methodSummary(methods: readonly ChartDepositMethodDto[]): string {
  return `${methods
    .map(
      (method) =>
        `${METHOD_LABELS[method.method]} ${method.count === 0 ? 'none' : `${plural(method.count, 'deposit')} (${formatDollars(toCents(method.amount) ?? 0)})`}`,
    )
    .join(', ')}.`;
}

/** "5 deposits requested: 3 paid, 1 failed, 1 expired, 1 paid late." */
export function funnelSummary(funnel: ChartDepositFunnelDto): string {
  const [requested, ...rest] = FUNNEL_STEPS;
  return `${plural(funnel[requested!.key], 'deposit')} requested: ${rest
    .map((step) => `${funnel[step.key]} ${step.label.toLowerCase()}`)
    .join(', ')}.`;
}

/** "Refunds $12.00 (2) and 1 warranty claim over 30 days; the previous 30 days: $0.00 (0) and 0." */
export function refundSummary(charts: ReportChartsDto): string {
  const days = charts.daily.length;
  const of = (series: readonly ChartDayDto[]) =>
    `${formatDollars(totalCents(series, 'refunds'))} (${plural(totalCount(series, 'refundCount'), 'refund')}) and ${plural(totalCount(series, 'claims'), 'warranty claim')}`;
  return `Refunds ${of(charts.daily)} over ${plural(days, 'day')}; the previous ${plural(days, 'day')}: ${of(charts.previousDaily)}.`;
}
