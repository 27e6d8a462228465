import { describe, expect, it } from 'vitest';
import type { ReportFigureDto, ReportsDto } from '@contracts/admin';
import {
  dailyRows,
  formatPeriod,
  formatReportDate,
  isReportEmpty,
  reportCards,
  sumPeriods,
} from './report-periods';

const zero: ReportFigureDto = { amount: '0.00', count: 0 };
const periods = (today = zero, yesterday = zero, weekly = zero, monthly = zero) => ({
  today,
  yesterday,
  weekly,
  monthly,
});

/** 30 days ending 2025-03-30, newest first, all zero except those given by index. */
function reportsWith(
  days: Record<number, { deposits?: ReportFigureDto; orders?: ReportFigureDto }> = {},
): ReportsDto {
  return {
    timeZone: 'Asia/Dubai',
    deposits: periods(),
    orders: periods(),
    daily: Array.from({ length: 30 }, (_, index) => ({
      date: `2025-03-${String(30 - index).padStart(2, '0')}`,
      deposits: days[index]?.deposits ?? zero,
      orders: days[index]?.orders ?? zero,
    })),
  };
}

describe('reports page figures (docs/specs/admin-area.md 2.13)', () => {
  it('counts a store without deposits or orders as having no reports', () => {
    expect(isReportEmpty(reportsWith())).toBe(true);
    expect(isReportEmpty(reportsWith({ 12: { orders: { amount: '5.00', count: 1 } } }))).toBe(
      false,
    );
  });

  it('compares today with yesterday on every card', () => {
    const reports: ReportsDto = {
      ...reportsWith(),
      deposits: periods({ amount: '30.00', count: 1 }, { amount: '20.00', count: 2 }),
      orders: periods(
        { amount: '40.00', count: 2 },
        zero,
        { amount: '90.00', count: 5 },
        { amount: '300.00', count: 20 },
      ),
    };
    const cards = reportCards(reports);
    expect(cards.map((card) => [card.title, card.figure.cents, card.changePercent])).toEqual([
      ["Today's Deposits", 3000, 50],
      ["Today's Orders", 4000, 100],
      ['Weekly Revenue', 9000, 100],
      ['Monthly Revenue', 30000, 100],
    ]);
  });

  it('sums the 30 days into weeks, newest first, and into one month', () => {
    const days = dailyRows(
      reportsWith({
        0: { orders: { amount: '10.00', count: 1 } },
        6: { deposits: { amount: '50.00', count: 1 } },
        7: { orders: { amount: '2.50', count: 1 } },
        29: { orders: { amount: '1.00', count: 1 } },
      }),
    );
    const weeks = sumPeriods(days, 7);
    expect(weeks.map((week) => [week.from, week.to])).toEqual([
      ['2025-03-24', '2025-03-30'],
      ['2025-03-17', '2025-03-23'],
      ['2025-03-10', '2025-03-16'],
      ['2025-03-03', '2025-03-09'],
      ['2025-03-01', '2025-03-02'],
    ]);
    expect(weeks[0]).toMatchObject({
      deposits: { cents: 5000, count: 1 },
      orders: { cents: 1000 },
    });
    expect(weeks[1]!.orders).toEqual({ cents: 250, count: 1 });
    expect(weeks[4]!.orders).toEqual({ cents: 100, count: 1 });

    const [month] = sumPeriods(days, 30);
    expect(month).toMatchObject({ from: '2025-03-01', to: '2025-03-30' });
    expect(month!.orders).toEqual({ cents: 1350, count: 3 });
  });

  it('formats calendar dates without shifting them by a time zone', () => {
    expect(formatReportDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatPeriod({ from: '2024-12-30', to: '2025-01-05' })).toBe(
      'Dec 30, 2024 – Jan 05, 2025',
    );
  });
});
