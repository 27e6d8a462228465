import { describe, expect, it } from 'vitest';
import { checkDeposit, dollarsLabel, topUpMessage, totalCents } from './deposit';

describe('add funds rules (docs/specs/customer-area.md sections 5 and 9)', () => {
  it('refuses an empty, unreadable, zero or negative amount as Invalid amount', () => {
    for (const text of ['', '  ', 'abc', '0', '0.00', '-5', '5.999']) {
      expect(checkDeposit(text, 'crypto')).toEqual({
        problem: {
          title: 'Invalid amount',
          description: 'Please enter a valid amount greater than $0.',
        },
      });
    }
  });

  it('refuses an amount below the method minimum with the method named', () => {
    expect(checkDeposit('4.99', 'crypto')).toEqual({
      problem: { title: 'Amount too small', description: 'Minimum deposit for crypto is $5.' },
    });
    expect(checkDeposit('9.99', 'credit_card')).toEqual({
      problem: {
        title: 'Amount too small',
        description: 'Minimum deposit for credit card is $10.',
      },
    });
    expect(checkDeposit('5', 'paypal')).toEqual({
      problem: { title: 'Amount too small', description: 'Minimum deposit for PayPal is $10.' },
    });
  });

  it('refuses more than $10,000 and accepts exactly $10,000', () => {
    expect(checkDeposit('10000.01', 'crypto')).toEqual({
      problem: {
        title: 'Amount too large',
        description: 'Maximum deposit amount is $10,000 per transaction.',
      },
    });
    expect(checkDeposit('10000', 'crypto')).toEqual({ amountCents: 1_000_000 });
  });

  it('accepts the minimums and reads cents exactly', () => {
    expect(checkDeposit('5', 'crypto')).toEqual({ amountCents: 500 });
    expect(checkDeposit('10.50', 'credit_card')).toEqual({ amountCents: 1050 });
  });

  it('charges 0% for crypto and 10% for card and PayPal, rounded half up to the cent, on top of the amount', () => {
    // The fee itself is contracts/deposit-fee.ts, tested there for every amount.
    expect(totalCents(5000, 'credit_card')).toBe(5500);
    expect(totalCents(1005, 'paypal')).toBe(1106);
    expect(totalCents(2500, 'crypto')).toBe(2500);
  });

  it('labels whole dollars without cents and with thousands separators', () => {
    expect(dollarsLabel(500)).toBe('$5');
    expect(dollarsLabel(1_000_000)).toBe('$10,000');
    expect(dollarsLabel(1250)).toBe('$12.50');
  });

  it('writes the live-chat request with amount, method, fee, total and e-mail', () => {
    const message = topUpMessage(5000, 'paypal', 'ada@example.com');
    expect(message).toContain('Amount: $50.00');
    expect(message).toContain('Payment method: PayPal');
    expect(message).toContain('Fee (10%): $5.00');
    expect(message).toContain('Total to pay: $55.00');
    expect(message).toContain('Account e-mail: ada@example.com');
  });
});
