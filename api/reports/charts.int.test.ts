/**
 * The report charts through the HTTP API, against figures worked out by hand for a small store
 * (purchases of two customers, a cancellation refunded, a warranty claim, a deposit paid, one
 * failed and one expired then paid late), and the store days of its daily series in time zones
 * whose midnight is not a UTC hour, against the same events grouped one by one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '../../application/event-store/types';
import type { ChartDayDto, ReportChartsDto } from '../../contracts/report-charts';
import { formatCents } from '../../contracts/money';
import { addDays, storeDate } from '../../contracts/store-days';
import { reportChartsProjection } from '../../projections/report-charts/projection';
import { readReportCharts } from '../../projections/report-charts/queries';
import { settleSandboxPayment } from '../../test/support/sandbox-webhook';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const SECRET = 'sandbox-webhook-secret-0123456789';
const TIME_ZONE = 'Asia/Dubai';
let store: TestStore;
let admin: TestClient;
let charts: ReportChartsDto;
const ids = { keys: 0, manual: 0, alice: 0, bob: 0 };

beforeAll(async () => {
  // Deposits expire 1.2 s after their request.
  store = await startTestStore({
    PAYMENT_WEBHOOK_SECRET: SECRET,
    DEPOSIT_EXPIRY_MINUTES: '0.02',
    STORE_TIMEZONE: TIME_ZONE,
  });
  admin = store.client();
  await admin.register('admin@keymart.test');
  const setUp = shop(admin, () => store.client(), 'Charts');
  const keys = await setUp.product({ price: '5.00', items: ['KEY-1', 'KEY-2', 'KEY-3'] });
  const manual = await setUp.product({ price: '3.00' });
  ids.keys = keys.id;
  ids.manual = manual.id;
  const alice = await setUp.customer('alice@keymart.test', '100.00');
  const bob = await setUp.customer('bob@keymart.test', '100.00');
  ids.alice = alice.user.id;
  ids.bob = bob.user.id;
  const buy = async (client: TestClient, productId: number, quantity: number) => {
    const bought = await client.post('/api/purchase', { productId, quantity });
    expect(bought.status).toBe(201);
    return bought.body.order.id as number;
  };
  const claimed = await buy(alice.client, keys.id, 2); // $10.00
  await buy(alice.client, manual.id, 1); // $3.00
  const cancelled = await buy(bob.client, manual.id, 2); // $6.00, refunded
  await buy(bob.client, keys.id, 1); // $5.00
  const cancel = await admin.put(`/api/orders/${cancelled}/status`, { status: 'cancelled' });
  expect(cancel.status).toBe(200);
  const claim = await alice.client.post('/api/warranty-claims', {
    orderId: claimed,
    claimType: 'product_defect',
    description: 'The key does not activate',
  });
  expect(claim.status).toBe(201);

  // Deposits: $30 paid at once, $12 failed, $20 expired and then paid late.
  const paid = await alice.client.post('/api/create-payment', { amount: 30 });
  await settleSandboxPayment(store.url, SECRET, paid.body.paymentUrl, 'paid');
  const failed = await alice.client.post('/api/create-payment', { amount: 12 });
  await settleSandboxPayment(store.url, SECRET, failed.body.paymentUrl, 'failed');
  const late = await bob.client.post('/api/create-payment', { amount: 20 });
  await vi.waitFor(
    async () => {
      const deposit = await bob.client.get(`/api/deposits/${late.body.depositId}`);
      expect(deposit.body.status).toBe('expired');
    },
    { timeout: 20_000, interval: 250 },
  );
  await settleSandboxPayment(store.url, SECRET, late.body.paymentUrl, 'paid');
  await store.caughtUp();

  const answer = await admin.get('/api/admin/reports/charts');
  expect(answer.status).toBe(200);
  charts = answer.body;
}, 60_000);
afterAll(() => store.stop());

const quietDay = (date: string): ChartDayDto => ({
  date,
  revenue: '0.00',
  orders: 0,
  deposits: '0.00',
  depositCount: 0,
  refunds: '0.00',
  refundCount: 0,
  claims: 0,
});

/** The store hour each order placed so far was recorded in. */
async function orderHours(): Promise<number[]> {
  const { rows } = await store.core.pool.query<{ hour: number }>(
    `SELECT extract(hour FROM recorded_at AT TIME ZONE $1)::int AS hour FROM events
      WHERE event_type = 'OrderPlaced'`,
    [TIME_ZONE],
  );
  return rows.map((row) => row.hour);
}

