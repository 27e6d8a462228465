/** Coupon arithmetic in integer cents (customer-area.md section 9). */
import { describe, expect, it } from 'vitest';
import { priceBreakdown, unitDiscountCents } from './coupon-math';

describe('coupon discount', () => {
  it('takes the percentage off the unit price, rounding half up to the cent', () => {
    expect(unitDiscountCents(1499, 10)).toBe(150); // 149.9 -> 150
    expect(unitDiscountCents(1005, 10)).toBe(101); // 100.5 -> 101 (half up)
    expect(unitDiscountCents(1004, 10)).toBe(100); // 100.4 -> 100
    expect(unitDiscountCents(999, 100)).toBe(999);
  });

  it('multiplies the discounted unit price by the quantity', () => {
    expect(priceBreakdown(1005, 3, 10)).toEqual({
      unitCents: 904,
      discountCents: 303,
      totalCents: 2712,
    });
  });

  it('leaves the price alone without a coupon', () => {
    expect(priceBreakdown(1499, 2, null)).toEqual({
      unitCents: 1499,
      discountCents: 0,
      totalCents: 2998,
    });
  });
});
