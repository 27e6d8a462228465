import { describe, expect, it } from 'vitest';
import {
  OUT_OF_STOCK,
  REPLACEMENT_ONLY_ON_APPROVE,
  REPLACEMENT_STAYS_APPROVED,
} from '../../domain/warranty/decide';
import {
  ALREADY_CLAIMED,
  NOT_COMPLETED,
  REFUNDED_IN_FULL,
  WARRANTY_EXPIRED,
} from '../../contracts/warranty-eligibility';
import { evolveProduct, initialProduct, type ProductEvent } from '../../domain/catalogue/product';
import { changeOrderStatus } from './change-order-status';
import { aggregate } from './execute';
import {
  at,
  commandTestKit,
  expectRefusal,
  NOW,
  productDetails,
  type CommandTestKit,
} from './command-test-kit';
import { fileWarrantyClaim, warrantyEligibilityOf } from './file-warranty-claim';
import { purchase } from './purchase';
import { refundOrder } from './refund-order';
import { respondToWarrantyClaim } from './respond-to-warranty-claim';

const customer = at(7);
const admin = at(1);

/** A concurrent sale of product 1's first item on sale, to another order. */
async function concurrentSale(kit: CommandTestKit): Promise<ProductEvent[]> {
  const streams = await kit.deps.commandRunner.read(['product-1']);
  const product = aggregate(streams, 'product-1', evolveProduct, initialProduct).state;
  const items = product.status === 'existing' ? product.stockItems.slice(0, 1) : [];
  return [{ type: 'StockTaken', data: { orderId: 99, quantity: 1, items } }];
}

/**
 * A kit with customer 7's wallet at `balanceCents`, product 1 (automatic, $10.00, 30 days of
 * warranty) holding sealed `stock`, and product 2 (manual, $4.00, 3 in stock).
 */
async function shop(balanceCents = 5000, stock = ['K1', 'K2', 'K3']): Promise<CommandTestKit> {
  const kit = commandTestKit();
  await kit.given('wallet-7', [
    {
      type: 'BalanceAdjusted',
      data: { userId: 7, amountCents: balanceCents, adminId: 1, reason: 'r' },
    },
  ]);
  await kit.given('product-1', [
    {
      type: 'ProductCreated',
      data: { productId: 1, ...productDetails('Game', { warrantyDays: 30 }) },
    },
    { type: 'StockItemsSet', data: { items: await kit.secrets.sealStock(stock) } },
  ]);
  await kit.given('product-2', [
    {
      type: 'ProductCreated',
      data: {
        productId: 2,
        ...productDetails('Service', { deliveryType: 'manual', manualStock: 3, priceCents: 400 }),
      },
    },
  ]);
  return kit;
}

const buy = (kit: CommandTestKit, productId: number, quantity = 1, couponCode?: string) =>
  purchase(kit.deps, { userId: 7, productId, quantity, couponCode, timeZone: 'UTC' }, customer);

const orderPlaced = {
  orderId: 1,
  orderNumber: 'KM-000001',
  userId: 7,
  productId: 1,
  productName: 'Game',
  quantity: 2,
  unitPriceCents: 1000,
  totalCents: 2000,
  couponCode: null,
  deliveryType: 'automatic',
  warrantyDays: 30,
  placedAt: NOW.toISOString(),
  // The stock was set as a whole, outside any batch: no known cost.
  costCents: 0,
};

