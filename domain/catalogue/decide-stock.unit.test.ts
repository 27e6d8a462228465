import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { sampleProductDetails } from '../../test/support/product-details';
import { decidePurchase } from '../purchase/decide-purchase';
import { DomainError } from '../shared/errors';
import { fold } from '../shared/event';
import { initialOrder } from '../order/order';
import {
  addStockBatch,
  BATCH_NOT_FOUND,
  itemsDeliveredTo,
  notAvailableMessage,
  quarantineStockBatch,
  reportClaimedItems,
  stockDuplicates,
  withdrawStockItems,
} from './decide-stock';
import { evolveProduct, initialProduct, type ProductEvent } from './product';
import { stockItemHistory } from './stock';

const created: ProductEvent = {
  type: 'ProductCreated',
  data: { productId: 1, ...sampleProductDetails, deliveryType: 'automatic' },
};
/** A batch event; in these tests an item's fingerprint is its text. */
const batch = (batchId: number, items: string[]): ProductEvent => ({
  type: 'StockBatchAdded',
  data: {
    batchId,
    supplier: 'Acme',
    unitCostCents: 125,
    note: '',
    byUserId: 9,
    items,
    fingerprints: items,
  },
});
const sold = (orderId: number, items: string[], claimId?: number): ProductEvent => ({
  type: 'StockTaken',
  data: { orderId, quantity: items.length, items, ...(claimId ? { claimId } : {}) },
});
const lines = (...items: string[]) =>
  items.map((item, index) => ({ item, line: index + 1, fingerprint: item }));
const product = (events: ProductEvent[]) => fold(events, evolveProduct, initialProduct);

const add = DeciderSpecification.for({
  decide: addStockBatch,
  given: (events: readonly ProductEvent[]) => ({
    product: product([...events]),
    held: new Set(
      [...stockItemHistory(events).values()].map((held) => held.fingerprint ?? held.item),
    ),
  }),
});
const addCommand = (...items: string[]) => ({
  lines: lines(...items),
  supplier: ' Acme ',
  unitCostCents: 125,
  note: ' first ',
  byUserId: 9,
});

describe('AddStockBatch', () => {
  it('appends a batch numbered after the last, its items after the ones on sale', () => {
    add
      .given([created, batch(1, ['A'])])
      .when(addCommand('B', 'C'))
      .then([
        {
          type: 'StockBatchAdded',
          data: { ...batch(2, ['B', 'C']).data, note: 'first' } as never,
        },
      ]);
    add
      .given([created, batch(1, ['A']), batch(2, ['B'])])
      .thenState({ product: { stockItems: ['A', 'B'] } });
  });

  it('refuses lines repeated inside the batch and keys the product ever held, listing them all', () => {
    const given = [created, batch(1, ['SOLD', 'ON-SALE']), sold(7, ['SOLD'])];
    let refusal: DomainError | undefined;
    try {
      addStockBatch(addCommand('NEW', 'SOLD', 'NEW', 'ON-SALE', 'OTHER'), {
        product: product(given),
        held: new Set(['SOLD', 'ON-SALE']),
      });
    } catch (error) {
      refusal = error as DomainError;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal!.kind).toBe('conflict');
    expect(refusal!.message).toBe(
      '3 items are duplicates: remove them and import again (a key can be in stock only once)',
    );
    expect(refusal!.details).toEqual({
      duplicates: [
        { line: 2, item: 'SOLD', reason: 'held' },
        { line: 3, item: 'NEW', reason: 'repeated', firstLine: 1 },
        { line: 4, item: 'ON-SALE', reason: 'held' },
      ],
    });
  });

  it('refuses an empty batch, a manual product, and an unknown product', () => {
    add.given([created]).when(addCommand()).thenThrows('validation', 'The batch has no items');
    add
      .given([{ ...created, data: { ...created.data, deliveryType: 'manual' } }])
      .when(addCommand('A'))
      .thenThrows(
        'rule',
        'Stock batches and items are for automatic delivery: a manual product has a stock count',
      );
    add.given([]).when(addCommand('A')).thenThrows('not_found', 'Product not found');
  });
});

describe('stockDuplicates', () => {
  it('is empty for distinct new lines', () => {
    expect(stockDuplicates(lines('A', 'B'), new Set(['C']))).toEqual([]);
  });
});

describe('WithdrawStockItems', () => {
  const withdraw = DeciderSpecification.for({
    decide: withdrawStockItems,
    evolve: evolveProduct,
    initialState: initialProduct,
  });

  it('takes single items out of sale, from anywhere in the stock', () => {
    withdraw
      .given([created, batch(1, ['A', 'B', 'C'])])
      .when({ items: ['B'], missing: 0, reason: ' cracked ', byUserId: 9 })
      .then([
        { type: 'StockItemsWithdrawn', data: { items: ['B'], reason: 'cracked', byUserId: 9 } },
      ]);
    withdraw
      .given([
        created,
        batch(1, ['A', 'B', 'C']),
        { type: 'StockItemsWithdrawn', data: { items: ['B'], reason: '', byUserId: 9 } },
      ])
      .thenState({ stockItems: ['A', 'C'] });
  });

  it('refuses an item sold meanwhile, or an id that matched nothing', () => {
    withdraw
      .given([created, batch(1, ['A', 'B']), sold(3, ['A'])])
      .when({ items: ['A'], missing: 0, reason: '', byUserId: 9 })
      .thenThrows('conflict', notAvailableMessage(1));
    withdraw
      .given([created, batch(1, ['A', 'B'])])
      .when({ items: ['B'], missing: 2, reason: '', byUserId: 9 })
      .thenThrows('conflict', notAvailableMessage(2));
  });
});

