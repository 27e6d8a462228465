import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarsToCents } from './money';

describe('money at the edge', () => {
  it('parses decimal strings and JSON numbers into integer cents without floats', () => {
    expect(parseDollarsToCents('12.50')).toBe(1250);
    expect(parseDollarsToCents('12.5')).toBe(1250);
    expect(parseDollarsToCents('0.1')).toBe(10);
    expect(parseDollarsToCents(19.99)).toBe(1999);
    expect(parseDollarsToCents(0.29)).toBe(29);
    expect(parseDollarsToCents(10000)).toBe(1_000_000);
    expect(parseDollarsToCents('7')).toBe(700);
  });

  it('refuses negatives, extra decimals, exponents and non-numbers', () => {
    for (const bad of [
      '-1',
      '1.234',
      '1e3',
      'abc',
      '',
      '1.',
      '.5',
      NaN,
      Infinity,
      1e-7,
      null,
      {},
      '1,50',
    ]) {
      expect(parseDollarsToCents(bad)).toBeNull();
    }
  });

  it('formats cents as a decimal string with two decimals', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-2998)).toBe('-29.98');
  });
});
