import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { adjustBalance } from './decide';
import { evolveWallet, initialWallet, type WalletEvent } from './wallet';

const spec = DeciderSpecification.for({
  decide: adjustBalance,
  evolve: evolveWallet,
  initialState: initialWallet,
});
const adjust = (amountCents: number, operation: 'add' | 'subtract') => ({
  userId: 3,
  amountCents,
  operation,
  adminId: 1,
  reason: 'support',
});
const adjusted = (amountCents: number, extra: { depositId?: number } = {}): WalletEvent => ({
  type: 'BalanceAdjusted',
  data: { userId: 3, amountCents, adminId: 1, reason: 'support', ...extra },
});

describe('AdjustBalance', () => {
  it('adds and subtracts in cents, recording the admin and the reason', () => {
    spec
      .given([])
      .when(adjust(5000, 'add'))
      .then([adjusted(5000)]);
    spec
      .given([adjusted(5000)])
      .when(adjust(1250, 'subtract'))
      .then([adjusted(-1250)]);
    spec.given([adjusted(5000), adjusted(-1250)]).thenState({ balanceCents: 3750 });
  });

  it('never takes the balance below zero', () => {
    spec
      .given([])
      .when(adjust(1, 'subtract'))
      .thenThrows('rule', 'Insufficient balance: the balance cannot go below zero');
  });

  it('records the card or PayPal request an addition credits, and refuses it on a subtraction', () => {
    spec
      .given([])
      .when({ ...adjust(2000, 'add'), depositId: 9 })
      .then([adjusted(2000, { depositId: 9 })]);
    spec
      .given([adjusted(2000, { depositId: 9 })])
      .when({ ...adjust(100, 'subtract'), depositId: 9 })
      .thenThrows('validation', 'A top-up request is credited with an addition');
  });

  it('adds deposits to the balance', () => {
    spec
      .given([
        {
          type: 'DepositCredited',
          data: {
            userId: 1,
            depositId: 2,
            depositNumber: 'DEP-000002',
            amountCents: 2550,
            method: 'crypto',
          },
        },
      ])
      .thenState({ balanceCents: 2550 });
  });

  it('requires a positive whole number of cents', () => {
    for (const amountCents of [0, -5, 0.5])
      spec
        .given([])
        .when(adjust(amountCents, 'add'))
        .thenThrows('validation', 'Amount must be greater than 0');
  });
});
