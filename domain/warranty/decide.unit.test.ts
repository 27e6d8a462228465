import { describe, expect, it } from 'vitest';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { evolveOrder, initialOrder, type OrderEvent } from '../order/order';
import { fold } from '../shared/event';
import { evolveClaim, initialClaim, type ClaimEvent, type FiledClaim } from './claim';
import {
  CLAIM_NOT_FOUND,
  fileWarrantyClaim,
  ORDER_NOT_FOUND,
  OUT_OF_STOCK,
  REPLACEMENT_ONLY_ON_APPROVE,
  REPLACEMENT_STAYS_APPROVED,
  respondToWarrantyClaim,
} from './decide';
import { ALREADY_CLAIMED, NOT_COMPLETED, WARRANTY_EXPIRED } from './eligibility';
import { expectDomainError } from '../shared/expect-domain-error';

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 5,
    orderNumber: 'KM-000005',
    userId: 2,
    productId: 9,
    productName: 'Netflix Premium',
    quantity: 1,
    unitPriceCents: 999,
    totalCents: 999,
    couponCode: null,
    deliveryType: 'automatic',
    warrantyDays: 30,
    placedAt: '2026-01-01T00:00:00.000Z',
  },
};
const delivered: OrderEvent = { type: 'OrderDelivered', data: { deliveredItem: 'acct:pass' } };
const filed = (claimId: number): ClaimEvent => ({
  type: 'WarrantyClaimFiled',
  data: {
    claimId,
    orderId: 5,
    userId: 2,
    productId: 9,
    claimType: 'account_access',
    description: 'Password changed',
  },
});
const responded = (status: 'pending' | 'approved' | 'rejected', adminResponse: string | null) =>
  ({ type: 'WarrantyClaimResponded', data: { status, adminResponse } }) as ClaimEvent;

const order = (events: OrderEvent[]) => fold(events, evolveOrder, initialOrder);
const claim = (events: ClaimEvent[]) => fold(events, evolveClaim, initialClaim);
const filedClaim = (events: ClaimEvent[]) => claim(events) as FiledClaim;
const replaced = (item: string): ClaimEvent => ({
  type: 'WarrantyClaimResponded',
  data: { status: 'approved', adminResponse: item, replacementItem: item },
});
const details = { deliveryType: 'automatic', warrantyDays: 30 } as ProductDetails;
const product = (items: string[], extra: ProductEvent[] = []) =>
  fold<ReturnType<typeof evolveProduct>, ProductEvent>(
    [
      { type: 'ProductCreated', data: { productId: 9, ...details } },
      { type: 'StockItemsSet', data: { items } },
      ...extra,
    ],
    evolveProduct,
    initialProduct,
  );
const now = new Date('2026-01-10T00:00:00.000Z');
const file = (userId = 2, description = ' Password changed ') => ({
  claimId: 3,
  userId,
  claimType: 'account_access' as const,
  description,
});

describe('FileWarrantyClaim', () => {
  it('files a claim on an eligible order and records it on the order', () => {
    const events = fileWarrantyClaim(
      file(),
      { order: order([placed, delivered]), claims: [], claim: claim([]) },
      now,
    );
    expect(events).toEqual({
      order: [{ type: 'OrderWarrantyClaimed', data: { claimId: 3 } }],
      claim: [filed(3)],
    });
    expect(order([placed, delivered, ...events.order])).toMatchObject({ claimIds: [3] });
  });

  it('does not find someone else’s order, nor a missing one', () => {
    expectDomainError(
      () =>
        fileWarrantyClaim(
          file(99),
          { order: order([placed, delivered]), claims: [], claim: claim([]) },
          now,
        ),
      'not_found',
      ORDER_NOT_FOUND,
    );
    expectDomainError(
      () => fileWarrantyClaim(file(), { order: order([]), claims: [], claim: claim([]) }, now),
      'not_found',
      ORDER_NOT_FOUND,
    );
  });

  it('refuses a blank description', () => {
    expectDomainError(
      () =>
        fileWarrantyClaim(
          file(2, '   '),
          { order: order([placed, delivered]), claims: [], claim: claim([]) },
          now,
        ),
      'validation',
      'Description is required',
    );
  });

  it('refuses an order that is not completed', () => {
    expectDomainError(
      () =>
        fileWarrantyClaim(file(), { order: order([placed]), claims: [], claim: claim([]) }, now),
      'rule',
      NOT_COMPLETED,
    );
  });

  it('refuses an order whose warranty has expired, by the time of the command', () => {
    expectDomainError(
      () =>
        fileWarrantyClaim(
          file(),
          { order: order([placed, delivered]), claims: [], claim: claim([]) },
          new Date('2026-02-01T00:00:00.000Z'),
        ),
      'rule',
      WARRANTY_EXPIRED,
    );
  });

  it('refuses a second claim while the first is pending or approved, and allows one after a rejection', () => {
    const claimed = order([
      placed,
      delivered,
      { type: 'OrderWarrantyClaimed', data: { claimId: 1 } },
    ]);
    for (const last of [[filed(1)], [filed(1), responded('approved', 'new:acct')]]) {
      expectDomainError(
        () =>
          fileWarrantyClaim(
            file(),
            { order: claimed, claims: [filedClaim(last)], claim: claim([]) },
            now,
          ),
        'rule',
        ALREADY_CLAIMED,
      );
    }
    const rejected = filedClaim([filed(1), responded('rejected', 'Works for us')]);
    expect(
      fileWarrantyClaim(file(), { order: claimed, claims: [rejected], claim: claim([]) }, now)
        .claim,
    ).toHaveLength(1);
  });
  it('refuses a new claim once a replacement was delivered on the order, whatever its claim’s status became', () => {
    const claimed = order([
      placed,
      delivered,
      { type: 'OrderWarrantyClaimed', data: { claimId: 1 } },
      { type: 'OrderWarrantyClaimed', data: { claimId: 2 } },
    ]);
    const replacedThenRejected = filedClaim([
      filed(1),
      replaced('R1'),
      responded('rejected', null),
    ]);
    const laterRejected = filedClaim([filed(2), responded('rejected', 'No')]);
    for (const claims of [[replacedThenRejected], [replacedThenRejected, laterRejected]]) {
      expectDomainError(
        () => fileWarrantyClaim(file(), { order: claimed, claims, claim: claim([]) }, now),
        'rule',
        ALREADY_CLAIMED,
      );
    }
  });
});

