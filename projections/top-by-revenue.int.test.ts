/**
 * The top customers by revenue through the threshold algorithm against every customer's orders
 * summed one by one: 400 customers (a few heavy buyers, so the month lists are read only in part)
 * ordering over five months, for ranges with whole months, days and 15-minute edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../application/db/pool';
import type { RecordedEvent } from '../application/event-store/types';
import { createTestDatabase } from '../test/support/database';
import { insertRows } from './insert-rows';
import type { TableRow } from './projection';
import { binOf, GRAINS, rollupRangesAround } from './time-rollup';
import { reportChartsProjection } from './report-charts/projection';
import { readTopByRevenue } from './top-by-revenue';

let pool: Pool;
const FIRST = Date.parse('2026-01-10T00:00:00Z');
/** No order is placed at or after it. */
const LAST = new Date(FIRST + 130 * 86_400_000);
const orders: { userId: number; at: Date; cents: number }[] = [];

beforeAll(async () => {
  pool = createPool(await createTestDatabase(), 2);
  // A fixed pseudo-random sequence (a linear congruential generator): the same store every run.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < 6_000; index++) {
    const userId = 1 + Math.floor(next() * 400);
    // Customers 1-20 spend ten times as much.
    const cents = Math.round((userId <= 20 ? 10 : 1) * (100 + next() * 5_000));
    orders.push({
      userId,
      at: new Date(FIRST + Math.floor(next() * (LAST.getTime() - FIRST))),
      cents,
    });
  }
  const build = reportChartsProjection.setBuild!();
  await build.fold(
    orders.map(({ userId, at, cents }, index): RecordedEvent => ({
      position: BigInt(index + 1),
      transactionId: 1n,
      eventId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      streamId: `order-${index + 1}`,
      streamVersion: 1,
      type: 'OrderPlaced',
      data: { orderId: index + 1, userId, productId: 1, totalCents: cents },
      metadata: {},
      recordedAt: at,
    })),
    {} as never,
  );
  const rows = build.rows().chart_customer_buckets!;
  await insertRows(pool, 'chart_customer_buckets', [...rows] as TableRow[]);
});
afterAll(() => pool?.end());

/** The `size` customers with the most revenue in [start, end), summed one order at a time. */
function expectedTop(start: Date, end: Date, size: number) {
  const sums = new Map<number, { revenueCents: number; orders: number }>();
  for (const order of orders)
    if (order.at >= start && order.at < end) {
      const sum = sums.get(order.userId) ?? { revenueCents: 0, orders: 0 };
      sum.revenueCents += order.cents;
      sum.orders++;
      sums.set(order.userId, sum);
    }
  return [...sums]
    .sort(([idA, a], [idB, b]) => b.revenueCents - a.revenueCents || idA - idB)
    .slice(0, size)
    .map(([id, sum]) => ({
      id,
      score: sum.revenueCents,
      revenueCents: sum.revenueCents,
      sums: { orders: sum.orders },
    }));
}

