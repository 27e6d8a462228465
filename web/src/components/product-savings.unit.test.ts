/** The savings badge's figure: whole percent saved against the struck original price. */
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@contracts/responses';
import { savingsPercent } from './product-display';

const priced = (price: string, originalPrice: string | null) =>
  ({ price, originalPrice }) as ProductDto;

describe('savingsPercent', () => {
  it('floors the saving so the badge never promises more than the prices show', () => {
    expect(savingsPercent(priced('4.99', '34.99'))).toBe(85);
    expect(savingsPercent(priced('15.00', '20.00'))).toBe(25);
    expect(savingsPercent(priced('0.00', '9.99'))).toBe(100);
  });

  it('is null when nothing is struck: no original, the same or a lower one', () => {
    expect(savingsPercent(priced('10.00', null))).toBeNull();
    expect(savingsPercent(priced('10.00', '10.00'))).toBeNull();
    expect(savingsPercent(priced('10.00', '8.00'))).toBeNull();
  });

  it('is null for a saving under 1%', () => {
    expect(savingsPercent(priced('99.50', '100.00'))).toBeNull();
  });
});