describe('RespondToWarrantyClaim', () => {
  it('keeps a claim approved once its replacement was delivered, and still lets the response change', () => {
    const approved = claim([filed(3), replaced('R1')]);
    for (const status of ['rejected', 'pending'] as const) {
      expectDomainError(
        () =>
          respondToWarrantyClaim(
            { status, adminResponse: 'Not covered' },
            { claim: approved, product: product(['R2']) },
          ),
        'rule',
        REPLACEMENT_STAYS_APPROVED,
      );
    }
    expect(
      respondToWarrantyClaim(
        { status: 'approved', adminResponse: 'R1, password reset' },
        { claim: approved, product: product(['R2']) },
      ),
    ).toEqual({ claim: [responded('approved', 'R1, password reset')], product: [] });
  });

  it('approves, rejects or sets pending, recording a response only when non-blank', () => {
    expect(
      respondToWarrantyClaim(
        { status: 'approved', adminResponse: ' new:acct ' },
        { claim: claim([filed(3)]), product: product([]) },
      ),
    ).toEqual({ claim: [responded('approved', 'new:acct')], product: [] });
    const rejected = respondToWarrantyClaim(
      { status: 'rejected', adminResponse: '   ' },
      { claim: claim([filed(3), responded('pending', 'Looking into it')]), product: product([]) },
    );
    expect(rejected.claim).toEqual([responded('rejected', null)]);
    expect(
      claim([filed(3), responded('pending', 'Looking into it'), ...rejected.claim]),
    ).toMatchObject({ status: 'rejected', adminResponse: 'Looking into it' });
  });

  it('changes nothing when status and response are as they are', () => {
    expect(
      respondToWarrantyClaim(
        { status: 'pending' },
        { claim: claim([filed(3)]), product: product([]) },
      ),
    ).toEqual({ claim: [], product: [] });
  });

  it('takes one replacement from the auto-delivery stock with the claim’s order id, as the response', () => {
    const events = respondToWarrantyClaim(
      { status: 'approved', adminResponse: 'ignored', replaceFromStock: true },
      { claim: claim([filed(3)]), product: product(['R1', 'R2']) },
    );
    expect(events).toEqual({
      claim: [
        {
          type: 'WarrantyClaimResponded',
          data: { status: 'approved', adminResponse: 'R1', replacementItem: 'R1' },
        },
      ],
      product: [{ type: 'StockTaken', data: { orderId: 5, quantity: 1, items: ['R1'] } }],
    });
    expect(product(['R1', 'R2'], events.product)).toMatchObject({ stockItems: ['R2'] });
  });

  it('never takes a second replacement for the same claim', () => {
    const first = respondToWarrantyClaim(
      { status: 'approved', replaceFromStock: true },
      { claim: claim([filed(3)]), product: product(['R1', 'R2']) },
    );
    const history = [filed(3), ...first.claim];
    expect(
      respondToWarrantyClaim(
        { status: 'approved', replaceFromStock: true },
        { claim: claim(history), product: product(['R1', 'R2'], first.product) },
      ),
    ).toEqual({ claim: [], product: [] });
    const reopened = [...history, responded('pending', 'Checking again')];
    expect(
      respondToWarrantyClaim(
        { status: 'approved', replaceFromStock: true },
        { claim: claim(reopened), product: product(['R1', 'R2'], first.product) },
      ),
    ).toEqual({ claim: [responded('approved', 'R1')], product: [] });
  });

  it('answers Out of stock when no auto-delivery item is left, or the product is not delivered automatically', () => {
    expectDomainError(
      () =>
        respondToWarrantyClaim(
          { status: 'approved', replaceFromStock: true },
          { claim: claim([filed(3)]), product: product([]) },
        ),
      'conflict',
      OUT_OF_STOCK,
    );
    const manual = fold<ReturnType<typeof evolveProduct>, ProductEvent>(
      [
        { type: 'ProductCreated', data: { productId: 9, ...details, deliveryType: 'manual' } },
        { type: 'StockItemsSet', data: { items: ['R1'] } },
      ],
      evolveProduct,
      initialProduct,
    );
    expectDomainError(
      () =>
        respondToWarrantyClaim(
          { status: 'approved', replaceFromStock: true },
          { claim: claim([filed(3)]), product: manual },
        ),
      'conflict',
      OUT_OF_STOCK,
    );
  });

  it('gives a replacement only when approving', () => {
    expectDomainError(
      () =>
        respondToWarrantyClaim(
          { status: 'rejected', replaceFromStock: true },
          { claim: claim([filed(3)]), product: product(['R1']) },
        ),
      'validation',
      REPLACEMENT_ONLY_ON_APPROVE,
    );
  });

  it('does not find a missing claim', () => {
    expectDomainError(
      () =>
        respondToWarrantyClaim({ status: 'approved' }, { claim: claim([]), product: product([]) }),
      'not_found',
      CLAIM_NOT_FOUND,
    );
  });
});
