import { describe, expect, it } from 'vitest';
import type { DepositConfirmedData, DepositRequestedData } from '../../domain/deposit/deposit';
import type { OrderPlacedData } from '../../domain/order/order';
import {
  customerIdOf,
  deliveryDueSoonMessage,
  deliveryOverdueMessage,
  depositPendingMessage,
  manualPaymentRequestMessage,
  messageFor,
  newGuestTicketMessage,
  newOrderMessage,
  newTicketMessage,
  paymentConfirmedMessage,
  quote,
  warrantyClaimMessage,
  type Customer,
  type NotifiableEvent,
} from './messages';

const ada: Customer = { userId: 7, email: 'ada@example.com', country: 'uk' };

const order: OrderPlacedData = {
  orderId: 42,
  orderNumber: 'KM-000042',
  userId: 7,
  productId: 3,
  productName: 'Office 2024 Pro',
  quantity: 2,
  unitPriceCents: 1250,
  totalCents: 2500,
  couponCode: null,
  deliveryType: 'automatic',
  warrantyDays: 30,
  placedAt: '2025-01-02T03:04:05.000Z',
};

const cryptoRequest: DepositRequestedData = {
  depositId: 12,
  depositNumber: 'DEP-000012',
  userId: 7,
  amountCents: 5000,
  feeCents: 0,
  method: 'crypto',
  provider: 'nowpayments',
  providerPaymentId: '4522625843',
  payUrl: 'https://nowpayments.io/payment/?iid=4522625843',
  expiresAt: '2025-01-02T04:04:05.000Z',
  ticketId: null,
};

const manualRequest: DepositRequestedData = {
  ...cryptoRequest,
  depositId: 13,
  depositNumber: 'DEP-000013',
  amountCents: 10000,
  feeCents: 1000,
  method: 'paypal',
  provider: 'manual',
  providerPaymentId: null,
  payUrl: null,
  expiresAt: null,
  ticketId: 31,
};

const confirmed: DepositConfirmedData = {
  depositId: 12,
  depositNumber: 'DEP-000012',
  userId: 7,
  amountCents: 5000,
  provider: 'nowpayments',
  method: 'crypto',
  providerPaymentId: '4522625843',
  providerTransactionId: '0xabc123',
  lateAfter: null,
  creditedBy: null,
};

const event = (
  type: string,
  data: object,
  command?: string,
  streamId = 'stream-1',
): NotifiableEvent => ({
  type,
  streamId,
  data: data as Record<string, unknown>,
  metadata: command ? { command } : {},
});

describe('new order message', () => {
  it('gives the order number, customer e-mail and country, product, quantity, amount and instant delivery', () => {
    expect(newOrderMessage(order, ada)).toBe(
      [
        '🛒 New order KM-000042',
        'Customer: ada@example.com',
        'Country: uk',
        'Product: Office 2024 Pro',
        'Quantity: 2',
        'Amount: $25.00',
        'Delivery: Instant (automatic)',
      ].join('\n'),
    );
  });

  it('says a manual order is delivered within 15 minutes and names the coupon used', () => {
    const text = newOrderMessage(
      { ...order, deliveryType: 'manual', couponCode: 'SAVE10', totalCents: 1999 },
      ada,
    );
    expect(text).toContain('Delivery: Manual (within 15 minutes)');
    expect(text).toContain('Coupon: SAVE10');
    expect(text).toContain('Amount: $19.99');
  });

  it('names the user by id when their account is not found', () => {
    const text = newOrderMessage(order, { userId: 7, email: null, country: null });
    expect(text).toContain('Customer: user #7');
    expect(text).toContain('Country: n/a');
  });
});

