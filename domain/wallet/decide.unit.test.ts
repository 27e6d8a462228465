import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { fold } from '../shared/event';
import { adjustBalance } from './decide';
import { evolveWallet, initialWallet, type WalletEvent } from './wallet';

const given = (events: WalletEvent[]) => fold(events, evolveWallet, initialWallet);
const adjust = (amountCents: number, operation: 'add' | 'subtract') => ({
  userId: 3,
  amountCents,
  operation,
  adminId: 1,
  reason: 'support',
});

describe('AdjustBalance', () => {
  it('adds and subtracts in cents, recording the admin and the reason', () => {
    const added = adjustBalance(adjust(5000, 'add'), given([]));
    expect(added).toEqual([
      {
        type: 'BalanceAdjusted',
        data: { userId: 3, amountCents: 5000, adminId: 1, reason: 'support' },
      },
    ]);
    const subtracted = adjustBalance(adjust(1250, 'subtract'), given(added));
    expect(subtracted[0]!.data).toMatchObject({ amountCents: -1250 });
    expect(given([...added, ...subtracted]).balanceCents).toBe(3750);
  });

  it('never takes the balance below zero', () => {
    expect(() => adjustBalance(adjust(1, 'subtract'), given([]))).toThrow(DomainError);
  });

  it('records the card or PayPal request an addition credits, and refuses it on a subtraction', () => {
    const credited = adjustBalance({ ...adjust(2000, 'add'), depositId: 9 }, given([]));
    expect(credited[0]!.data).toMatchObject({ amountCents: 2000, depositId: 9 });
    expect(() =>
      adjustBalance({ ...adjust(100, 'subtract'), depositId: 9 }, given(credited)),
    ).toThrow('A top-up request is credited with an addition');
  });

  it('adds deposits to the balance', () => {
    const deposit: WalletEvent = {
      type: 'DepositCredited',
      data: {
        userId: 1,
        depositId: 2,
        depositNumber: 'DEP-000002',
        amountCents: 2550,
        method: 'crypto',
      },
    };
    expect(given([deposit]).balanceCents).toBe(2550);
  });

  it('requires a positive whole number of cents', () => {
    expect(() => adjustBalance(adjust(0, 'add'), given([]))).toThrow(
      'Amount must be greater than 0',
    );
    expect(() => adjustBalance(adjust(-5, 'add'), given([]))).toThrow(
      'Amount must be greater than 0',
    );
    expect(() => adjustBalance(adjust(0.5, 'add'), given([]))).toThrow(
      'Amount must be greater than 0',
    );
  });
});
