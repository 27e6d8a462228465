import { describe, expect, it } from 'vitest';
import type { ChartDayDto, ReportChartsDto } from '@contracts/report-charts';
import {
  changeText,
  funnelSummary,
  hasActivity,
  hourSummary,
  methodSummary,
  refundSummary,
  revenueSummary,
  topSummary,
  totalCents,
} from './chart-summaries';

const day = (date: string, figures: Partial<ChartDayDto> = {}): ChartDayDto => ({
  date,
  revenue: '0.00',
  orders: 0,
  deposits: '0.00',
  depositCount: 0,
  refunds: '0.00',
  refundCount: 0,
  claims: 0,
  ...figures,
});

const charts = (overrides: Partial<ReportChartsDto> = {}): ReportChartsDto => ({
  from: '2026-03-03',
  to: '2026-03-04',
  previousFrom: '2026-03-01',
  previousTo: '2026-03-02',
  timeZone: 'Asia/Dubai',
  daily: [
    day('2026-03-03', { revenue: '10.10', orders: 2, deposits: '50.00', depositCount: 1 }),
    day('2026-03-04', { revenue: '1.10', orders: 1, refunds: '3.00', refundCount: 1, claims: 1 }),
  ],
  previousDaily: [day('2026-03-01', { revenue: '10.00', orders: 1 }), day('2026-03-02')],
  ordersByHour: Array.from({ length: 24 }, () => 0),
  topProducts: [],
  topCustomers: [],
  depositsByMethod: [
    { method: 'crypto', count: 1, amount: '50.00' },
    { method: 'credit_card', count: 0, amount: '0.00' },
    { method: 'paypal', count: 2, amount: '1234.50' },
  ],
  depositFunnel: { requested: 5, paid: 3, failed: 1, expired: 1, paidLate: 1 },
  ...overrides,
});

describe('the report charts summaries', () => {
  it('sums a daily series in cents, without float drift', () => {
    expect(totalCents(charts().daily, 'revenue')).toBe(1120);
    expect(
      totalCents([day('a', { revenue: '0.10' }), day('b', { revenue: '0.20' })], 'revenue'),
    ).toBe(30);
  });

  it('compares a period with the previous one in words', () => {
    expect(changeText(1120, 1000, 30)).toBe('up 12% on the previous 30 days');
    expect(changeText(500, 1000, 7)).toBe('down 50% on the previous 7 days');
    expect(changeText(1000, 1000, 1)).toBe('the same as the previous 1 day');
    expect(changeText(10, 0, 90)).toBe('none in the previous 90 days');
    expect(changeText(0, 0, 90)).toBe('the same as the previous 90 days');
  });

  it('says what revenue and deposits came to against the previous period', () => {
    expect(revenueSummary(charts())).toBe(
      'Revenue $11.20 over 2 days, up 12% on the previous 2 days. Deposits $50.00 over 2 days, none in the previous 2 days.',
    );
  });

  it('names the busiest hour', () => {
    const hours = Array.from({ length: 24 }, () => 0);
    hours[9] = 1;
    hours[14] = 3;
    expect(hourSummary(hours)).toBe('4 orders; the busiest hour is 14:00 with 3 orders.');
    expect(hourSummary(Array.from({ length: 24 }, () => 0))).toBe('No orders in this range.');
  });

  it('names the top product or customer', () => {
    expect(
      topSummary('product', [
        { name: 'Key', revenue: '12.00' },
        { name: 'B', revenue: '1.00' },
      ]),
    ).toBe('Top product: Key with $12.00 of revenue; 2 products listed.');
    expect(topSummary('customer', [])).toBe('No customer bought anything in this range.');
  });

  it('lists deposits by method and the funnel', () => {
    expect(methodSummary(charts().depositsByMethod)).toBe(
      'Crypto 1 deposit ($50.00), Card none, PayPal 2 deposits ($1234.50).',
    );
    expect(funnelSummary(charts().depositFunnel)).toBe(
      '5 deposits requested: 3 paid, 1 failed, 1 expired, 1 paid late.',
    );
  });

  it('gives refunds and claims of both periods', () => {
    expect(refundSummary(charts())).toBe(
      'Refunds $3.00 (1 refund) and 1 warranty claim over 2 days; the previous 2 days: $0.00 (0 refunds) and 0 warranty claims.',
    );
  });

  it('tells a range with activity from one without', () => {
    expect(hasActivity(charts())).toBe(true);
    const quiet = charts({
      daily: [day('2026-03-03'), day('2026-03-04')],
      depositFunnel: { requested: 0, paid: 0, failed: 0, expired: 0, paidLate: 0 },
    });
    expect(hasActivity(quiet)).toBe(false);
    expect(hasActivity({ ...quiet, depositFunnel: { ...quiet.depositFunnel, requested: 1 } })).toBe(
      true,
    );
  });
});
