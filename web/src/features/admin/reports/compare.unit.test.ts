import { describe, expect, it } from 'vitest';
import { compareWithYesterday, formatPercentChange } from './compare';

describe('reports compare today with yesterday (docs/specs/admin-area.md section 9)', () => {
  it('gives the percentage change from yesterday to today', () => {
    expect(compareWithYesterday(150, 100)).toBe(50);
    expect(compareWithYesterday(50, 100)).toBe(-50);
    expect(compareWithYesterday(0, 4)).toBe(-100);
    expect(compareWithYesterday(7, 7)).toBe(0);
  });

  it('gives 100 when yesterday is 0 and today is positive', () => {
    expect(compareWithYesterday(1, 0)).toBe(100);
    expect(compareWithYesterday(259_900, 0)).toBe(100);
  });

  it('gives 0 when yesterday and today are both 0', () => {
    expect(compareWithYesterday(0, 0)).toBe(0);
  });

  it('compares amounts given in integer cents', () => {
    // $19.99 yesterday, $29.99 today: +50.03%
    expect(formatPercentChange(compareWithYesterday(2999, 1999))).toBe('+50%');
    expect(compareWithYesterday(2999, 1999)).toBeCloseTo(50.025, 3);
  });

  it('shows the change with a sign and at most one decimal', () => {
    expect(formatPercentChange(100)).toBe('+100%');
    expect(formatPercentChange(12.345)).toBe('+12.3%');
    expect(formatPercentChange(-33.333)).toBe('-33.3%');
    expect(formatPercentChange(0)).toBe('0%');
  });
});
