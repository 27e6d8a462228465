import { VERIFY_EMAIL_FIRST } from '../../domain/deposit/decide';
import { depositVelocityMessage } from '../../contracts/velocity-limits';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, PaymentRequest } from '../payments/provider';
import { adjustBalance } from './adjust-balance';
import { at, commandTestKit, expectRefusal, type CommandTestKit } from './command-test-kit';
import { expireDeposit } from './expire-deposit';
import { requestDeposit } from './request-deposit';
import { requestManualDeposit } from './request-manual-deposit';
import { settlePayment } from './settle-payment';

const admin = at(1);
const customer = at(7);

/** A kit whose store holds customer 7 (and an empty wallet). */
async function withCustomer(): Promise<CommandTestKit> {
  const kit = commandTestKit();
  await kit.given('user-7', [
    {
      type: 'UserRegistered',
      data: {
        userId: 7,
        email: 'e',
        passwordHash: 'h',
        firstName: 'f',
        lastName: 'l',
        country: 'c',
      },
    },
  ]);
  return kit;
}

/** A gateway that answers payment `pay-<deposit id>` and records what it was asked. */
function gateway(): PaymentProvider & { requests: PaymentRequest[] } {
  const requests: PaymentRequest[] = [];
  return {
    name: 'sandbox',
    requests,
    createPayment(request) {
      requests.push(request);
      return Promise.resolve({
        providerPaymentId: `pay-${request.depositId}`,
        payUrl: `https://pay.test/${request.depositId}`,
      });
    },
    parseWebhook() {
      throw new Error('not used');
    },
  };
}

const crypto = (kit: CommandTestKit, provider: PaymentProvider, amountCents = 2500) =>
  requestDeposit(
    kit.deps,
    {
      userId: 7,
      amountCents,
      provider,
      publicUrl: 'https://shop.test',
      expiryMinutes: 60,
      requireVerifiedEmail: false,
    },
    customer,
  );

const requested = {
  depositId: 1,
  depositNumber: 'DEP-000001',
  userId: 7,
  amountCents: 2500,
  feeCents: 0,
  method: 'crypto',
  provider: 'sandbox',
  providerPaymentId: 'pay-1',
  payUrl: 'https://pay.test/1',
  expiresAt: '2026-03-01T13:00:00.000Z',
  ticketId: null,
};

describe('AdjustBalance', () => {
  it('adds and subtracts, recording the admin and reason, and answers the new balance', async () => {
    const kit = await withCustomer();
    const added = await adjustBalance(
      kit.deps,
      { userId: 7, amountCents: 1000, operation: 'add', adminId: 1, reason: 'Gift' },
      admin,
    );
    expect(added.result).toEqual({ balanceCents: 1000 });
    const taken = await adjustBalance(
      kit.deps,
      { userId: 7, amountCents: 400, operation: 'subtract', adminId: 1, reason: 'Fix' },
      admin,
    );
    expect(taken.result).toEqual({ balanceCents: 600 });
    expect(await kit.appended()).toEqual([
      ['wallet-7', 'BalanceAdjusted', { userId: 7, amountCents: 1000, adminId: 1, reason: 'Gift' }],
      ['wallet-7', 'BalanceAdjusted', { userId: 7, amountCents: -400, adminId: 1, reason: 'Fix' }],
    ]);
  });

  it('refuses an unknown user, a non-positive amount and a balance below zero', async () => {
    const kit = await withCustomer();
    const adjust = {
      userId: 7,
      amountCents: 100,
      operation: 'subtract' as const,
      adminId: 1,
      reason: 'r',
    };
    await expectRefusal(
      adjustBalance(kit.deps, { ...adjust, userId: 8 }, admin),
      'not_found',
      'User not found',
    );
    await expectRefusal(
      adjustBalance(kit.deps, { ...adjust, amountCents: 0 }, admin),
      'validation',
      'Amount must be greater than 0',
    );
    await expectRefusal(
      adjustBalance(kit.deps, adjust, admin),
      'rule',
      'Insufficient balance: the balance cannot go below zero',
    );
  });

  it('credits a card or PayPal request once, in the same append', async () => {
    const kit = await withCustomer();
    await requestManualDeposit(
      kit.deps,
      { userId: 7, amountCents: 5000, method: 'paypal', requireVerifiedEmail: false },
      customer,
    );
    await kit.appended();
    const credit = {
      userId: 7,
      amountCents: 5000,
      operation: 'add' as const,
      adminId: 1,
      reason: 'PayPal',
      depositId: 1,
    };
    await adjustBalance(kit.deps, credit, admin);
    expect((await kit.appended()).map(([stream, type]) => [stream, type])).toEqual([
      ['wallet-7', 'BalanceAdjusted'],
      ['deposit-1', 'DepositConfirmed'],
    ]);
    await expectRefusal(
      adjustBalance(kit.deps, credit, admin),
      'conflict',
      'This top-up request was already credited',
    );
    await expectRefusal(
      adjustBalance(kit.deps, { ...credit, depositId: 9 }, admin),
      'not_found',
      'Top-up request not found for this user',
    );
  });

  it('retries after a concurrent purchase and refuses what the balance no longer covers', async () => {
    const kit = await withCustomer();
    await adjustBalance(
      kit.deps,
      { userId: 7, amountCents: 1000, operation: 'add', adminId: 1, reason: 'r' },
      admin,
    );
    kit.interleave('wallet-7', [
      {
        type: 'PurchaseDebited',
        data: {
          userId: 7,
          orderId: 1,
          orderNumber: 'ORD-1',
          amountCents: 800,
          productName: 'P',
          quantity: 1,
        },
      },
    ]);
    await expectRefusal(
      adjustBalance(
        kit.deps,
        { userId: 7, amountCents: 500, operation: 'subtract', adminId: 1, reason: 'r' },
        admin,
      ),
      'rule',
      'Insufficient balance: the balance cannot go below zero',
    );
    expect(kit.retries).toEqual(['AdjustBalance']);
  });
});

