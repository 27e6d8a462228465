import { describe, expect, it } from 'vitest';
import { depositIdFromSearch, depositStatusView } from './deposit-status';

describe('the followed deposit on Add Funds', () => {
  it('reads a positive whole deposit id from ?deposit= and nothing else', () => {
    expect(depositIdFromSearch('42')).toBe(42);
    expect(depositIdFromSearch('1')).toBe(1);
    for (const value of [null, '', '0', '-3', '4.5', '1e3', ' 7', '07', 'abc', '99999999999999999'])
      expect(depositIdFromSearch(value)).toBeNull();
  });

  it('says the amount while waiting and once received', () => {
    const deposit = { amount: '25.00', depositNumber: 'DEP-000007' };
    expect(depositStatusView({ ...deposit, status: 'pending' })).toMatchObject({
      severity: 'info',
      title: 'Waiting for your payment',
    });
    expect(depositStatusView({ ...deposit, status: 'pending' }).message).toContain(
      'Your balance updates automatically',
    );
    expect(depositStatusView({ ...deposit, status: 'confirmed' })).toEqual({
      severity: 'success',
      title: 'Payment received',
      message: '$25.00 has been added to your balance.',
    });
  });

  it('shows a failed or expired payment as an error naming the deposit', () => {
    const deposit = { amount: '1250.50', depositNumber: 'DEP-000008' };
    const failed = depositStatusView({ ...deposit, status: 'failed' });
    expect(failed).toMatchObject({ severity: 'error', title: 'Payment failed' });
    expect(failed.message).toContain('$1250.50 for DEP-000008 failed');
    const expired = depositStatusView({ ...deposit, status: 'expired' });
    expect(expired).toMatchObject({ severity: 'error', title: 'Payment expired' });
    expect(expired.message).toContain('DEP-000008 expired before it was paid');
  });
});