describe('Purchase', () => {
  it('debits the wallet, takes the stock, places and delivers the order in one append', async () => {
    const kit = await shop();
    const outcome = await buy(kit, 1, 2);
    expect(outcome.result).toEqual({ orderId: 1 });
    const appended = await kit.appended();
    expect(appended.map(([stream, type]) => [stream, type])).toEqual([
      ['wallet-7', 'PurchaseDebited'],
      ['product-1', 'StockTaken'],
      ['order-1', 'OrderPlaced'],
      ['order-1', 'OrderDelivered'],
    ]);
    expect(appended[0]![2]).toEqual({
      userId: 7,
      orderId: 1,
      orderNumber: 'KM-000001',
      amountCents: 2000,
      productName: 'Game',
      quantity: 2,
      productId: 1,
      at: NOW.toISOString(),
    });
    expect(appended[2]![2]).toEqual(orderPlaced);
    const delivered = appended[3]![2].deliveredItem as string;
    expect(await kit.secrets.open(delivered)).toBe('K1\nK2');
    expect(outcome.eventTypes).toEqual([
      'PurchaseDebited',
      'StockTaken',
      'OrderPlaced',
      'OrderDelivered',
    ]);
  });

  it('places a manual order pending, taking from the manual count', async () => {
    const kit = await shop();
    await buy(kit, 2, 3);
    expect(
      (await kit.appended()).map(([stream, type, data]) => [stream, type, data.quantity]),
    ).toEqual([
      ['wallet-7', 'PurchaseDebited', 3],
      ['product-2', 'StockTaken', 3],
      ['order-1', 'OrderPlaced', 3],
    ]);
    await expectRefusal(buy(kit, 2), 'conflict', 'Out of stock');
  });

  it('applies a coupon, redeems it with the order, and refuses it past its limit', async () => {
    const kit = await shop();
    await kit.given('coupon-4', [
      {
        type: 'CouponCreated',
        data: {
          couponId: 4,
          code: 'SAVE',
          discountPercentage: 15,
          maxUsage: 1,
          isActive: true,
          expiresAt: null,
        },
      },
    ]);
    await kit.given('reservation-coupon-code-SAVE', [
      { type: 'ValueReserved', data: { owner: 'coupon-4' } },
    ]);
    await buy(kit, 1, 1, ' save ');
    const appended = await kit.appended();
    expect(appended.map(([stream, type]) => [stream, type])).toContainEqual([
      'coupon-4',
      'CouponRedeemed',
    ]);
    expect(appended.find(([, type]) => type === 'OrderPlaced')![2]).toMatchObject({
      unitPriceCents: 850,
      totalCents: 850,
      couponCode: 'SAVE',
    });
    await expectRefusal(buy(kit, 1, 1, 'SAVE'), 'rule', 'This coupon has reached its usage limit');
    await expectRefusal(buy(kit, 1, 1, 'NOPE'), 'rule', 'Invalid coupon code');
  });

  it('refuses more than the stock, more than the balance, a bad quantity and an unknown product', async () => {
    const kit = await shop(1500);
    await expectRefusal(buy(kit, 1, 4), 'conflict', 'Only 3 left in stock');
    await expectRefusal(buy(kit, 1, 2), 'rule', 'Insufficient balance');
    await expectRefusal(buy(kit, 1, 0), 'validation', 'Quantity must be at least 1');
    await expectRefusal(buy(kit, 9), 'not_found', 'Product not found');
    expect(await kit.appended()).toEqual([]);
  });

  it('retries after a concurrent sale and delivers the next item', async () => {
    const kit = await shop();
    kit.interleave('product-1', await concurrentSale(kit));
    await buy(kit, 1);
    expect(kit.retries).toEqual(['Purchase']);
    const delivered = (await kit.appended()).find(([, type]) => type === 'OrderDelivered')![2];
    expect(await kit.secrets.open(delivered.deliveredItem as string)).toBe('K2');
  });

  it('retries after a concurrent debit and refuses what the balance no longer covers', async () => {
    const kit = await shop(1000);
    kit.interleave('wallet-7', [
      {
        type: 'PurchaseDebited',
        data: {
          userId: 7,
          orderId: 99,
          orderNumber: 'KM-000099',
          amountCents: 500,
          productName: 'X',
          quantity: 1,
        },
      },
    ]);
    await expectRefusal(buy(kit, 1), 'rule', 'Insufficient balance');
    expect(kit.retries).toEqual(['Purchase']);
  });
});