describe('RequestDeposit', () => {
  it('creates the payment at the gateway, records the deposit and ties the payment id to it', async () => {
    const kit = await withCustomer();
    const provider = gateway();
    const outcome = await crypto(kit, provider);
    expect(outcome.result).toEqual({
      depositId: 1,
      depositNumber: 'DEP-000001',
      payUrl: 'https://pay.test/1',
      amountCents: 2500,
      expiresAt: '2026-03-01T13:00:00.000Z',
    });
    expect(provider.requests).toEqual([
      {
        depositId: 1,
        depositNumber: 'DEP-000001',
        amountCents: 2500,
        description: 'KeyMart balance top-up DEP-000001',
        callbackUrl: 'https://shop.test/api/payments/sandbox/webhook',
        successUrl: 'https://shop.test/add-funds?deposit=1',
        cancelUrl: 'https://shop.test/add-funds?deposit=1',
      },
    ]);
    expect(await kit.appended()).toEqual([
      ['deposit-1', 'DepositRequested', requested],
      ['reservation-payment-sandbox-pay-1', 'ValueReserved', { owner: 'deposit-1' }],
      [
        'deposit-history-7',
        'DepositRequestRecorded',
        { depositId: 1, userId: 7, requestedAt: '2026-03-01T12:00:00.000Z' },
      ],
    ]);
  });

  it('refuses a request over the hourly limit before the gateway opens a payment', async () => {
    const kit = await withCustomer();
    await kit.given('settings-store', [
      {
        type: 'VelocityLimitsSet',
        data: { depositsPerHour: 1, claimsPer90Days: 0, accountsPerAddressPerDay: 0 },
      },
    ]);
    const provider = gateway();
    await crypto(kit, provider);
    await expectRefusal(crypto(kit, provider), 'rule', depositVelocityMessage(1));
    expect(provider.requests).toHaveLength(1);
    // A manual request counts against the same limit.
    await expectRefusal(
      requestManualDeposit(
        kit.deps,
        { userId: 7, amountCents: 5000, method: 'paypal', requireVerifiedEmail: false },
        customer,
      ),
      'rule',
      depositVelocityMessage(1),
    );
  });

  it('refuses an unknown user and an amount that is not positive', async () => {
    const kit = await withCustomer();
    await expectRefusal(
      requestDeposit(
        kit.deps,
        {
          userId: 8,
          amountCents: 100,
          provider: gateway(),
          publicUrl: 'https://shop.test',
          expiryMinutes: 60,
          requireVerifiedEmail: false,
        },
        at(8),
      ),
      'not_found',
      'User not found',
    );
    await expectRefusal(
      crypto(kit, gateway(), 0),
      'validation',
      'Invalid amount: Please enter a valid amount greater than $0.',
    );
  });

  it('retries when the payment id is taken concurrently, and is then refused', async () => {
    const kit = await withCustomer();
    kit.interleave('reservation-payment-sandbox-pay-1', [
      { type: 'ValueReserved', data: { owner: 'deposit-99' } },
    ]);
    await expectRefusal(
      crypto(kit, gateway()),
      'conflict',
      'This payment id already belongs to another deposit',
    );
    expect(kit.retries).toEqual(['RequestDeposit']);
  });
});

