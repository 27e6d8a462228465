import { describe, expect, it } from 'vitest';
import { datesInRange, previousRange } from './report-charts';

describe('the ranges of the report charts', () => {
  it('gives the range of the same length that ends the day before', () => {
    expect(previousRange('2026-03-01', '2026-03-30')).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(previousRange('2026-01-01', '2026-01-01')).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(previousRange('2024-03-01', '2025-02-28')).toEqual({
      from: '2023-03-02',
      to: '2024-02-29',
    });
  });

  it('lists every day of a range, the empty ones included, oldest first', () => {
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesInRange('2026-02-27', '2026-02-27')).toEqual(['2026-02-27']);
    expect(datesInRange('2026-02-27', '2026-02-26')).toEqual([]);
  });
});