describe('GET /api/admin/reports/charts', () => {
  it('gives the last 30 store days and the 30 before them, today with every figure', () => {
    const today = storeDate(new Date(), TIME_ZONE);
    expect(charts).toMatchObject({
      from: addDays(today, -29),
      to: today,
      previousFrom: addDays(today, -59),
      previousTo: addDays(today, -30),
      timeZone: TIME_ZONE,
    });
    expect(charts.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(today, index - 29)),
    );
    expect(charts.daily.at(-1)).toEqual({
      date: today,
      // Every order placed, the cancelled one included: its refund is a series of its own.
      revenue: '24.00',
      orders: 4,
      // The deposit paid at once and the one paid late.
      deposits: '50.00',
      depositCount: 2,
      refunds: '6.00',
      refundCount: 1,
      claims: 1,
    });
    expect(charts.daily.slice(0, -1)).toEqual(
      charts.daily.slice(0, -1).map((d) => quietDay(d.date)),
    );
    expect(charts.previousDaily).toEqual(
      Array.from({ length: 30 }, (_, index) => quietDay(addDays(today, index - 59))),
    );
  });

  it('counts the orders by the store hour they were placed in', async () => {
    const expected = Array.from({ length: 24 }, () => 0);
    for (const hour of await orderHours()) expected[hour]!++;
    expect(charts.ordersByHour).toEqual(expected);
    expect(charts.ordersByHour.reduce((sum, orders) => sum + orders, 0)).toBe(4);
  });

  it('ranks products and customers by revenue', () => {
    expect(charts.topProducts).toEqual([
      {
        productId: ids.keys,
        name: expect.stringContaining('Charts product'),
        revenue: '15.00',
        orders: 2,
        units: 3,
      },
      {
        productId: ids.manual,
        name: expect.stringContaining('Charts product'),
        revenue: '9.00',
        orders: 2,
        units: 3,
      },
    ]);
    expect(charts.topCustomers).toEqual([
      {
        userId: ids.alice,
        name: expect.any(String),
        email: 'alice@keymart.test',
        revenue: '13.00',
        orders: 2,
      },
      {
        userId: ids.bob,
        name: expect.any(String),
        email: 'bob@keymart.test',
        revenue: '11.00',
        orders: 2,
      },
    ]);
  });

  it('gives deposits by method and the funnel from request to payment', () => {
    expect(charts.depositsByMethod).toEqual([
      { method: 'crypto', count: 2, amount: '50.00' },
      { method: 'credit_card', count: 0, amount: '0.00' },
      { method: 'paypal', count: 0, amount: '0.00' },
    ]);
    expect(charts.depositFunnel).toEqual({
      requested: 3,
      paid: 1,
      failed: 1,
      expired: 1,
      paidLate: 1,
    });
  });

  it('puts today in the previous period of a range that starts tomorrow', async () => {
    const today = storeDate(new Date(), TIME_ZONE);
    const answer = await admin.get<ReportChartsDto>(
      `/api/admin/reports/charts?from=${addDays(today, 1)}&to=${addDays(today, 7)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.previousFrom).toBe(addDays(today, -6));
    expect(answer.body.previousTo).toBe(today);
    expect(answer.body.previousDaily.at(-1)).toEqual(charts.daily.at(-1));
    expect(answer.body.daily).toEqual(
      Array.from({ length: 7 }, (_, index) => quietDay(addDays(today, index + 1))),
    );
    expect(answer.body.topProducts).toEqual([]);
    expect(answer.body.topCustomers).toEqual([]);
    expect(answer.body.depositFunnel).toEqual({
      requested: 0,
      paid: 0,
      failed: 0,
      expired: 0,
      paidLate: 0,
    });
  });

  it('answers the same after a rebuild of its read model', async () => {
    await store.core.runner.rebuild(['report-charts']);
    const answer = await admin.get<ReportChartsDto>('/api/admin/reports/charts');
    expect(answer.body).toEqual(charts);
  });

  it('refuses a reversed range with 400', async () => {
    const answer = await admin.get('/api/admin/reports/charts?from=2026-02-10&to=2026-02-01');
    expect(answer.status).toBe(400);
  });
});

describe('store days of the daily series', () => {
  // Orders every 97 minutes from 4 to 14 March 2026 (New York leaves standard time on 8 March).
  const first = Date.parse('2026-03-04T00:00:00Z');
  const instants = Array.from({ length: 150 }, (_, index) => new Date(first + index * 97 * 60_000));
  const cents = (index: number) => 100 + index;

  /** The orders at `instants`, by Alice (known once the store is set up). */
  const orders = () =>
    instants.map((at, index): RecordedEvent => ({
      position: BigInt(index + 1),
      transactionId: 1n,
      eventId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      streamId: `order-${900_000 + index}`,
      streamVersion: 1,
      type: 'OrderPlaced',
      data: {
        orderId: 900_000 + index,
        orderNumber: `ORD-${index}`,
        userId: ids.alice,
        productId: ids.keys,
        productName: 'Synthetic',
        quantity: 1,
        unitPriceCents: cents(index),
        totalCents: cents(index),
        couponCode: null,
        deliveryType: 'manual',
        warrantyDays: 0,
        placedAt: at.toISOString(),
      },
      metadata: {},
      recordedAt: at,
    }));

  /** The charts' buckets of the orders alone, store days in `timeZone`, as the projection writes them. */
  async function projectIn(timeZone: string): Promise<void> {
    const client = await store.core.pool.connect();
    try {
      await client.query('TRUNCATE chart_buckets, chart_order_quarters, chart_customer_buckets');
      await reportChartsProjection.handleBatch(client, orders(), {
        secrets: store.core.secrets,
        storeTimeZone: timeZone,
      });
    } finally {
      client.release();
    }
  }
  afterAll(() => store.core.runner.rebuild(['report-charts']));

  it.each([
    'UTC',
    'Asia/Dubai',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'America/New_York',
    'Pacific/Chatham',
  ])('sums each store day and hour exactly in %s', async (timeZone) => {
    const from = '2026-03-08';
    const to = '2026-03-11';
    await projectIn(timeZone);
    const read = await readReportCharts(store.core.pool, { from, to, timeZone, now: new Date() });
    const expected = new Map<string, { cents: number; orders: number }>();
    const hours = Array.from({ length: 24 }, () => 0);
    instants.forEach((at, index) => {
      const date = storeDate(at, timeZone);
      const day = expected.get(date) ?? { cents: 0, orders: 0 };
      day.cents += cents(index);
      day.orders++;
      expected.set(date, day);
      if (date >= from && date <= to)
        hours[
          Number(
            new Intl.DateTimeFormat('en-GB', {
              timeZone,
              hour: '2-digit',
              hourCycle: 'h23',
            }).format(at),
          )
        ]!++;
    });
    for (const day of [...read.previousDaily, ...read.daily]) {
      const sums = expected.get(day.date) ?? { cents: 0, orders: 0 };
      expect({ date: day.date, revenue: day.revenue, orders: day.orders }).toEqual({
        date: day.date,
        revenue: formatCents(sums.cents),
        orders: sums.orders,
      });
    }
    expect(read.ordersByHour).toEqual(hours);
  });
});
