import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import type { WalletEvent } from '../wallet/wallet';
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
  type Deposit,
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
const paid = { providerTransactionId: 'tx-9', paidCents: null };
const confirmed = (lateAfter: 'failed' | 'expired' | null = null): DepositEvent => ({
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
    lateAfter,
    creditedBy: null,
  },
});
const credited: WalletEvent = {
  type: 'DepositCredited',
  data: {
    userId: 3,
    depositId: 7,
    depositNumber: 'DEP-000007',
    amountCents: 2550,
    method: 'crypto',
  },
};
const failed = (reason: string): DepositEvent => ({
  type: 'DepositFailed',
  data: { depositId: 7, userId: 3, reason },
});
const expired: DepositEvent = { type: 'DepositExpired', data: { depositId: 7, userId: 3 } };

const deposit = { evolve: evolveDeposit, initialState: initialDeposit };
const request = DeciderSpecification.for({ decide: requestDeposit, ...deposit });
const { feeCents: _fee, ...requestCommand } = requestedData;
const confirm = DeciderSpecification.for({ decide: confirmPayment, ...deposit });
const fail = DeciderSpecification.for({ decide: failPayment, ...deposit });
const expire = DeciderSpecification.for({
  decide: (_: void, state: Deposit) => expireDeposit(state),
  ...deposit,
});
const creditManual = DeciderSpecification.for({ decide: creditManualRequest, ...deposit });

describe('RequestDeposit', () => {
  it('opens a pending deposit', () => {
    request.given([]).when(requestCommand).then([requested]);
    const { feeCents: _manualFee, ...manualCommand } = manual.data;
    // PayPal's 10% of $25.50, rounded half up to the cent.
    request.given([]).when(manualCommand).then([manual]);
    request.given([requested]).thenState({ status: 'pending' });
  });

  it('refuses a second request on the same stream and a non-positive or fractional amount', () => {
    request
      .given([requested])
      .when(requestCommand)
      .thenThrows('conflict', 'This deposit already exists');
    for (const amountCents of [0, -1, 12.5])
      request
        .given([])
        .when({ ...requestCommand, amountCents })
        .thenThrows('validation', 'Invalid amount: Please enter a valid amount greater than $0.');
  });
});

describe('ConfirmPayment', () => {
  it('confirms and credits the wallet the requested amount', () => {
    confirm
      .given([requested])
      .when(paid)
      .then({ deposit: [confirmed()], wallet: [credited] });
  });

  it('changes nothing for a deposit already confirmed (a repeated or replayed callback)', () => {
    confirm.given([requested, confirmed()]).when(paid).then({ deposit: [], wallet: [] });
  });

  it('still credits money that arrives after the deposit expired or failed, marking it late', () => {
    confirm
      .given([requested, expired])
      .when(paid)
      .then({ deposit: [confirmed('expired')], wallet: [credited] });
    confirm
      .given([requested, failed('x')])
      .when(paid)
      .then({ deposit: [confirmed('failed')], wallet: [credited] });
  });

  it('refuses an unknown deposit, a manual request and a paid amount that differs', () => {
    confirm.given([]).when(paid).thenThrows('not_found', 'Deposit not found');
    confirm.given([manual]).when(paid).thenThrows('rule', 'A manual top-up is credited by staff');
    confirm
      .given([requested])
      .when({ providerTransactionId: null, paidCents: 2549 })
      .thenThrows('rule', "The paid amount (2549 cents) differs from the deposit's (2550 cents)");
  });
});

describe('FailPayment and ExpireDeposit', () => {
  it('fail and expire only a pending deposit', () => {
    fail
      .given([requested])
      .when({ reason: 'Declined' })
      .then([failed('Declined')]);
    expire.given([requested]).when().then([expired]);
    fail.given([requested, confirmed()]).when({ reason: 'late' }).then([]);
    expire.given([requested, confirmed()]).when().then([]);
    expire.given([manual]).when().then([]);
    expire.given([]).when().then([]);
  });
});

describe('CreditManualRequest', () => {
  it('confirms a pending card or PayPal request once, for its own customer', () => {
    const command = { userId: 3, amountCents: 2550, adminId: 1 };
    const manuallyCredited: DepositEvent = {
      type: 'DepositConfirmed',
      data: {
        depositId: 7,
        depositNumber: 'DEP-000007',
        userId: 3,
        amountCents: 2550,
        provider: 'manual',
        method: 'paypal',
        providerPaymentId: null,
        providerTransactionId: null,
        lateAfter: null,
        creditedBy: 1,
      },
    };
    creditManual.given([manual]).when(command).then([manuallyCredited]);
    creditManual
      .given([manual, manuallyCredited])
      .when(command)
      .thenThrows('conflict', 'This top-up request was already credited');
    creditManual
      .given([manual])
      .when({ ...command, userId: 4 })
      .thenThrows('not_found', 'Top-up request not found for this user');
    creditManual
      .given([requested])
      .when(command)
      .thenThrows('conflict', 'Only card and PayPal requests are credited by staff');
  });
});
