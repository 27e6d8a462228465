import { describe, expect, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import {
  evolveProduct,
  initialProduct,
  type ProductDetails,
  type ProductEvent,
} from '../catalogue/product';
import { evolveOrder, initialOrder, type OrderEvent } from '../order/order';
import { fold } from '../shared/event';
import { evolveClaim, initialClaim, type ClaimEvent, type FiledClaim } from './claim';
import { evolveClaimHistory, initialClaimHistory, type ClaimHistoryEvent } from './claim-history';
import { claimVelocityMessage } from '../../contracts/velocity-limits';
import { WALLET_FROZEN_CLAIM } from '../../contracts/wallet-freeze';
import { evolveWalletFreeze, initialWalletFreeze, type WalletFreezeEvent } from '../wallet/freeze';
import type { ProductPolicy } from '../../contracts/product-policy';
import {
  CLAIM_NOT_FOUND,
  fileWarrantyClaim,
  ORDER_NOT_FOUND,
  OUT_OF_STOCK,
  REPLACEMENT_ONLY_ON_APPROVE,
  REPLACEMENT_STAYS_APPROVED,
  respondToWarrantyClaim,
} from './decide';
import {
  ALREADY_CLAIMED,
  NOT_COMPLETED,
  WARRANTY_EXPIRED,
} from '../../contracts/warranty-eligibility';

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
const claimed = (claimId: number): OrderEvent => ({
  type: 'OrderWarrantyClaimed',
  data: { claimId },
});
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
const replaced = (item: string): ClaimEvent => ({
  type: 'WarrantyClaimResponded',
  data: { status: 'approved', adminResponse: item, replacementItem: item },
});
/** A replacement taken for claim `claimId` (a sale when null). */
const taken = (item: string, claimId: number | null = 3): ProductEvent => ({
  type: 'StockTaken',
  data: { orderId: 5, quantity: 1, items: [item], ...(claimId === null ? {} : { claimId }) },
});
const details = { deliveryType: 'automatic', warrantyDays: 30 } as ProductDetails;
const product = (items: string[], extra: ProductEvent[] = []): ProductEvent[] => [
  { type: 'ProductCreated', data: { productId: 9, ...details } },
  { type: 'StockItemsSet', data: { items } },
  ...extra,
];
const now = new Date('2026-01-10T00:00:00.000Z');
/** The filing of claim 3 on order 5 at `now`, as the history records it. */
const recorded: ClaimHistoryEvent = {
  type: 'WarrantyClaimRecorded',
  data: { claimId: 3, orderId: 5, filedAt: now.toISOString() },
};
const file = (userId = 2, description = ' Password changed ') => ({
  claimId: 3,
  userId,
  claimType: 'account_access' as const,
  description,
});

/** `claims` are the histories of the claims already filed on the order, oldest first. */
const fileClaim = DeciderSpecification.for({
  decide: fileWarrantyClaim,
  given: streams({
    order: stream(evolveOrder, initialOrder),
    claims: (histories: ClaimEvent[][] = []) =>
      histories.map((events) => fold(events, evolveClaim, initialClaim) as FiledClaim),
    claim: stream(evolveClaim, initialClaim),
    product: stream(evolveProduct, initialProduct),
    deliveredItems: (items: string[] = []) => items,
    history: stream(evolveClaimHistory, initialClaimHistory),
    freeze: (events?: WalletFreezeEvent[]) =>
      events && fold(events, evolveWalletFreeze, initialWalletFreeze),
  }),
});
const respond = DeciderSpecification.for({
  decide: respondToWarrantyClaim,
  given: streams({
    claim: stream(evolveClaim, initialClaim),
    product: stream(evolveProduct, initialProduct),
  }),
});

describe('FileWarrantyClaim', () => {
  it('files a claim on an eligible order and records it on the order', () => {
    fileClaim
      .given({ order: [placed, delivered] })
      .when(file(), now)
      .then({ order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] });
    fileClaim
      .given({ order: [placed, delivered, claimed(3)] })
      .thenState({ order: { claimIds: [3] } });
  });

  it('does not find someone else’s order, nor a missing one', () => {
    fileClaim
      .given({ order: [placed, delivered] })
      .when(file(99), now)
      .thenThrows('not_found', ORDER_NOT_FOUND);
    fileClaim.given({}).when(file(), now).thenThrows('not_found', ORDER_NOT_FOUND);
  });

  it('refuses a blank description', () => {
    fileClaim
      .given({ order: [placed, delivered] })
      .when(file(2, '   '), now)
      .thenThrows('validation', 'Description is required');
  });

  it('refuses an order that is not completed', () => {
    fileClaim
      .given({ order: [placed] })
      .when(file(), now)
      .thenThrows('rule', NOT_COMPLETED);
  });

  it('refuses an order whose warranty has expired, by the time of the command', () => {
    fileClaim
      .given({ order: [placed, delivered] })
      .when(file(), new Date('2026-02-01T00:00:00.000Z'))
      .thenThrows('rule', WARRANTY_EXPIRED);
  });

  it('refuses a second claim while the first is pending or approved, and allows one after a rejection', () => {
    const order = [placed, delivered, claimed(1)];
    for (const last of [[filed(1)], [filed(1), responded('approved', 'new:acct')]]) {
      fileClaim
        .given({ order, claims: [last] })
        .when(file(), now)
        .thenThrows('rule', ALREADY_CLAIMED);
    }
    fileClaim
      .given({ order, claims: [[filed(1), responded('rejected', 'Works for us')]] })
      .when(file(), now)
      .then({ order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] });
  });
  it('refuses a new claim once a replacement was delivered on the order, whatever its claim’s status became', () => {
    const order = [placed, delivered, claimed(1), claimed(2)];
    const replacedThenRejected = [filed(1), replaced('R1'), responded('rejected', null)];
    const laterRejected = [filed(2), responded('rejected', 'No')];
    for (const claims of [[replacedThenRejected], [replacedThenRejected, laterRejected]]) {
      fileClaim.given({ order, claims }).when(file(), now).thenThrows('rule', ALREADY_CLAIMED);
    }
  });
});

