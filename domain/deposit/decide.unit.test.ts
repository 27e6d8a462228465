import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import { expectDomainError } from '../shared/expect-domain-error';
import {
  confirmPayment,
  creditManualRequest,
  expireDeposit,
  failPayment,
  requestDeposit,
} from './decide';
import {
  evolveDeposit,
  initialDeposit,
  type DepositEvent,
  type DepositRequestedData,
} from './deposit';

const requestedData: DepositRequestedData = {
  depositId: 7,
  depositNumber: 'DEP-000007',
  userId: 3,
  amountCents: 2550,
  feeCents: 0,
  method: 'crypto',
  provider: 'sandbox',
  providerPaymentId: 'sbx_1',
  payUrl: 'http://localhost:5000/sandbox/pay/sbx_1',
  expiresAt: '2026-11-21T10:00:00.000Z',
  ticketId: null,
};
const requested: DepositEvent = { type: 'DepositRequested', data: requestedData };
const manual: DepositEvent = {
  type: 'DepositRequested',
  data: {
    ...requestedData,
    method: 'paypal',
    provider: 'manual',
    feeCents: 255,
    providerPaymentId: null,
    payUrl: null,
    expiresAt: null,
    ticketId: 4,
  },
};
const given = (events: DepositEvent[]) => fold(events, evolveDeposit, initialDeposit);
const paid = { providerTransactionId: 'tx-9', paidCents: null };

describe('RequestDeposit', () => {
  it('opens a pending deposit', () => {
    expect(requestDeposit(requestedData, given([]))).toEqual([requested]);
    expect(given([requested]).status).toBe('pending');
  });

  it('refuses a second request on the same stream and a non-positive or fractional amount', () => {
    expectDomainError(
      () => requestDeposit(requestedData, given([requested])),
      'conflict',
      'This deposit already exists',
    );
    for (const amountCents of [0, -1, 12.5])
      expectDomainError(
        () => requestDeposit({ ...requestedData, amountCents }, given([])),
        'validation',
        'Invalid amount: Please enter a valid amount greater than $0.',
      );
  });
});

describe('ConfirmPayment', () => {
  it('confirms and credits the wallet the requested amount', () => {
    const decision = confirmPayment(paid, given([requested]));
    expect(decision.deposit).toEqual([
      {
        type: 'DepositConfirmed',
        data: {
          depositId: 7,
          depositNumber: 'DEP-000007',
          userId: 3,
          amountCents: 2550,
          provider: 'sandbox',
          method: 'crypto',
          providerPaymentId: 'sbx_1',
          providerTransactionId: 'tx-9',
          lateAfter: null,
          creditedBy: null,
        },
      },
    ]);
    expect(decision.wallet).toEqual([
      {
        type: 'DepositCredited',
        data: {
          userId: 3,
          depositId: 7,
          depositNumber: 'DEP-000007',
          amountCents: 2550,
          method: 'crypto',
        },
      },
    ]);
  });

  it('changes nothing for a deposit already confirmed (a repeated or replayed callback)', () => {
    const confirmed = confirmPayment(paid, given([requested])).deposit;
    expect(confirmPayment(paid, given([requested, ...confirmed]))).toEqual({
      deposit: [],
      wallet: [],
    });
  });

  it('still credits money that arrives after the deposit expired or failed, marking it late', () => {
    const expired = given([requested, ...expireDeposit(given([requested]))]);
    expect(confirmPayment(paid, expired).deposit[0]!.data).toMatchObject({ lateAfter: 'expired' });
    expect(confirmPayment(paid, expired).wallet).toHaveLength(1);
    const failed = given([requested, ...failPayment({ reason: 'x' }, given([requested]))]);
    expect(confirmPayment(paid, failed).deposit[0]!.data).toMatchObject({ lateAfter: 'failed' });
  });

  it('refuses an unknown deposit, a manual request and a paid amount that differs', () => {
    expectDomainError(() => confirmPayment(paid, given([])), 'not_found', 'Deposit not found');
    expectDomainError(
      () => confirmPayment(paid, given([manual])),
      'rule',
      'A manual top-up is credited by staff',
    );
    expectDomainError(
      () => confirmPayment({ providerTransactionId: null, paidCents: 2549 }, given([requested])),
      'rule',
      "The paid amount (2549 cents) differs from the deposit's (2550 cents)",
    );
  });
});

describe('FailPayment and ExpireDeposit', () => {
  it('fail and expire only a pending deposit', () => {
    expect(failPayment({ reason: 'Declined' }, given([requested]))).toEqual([
      { type: 'DepositFailed', data: { depositId: 7, userId: 3, reason: 'Declined' } },
    ]);
    expect(expireDeposit(given([requested]))).toEqual([
      { type: 'DepositExpired', data: { depositId: 7, userId: 3 } },
    ]);
    const confirmed = given([requested, ...confirmPayment(paid, given([requested])).deposit]);
    expect(failPayment({ reason: 'late' }, confirmed)).toEqual([]);
    expect(expireDeposit(confirmed)).toEqual([]);
    expect(expireDeposit(given([manual]))).toEqual([]);
    expect(expireDeposit(given([]))).toEqual([]);
  });
});

describe('CreditManualRequest', () => {
  it('confirms a pending card or PayPal request once, for its own customer', () => {
    const command = { userId: 3, amountCents: 2550, adminId: 1 };
    const events = creditManualRequest(command, given([manual]));
    expect(events[0]!.data).toMatchObject({ creditedBy: 1, amountCents: 2550, provider: 'manual' });
    expectDomainError(
      () => creditManualRequest(command, given([manual, ...events])),
      'conflict',
      'This top-up request was already credited',
    );
    expectDomainError(
      () => creditManualRequest({ ...command, userId: 4 }, given([manual])),
      'not_found',
      'Top-up request not found for this user',
    );
    expectDomainError(
      () => creditManualRequest(command, given([requested])),
      'conflict',
      'Only card and PayPal requests are credited by staff',
    );
  });
});
