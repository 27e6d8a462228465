import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReports } from '../../projections/reports/queries';
import { bucketOf, STORE_DAY_GRAINS } from '../../projections/store-day-bucket';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

/**
 * Replaces the reports' buckets with these totals at these instants (ISO), in the buckets of
 * every grain, store days in `timeZone`, as the projection writes them.
 */
async function setBuckets(
  timeZone: string,
  totals: {
    at: string;
    depositCents: number;
    deposits: number;
    orderCents: number;
    orders: number;
  }[],
): Promise<void> {
  const rows = totals.flatMap((total) =>
    STORE_DAY_GRAINS.map((grain) => ({
      ...total,
      grain,
      bucket: bucketOf(grain, new Date(total.at), timeZone),
    })),
  );
  const pool = store.core.pool;
  await pool.query('TRUNCATE report_buckets');
  await pool.query(
    `INSERT INTO report_buckets (grain, bucket, deposit_cents, deposit_count, order_cents, order_count)
     SELECT t.grain, t.bucket, sum(t.deposit_cents), sum(t.deposits), sum(t.order_cents), sum(t.orders)
       FROM unnest($1::text[], $2::timestamptz[], $3::bigint[], $4::int[], $5::bigint[], $6::int[])
              AS t(grain, bucket, deposit_cents, deposits, order_cents, orders)
      GROUP BY 1, 2`,
    [
      rows.map((row) => row.grain),
      rows.map((row) => row.bucket),
      rows.map((row) => row.depositCents),
      rows.map((row) => row.deposits),
      rows.map((row) => row.orderCents),
      rows.map((row) => row.orders),
    ],
  );
}

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

describe('GET /api/admin/reports', () => {
  it("counts today's orders from purchases, net of refunds", async () => {
    const customer = store.client();
    const user = await customer.register('buyer@keymart.test');
    await admin.post(`/api/admin/users/${user.id}/balance`, { amount: '100.00', operation: 'add' });
    const product = await admin.post('/api/products', {
      name: 'Report Item',
      price: '12.50',
      deliveryType: 'manual',
      stock: 10,
    });
    await customer.post('/api/purchase', { productId: product.body.id, quantity: 2 });
    const refunded = await customer.post('/api/purchase', {
      productId: product.body.id,
      quantity: 1,
    });
    await admin.put(`/api/orders/${refunded.body.order.id}/status`, { status: 'cancelled' });

    const reports = await admin.get('/api/admin/reports');
    expect(reports.status).toBe(200);
    expect(reports.body.timeZone).toBe('Asia/Dubai');
    expect(reports.body.orders.today).toEqual({ amount: '25.00', count: 2 });
    expect(reports.body.orders.weekly).toEqual(reports.body.orders.today);
    expect(reports.body.orders.yesterday).toEqual({ amount: '0.00', count: 0 });
    expect(reports.body.deposits.today).toEqual({ amount: '0.00', count: 0 });
    expect(reports.body.daily).toHaveLength(30);
  });

  it("forms days in the store's time zone", async () => {
    const pool = store.core.pool;
    // 20:15 UTC on 1 January is 00:15 on 2 January in Dubai (UTC+4).
    const totals = [
      { at: '2026-01-01T20:15:00Z', depositCents: 0, deposits: 0, orderCents: 999, orders: 1 },
    ];
    const now = new Date('2026-01-02T10:00:00Z');
    await setBuckets('Asia/Dubai', totals);
    const dubai = await readReports(pool, 'Asia/Dubai', now);
    expect(dubai.orders.today).toEqual({ amount: '9.99', count: 1 });
    await setBuckets('UTC', totals);
    const utc = await readReports(pool, 'UTC', now);
    expect(utc.orders.today).toEqual({ amount: '0.00', count: 0 });
    expect(utc.orders.yesterday).toEqual({ amount: '9.99', count: 1 });
    expect(utc.daily[1]).toEqual({
      date: '2026-01-01',
      deposits: { amount: '0.00', count: 0 },
      orders: { amount: '9.99', count: 1 },
    });
    await store.core.runner.rebuild(['reports']);
  });
});

describe('GET /api/admin/reports/daily.csv', () => {
  it("gives the daily totals of a range, oldest first, in the store's days", async () => {
    // 20:15 UTC on 1 January is 00:15 on 2 January in Dubai; 19:45 UTC is still 1 January there.
    await setBuckets('Asia/Dubai', [
      { at: '2026-01-01T19:45:00Z', depositCents: 5000, deposits: 1, orderCents: 0, orders: 0 },
      { at: '2026-01-01T20:15:00Z', depositCents: 2550, deposits: 2, orderCents: 999, orders: 1 },
      { at: '2026-01-03T08:00:00Z', depositCents: 0, deposits: 0, orderCents: 1250, orders: 1 },
    ]);
    try {
      const answer = await admin.get<string>(
        '/api/admin/reports/daily.csv?from=2026-01-01&to=2026-01-03',
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe(
        'attachment; filename="keymart-daily-2026-01-01-to-2026-01-03.csv"',
      );
      expect(answer.body).toBe(
        [
          'date,deposits_amount,deposits_count,orders_amount,orders_count',
          '2026-01-01,50.00,1,0.00,0',
          '2026-01-02,25.50,2,9.99,1',
          '2026-01-03,0.00,0,12.50,1',
          '',
        ].join('\n'),
      );
    } finally {
      await store.core.runner.rebuild(['reports']);
    }
  });

  it('refuses a reversed, impossible or too long range with 400', async () => {
    for (const query of [
      'from=2026-01-03&to=2026-01-01',
      'from=2026-02-30',
      'to=2026-13-01',
      'from=yesterday',
      'from=2000-01-01&to=2026-01-01',
    ]) {
      const answer = await admin.get(`/api/admin/reports/daily.csv?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const customer = store.client();
    await customer.register('csv-customer@keymart.test');
    expect((await customer.get('/api/admin/reports/daily.csv')).status).toBe(403);
    expect((await store.client().get('/api/admin/reports/daily.csv')).status).toBe(401);
  });
});
