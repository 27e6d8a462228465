import { describe, expect, it } from 'vitest';
import { purchaseLimitRangeMessage } from '@contracts/purchase-limits';
import { purchaseLimitsToFormValues, readPurchaseLimitsForm } from './purchase-limits-form';

describe('Purchase Limits form', () => {
  it('shows the limits and reads them back', () => {
    const values = purchaseLimitsToFormValues({ maxPerOrder: 2, maxPerCustomerPerDay: 0 });
    expect(values).toEqual({ maxPerOrder: '2', maxPerCustomerPerDay: '0' });
    expect(readPurchaseLimitsForm({ maxPerOrder: ' 3 ', maxPerCustomerPerDay: '10' })).toEqual({
      limits: { maxPerOrder: 3, maxPerCustomerPerDay: 10 },
      errors: null,
    });
  });

  it('refuses what the server refuses: blank, negative, fractional, over 10000', () => {
    expect(readPurchaseLimitsForm({ maxPerOrder: '', maxPerCustomerPerDay: '-1' })).toEqual({
      limits: null,
      errors: {
        maxPerOrder: purchaseLimitRangeMessage('maxPerOrder'),
        maxPerCustomerPerDay: purchaseLimitRangeMessage('maxPerCustomerPerDay'),
      },
    });
    expect(
      readPurchaseLimitsForm({ maxPerOrder: '1.5', maxPerCustomerPerDay: '10001' }).errors,
    ).toEqual({
      maxPerOrder: purchaseLimitRangeMessage('maxPerOrder'),
      maxPerCustomerPerDay: purchaseLimitRangeMessage('maxPerCustomerPerDay'),
    });
  });
});