describe('ChangeOrderStatus', () => {
  it('completes a manual order with the delivered text sealed', async () => {
    const kit = await shop();
    await buy(kit, 2);
    await kit.appended();
    await changeOrderStatus(
      kit.deps,
      { orderId: 1, status: 'completed', deliveredItem: ' CODE-9 ' },
      admin,
    );
    const [[stream, type, data]] = (await kit.appended()) as [
      [string, string, { status: string; deliveredItem: string }],
    ];
    expect([stream, type, data.status]).toEqual(['order-1', 'OrderStatusChanged', 'completed']);
    expect(data.deliveredItem).toMatch(/^enc:v1:stock-1:/);
    expect(await kit.secrets.open(data.deliveredItem)).toBe('CODE-9');
  });

  it('refunds with the wallet credit in one append, returns the sold keys to the product, and answers a repeated key with the same refund', async () => {
    const kit = await shop();
    await buy(kit, 1, 2);
    await kit.appended();
    const refund = (amountCents: number | undefined, restock: boolean, key: string) =>
      refundOrder(
        kit.deps,
        { orderId: 1, amountCents, reason: 'Broken', restock, byUserId: 1, idempotencyKey: key },
        admin,
      );
    const first = await refund(500, false, 'k-1');
    const appended = await kit.appended();
    expect(appended.map(([stream, type]) => [stream, type])).toEqual([
      ['wallet-7', 'PurchaseRefunded'],
      ['order-1', 'OrderRefunded'],
    ]);
    expect(appended[0]![2]).toMatchObject({
      amountCents: 500,
      refundId: first.result.refund.refundId,
    });
    const again = await refund(500, false, 'k-1');
    expect(again.result).toEqual({ refund: first.result.refund, isRepeat: true });
    expect(again.eventTypes).toBeNull();

    await refund(undefined, true, 'k-2');
    const restocked = await kit.appended();
    expect(restocked.map(([stream, type]) => [stream, type])).toEqual([
      ['wallet-7', 'PurchaseRefunded'],
      ['order-1', 'OrderRefunded'],
      ['product-1', 'StockReturned'],
    ]);
    const returned = restocked[2]![2] as { quantity: number; items: string[] };
    expect(returned.quantity).toBe(2);
    expect(await Promise.all(returned.items.map((item) => kit.secrets.open(item)))).toEqual([
      'K1',
      'K2',
    ]);
  });

  it('refunds a cancelled order once and appends nothing for the status it has', async () => {
    const kit = await shop();
    await buy(kit, 2, 2);
    await kit.appended();
    await changeOrderStatus(kit.deps, { orderId: 1, status: 'cancelled' }, admin);
    expect(await kit.appended()).toEqual([
      [
        'wallet-7',
        'PurchaseRefunded',
        { userId: 7, orderId: 1, orderNumber: 'KM-000001', amountCents: 800 },
      ],
      ['order-1', 'OrderStatusChanged', { status: 'cancelled', deliveredItem: null }],
    ]);
    expect(
      (await changeOrderStatus(kit.deps, { orderId: 1, status: 'cancelled' }, admin)).eventTypes,
    ).toBeNull();
    await changeOrderStatus(kit.deps, { orderId: 1, status: 'pending' }, admin);
    await changeOrderStatus(kit.deps, { orderId: 1, status: 'cancelled' }, admin);
    expect((await kit.appended()).map(([, type]) => type)).toEqual([
      'OrderStatusChanged',
      'OrderStatusChanged',
    ]);
    await expectRefusal(
      changeOrderStatus(kit.deps, { orderId: 5, status: 'completed' }, admin),
      'not_found',
      'Order not found',
    );
  });

  it('retries after a concurrent cancellation and refunds only once', async () => {
    const kit = await shop();
    await buy(kit, 2);
    kit.interleave('order-1', [
      { type: 'OrderStatusChanged', data: { status: 'cancelled', deliveredItem: null } },
    ]);
    const outcome = await changeOrderStatus(kit.deps, { orderId: 1, status: 'cancelled' }, admin);
    expect(kit.retries).toEqual(['ChangeOrderStatus']);
    expect(outcome.eventTypes).toBeNull();
  });
});