describe('QuarantineStockBatch', () => {
  const quarantine = DeciderSpecification.for({
    decide: quarantineStockBatch,
    evolve: evolveProduct,
    initialState: initialProduct,
  });
  const given = [
    created,
    batch(1, ['A1', 'A2']),
    batch(2, ['B1', 'B2', 'B3']),
    sold(5, ['A1', 'A2', 'B1']),
  ];

  it("pulls the batch's remaining items from sale at once, and only them", () => {
    quarantine
      .given(given)
      .when({ batchId: 2, reason: 'supplier recalled', byUserId: 9 })
      .then([
        {
          type: 'StockBatchQuarantined',
          data: {
            batchId: 2,
            productName: sampleProductDetails.name,
            items: ['B2', 'B3'],
            cause: 'staff',
            reason: 'supplier recalled',
            byUserId: 9,
            sold: 1,
            claims: 0,
          },
        },
      ]);
  });

  it('is a no-op on a quarantined batch and refuses an unknown one', () => {
    const pulled = quarantineStockBatch({ batchId: 2, reason: '', byUserId: 9 }, product(given));
    quarantine
      .given([...given, ...pulled])
      .when({ batchId: 2, reason: '', byUserId: 9 })
      .then([]);
    quarantine
      .given(given)
      .when({ batchId: 3, reason: '', byUserId: 9 })
      .thenThrows('not_found', BATCH_NOT_FOUND);
  });

  it('a purchase decided after the quarantine never receives its items', () => {
    const pulled = quarantineStockBatch({ batchId: 1, reason: '', byUserId: 9 }, product(given));
    const after = product([...given, batch(3, ['C1']), ...pulled]);
    expect(after.status === 'existing' && after.stockItems).toEqual(['B2', 'B3', 'C1']);
    const decided = decidePurchase(
      { orderId: 8, userId: 2, productId: 1, quantity: 3, placedAt: '2026-11-27T08:00:00.000Z' },
      { wallet: { balanceCents: 1_000_000 }, product: after, order: initialOrder },
    );
    expect(decided.product).toEqual([
      {
        type: 'StockTaken',
        data: {
          orderId: 8,
          quantity: 3,
          items: ['B2', 'B3', 'C1'],
          at: '2026-11-27T08:00:00.000Z',
        },
      },
    ]);
  });
});

describe('ReportClaimedItems', () => {
  const report = DeciderSpecification.for({
    decide: reportClaimedItems,
    evolve: evolveProduct,
    initialState: initialProduct,
  });
  const given = [
    created,
    batch(1, ['A1', 'A2', 'A3', 'A4']),
    sold(5, ['A1']),
    sold(6, ['A2']),
    sold(7, ['A3']),
  ];

  it('traces the claim to the batch of the key claimed', () => {
    report
      .given(given)
      .when({ claimId: 1, orderId: 5, items: ['A1'], thresholdPercent: 50 })
      .then([
        {
          type: 'StockItemsReportedBad',
          data: { claimId: 1, orderId: 5, items: ['A1'], batchIds: [1] },
        },
      ]);
  });

  it('quarantines the batch once its claim rate reaches the threshold, with at least two claims', () => {
    const first = reportClaimedItems(
      { claimId: 1, orderId: 5, items: ['A1'], thresholdPercent: 50 },
      product(given),
    );
    report
      .given([...given, ...first])
      .when({ claimId: 2, orderId: 6, items: ['A2'], thresholdPercent: 50 })
      .then([
        {
          type: 'StockItemsReportedBad',
          data: { claimId: 2, orderId: 6, items: ['A2'], batchIds: [1] },
        },
        {
          type: 'StockBatchQuarantined',
          data: {
            batchId: 1,
            productName: sampleProductDetails.name,
            items: ['A4'],
            cause: 'claim_rate',
            reason: "Claim rate 66% reached the product's threshold of 50%",
            byUserId: null,
            sold: 3,
            claims: 2,
          },
        },
      ]);
  });

  it('does not quarantine with the threshold off, and records nothing for an order without stock items', () => {
    const first = reportClaimedItems(
      { claimId: 1, orderId: 5, items: ['A1'], thresholdPercent: 0 },
      product(given),
    );
    const second = reportClaimedItems(
      { claimId: 2, orderId: 6, items: ['A2'], thresholdPercent: 0 },
      product([...given, ...first]),
    );
    expect(second.map((event) => event.type)).toEqual(['StockItemsReportedBad']);
    report.given(given).when({ claimId: 3, orderId: 9, items: [], thresholdPercent: 50 }).then([]);
  });
});

describe('itemsDeliveredTo', () => {
  it("is the order's sale, not the replacements sent later", () => {
    const events = [created, batch(1, ['A', 'B', 'C']), sold(5, ['A', 'B']), sold(5, ['C'], 1)];
    expect(itemsDeliveredTo(events, 5)).toEqual(['A', 'B']);
    expect(itemsDeliveredTo(events, 6)).toEqual([]);
  });
});