describe('RequestManualDeposit', () => {
  it('records the request and opens its high-priority ticket in one append', async () => {
    const kit = await withCustomer();
    const outcome = await requestManualDeposit(
      kit.deps,
      { userId: 7, amountCents: 5000, method: 'credit_card', requireVerifiedEmail: false },
      customer,
    );
    expect(outcome.result).toEqual({ depositId: 1, depositNumber: 'DEP-000001', ticketId: 1 });
    const appended = await kit.appended();
    expect(appended.map(([stream, type]) => [stream, type])).toEqual([
      ['deposit-1', 'DepositRequested'],
      ['ticket-1', 'TicketOpened'],
      ['deposit-history-7', 'DepositRequestRecorded'],
    ]);
    expect(appended[0]![2]).toMatchObject({
      method: 'credit_card',
      provider: 'manual',
      feeCents: 500,
      ticketId: 1,
    });
    expect(appended[1]![2]).toMatchObject({
      ticketId: 1,
      userId: 7,
      messageId: 1,
      priority: 'high',
    });
    expect(appended[1]![2].subject).toMatch(/^Top-up request DEP-000001: \$50\.00 via /);
  });

  it('refuses a customer whose address is not verified when the store needs it verified', async () => {
    const kit = await withCustomer();
    const request = {
      userId: 7,
      amountCents: 5000,
      method: 'paypal' as const,
      requireVerifiedEmail: true,
    };
    await expectRefusal(
      requestManualDeposit(kit.deps, request, customer),
      'forbidden',
      VERIFY_EMAIL_FIRST,
    );
    await kit.given('user-7', [{ type: 'EmailVerified', data: { tokenHash: 'h' } }]);
    // The refused request had taken id 1.
    expect((await requestManualDeposit(kit.deps, request, customer)).result).toMatchObject({
      depositNumber: 'DEP-000002',
    });
  });

  it('refuses an unknown user and a bad amount', async () => {
    const kit = await withCustomer();
    const request = {
      userId: 7,
      amountCents: 5000,
      method: 'paypal' as const,
      requireVerifiedEmail: false,
    };
    await expectRefusal(
      requestManualDeposit(kit.deps, { ...request, userId: 8 }, at(8)),
      'not_found',
      'User not found',
    );
    await expectRefusal(
      requestManualDeposit(kit.deps, { ...request, amountCents: -1 }, customer),
      'validation',
      'Invalid amount: Please enter a valid amount greater than $0.',
    );
  });

  it('retries after a concurrent change to the customer', async () => {
    const kit = await withCustomer();
    kit.interleave('user-7', [{ type: 'PasswordChanged', data: { passwordHash: 'h2' } }]);
    await requestManualDeposit(
      kit.deps,
      { userId: 7, amountCents: 5000, method: 'paypal', requireVerifiedEmail: false },
      customer,
    );
    expect(kit.retries).toEqual(['RequestManualDeposit']);
  });
});