const claim = {
  userId: 7,
  orderId: 1,
  claimType: 'product_defect' as const,
  description: ' Broken ',
};

describe('FileWarrantyClaim', () => {
  it('files a claim on a completed order within its warranty, recorded on the order too', async () => {
    const kit = await shop();
    await buy(kit, 1);
    await kit.appended();
    expect(await warrantyEligibilityOf(kit.deps, { userId: 7, orderId: 1 }, NOW)).toMatchObject({
      eligible: true,
      leftDays: 30,
    });
    const outcome = await fileWarrantyClaim(kit.deps, claim, customer);
    expect(outcome.result).toEqual({ claimId: 1 });
    expect(await kit.appended()).toEqual([
      ['order-1', 'OrderWarrantyClaimed', { claimId: 1 }],
      [
        'claim-1',
        'WarrantyClaimFiled',
        {
          claimId: 1,
          orderId: 1,
          userId: 7,
          productId: 1,
          claimType: 'product_defect',
          description: 'Broken',
        },
      ],
      // The order's key is reported bad on its product (it came from no batch).
      [
        'product-1',
        'StockItemsReportedBad',
        { claimId: 1, orderId: 1, items: [expect.any(String)], batchIds: [] },
      ],
      [
        'warranty-history-7',
        'WarrantyClaimRecorded',
        { claimId: 1, orderId: 1, filedAt: NOW.toISOString() },
      ],
    ]);
    expect(await warrantyEligibilityOf(kit.deps, { userId: 7, orderId: 1 }, NOW)).toMatchObject({
      eligible: false,
      reason: ALREADY_CLAIMED,
    });
  });

  it('refuses a claim on an order refunded in full; a partial refund leaves it claimable', async () => {
    const kit = await shop();
    await buy(kit, 1);
    const refund = (amountCents: number | undefined, key: string) =>
      refundOrder(
        kit.deps,
        {
          orderId: 1,
          amountCents,
          reason: 'Sorry',
          restock: false,
          byUserId: 1,
          idempotencyKey: key,
        },
        admin,
      );
    await refund(300, 'k-1');
    expect(await warrantyEligibilityOf(kit.deps, { userId: 7, orderId: 1 }, NOW)).toMatchObject({
      eligible: true,
    });
    await refund(undefined, 'k-2');
    await expectRefusal(fileWarrantyClaim(kit.deps, claim, customer), 'rule', REFUNDED_IN_FULL);
  });

  it('refuses a second claim, an order not completed, an expired warranty and someone else’s order', async () => {
    const kit = await shop();
    await buy(kit, 1);
    await buy(kit, 2);
    await fileWarrantyClaim(kit.deps, claim, customer);
    await expectRefusal(fileWarrantyClaim(kit.deps, claim, customer), 'rule', ALREADY_CLAIMED);
    await expectRefusal(
      fileWarrantyClaim(kit.deps, { ...claim, orderId: 2 }, customer),
      'rule',
      NOT_COMPLETED,
    );
    await expectRefusal(
      fileWarrantyClaim(kit.deps, { ...claim, userId: 8 }, at(8)),
      'not_found',
      'Order not found',
    );
    await expectRefusal(
      fileWarrantyClaim(kit.deps, { ...claim, description: ' ' }, customer),
      'validation',
      'Description is required',
    );
    const kit2 = await shop();
    await buy(kit2, 1);
    const later = at(7, { now: new Date(NOW.getTime() + 31 * 24 * 60 * 60 * 1000) });
    await expectRefusal(fileWarrantyClaim(kit2.deps, claim, later), 'rule', WARRANTY_EXPIRED);
    expect(await warrantyEligibilityOf(kit.deps, { userId: 8, orderId: 1 }, NOW)).toBeNull();
  });

  it('retries when a twin claim is filed concurrently, and is then refused', async () => {
    const kit = await shop();
    await buy(kit, 1);
    await kit.given('claim-50', [
      {
        type: 'WarrantyClaimFiled',
        data: {
          claimId: 50,
          orderId: 1,
          userId: 7,
          productId: 1,
          claimType: 'delivery_issue',
          description: 'd',
        },
      },
    ]);
    kit.interleave('order-1', [{ type: 'OrderWarrantyClaimed', data: { claimId: 50 } }]);
    await expectRefusal(fileWarrantyClaim(kit.deps, claim, customer), 'rule', ALREADY_CLAIMED);
    expect(kit.retries).toEqual(['FileWarrantyClaim']);
  });
});

