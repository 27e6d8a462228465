import { describe, expect, it } from 'vitest';
import type { SecretBox } from '../../application/security/secret-box';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SOURCE_EVENTS,
  type WebhookEventType,
} from '../../contracts/webhooks';
import { webhookCloudEvent, webhookTypeOf } from './payloads';

describe('webhookTypeOf', () => {
  it('maps each source event to its webhook type', () => {
    for (const type of WEBHOOK_EVENT_TYPES)
      for (const source of WEBHOOK_SOURCE_EVENTS[type])
        expect(webhookTypeOf({ type: source, data: { status: 'completed' } }), source).toBe(type);
  });

  it('counts a status change only to completed, and a claim answer only once decided', () => {
    expect(webhookTypeOf({ type: 'OrderStatusChanged', data: { status: 'cancelled' } })).toBeNull();
    expect(
      webhookTypeOf({ type: 'WarrantyClaimResponded', data: { status: 'pending' } }),
    ).toBeNull();
    expect(webhookTypeOf({ type: 'WarrantyClaimResponded', data: { status: 'rejected' } })).toBe(
      'claim.answered',
    );
    expect(webhookTypeOf({ type: 'PasswordChanged', data: {} })).toBeNull();
  });
});

describe('webhookCloudEvent', () => {
  const secrets = { open: (text: string) => Promise.resolve(text.replace('sealed:', '')) };
  const noStreams = () => Promise.reject(new Error('no stream read expected'));
  const recorded = (type: string, streamId: string, data: Record<string, unknown>) => ({
    position: 41n,
    transactionId: 9n,
    eventId: '5f0c7a52-8c4e-4a57-9c47-0d0c4f3e9a10',
    streamId,
    streamVersion: 1,
    type,
    data,
    metadata: {},
    recordedAt: new Date('2026-03-01T10:00:00Z'),
  });
  const build = (type: WebhookEventType, event: ReturnType<typeof recorded>) =>
    webhookCloudEvent(type, event, noStreams, secrets as unknown as SecretBox);

  it('is a CloudEvents 1.0 event carrying the store event’s id, stream, time and position', async () => {
    const event = recorded('UserRegistered', 'user-7', {
      userId: 7,
      email: 'sealed:ada@example.com',
      passwordHash: 'hash',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'uk',
    });
    expect(await build('customer.registered', event)).toEqual({
      specversion: '1.0',
      id: event.eventId,
      source: '/keymart',
      type: 'customer.registered',
      subject: 'user-7',
      time: '2026-03-01T10:00:00.000Z',
      datacontenttype: 'application/json',
      position: '41',
      data: { customerId: 7, email: 'ada@example.com' },
    });
  });

  it('leaves free texts out: no claim description, no ticket subject or message, no guest contact', async () => {
    const claim = await build(
      'claim.filed',
      recorded('WarrantyClaimFiled', 'claim-3', {
        claimId: 3,
        orderId: 12,
        userId: 7,
        productId: 4,
        claimType: 'product_defect',
        description: 'My address is 1 Main Street',
      }),
    );
    expect(claim.data).toEqual({
      claimId: 3,
      orderId: 12,
      customerId: 7,
      productId: 4,
      claimType: 'product_defect',
    });
    const ticket = await build(
      'ticket.opened',
      recorded('TicketOpened', 'ticket-5', {
        ticketId: 5,
        userId: 7,
        subject: 'Call me',
        message: '+1 555 0100',
        messageId: 9,
        priority: 'high',
      }),
    );
    expect(ticket.data).toEqual({ ticketId: 5, customerId: 7, guest: false, priority: 'high' });
    const guest = await build(
      'ticket.opened',
      recorded('GuestTicketOpened', 'ticket-6', {
        ticketId: 6,
        contact: 'sealed:Vera <vera@example.com>',
        subject: 'Hi',
        message: 'Hello',
        messageId: 10,
        priority: 'medium',
      }),
    );
    expect(guest.data).toEqual({ ticketId: 6, customerId: null, guest: true });
  });
});
