import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../test/support/product-details';
import { decidePurchase } from '../purchase/decide-purchase';
import { initialOrder } from '../order/order';
import { fold } from '../shared/event';
import { evolveProduct, initialProduct, type Product, type ProductEvent } from './product';

const created: ProductEvent = {
  type: 'ProductCreated',
  data: { productId: 1, ...sampleProductDetails, name: 'Game key', deliveryType: 'automatic' },
};
const policy = (lowStockThreshold: number, runOutWithinHours = 0): ProductEvent => ({
  type: 'ProductPolicySet',
  data: {
    autoApproveClaims: false,
    claimCapPer90Days: 3,
    lowStockThreshold,
    runOutWithinHours,
    quarantineClaimRatePercent: 0,
  },
});
const stocked = (...items: string[]): ProductEvent => ({
  type: 'StockItemsSet',
  data: { items, fingerprints: items },
});

/** Sells `quantity` at `at` as a purchase decides it; answers the product's new events. */
function sell(events: ProductEvent[], quantity: number, at: string): ProductEvent[] {
  const product: Product = fold(events, evolveProduct, initialProduct);
  return decidePurchase(
    { orderId: events.length, userId: 2, productId: 1, quantity, placedAt: at },
    { wallet: { balanceCents: 1_000_000 }, product, order: initialOrder },
  ).product;
}

/** Runs the sales one after another (as the product's expected version serialises them). */
function run(events: ProductEvent[], sales: [number, string][]): ProductEvent[] {
  for (const [quantity, at] of sales) events = [...events, ...sell(events, quantity, at)];
  return events;
}

const alerts = (events: ProductEvent[]) => events.filter((event) => event.type === 'StockRanLow');

describe('stock alerts', () => {
  it('raises one alert when a sale crosses below the threshold, not one per sale after it', () => {
    const events = run(
      [created, policy(3), stocked('A', 'B', 'C', 'D', 'E')],
      [
        [1, '2026-11-27T08:00:00.000Z'],
        [1, '2026-11-27T08:01:00.000Z'],
        [1, '2026-11-27T08:02:00.000Z'],
        [1, '2026-11-27T08:03:00.000Z'],
      ],
    );
    expect(alerts(events)).toEqual([
      {
        type: 'StockRanLow',
        data: {
          productName: 'Game key',
          available: 2,
          lowStockThreshold: 3,
          runOutWithinHours: 0,
          soldLastWindow: 3,
          belowThreshold: true,
          hoursLeft: null,
        },
      },
    ]);
  });

  it('raises it again only after a restock and a new crossing', () => {
    const low = run(
      [created, policy(2), stocked('A', 'B', 'C')],
      [[2, '2026-11-27T08:00:00.000Z']],
    );
    expect(alerts(low)).toHaveLength(1);
    const again = run(
      [...low, stocked('B', 'X', 'Y', 'Z')],
      [
        [1, '2026-11-27T09:00:00.000Z'],
        [1, '2026-11-27T09:01:00.000Z'],
        [1, '2026-11-27T09:02:00.000Z'],
      ],
    );
    expect(alerts(again)).toHaveLength(2);
  });

  it("forecasts from the last 24 hours' sales only", () => {
    const items = Array.from({ length: 20 }, (_, i) => `K${i}`);
    // 4 sold over a day before do not count (with them the second sale would cross: 13 x 24 <
    // 60 x 7); 6 sold within an hour leave 10: 10 x 24 / 6 = 40 h.
    const events = run(
      [created, policy(0, 60), stocked(...items)],
      [
        [4, '2026-11-26T07:00:00.000Z'],
        [3, '2026-11-27T08:00:00.000Z'],
        [3, '2026-11-27T08:30:00.000Z'],
      ],
    );
    expect(alerts(events).map((event) => event.data)).toEqual([
      expect.objectContaining({ available: 10, soldLastWindow: 6, hoursLeft: 40 }),
    ]);
  });

  it('raises nothing with the alerts off (the default policy)', () => {
    const events = run([created, stocked('A', 'B')], [[2, '2026-11-27T08:00:00.000Z']]);
    expect(alerts(events)).toEqual([]);
  });
});
