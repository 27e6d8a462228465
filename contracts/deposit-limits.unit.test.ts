/** The deposit limits (docs/specs/customer-area.md sections 2 and 5 "Add funds"), both sides' check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositAmountProblem,
  MAXIMUM_DEPOSIT_CENTS,
  MINIMUM_DEPOSIT_CENTS,
} from './deposit-limits';
import { createPaymentSchema, manualPaymentRequestSchema, PAYMENT_METHODS } from './payments';

const INVALID = {
  title: 'Invalid amount',
  description: 'Please enter a valid amount greater than $0.',
};
const TOO_LARGE = {
  title: 'Amount too large',
  description: 'Maximum deposit amount is $10,000 per transaction.',
};
const tooSmall = (description: string) => ({ title: 'Amount too small', description });

describe('depositAmountProblem', () => {
  it('holds the spec’s limits: $5 for crypto, $10 for card and PayPal, $10,000 at most', () => {
    expect(MINIMUM_DEPOSIT_CENTS).toEqual({ crypto: 500, credit_card: 1000, paypal: 1000 });
    expect(MAXIMUM_DEPOSIT_CENTS).toBe(1_000_000);
  });

  it('refuses zero or less as Invalid amount', () => {
    for (const method of PAYMENT_METHODS)
      for (const cents of [0, -1, -500])
        expect(depositAmountProblem(cents, method)).toEqual(INVALID);
  });

  it('refuses less than the method’s minimum, naming the method, and accepts the minimum', () => {
    expect(depositAmountProblem(499, 'crypto')).toEqual(
      tooSmall('Minimum deposit for crypto is $5.'),
    );
    expect(depositAmountProblem(999, 'credit_card')).toEqual(
      tooSmall('Minimum deposit for credit card is $10.'),
    );
    expect(depositAmountProblem(500, 'paypal')).toEqual(
      tooSmall('Minimum deposit for PayPal is $10.'),
    );
    expect(depositAmountProblem(500, 'crypto')).toBeNull();
    expect(depositAmountProblem(1000, 'credit_card')).toBeNull();
    expect(depositAmountProblem(1000, 'paypal')).toBeNull();
  });

  it('refuses more than $10,000 and accepts exactly $10,000', () => {
    for (const method of PAYMENT_METHODS) {
      expect(depositAmountProblem(1_000_001, method)).toEqual(TOO_LARGE);
      expect(depositAmountProblem(1_000_000, method)).toBeNull();
    }
  });

  it('refuses exactly the amounts outside [minimum, $10,000], for any whole number of cents', () => {
    const minimum = { crypto: 500, credit_card: 1000, paypal: 1000 };
    fc.assert(
      fc.property(
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        fc.constantFrom(...PAYMENT_METHODS),
        (cents, method) => {
          const title = depositAmountProblem(cents, method)?.title ?? null;
          const expected =
            cents <= 0
              ? 'Invalid amount'
              : cents < minimum[method]
                ? 'Amount too small'
                : cents > 1_000_000
                  ? 'Amount too large'
                  : null;
          expect(title).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('is what the request bodies answer, as one line', () => {
    const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.success ? null : result.error!.issues.map((issue) => issue.message);
    expect(messageOf(createPaymentSchema.safeParse({ amount: 4.99 }))).toEqual([
      'Amount too small: Minimum deposit for crypto is $5.',
    ]);
    expect(messageOf(createPaymentSchema.safeParse({ amount: 0 }))).toEqual([
      'Invalid amount: Please enter a valid amount greater than $0.',
    ]);
    expect(messageOf(createPaymentSchema.safeParse({ amount: '10000.01' }))).toEqual([
      'Amount too large: Maximum deposit amount is $10,000 per transaction.',
    ]);
    expect(messageOf(createPaymentSchema.safeParse({ amount: 10000 }))).toBeNull();
    expect(
      messageOf(manualPaymentRequestSchema.safeParse({ amount: 9.99, method: 'paypal' })),
    ).toEqual(['Amount too small: Minimum deposit for PayPal is $10.']);
    expect(
      messageOf(manualPaymentRequestSchema.safeParse({ amount: 5, method: 'credit_card' })),
    ).toEqual(['Amount too small: Minimum deposit for credit card is $10.']);
    expect(
      messageOf(manualPaymentRequestSchema.safeParse({ amount: 0, method: 'paypal' })),
    ).toEqual(['Invalid amount: Please enter a valid amount greater than $0.']);
    expect(
      messageOf(manualPaymentRequestSchema.safeParse({ amount: 10_001, method: 'paypal' })),
    ).toEqual(['Amount too large: Maximum deposit amount is $10,000 per transaction.']);
  });
});
