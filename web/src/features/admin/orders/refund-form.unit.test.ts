/** The refund dialog's checks before sending (domain/order/decide.ts refundOrder has the same rules). */
import { describe, expect, it } from 'vitest';
import { refundFormErrors } from './refund-form';

const form = { amount: '5.00', reason: 'Late', restock: false };

describe('refundFormErrors', () => {
  it('accepts an amount above 0 and up to what is left, with a reason', () => {
    expect(refundFormErrors(form, 1000)).toEqual({});
    expect(refundFormErrors({ ...form, amount: '10' }, 1000)).toEqual({});
  });

  it('refuses an unreadable, zero or too large amount, saying how much is left', () => {
    expect(refundFormErrors({ ...form, amount: '1.234' }, 1000).amount).toBe(
      'Enter an amount in dollars with at most 2 decimals',
    );
    expect(refundFormErrors({ ...form, amount: '0' }, 1000).amount).toBe(
      'The refund amount must be more than 0.00',
    );
    expect(refundFormErrors({ ...form, amount: '10.01' }, 1000).amount).toBe(
      'The refund cannot be more than $10.00',
    );
  });

  it('asks for a reason', () => {
    expect(refundFormErrors({ ...form, reason: '  ' }, 1000).reason).toBe(
      'A reason for the refund is required',
    );
  });

  it('restocks only with the refund of everything left', () => {
    expect(refundFormErrors({ ...form, restock: true }, 1000).restock).toBe(
      'Keys go back to stock only with a refund of everything left on the order',
    );
    expect(refundFormErrors({ ...form, amount: '10.00', restock: true }, 1000)).toEqual({});
  });
});