describe('deposit messages', () => {
  it('announces a pending crypto deposit with its number, customer, amount, provider and payment id', () => {
    expect(depositPendingMessage(cryptoRequest, ada)).toBe(
      [
        '⏳ Crypto deposit pending DEP-000012',
        'Customer: ada@example.com',
        'Country: uk',
        'Amount: $50.00',
        'Provider: NOWPayments',
        'Payment ID: 4522625843',
        'Expires: 2025-01-02T04:04:05.000Z',
      ].join('\n'),
    );
  });

  it('lays out a manual payment request: method, amount, fee, total to pay, ticket and how staff credit it', () => {
    const text = manualPaymentRequestMessage(manualRequest, ada);
    expect(text.split('\n')).toEqual([
      '💳 Manual payment request DEP-000013',
      'Customer: ada@example.com',
      'Country: uk',
      'Method: PayPal',
      'Amount: $100.00',
      'Fee: $10.00',
      'Total to pay: $110.00',
      'Ticket: #31',
      "Once the payment is received, credit it from the user's balance dialog (Admin > Users).",
    ]);
    expect(manualPaymentRequestMessage({ ...manualRequest, method: 'credit_card' }, ada)).toContain(
      'Method: Credit Card',
    );
  });

  it('confirms a gateway payment with its transaction id', () => {
    expect(paymentConfirmedMessage(confirmed, ada)).toBe(
      [
        '✅ Payment confirmed DEP-000012',
        'Customer: ada@example.com',
        'Country: uk',
        'Amount: $50.00',
        'Provider: NOWPayments',
        'Transaction ID: 0xabc123',
      ].join('\n'),
    );
  });

  it('flags a late payment after expiry or failure, and shows n/a without a transaction id', () => {
    const expired = paymentConfirmedMessage(
      { ...confirmed, lateAfter: 'expired', providerTransactionId: null, provider: 'sandbox' },
      ada,
    );
    expect(expired).toContain('Transaction ID: n/a');
    expect(expired).toContain('Provider: Sandbox');
    expect(expired).toContain('⚠️ Late payment after expiry');
    expect(paymentConfirmedMessage({ ...confirmed, lateAfter: 'failed' }, ada)).toContain(
      '⚠️ Late payment after failure',
    );
    expect(paymentConfirmedMessage(confirmed, ada)).not.toContain('Late payment');
  });

  it('names the admin who credited a manual request', () => {
    const text = paymentConfirmedMessage(
      {
        ...confirmed,
        provider: 'manual',
        method: 'credit_card',
        providerPaymentId: null,
        providerTransactionId: null,
        creditedBy: 1,
      },
      ada,
    );
    expect(text).toContain('Provider: Manual');
    expect(text).toContain('Credited by admin #1');
  });
});