describe('FileWarrantyClaim under the velocity limit and the wallet freeze', () => {
  const filedAt = (claimId: number, at: string): ClaimHistoryEvent => ({
    type: 'WarrantyClaimRecorded',
    data: { claimId, orderId: 4, filedAt: at },
  });

  it('refuses a claim once the customer filed the limit in the 90 days before, counting filings only', () => {
    const twoRecent = [
      filedAt(1, '2025-12-01T00:00:00.000Z'),
      filedAt(2, '2026-01-05T00:00:00.000Z'),
    ];
    fileClaim
      .given({ order: [placed, delivered], history: twoRecent })
      .when({ ...file(), maxClaimsPer90Days: 2 }, now)
      .thenThrows('rule', claimVelocityMessage(2));
    // 2025-10-12 is exactly 90 days before `now`: it has left the window.
    fileClaim
      .given({
        order: [placed, delivered],
        history: [filedAt(1, '2025-10-12T00:00:00.000Z'), twoRecent[1]!],
      })
      .when({ ...file(), maxClaimsPer90Days: 2 }, now)
      .then({ order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] });
  });

  it('files any number of claims with the limit off (0)', () => {
    const many = Array.from({ length: 5 }, (_, i) => filedAt(i + 1, '2026-01-09T00:00:00.000Z'));
    fileClaim
      .given({ order: [placed, delivered], history: many })
      .when({ ...file(), maxClaimsPer90Days: 0 }, now)
      .then({ order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] });
  });

  it('still gives the eligibility reason first for an ineligible claim', () => {
    fileClaim
      .given({ order: [placed], history: [filedAt(1, '2026-01-09T00:00:00.000Z')] })
      .when({ ...file(), maxClaimsPer90Days: 1 }, now)
      .thenThrows('rule', NOT_COMPLETED);
  });

  it('refuses a claim while the wallet is frozen, and files it once the freeze is lifted', () => {
    const frozen: WalletFreezeEvent = {
      type: 'WalletFrozen',
      data: { userId: 2, reason: 'Chargeback', frozenBy: 1, frozenAt: '2026-01-09T00:00:00.000Z' },
    };
    fileClaim
      .given({ order: [placed, delivered], freeze: [frozen] })
      .when(file(), now)
      .thenThrows('rule', WALLET_FROZEN_CLAIM);
    fileClaim
      .given({
        order: [placed, delivered],
        freeze: [frozen, { type: 'WalletUnfrozen', data: { userId: 2, unfrozenBy: 1 } }],
      })
      .when(file(), now)
      .then({ order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] });
  });
});