describe('the top by revenue over a range', () => {
  it.each([
    ['the whole history', '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z', 10],
    ['months with day and 15-minute edges', '2026-01-20T19:45:00Z', '2026-04-03T20:15:00Z', 10],
    ['one week', '2026-03-02T20:00:00Z', '2026-03-09T20:00:00Z', 10],
    ['one hour', '2026-02-11T10:00:00Z', '2026-02-11T11:00:00Z', 10],
    ['the top 3 of a month', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z', 3],
    // Read on the day the orders end, so its month is read whole.
    ['30 days ending tomorrow', '2026-04-20T20:00:00Z', '2026-05-20T20:00:00Z', 10, LAST],
  ])('equals every customer summed for %s', async (_what, from, to, size, now?: Date) => {
    const start = new Date(from);
    const end = new Date(to);
    const top = await readTopByRevenue(
      pool,
      { table: 'chart_customer_buckets', id: 'user_id', sums: ['orders'] },
      rollupRangesAround(start, end, now),
      size,
    );
    expect(top).toEqual(expectedTop(start, end, size));
    expect(top.length).toBeGreaterThan(0);
  });
});

describe('the top by margin over a range', () => {
  /** A product's sale or refund: amounts in integer cents at an instant. */
  interface Fact {
    productId: number;
    at: Date;
    revenueCents: number;
    refundCents: number;
    costCents: number;
    orders: number;
  }
  const facts: Fact[] = [];

  beforeAll(async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let index = 0; index < 5_000; index++) {
      const productId = 1 + Math.floor(next() * 300);
      // Products 1-15 sell ten times as much; cost is 30-110% of the price (some sell at a loss).
      const revenueCents = Math.round((productId <= 15 ? 10 : 1) * (100 + next() * 5_000));
      const at = new Date(FIRST + Math.floor(next() * (LAST.getTime() - FIRST)));
      const costCents = Math.round(revenueCents * (0.3 + next() * 0.8));
      facts.push({ productId, at, revenueCents, refundCents: 0, costCents, orders: 1 });
      // One sale in ten is refunded up to 20 days later, maybe outside the range.
      if (next() < 0.1)
        facts.push({
          productId,
          at: new Date(Math.min(at.getTime() + next() * 20 * 86_400_000, LAST.getTime() - 1)),
          revenueCents: 0,
          refundCents: revenueCents,
          costCents: 0,
          orders: 0,
        });
    }
    // The buckets of every grain, as the product sales projection writes them.
    const buckets = new Map<string, TableRow>();
    for (const fact of facts)
      for (const grain of GRAINS) {
        const bucket = binOf(grain, fact.at);
        const key = `${grain}/${bucket.getTime()}/${fact.productId}`;
        const row = buckets.get(key) ?? {
          grain,
          bucket,
          product_id: fact.productId,
          units: 0,
          orders: 0,
          revenue_cents: 0,
          refund_cents: 0,
          cost_cents: 0,
          claims: 0,
        };
        row.units = (row.units as number) + fact.orders;
        row.orders = (row.orders as number) + fact.orders;
        row.revenue_cents = (row.revenue_cents as number) + fact.revenueCents;
        row.refund_cents = (row.refund_cents as number) + fact.refundCents;
        row.cost_cents = (row.cost_cents as number) + fact.costCents;
        buckets.set(key, row);
      }
    await insertRows(pool, 'product_sales_buckets', [...buckets.values()]);
  });

  it.each([
    ['months with day and 15-minute edges', '2026-01-20T19:45:00Z', '2026-04-03T20:15:00Z'],
    ['one week', '2026-03-02T20:00:00Z', '2026-03-09T20:00:00Z'],
    ['30 days ending tomorrow', '2026-04-20T20:00:00Z', '2026-05-20T20:00:00Z'],
  ])('equals every product summed for %s', async (_what, from, to) => {
    const [start, end] = [new Date(from), new Date(to)];
    const sums = new Map<number, Omit<Fact, 'productId' | 'at'>>();
    for (const fact of facts)
      if (fact.at >= start && fact.at < end) {
        const sum = sums.get(fact.productId) ?? {
          revenueCents: 0,
          refundCents: 0,
          costCents: 0,
          orders: 0,
        };
        sum.revenueCents += fact.revenueCents;
        sum.refundCents += fact.refundCents;
        sum.costCents += fact.costCents;
        sum.orders += fact.orders;
        sums.set(fact.productId, sum);
      }
    const marginOf = (sum: Omit<Fact, 'productId' | 'at'>) =>
      sum.revenueCents - sum.refundCents - sum.costCents;
    const expected = [...sums]
      .filter(([, sum]) => sum.orders > 0)
      .sort(([idA, a], [idB, b]) => marginOf(b) - marginOf(a) || idA - idB)
      .slice(0, 25)
      .map(([id, sum]) => ({ id, score: marginOf(sum), revenueCents: sum.revenueCents }));
    const top = await readTopByRevenue(
      pool,
      {
        table: 'product_sales_buckets',
        id: 'product_id',
        sums: [],
        score: 'sum(b.revenue_cents) - sum(b.refund_cents) - sum(b.cost_cents)',
      },
      rollupRangesAround(start, end, LAST),
      25,
    );
    expect(top.map(({ id, score, revenueCents }) => ({ id, score, revenueCents }))).toEqual(
      expected,
    );
    // The margins differ from the revenue order, so the bound by revenue is what is tested.
    expect(top.map((entry) => entry.id)).not.toEqual(
      [...top].sort((a, b) => b.revenueCents - a.revenueCents).map((entry) => entry.id),
    );
  });
});
