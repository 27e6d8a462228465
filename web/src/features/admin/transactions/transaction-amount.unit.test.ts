import { describe, expect, it } from 'vitest';
import { signedTransactionAmount } from './transaction-amount';

describe('admin transaction amounts (docs/specs/admin-area.md 2.12 and 3)', () => {
  it('shows money in with a plus and money out with a minus, from the signed amount', () => {
    expect(signedTransactionAmount('50.00')).toEqual({ text: '+$50.00', direction: 'in' });
    expect(signedTransactionAmount('-10.5')).toEqual({ text: '-$10.50', direction: 'out' });
  });

  it('shows zero and unreadable amounts as $0.00 without a direction', () => {
    expect(signedTransactionAmount('0.00')).toEqual({ text: '$0.00', direction: 'none' });
    expect(signedTransactionAmount('abc')).toEqual({ text: '$0.00', direction: 'none' });
  });
});
