import { describe, expect, it } from 'vitest';
import { changedFields } from './changes';
import { summarizeEvent } from './summary';

/** A sealed token as the secret box writes it (application/security/secret-box.ts). */
const SEALED = 'enc:v1:stock-1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('summarizeEvent', () => {
  it.each([
    [
      'BalanceAdjusted',
      { userId: 7, amountCents: 1250, adminId: 1, reason: 'Welcome bonus' },
      'Balance adjusted: +$12.50 (Welcome bonus)',
    ],
    [
      'BalanceAdjusted',
      { userId: 7, amountCents: -500, adminId: 1, reason: '' },
      'Balance adjusted: -$5.00',
    ],
    [
      'OrderPlaced',
      { orderNumber: 'KM-000042', productName: 'Netflix', quantity: 2, couponCode: null },
      'Order KM-000042 placed: 2 × Netflix',
    ],
    [
      'OrderPlaced',
      { orderNumber: 'KM-000043', productName: 'Spotify', quantity: 1, couponCode: 'SPRING' },
      'Order KM-000043 placed: 1 × Spotify with coupon SPRING',
    ],
    [
      'PurchaseDebited',
      { orderNumber: 'KM-000042', productName: 'Netflix', quantity: 2, amountCents: 1000 },
      'Purchase of 2 × Netflix debited: $10.00 (KM-000042)',
    ],
    [
      'OrderStatusChanged',
      { status: 'in_progress', deliveredItem: null },
      'Order status changed to in progress',
    ],
    [
      'CaptchaRequirementSet',
      { required: true },
      'Captcha required on registration and after failed sign-ins',
    ],
    ['CaptchaRequirementSet', { required: false }, 'Captcha no longer required'],
    [
      'ApiKeyCreated',
      {
        keyId: 3,
        name: 'Warehouse',
        scopes: ['orders:read', 'stock:write'],
        prefix: 'km_abcdefgh',
        hash: 'f'.repeat(64),
        expiresAt: null,
        createdBy: 1,
      },
      'API key 3 "Warehouse" created (km_abcdefgh…): orders:read, stock:write',
    ],
    ['ApiKeyRevoked', { keyId: 3 }, 'API key 3 revoked'],
    [
      'ApiKeyUsed',
      { method: 'GET', path: '/api/admin/orders', status: 200 },
      'GET /api/admin/orders answered 200',
    ],
    ['StockItemsSet', { items: [SEALED, SEALED, SEALED] }, 'Stock set: 3 items'],
    ['StockItemsSet', { items: [SEALED] }, 'Stock set: 1 item'],
    [
      'StockBatchAdded',
      {
        batchId: 2,
        supplier: 'Acme',
        unitCostCents: 125,
        note: '',
        byUserId: 1,
        items: [SEALED, SEALED],
        fingerprints: ['a', 'b'],
      },
      'Stock batch 2 added: 2 items from Acme at $1.25 each',
    ],
    [
      'StockBatchQuarantined',
      {
        batchId: 2,
        items: [SEALED],
        cause: 'claim_rate',
        reason: 'Claim rate 50%',
        byUserId: null,
        sold: 4,
        claims: 2,
      },
      'Stock batch 2 quarantined automatically: 1 item pulled from sale (Claim rate 50%)',
    ],
    [
      'StockTaken',
      { orderId: 5, quantity: 1, items: [SEALED], claimId: 3 },
      'Stock taken: 1 item for order 5 (replacement for claim 3)',
    ],
    [
      'ProductCreated',
      { productId: 12, name: 'Netflix Premium' },
      'Product 12 created: Netflix Premium',
    ],
    ['ProductUpdated', { name: 'Netflix Premium' }, 'Product updated: Netflix Premium'],
    ['ProductDeleted', { productId: 12 }, 'Product 12 deleted'],
    [
      'ProductPolicySet',
      { autoApproveClaims: true, claimCapPer90Days: 2 },
      'Policy set: claims auto-approved up to 2 per customer in 90 days',
    ],
    ['ProductPolicySet', { autoApproveClaims: false }, 'Policy set: claims wait for staff'],
    ['CategoryCreated', { categoryId: 3, name: 'Streaming' }, 'Category 3 created: Streaming'],
    ['CategoryUpdated', { name: 'Music' }, 'Category updated: Music'],
    ['CategoryDeleted', { categoryId: 3 }, 'Category 3 deleted'],
    [
      'CouponCreated',
      { couponId: 4, code: 'SPRING', discountPercentage: 15, maxUsage: 1 },
      'Coupon SPRING created: 15% off, 1 use',
    ],
    ['CouponDeleted', { couponId: 4 }, 'Coupon 4 deleted'],
    [
      'AnnouncementCreated',
      { announcementId: 2, text: 'Spring sale\nstarts today' },
      'Announcement 2 created: Spring sale starts today',
    ],
    [
      'TicketMessagePosted',
      { messageId: 9, userId: 1, message: 'We sent a new key.', isAdminReply: true },
      'Staff reply posted: We sent a new key.',
    ],
    ['TicketStatusChanged', { status: 'closed' }, 'Ticket status changed to closed'],
    [
      'WarrantyClaimResponded',
      { status: 'approved', adminResponse: 'Here you go', replacementItem: SEALED },
      'Warranty claim approved, replacement delivered',
    ],
    [
      'WarrantyClaimResponded',
      { status: 'pending', adminResponse: null },
      'Warranty claim answered, still pending',
    ],
    [
      'WarrantyClaimAutoApproved',
      { claimId: 8, approvedAt: '2026-01-10T00:00:00.000Z' },
      "Warranty claim 8 approved at once by the product's policy",
    ],
    ['ImpersonationStarted', { userId: 7 }, 'Impersonation of user 7 started'],
    ['ImpersonationEnded', { userId: 7 }, 'Impersonation of user 7 ended'],
    ['AdminGranted', { grantedBy: 1 }, 'Admin rights granted'],
    [
      'StaffRolesChanged',
      { roles: ['support', 'finance'], changedBy: 1 },
      'Staff roles set: support, finance',
    ],
    ['StaffRolesChanged', { roles: [], changedBy: 1 }, 'Staff roles removed'],
    ['PersonalDataErased', { erasedBy: 1 }, 'Personal data erased'],
    [
      'SessionStarted',
      {
        sessionId: 's',
        browser: 'Safari',
        os: 'iOS',
        ip: '10.0.0.1',
        startedAt: '',
        newDevice: true,
      },
      'Signed in on Safari on iOS (a new device)',
    ],
    ['SessionEnded', { sessionId: 's', reason: 'revoked' }, 'Session revoked'],
    ['ValueReserved', { owner: 'coupon-4' }, 'Unique value reserved for coupon-4'],
    [
      'WebhookEndpointCreated',
      {
        endpointId: 2,
        url: 'https://hooks.example.com/k',
        eventTypes: ['order.placed', 'stock.low'],
        secret: SEALED,
        enabled: false,
      },
      'Webhook endpoint 2 created: https://hooks.example.com/k for order.placed, stock.low (off)',
    ],
    [
      'WebhookEndpointDisabled',
      { reason: 'failing' },
      'Webhook endpoint turned off: it failed every delivery for 24 hours',
    ],
    ['WebhookReplayRequested', { fromPosition: '40' }, 'Webhook events replayed from position 40'],
  ])('%s %j reads "%s"', (type, data, sentence) => {
    expect(summarizeEvent(type, data)).toBe(sentence);
  });

  it('names an event without a sentence of its own by its type in words', () => {
    expect(summarizeEvent('SomethingNewHappened', {})).toBe('Something new happened');
  });

  it('shows sealed text as (sealed) and cuts long text to one short line', () => {
    expect(summarizeEvent('ProductUpdated', { name: SEALED })).toBe('Product updated: (sealed)');
    const long = summarizeEvent('AnnouncementUpdated', { text: 'x'.repeat(200) });
    expect(long).toBe(`Announcement updated: ${'x'.repeat(59)}…`);
  });
});

describe('changedFields', () => {
  it('keeps every field and value but shows sealed values as (sealed), nested ones too', () => {
    const data = {
      userId: 7,
      email: SEALED,
      items: [SEALED, 'plain'],
      nested: { deliveredItem: SEALED, note: null },
      isActive: true,
    };
    expect(changedFields(data)).toEqual({
      userId: 7,
      email: '(sealed)',
      items: ['(sealed)', 'plain'],
      nested: { deliveredItem: '(sealed)', note: null },
      isActive: true,
    });
    expect(data.email).toBe(SEALED);
  });
});