describe('FileWarrantyClaim with a policy that approves claims at once', () => {
  const autoPolicy = (claimCapPer90Days: number, autoApproveClaims = true): ProductEvent => ({
    type: 'ProductPolicySet',
    data: {
      autoApproveClaims,
      claimCapPer90Days,
      lowStockThreshold: 0,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 0,
    } satisfies ProductPolicy,
  });
  const autoApproved = (claimId: number, approvedAt: string): ClaimHistoryEvent => ({
    type: 'WarrantyClaimAutoApproved',
    data: { claimId, orderId: 5, productId: 9, approvedAt },
  });
  const pendingOnly = { order: [claimed(3)], claim: [filed(3)], product: [], history: [recorded] };

  it('approves an eligible claim with the first stock item, in one decision with the stock taken and the history', () => {
    fileClaim
      .given({ order: [placed, delivered], product: product(['R1', 'R2'], [autoPolicy(1)]) })
      .when(file(), now)
      .then({
        order: [claimed(3)],
        claim: [filed(3), replaced('R1')],
        product: [taken('R1')],
        history: [recorded, autoApproved(3, now.toISOString())],
      });
    fileClaim
      .given({ claim: [filed(3), replaced('R1')] })
      .thenState({ claim: { status: 'approved', adminResponse: 'R1', replacementItem: 'R1' } });
  });

  it('leaves the claim to staff when the policy is the default (auto-approval off) or turned off', () => {
    fileClaim
      .given({ order: [placed, delivered], product: product(['R1']) })
      .when(file(), now)
      .then(pendingOnly);
    fileClaim
      .given({ order: [placed, delivered], product: product(['R1'], [autoPolicy(3, false)]) })
      .when(file(), now)
      .then(pendingOnly);
  });

  it('leaves the claim to staff when no auto-delivery item is left or the product is delivered by hand', () => {
    fileClaim
      .given({ order: [placed, delivered], product: product(['R1'], [autoPolicy(3), taken('R1')]) })
      .when(file(), now)
      .then(pendingOnly);
    fileClaim
      .given({
        order: [placed, delivered],
        product: [
          { type: 'ProductCreated', data: { productId: 9, ...details, deliveryType: 'manual' } },
          autoPolicy(3),
        ],
      })
      .when(file(), now)
      .then(pendingOnly);
  });

  it('leaves the claim to staff when the product was deleted', () => {
    fileClaim
      .given({
        order: [placed, delivered],
        product: product(
          ['R1'],
          [autoPolicy(3), { type: 'ProductDeleted', data: { productId: 9 } }],
        ),
      })
      .when(file(), now)
      .then(pendingOnly);
  });

  it('leaves the claim to staff once the customer reached the cap within 90 days, counting only those', () => {
    const twoRecent = [
      autoApproved(1, '2025-12-01T00:00:00.000Z'),
      autoApproved(2, '2026-01-05T00:00:00.000Z'),
    ];
    fileClaim
      .given({
        order: [placed, delivered],
        product: product(['R1'], [autoPolicy(2)]),
        history: twoRecent,
      })
      .when(file(), now)
      .then(pendingOnly);
    // 2025-10-12 is exactly 90 days before `now`: it has left the window.
    fileClaim
      .given({
        order: [placed, delivered],
        product: product(['R1'], [autoPolicy(2)]),
        history: [autoApproved(1, '2025-10-12T00:00:00.000Z'), twoRecent[1]!],
      })
      .when(file(), now)
      .then({
        order: [claimed(3)],
        claim: [filed(3), replaced('R1')],
        product: [taken('R1')],
        history: [recorded, autoApproved(3, now.toISOString())],
      });
  });

  it('never approves at once with a cap of 0', () => {
    fileClaim
      .given({ order: [placed, delivered], product: product(['R1'], [autoPolicy(0)]) })
      .when(file(), now)
      .then(pendingOnly);
  });

  it('still refuses an ineligible claim whatever the policy', () => {
    fileClaim
      .given({
        order: [placed, delivered, claimed(1)],
        claims: [[filed(1)]],
        product: product(['R1'], [autoPolicy(3)]),
      })
      .when(file(), now)
      .thenThrows('rule', ALREADY_CLAIMED);
  });
});

