/**
 * The coupon price rule (ARCHITECTURE.md "Money and the ledger"): half up, to the cent, on the unit
 * price.
 */
import { describe, expect, it } from 'vitest';
import { couponPrice, discountedUnitPriceCents } from './coupon-price';

/** The rule computed independently: the exact value price x (100 - pct) / 100, rounded half up. */
function expected(priceCents: bigint, percent: bigint): bigint {
  const exact = priceCents * (100n - percent);
  const whole = exact / 100n;
  return (exact % 100n) * 2n >= 100n ? whole + 1n : whole;
}

describe('discountedUnitPriceCents', () => {
  it('takes the percentage off the unit price, rounding the discounted price half up', () => {
    expect(discountedUnitPriceCents(1499, 50)).toBe(750); // 7.495 -> 7.50
    expect(discountedUnitPriceCents(999, 15)).toBe(849); // 8.4915 -> 8.49
    expect(discountedUnitPriceCents(5, 50)).toBe(3); // 0.025 -> 0.03
    expect(discountedUnitPriceCents(1, 50)).toBe(1); // 0.005 -> 0.01
    expect(discountedUnitPriceCents(1999, 10)).toBe(1799); // 17.991 -> 17.99
    expect(discountedUnitPriceCents(1250, 100)).toBe(0);
    expect(discountedUnitPriceCents(1250, 1)).toBe(1238); // 12.375 -> 12.38
    expect(discountedUnitPriceCents(0, 30)).toBe(0);
    expect(discountedUnitPriceCents(1250, 0)).toBe(1250);
  });

  // Ten million pairs: about half a second on an idle core, more on a busy machine.
  it(
    'agrees with an exact BigInt computation for every price up to $1,000 and every percent',
    {
      timeout: 60_000,
    },
    () => {
      let mismatches = 0;
      let first = '';
      for (let percent = 1; percent <= 100; percent++) {
        const bigPercent = BigInt(percent);
        for (let price = 1; price <= 100_000; price++) {
          if (
            discountedUnitPriceCents(price, percent) !== Number(expected(BigInt(price), bigPercent))
          ) {
            if (mismatches++ === 0) first = `${price} cents at ${percent}%`;
          }
        }
      }
      expect({ mismatches, first }).toEqual({ mismatches: 0, first: '' });
    },
  );

  it('stays exact for the largest prices the API accepts', () => {
    const price = 999_999_999_99; // nine integer digits of dollars
    for (let percent = 1; percent <= 100; percent++)
      expect(discountedUnitPriceCents(price, percent)).toBe(
        Number(expected(BigInt(price), BigInt(percent))),
      );
  });

  it('refuses what is not whole cents or a whole percent 0-100', () => {
    expect(() => discountedUnitPriceCents(10.5, 10)).toThrow(RangeError);
    expect(() => discountedUnitPriceCents(-1, 10)).toThrow(RangeError);
    expect(() => discountedUnitPriceCents(100, 101)).toThrow(RangeError);
    expect(() => discountedUnitPriceCents(100, 12.5)).toThrow(RangeError);
  });
});

describe('couponPrice', () => {
  it('multiplies the discounted unit price by the quantity, and the lines add up', () => {
    expect(couponPrice(1005, 3, 10)).toEqual({
      listUnitCents: 1005,
      unitCents: 905, // 9.045 -> 9.05
      discountCents: 300,
      totalCents: 2715,
    });
    expect(couponPrice(2399, 1, 20)).toEqual({
      listUnitCents: 2399,
      unitCents: 1919, // 19.192 -> 19.19
      discountCents: 480,
      totalCents: 1919,
    });
  });

  it('leaves the price alone without a coupon', () => {
    expect(couponPrice(1499, 2, null)).toEqual({
      listUnitCents: 1499,
      unitCents: 1499,
      discountCents: 0,
      totalCents: 2998,
    });
  });
});