describe('warranty claim and ticket messages', () => {
  it('gives the claim id, the order, the customer, the claim type and the description', () => {
    expect(
      warrantyClaimMessage(
        {
          claimId: 5,
          orderId: 42,
          userId: 7,
          productId: 3,
          claimType: 'account_access',
          description: '  The password no longer works  ',
        },
        ada,
      ),
    ).toBe(
      [
        '🛡️ Warranty claim #5',
        'Order: KM-000042 (#42)',
        'Customer: ada@example.com',
        'Country: uk',
        'Type: Account Access',
        'Description: The password no longer works',
      ].join('\n'),
    );
  });

  it('gives the ticket id, customer, subject, priority and first message', () => {
    expect(
      newTicketMessage(
        {
          ticketId: 9,
          userId: 7,
          subject: 'Netflix login fails',
          message: 'It says the password is wrong',
          messageId: 20,
          priority: 'high',
        },
        ada,
      ),
    ).toBe(
      [
        '🎫 New ticket #9',
        'Customer: ada@example.com',
        'Country: uk',
        'Subject: Netflix login fails',
        'Priority: High',
        'Message: It says the password is wrong',
      ].join('\n'),
    );
  });

  it('cuts long descriptions and messages to 500 characters, ending with an ellipsis', () => {
    const long = 'x'.repeat(2000);
    const text = newTicketMessage(
      { ticketId: 1, userId: 7, subject: 's', message: long, messageId: 1, priority: 'low' },
      ada,
    );
    const message = text.split('\n').find((line) => line.startsWith('Message: '))!;
    expect(Array.from(message.slice('Message: '.length))).toHaveLength(500);
    expect(message.endsWith('…')).toBe(true);
    expect(quote('short')).toBe('short');
    // Emoji are not split in half.
    expect(quote('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });
});

describe('messageFor', () => {
  it('picks the message by event type, and the manual request for a manual deposit', () => {
    expect(messageFor(event('OrderPlaced', order), ada)).toContain('New order KM-000042');
    expect(messageFor(event('DepositRequested', cryptoRequest), ada)).toContain(
      'Crypto deposit pending DEP-000012',
    );
    expect(messageFor(event('DepositRequested', manualRequest), ada)).toContain(
      'Manual payment request DEP-000013',
    );
    expect(messageFor(event('DepositConfirmed', confirmed), ada)).toContain(
      'Payment confirmed DEP-000012',
    );
  });

  it('skips the ticket a manual payment request opens, and events it does not notify', () => {
    const ticket = {
      ticketId: 31,
      userId: 7,
      subject: 'PayPal top-up',
      message: 'Please add $100',
      messageId: 40,
      priority: 'medium',
    };
    expect(messageFor(event('TicketOpened', ticket, 'RequestManualDeposit'), ada)).toBeNull();
    expect(messageFor(event('TicketOpened', ticket, 'OpenTicket'), ada)).toContain(
      'New ticket #31',
    );
    expect(messageFor(event('OrderDelivered', { deliveredItem: 'K' }), ada)).toBeNull();
  });

  it('tells staff of a webhook endpoint the store turned off for failing, not of one staff turned off', () => {
    expect(
      messageFor(
        event('WebhookEndpointDisabled', { reason: 'failing' }, undefined, 'webhook-4'),
        ada,
      ),
    ).toBe(
      [
        '⚠️ Webhook endpoint #4 turned off',
        'It failed every delivery for 24 hours. Its deliveries wait; check the receiver, then turn it back on in Admin > Webhooks.',
      ].join('\n'),
    );
    expect(
      messageFor(event('WebhookEndpointDisabled', { reason: null }, undefined, 'webhook-4'), ada),
    ).toBeNull();
  });

  it('announces a guest ticket from the contact form with the contact the visitor gave', () => {
    const guest = {
      ticketId: 32,
      contact: { name: 'Vera Visitor', email: 'vera@example.com' },
      subject: 'Gift cards for Brazil?',
      message: 'Do they work there?',
      messageId: 41,
      priority: 'medium' as const,
    };
    expect(newGuestTicketMessage(guest)).toBe(
      [
        '🎫 New guest ticket #32 (contact form)',
        'Guest: Vera Visitor <vera@example.com>',
        'Subject: Gift cards for Brazil?',
        'Message: Do they work there?',
      ].join('\n'),
    );
    expect(messageFor(event('GuestTicketOpened', guest, 'OpenGuestTicket'), ada)).toBe(
      newGuestTicketMessage(guest),
    );
  });

  it('finds the customer of an event by its userId', () => {
    expect(customerIdOf(event('OrderPlaced', order))).toBe(7);
    expect(customerIdOf(event('Other', {}))).toBeNull();
  });
});

describe('delivery promise alerts', () => {
  const manual: OrderPlacedData = {
    ...order,
    deliveryType: 'manual',
    quantity: 1,
    totalCents: 999,
  };
  const deadline = new Date('2025-01-02T03:19:05.000Z');
  const at = (minutes: number) => new Date(deadline.getTime() + minutes * 60_000);

  it('counts the minutes left before the deadline, rounding a part of a minute up', () => {
    expect(deliveryDueSoonMessage(manual, ada, deadline, at(-5)).split('\n')).toEqual([
      '⏳ Manual order KM-000042 is due in 5 minutes',
      'Product: Office 2024 Pro',
      'Quantity: 1',
      'Amount: $9.99',
      'Customer: ada@example.com',
      'Deadline: 2025-01-02T03:19:05.000Z',
      'Deliver it from Admin > Orders.',
    ]);
    expect(deliveryDueSoonMessage(manual, ada, deadline, at(-0.5))).toContain(
      'is due in 1 minute\n',
    );
    expect(deliveryDueSoonMessage(manual, ada, deadline, at(1))).toContain('is due now');
  });

  it('says the order is overdue (by how long once a minute late) and what compensation was given', () => {
    const waiting = deliveryOverdueMessage(manual, ada, deadline, at(0.1), null).split('\n');
    expect(waiting[0]).toBe('🚨 Manual order KM-000042 is overdue');
    expect(waiting.at(-1)).toBe('Deliver it from Admin > Orders.');
    const credited = deliveryOverdueMessage(manual, ada, deadline, at(3), {
      kind: 'credit',
      percent: 10,
      amountCents: 100,
    });
    expect(credited).toContain('is overdue by 3 minutes');
    expect(credited).toContain(
      "Compensated automatically: 10% ($1.00) credited to the customer's balance. The order still awaits delivery.",
    );
    expect(
      deliveryOverdueMessage(manual, ada, deadline, at(0.1), {
        kind: 'cancel_refund',
        percent: 100,
        amountCents: 999,
      }),
    ).toContain(
      "Compensated automatically: cancelled and refunded $9.99 to the customer's balance.",
    );
  });
});
