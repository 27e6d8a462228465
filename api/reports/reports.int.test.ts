import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReports } from '../../projections/reports/queries';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

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
    await pool.query('TRUNCATE report_buckets');
    // 20:15 UTC on 1 January is 00:15 on 2 January in Dubai (UTC+4).
    await pool.query(
      "INSERT INTO report_buckets (bucket, order_cents, order_count) VALUES ('2026-01-01T20:15:00Z', 999, 1)",
    );
    const now = new Date('2026-01-02T10:00:00Z');
    const dubai = await readReports(pool, 'Asia/Dubai', now);
    expect(dubai.orders.today).toEqual({ amount: '9.99', count: 1 });
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

describe('Telegram settings calls', () => {
  it('answer that the bot is not configured yet', async () => {
    for (const path of ['/api/admin/test-telegram', '/api/admin/send-test-notification']) {
      const answer = await admin.post(path);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain('TELEGRAM_BOT_TOKEN');
    }
  });
});