describe('RespondToWarrantyClaim', () => {
  /** Shop with order 1 (one item of product 1) and claim 1 filed on it. */
  async function claimed(stock?: string[]) {
    const kit = await shop(5000, stock);
    await buy(kit, 1);
    await fileWarrantyClaim(kit.deps, claim, customer);
    await kit.appended();
    return kit;
  }

  it('records the answer, and nothing when it is the one the claim has', async () => {
    const kit = await claimed();
    await respondToWarrantyClaim(
      kit.deps,
      { claimId: 1, status: 'rejected', adminResponse: ' Works here ' },
      admin,
    );
    expect(await kit.appended()).toEqual([
      ['claim-1', 'WarrantyClaimResponded', { status: 'rejected', adminResponse: 'Works here' }],
    ]);
    const again = await respondToWarrantyClaim(kit.deps, { claimId: 1, status: 'rejected' }, admin);
    expect(again.eventTypes).toBeNull();
  });

  it('approves with a replacement taken from stock once; approving again reuses it', async () => {
    const kit = await claimed();
    await respondToWarrantyClaim(
      kit.deps,
      { claimId: 1, status: 'approved', replaceFromStock: true },
      admin,
    );
    const appended = await kit.appended();
    expect(appended.map(([stream, type]) => [stream, type])).toEqual([
      ['claim-1', 'WarrantyClaimResponded'],
      ['product-1', 'StockTaken'],
    ]);
    const item = appended[0]![2].replacementItem as string;
    expect(await kit.secrets.open(item)).toBe('K2');
    expect(appended[1]![2]).toEqual({ orderId: 1, quantity: 1, items: [item], claimId: 1 });
    await respondToWarrantyClaim(
      kit.deps,
      { claimId: 1, status: 'approved', replaceFromStock: true },
      admin,
    );
    expect(await kit.appended()).toEqual([]);
    await expectRefusal(
      respondToWarrantyClaim(kit.deps, { claimId: 1, status: 'rejected' }, admin),
      'rule',
      REPLACEMENT_STAYS_APPROVED,
    );
  });

  it('refuses an unknown claim, a replacement without approval and one out of stock', async () => {
    const kit = await claimed(['K1']);
    await expectRefusal(
      respondToWarrantyClaim(kit.deps, { claimId: 9, status: 'approved' }, admin),
      'not_found',
      'Warranty claim not found',
    );
    await expectRefusal(
      respondToWarrantyClaim(
        kit.deps,
        { claimId: 1, status: 'pending', replaceFromStock: true },
        admin,
      ),
      'validation',
      REPLACEMENT_ONLY_ON_APPROVE,
    );
    await expectRefusal(
      respondToWarrantyClaim(
        kit.deps,
        { claimId: 1, status: 'approved', replaceFromStock: true },
        admin,
      ),
      'conflict',
      OUT_OF_STOCK,
    );
  });

  it('retries after a concurrent sale and hands out the next item', async () => {
    const kit = await claimed();
    kit.interleave('product-1', await concurrentSale(kit));
    await respondToWarrantyClaim(
      kit.deps,
      { claimId: 1, status: 'approved', replaceFromStock: true },
      admin,
    );
    expect(kit.retries).toEqual(['RespondToWarrantyClaim']);
    const responded = (await kit.appended()).find(([, type]) => type === 'WarrantyClaimResponded')!;
    expect(await kit.secrets.open(responded[2].replacementItem as string)).toBe('K3');
  });
});