describe('RespondToWarrantyClaim', () => {
  it('keeps a claim approved once its replacement was delivered, and still lets the response change', () => {
    const approved = [filed(3), replaced('R1')];
    for (const status of ['rejected', 'pending'] as const) {
      respond
        .given({ claim: approved, product: product(['R2']) })
        .when({ status, adminResponse: 'Not covered' })
        .thenThrows('rule', REPLACEMENT_STAYS_APPROVED);
    }
    respond
      .given({ claim: approved, product: product(['R2']) })
      .when({ status: 'approved', adminResponse: 'R1, password reset' })
      .then({ claim: [responded('approved', 'R1, password reset')], product: [] });
  });

  it('approves, rejects or sets pending, recording a response only when non-blank', () => {
    respond
      .given({ claim: [filed(3)], product: product([]) })
      .when({ status: 'approved', adminResponse: ' new:acct ' })
      .then({ claim: [responded('approved', 'new:acct')], product: [] });
    const looking = [filed(3), responded('pending', 'Looking into it')];
    respond
      .given({ claim: looking, product: product([]) })
      .when({ status: 'rejected', adminResponse: '   ' })
      .then({ claim: [responded('rejected', null)], product: [] });
    respond
      .given({ claim: [...looking, responded('rejected', null)] })
      .thenState({ claim: { status: 'rejected', adminResponse: 'Looking into it' } });
  });

  it('changes nothing when status and response are as they are', () => {
    respond
      .given({ claim: [filed(3)], product: product([]) })
      .when({ status: 'pending' })
      .then({ claim: [], product: [] });
  });

  it('takes one replacement from the auto-delivery stock with the claim’s order id, as the response', () => {
    respond
      .given({ claim: [filed(3)], product: product(['R1', 'R2']) })
      .when({ status: 'approved', adminResponse: 'ignored', replaceFromStock: true })
      .then({ claim: [replaced('R1')], product: [taken('R1')] });
    respond
      .given({ product: product(['R1', 'R2'], [taken('R1')]) })
      .thenState({ product: { stockItems: ['R2'] } });
  });

  it('never takes a second replacement for the same claim', () => {
    const history = [filed(3), replaced('R1')];
    respond
      .given({ claim: history, product: product(['R1', 'R2'], [taken('R1')]) })
      .when({ status: 'approved', replaceFromStock: true })
      .then({ claim: [], product: [] });
    respond
      .given({
        claim: [...history, responded('pending', 'Checking again')],
        product: product(['R1', 'R2'], [taken('R1')]),
      })
      .when({ status: 'approved', replaceFromStock: true })
      .then({ claim: [responded('approved', 'R1')], product: [] });
  });

  it('answers Out of stock when no auto-delivery item is left, or the product is not delivered automatically', () => {
    respond
      .given({ claim: [filed(3)], product: product([]) })
      .when({ status: 'approved', replaceFromStock: true })
      .thenThrows('conflict', OUT_OF_STOCK);
    respond
      .given({
        claim: [filed(3)],
        product: [
          { type: 'ProductCreated', data: { productId: 9, ...details, deliveryType: 'manual' } },
          { type: 'StockItemsSet', data: { items: ['R1'] } },
        ],
      })
      .when({ status: 'approved', replaceFromStock: true })
      .thenThrows('conflict', OUT_OF_STOCK);
  });

  it('gives a replacement only when approving', () => {
    respond
      .given({ claim: [filed(3)], product: product(['R1']) })
      .when({ status: 'rejected', replaceFromStock: true })
      .thenThrows('validation', REPLACEMENT_ONLY_ON_APPROVE);
  });

  it('does not find a missing claim', () => {
    respond
      .given({ product: product([]) })
      .when({ status: 'approved' })
      .thenThrows('not_found', CLAIM_NOT_FOUND);
  });
});

describe('FileWarrantyClaim traced to stock batches', () => {
  const batch = (batchId: number, items: string[]): ProductEvent => ({
    type: 'StockBatchAdded',
    data: {
      batchId,
      supplier: 'Acme',
      unitCostCents: 100,
      note: '',
      byUserId: 1,
      items,
      fingerprints: items,
    },
  });
  const policy: ProductEvent = {
    type: 'ProductPolicySet',
    data: {
      autoApproveClaims: true,
      claimCapPer90Days: 5,
      lowStockThreshold: 0,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 50,
    },
  };
  // Batch 1 sold two keys (orders 4 and 5), one of them already claimed; batch 2 is untouched.
  const stock = [
    { type: 'ProductCreated', data: { productId: 9, ...details } } as ProductEvent,
    policy,
    batch(1, ['A1', 'A2', 'A3']),
    batch(2, ['B1']),
    { type: 'StockTaken', data: { orderId: 4, quantity: 1, items: ['A1'] } } as ProductEvent,
    taken('A2', null),
    {
      type: 'StockItemsReportedBad',
      data: { claimId: 1, orderId: 4, items: ['A1'], batchIds: [1] },
    } as ProductEvent,
  ];

  it("reports the order's key bad, quarantines its batch at the threshold, and replaces from another batch", () => {
    const decision = fileWarrantyClaim(
      file(),
      {
        order: fold([placed, delivered], evolveOrder, initialOrder),
        claims: [],
        claim: initialClaim,
        product: fold(stock, evolveProduct, initialProduct),
        deliveredItems: ['A2'],
        history: initialClaimHistory,
      },
      now,
    );
    expect(decision.product.map((event) => event.type)).toEqual([
      'StockItemsReportedBad',
      'StockBatchQuarantined',
      'StockTaken',
    ]);
    expect(decision.product[1]).toMatchObject({
      data: { batchId: 1, items: ['A3'], cause: 'claim_rate', sold: 2, claims: 2 },
    });
    expect(decision.product[2]).toEqual(taken('B1'));
    expect(decision.claim[1]).toEqual(replaced('B1'));
  });
});
