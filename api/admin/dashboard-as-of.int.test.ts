/**
 * The admin dashboard and reports as of the end of a past store day. History is made by moving
 * the first customer's events 45 days back in this test's database (the immutability trigger off)
 * and rebuilding the read models from them, as if they had happened then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardDto } from '../../contracts/admin';
import { addDays, storeDate } from '../../contracts/store-days';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
/** The store day the moved history happened on, and today. */
let past: string;
let today: string;
const TIME_ZONE = 'Asia/Dubai';

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  const setUp = shop(admin, () => store.client(), 'AsOf');
  const keys = await setUp.product({ price: '4.00', items: ['K-1', 'K-2'] });
  const manual = await setUp.product({ price: '6.00', manualStock: 5 });

  // The first customer: an automatic order (completed) and a manual one (pending), moved back.
  const first = await setUp.customer('first@keymart.test', '50.00');
  for (const productId of [keys.id, manual.id]) {
    const bought = await first.client.post('/api/purchase', { productId, quantity: 1 });
    expect(bought.status).toBe(201);
  }
  const { rows } = await store.core.pool.query<{ position: string }>(
    'SELECT max(position)::text AS position FROM events',
  );
  const moved = rows[0]!.position;

  // The second customer, today: a manual order that staff cancel.
  const second = await setUp.customer('second@keymart.test', '50.00');
  const bought = await second.client.post('/api/purchase', { productId: manual.id, quantity: 1 });
  expect(bought.status).toBe(201);
  const cancelled = await admin.put(`/api/orders/${bought.body.order.id}/status`, {
    status: 'cancelled',
  });
  expect(cancelled.status).toBe(200);

  const { pool, runner } = store.core;
  await pool.query('ALTER TABLE events DISABLE TRIGGER events_immutable');
  const shifted = await pool.query<{ recorded_at: Date }>(
    `UPDATE events SET recorded_at = recorded_at - interval '45 days' WHERE position <= $1
     RETURNING recorded_at`,
    [moved],
  );
  await pool.query('ALTER TABLE events ENABLE TRIGGER events_immutable');
  const days = new Set(shifted.rows.map((row) => storeDate(row.recorded_at, TIME_ZONE)));
  // Made within seconds: one store day, unless they straddled midnight (then the test says so).
  expect(days.size).toBe(1);
  past = [...days][0]!;
  today = storeDate(new Date(), TIME_ZONE);
  await runner.rebuild(['orders', 'reports', 'store-history']);
  await store.caughtUp();
});
afterAll(() => store.stop());

const dashboard = async (query = '') => {
  const answer = await admin.get(`/api/admin/dashboard${query}`);
  expect(answer.status).toBe(200);
  return answer.body as AdminDashboardDto;
};

describe('GET /api/admin/dashboard?asOf', () => {
  it('gives the figures as they stood at the end of a past day', async () => {
    const then = await dashboard(`?asOf=${past}`);
    expect(then).toMatchObject({
      // The admin and the first customer.
      totalUsers: 2,
      totalOrders: 2,
      pendingOrders: 1,
      completedOrders: 1,
      totalRevenue: '10.00',
      todaysOrders: 2,
    });
    expect(then.latestOrders.map((order) => order.user?.email)).toEqual([
      'first@keymart.test',
      'first@keymart.test',
    ]);
  });

  it('gives nothing before the history began', async () => {
    expect(await dashboard(`?asOf=${addDays(past, -1)}`)).toEqual({
      totalUsers: 0,
      totalOrders: 0,
      pendingOrders: 0,
      completedOrders: 0,
      totalRevenue: '0.00',
      todaysOrders: 0,
      latestOrders: [],
    });
  });

  it('gives the live figures as of today', async () => {
    const live = await dashboard();
    expect(live).toMatchObject({
      totalUsers: 3,
      totalOrders: 3,
      pendingOrders: 1,
      completedOrders: 1,
      totalRevenue: '16.00',
      todaysOrders: 1,
    });
    expect(await dashboard(`?asOf=${today}`)).toEqual(live);
  });

  it('refuses a day after today or not a date, changing nothing', async () => {
    for (const [asOf, message] of [
      [addDays(today, 1), 'asOf must not be after today'],
      ['2026-02-30', 'Not a calendar date'],
      ['last-month', 'Use a date as YYYY-MM-DD'],
    ]) {
      const answer = await admin.get(`/api/admin/dashboard?asOf=${asOf}`);
      expect(answer.status, asOf).toBe(400);
      expect(JSON.stringify(answer.body), asOf).toContain(message);
    }
  });
});

describe('GET /api/admin/reports?asOf', () => {
  it('takes the day asked as "today"', async () => {
    const answer = await admin.get(`/api/admin/reports?asOf=${past}`);
    expect(answer.status).toBe(200);
    expect(answer.body.orders.today).toEqual({ amount: '10.00', count: 2 });
    expect(answer.body.daily[0].date).toBe(past);
    const now = await admin.get('/api/admin/reports');
    // Today: the second customer's order, cancelled and so refunded.
    expect(now.body.orders.today).toEqual({ amount: '0.00', count: 1 });
    expect(now.body.orders.monthly).toEqual({ amount: '0.00', count: 1 });
    expect((await admin.get(`/api/admin/reports?asOf=${addDays(today, 1)}`)).status).toBe(400);
  });
});