describe('SettlePayment', () => {
  const paid = {
    kind: 'paid' as const,
    providerPaymentId: 'pay-1',
    providerTransactionId: 'tx-9',
    amountCents: 2500,
  };

  it('confirms a paid deposit and credits the wallet once; a repeated callback changes nothing', async () => {
    const kit = await withCustomer();
    await crypto(kit, gateway());
    await kit.appended();
    const outcome = await settlePayment(kit.deps, 'sandbox', paid, at(null));
    expect(outcome.result).toEqual({ depositId: 1, userId: 7, settlement: 'credited' });
    expect(await kit.appended()).toEqual([
      [
        'deposit-1',
        'DepositConfirmed',
        {
          depositId: 1,
          depositNumber: 'DEP-000001',
          userId: 7,
          amountCents: 2500,
          provider: 'sandbox',
          method: 'crypto',
          providerPaymentId: 'pay-1',
          providerTransactionId: 'tx-9',
          lateAfter: null,
          creditedBy: null,
        },
      ],
      [
        'wallet-7',
        'DepositCredited',
        {
          userId: 7,
          depositId: 1,
          depositNumber: 'DEP-000001',
          amountCents: 2500,
          method: 'crypto',
        },
      ],
    ]);
    const again = await settlePayment(kit.deps, 'sandbox', paid, at(null));
    expect(again.result.settlement).toBe('unchanged');
    expect(again.eventTypes).toBeNull();
  });

  it('fails and expires a pending deposit; progress changes nothing', async () => {
    const kit = await withCustomer();
    await crypto(kit, gateway());
    await crypto(kit, gateway());
    await kit.appended();
    const progress = await settlePayment(
      kit.deps,
      'sandbox',
      { kind: 'progress', providerPaymentId: 'pay-1', status: 'confirming' },
      at(null),
    );
    expect(progress.result.settlement).toBe('unchanged');
    await settlePayment(
      kit.deps,
      'sandbox',
      { kind: 'failed', providerPaymentId: 'pay-1', reason: 'declined' },
      at(null),
    );
    await settlePayment(
      kit.deps,
      'sandbox',
      { kind: 'expired', providerPaymentId: 'pay-2' },
      at(null),
    );
    expect(await kit.appended()).toEqual([
      ['deposit-1', 'DepositFailed', { depositId: 1, userId: 7, reason: 'declined' }],
      ['deposit-2', 'DepositExpired', { depositId: 2, userId: 7 }],
    ]);
  });

  it('refuses an unknown payment and a paid amount that differs', async () => {
    const kit = await withCustomer();
    await expectRefusal(
      settlePayment(kit.deps, 'sandbox', paid, at(null)),
      'not_found',
      'Unknown payment',
    );
    await crypto(kit, gateway());
    await expectRefusal(
      settlePayment(kit.deps, 'sandbox', { ...paid, amountCents: 2400 }, at(null)),
      'rule',
      "The paid amount (2400 cents) differs from the deposit's (2500 cents)",
    );
  });

  it('retries after a concurrent expiry and credits the late payment', async () => {
    const kit = await withCustomer();
    await crypto(kit, gateway());
    kit.interleave('deposit-1', [{ type: 'DepositExpired', data: { depositId: 1, userId: 7 } }]);
    await kit.appended();
    await settlePayment(kit.deps, 'sandbox', paid, at(null));
    expect(kit.retries).toEqual(['SettlePayment']);
    const appended = await kit.appended();
    expect(appended.map(([, type]) => type)).toEqual([
      'DepositExpired',
      'DepositConfirmed',
      'DepositCredited',
    ]);
    expect(appended[1]![2].lateAfter).toBe('expired');
  });
});

describe('ExpireDeposit', () => {
  it('expires a pending gateway deposit once, never a manual request', async () => {
    const kit = await withCustomer();
    await crypto(kit, gateway());
    await requestManualDeposit(
      kit.deps,
      { userId: 7, amountCents: 100, method: 'paypal', requireVerifiedEmail: false },
      customer,
    );
    await kit.appended();
    expect((await expireDeposit(kit.deps, { depositId: 1 }, at(null))).result).toEqual({
      expired: true,
    });
    expect(await kit.appended()).toEqual([
      ['deposit-1', 'DepositExpired', { depositId: 1, userId: 7 }],
    ]);
    expect((await expireDeposit(kit.deps, { depositId: 1 }, at(null))).result).toEqual({
      expired: false,
    });
    expect((await expireDeposit(kit.deps, { depositId: 2 }, at(null))).result).toEqual({
      expired: false,
    });
    expect((await expireDeposit(kit.deps, { depositId: 9 }, at(null))).result).toEqual({
      expired: false,
    });
    expect(await kit.appended()).toEqual([]);
  });

  it('retries after the payment arrives concurrently and then leaves the deposit paid', async () => {
    const kit = await withCustomer();
    await crypto(kit, gateway());
    kit.interleave('deposit-1', [
      {
        type: 'DepositConfirmed',
        data: { ...requested, providerTransactionId: null, lateAfter: null, creditedBy: null },
      },
    ]);
    expect((await expireDeposit(kit.deps, { depositId: 1 }, at(null))).result).toEqual({
      expired: false,
    });
    expect(kit.retries).toEqual(['ExpireDeposit']);
  });
});
