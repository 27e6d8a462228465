/** The deposit fee rule (docs/specs/customer-area.md section 9): a percentage, half up to the cent. */
import { describe, expect, it } from 'vitest';
import { MAXIMUM_DEPOSIT_CENTS } from './deposit-limits';
import { depositFeeCents, FEE_PERCENT } from './deposit-fee';
import { PAYMENT_METHODS } from './payments';

/** The rule computed independently: the exact amount x percent / 100, rounded half up. */
function expected(amountCents: bigint, percent: bigint): bigint {
  const exact = amountCents * percent;
  const whole = exact / 100n;
  return (exact % 100n) * 2n >= 100n ? whole + 1n : whole;
}

describe('depositFeeCents', () => {
  it('charges 0% for crypto and 10% for card and PayPal, rounded half up to the cent', () => {
    expect(FEE_PERCENT).toEqual({ crypto: 0, credit_card: 10, paypal: 10 });
    expect(depositFeeCents(5000, 'crypto')).toBe(0);
    expect(depositFeeCents(5000, 'credit_card')).toBe(500);
    expect(depositFeeCents(1005, 'paypal')).toBe(101);
    expect(depositFeeCents(1004, 'paypal')).toBe(100);
  });

  it('agrees with an exact BigInt computation for every amount up to the maximum deposit and every method', () => {
    let mismatches = 0;
    let first = '';
    for (const method of PAYMENT_METHODS) {
      const percent = BigInt(FEE_PERCENT[method]);
      for (let amount = 0; amount <= MAXIMUM_DEPOSIT_CENTS; amount++) {
        if (depositFeeCents(amount, method) !== Number(expected(BigInt(amount), percent))) {
          if (mismatches++ === 0) first = `${amount} cents by ${method}`;
        }
      }
    }
    expect({ mismatches, first }).toEqual({ mismatches: 0, first: '' });
  });

  it('refuses what is not whole cents', () => {
    for (const amount of [-1, 10.5, Number.NaN, 2 ** 53])
      expect(() => depositFeeCents(amount, 'paypal')).toThrow(RangeError);
  });
});
