import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_NEEDS_MAIL } from '../../contracts/admin-order-detail';
import { PRIVATE_ADDRESS_REFUSED } from '../../application/webhooks/public-address';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let aliceId: number;
let productId: number;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  alice = store.client();
  aliceId = (await alice.register('alice@keymart.test')).id;
  bob = store.client();
  const bobId = (await bob.register('bob@keymart.test')).id;
  await admin.post(`/api/admin/users/${aliceId}/balance`, { amount: '100.00', operation: 'add' });
  await admin.post(`/api/admin/users/${bobId}/balance`, { amount: '100.00', operation: 'add' });
  const category = await admin.post('/api/admin/categories', { name: 'Streaming' });
  const product = await admin.post('/api/products', {
    name: 'Netflix Premium',
    price: '5.00',
    categoryId: category.body.id,
    deliveryType: 'manual',
    stock: 100,
  });
  productId = product.body.id;
  for (let i = 0; i < 12; i++) await alice.post('/api/purchase', { productId, quantity: 1 });
  for (let i = 0; i < 3; i++) await bob.post('/api/purchase', { productId, quantity: 1 });
});
afterAll(() => store.stop());

describe('GET /api/admin/orders', () => {
  it('pages all orders newest first, 10 by default, with the total', async () => {
    const first = await admin.get('/api/admin/orders?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(15);
    expect(first.body.orders).toHaveLength(10);
    expect(first.body.orders[0].id).toBeGreaterThan(first.body.orders[9].id);
    expect(first.body.orders[0].user.email).toBe('bob@keymart.test');
    const second = await admin.get('/api/admin/orders?page=2&limit=10');
    expect(second.body.orders).toHaveLength(5);
  });

  it('filters by status and searches by e-mail, order number and ORD-{id}', async () => {
    const someOrder = (await admin.get('/api/admin/orders?search=bob%40keymart')).body.orders[0];
    await admin.put(`/api/orders/${someOrder.id}/status`, {
      status: 'completed',
      deliveredItem: 'acct',
    });
    const completed = await admin.get('/api/admin/orders?status=completed');
    expect(completed.body.total).toBe(1);
    expect((await admin.get('/api/admin/orders?status=all')).body.total).toBe(15);
    expect((await admin.get('/api/admin/orders?search=bob%40keymart')).body.total).toBe(3);
    expect(
      (await admin.get(`/api/admin/orders?search=${someOrder.orderNumber}`)).body.orders.map(
        (o: { id: number }) => o.id,
      ),
    ).toEqual([someOrder.id]);
    expect(
      (await admin.get(`/api/admin/orders?search=ORD-${someOrder.id}`)).body.total,
    ).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/admin/orders?search=100%25')).body.total).toBe(0);
  });

  it('rejects a bad status or page with 400', async () => {
    expect((await admin.get('/api/admin/orders?status=shipped')).status).toBe(400);
    expect((await admin.get('/api/admin/orders?page=0')).status).toBe(400);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('gives the six tiles and the latest 5 orders', async () => {
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    const completed = (await admin.get('/api/admin/orders?status=completed')).body.total;
    expect(dashboard.body).toMatchObject({
      totalOrders: 15,
      totalUsers: 3,
      pendingOrders: 15 - completed,
      completedOrders: completed,
      totalRevenue: '75.00',
      todaysOrders: 15,
    });
    expect(dashboard.body.latestOrders).toHaveLength(5);
  });
});

describe('GET /api/admin/transactions', () => {
  it("pages every customer's transactions by 20 with type and search filters", async () => {
    const all = await admin.get('/api/admin/transactions');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(17);
    expect(all.body.transactions).toHaveLength(17);
    expect(all.body.transactions[0].user.email).toBeTruthy();
    const purchases = await admin.get('/api/admin/transactions?type=purchase&limit=5&page=3');
    expect(purchases.body.total).toBe(15);
    expect(purchases.body.transactions).toHaveLength(5);
    expect(
      purchases.body.transactions.every(
        (t: { type: string; amount: string }) => t.type === 'purchase' && t.amount === '-5.00',
      ),
    ).toBe(true);
    expect((await admin.get('/api/admin/transactions?search=bob%40keymart')).body.total).toBe(4);
    expect(
      (await admin.get('/api/admin/transactions?type=credit&status=completed')).body.total,
    ).toBe(2);
  });
});

describe('GET /api/admin/search/users', () => {
  it('finds users by e-mail or name', async () => {
    const found = await admin.get('/api/admin/search/users?q=ALICE');
    expect(found.body.map((u: { email: string }) => u.email)).toEqual(['alice@keymart.test']);
    expect((await admin.get('/api/admin/search/users?q=Test%20User')).body.length).toBe(3);
  });
});

describe('Login as User', () => {
  it('acts as the customer, records the admin as the real actor, and returns', async () => {
    const session = store.client();
    await session.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
    const adminCookie = session.on(store.url);
    const started = await session.post(`/api/admin/users/${aliceId}/impersonate`);
    expect(started.status).toBe(200);
    // The admin's own token was replaced, and revoked with it.
    expect((await adminCookie.get('/api/user')).status).toBe(401);
    const impersonationCookie = session.on(store.url);
    expect(started.body.message).toBe('You are now logged in as this user.');

    const me = await session.get('/api/user');
    expect(me.body.email).toBe('alice@keymart.test');
    expect(me.body.impersonatedBy.email).toBe('admin@keymart.test');
    expect((await session.get('/api/admin/users')).status).toBe(403);

    const bought = await session.post('/api/purchase', { productId, quantity: 1 });
    expect(bought.status).toBe(201);
    const { rows } = await store.core.pool.query<{
      metadata: { actorId: number; onBehalfOf: number };
    }>('SELECT metadata FROM events WHERE stream_id = $1', [`order-${bought.body.order.id}`]);
    const adminId = (await admin.get('/api/user')).body.id;
    expect(rows[0]!.metadata).toMatchObject({
      actorId: adminId,
      onBehalfOf: aliceId,
      command: 'Purchase',
    });

    const stopped = await session.post('/api/stop-impersonation');
    expect(stopped.status).toBe(200);
    expect((await session.get('/api/user')).body).toMatchObject({
      email: 'admin@keymart.test',
      impersonatedBy: null,
    });
    // A copy of the impersonation's cookie no longer acts as the customer.
    expect((await impersonationCookie.get('/api/user')).status).toBe(401);
    expect(
      (await impersonationCookie.post('/api/purchase', { productId, quantity: 1 })).status,
    ).toBe(401);
    const audit = await store.core.pool.query<{ event_type: string; data: { userId: number } }>(
      "SELECT event_type, data FROM events WHERE event_type LIKE 'Impersonation%' ORDER BY position",
    );
    expect(audit.rows).toEqual([
      { event_type: 'ImpersonationStarted', data: { userId: aliceId } },
      { event_type: 'ImpersonationEnded', data: { userId: aliceId } },
    ]);
  });

  it('refuses to impersonate an administrator or an unknown user, and a customer cannot stop what never started', async () => {
    const adminId = (await admin.get('/api/user')).body.id;
    expect((await admin.post(`/api/admin/users/${adminId}/impersonate`)).status).toBe(403);
    expect((await admin.post('/api/admin/users/99999/impersonate')).status).toBe(404);
    expect((await alice.post('/api/stop-impersonation')).status).toBe(409);
    expect((await store.client().post('/api/stop-impersonation')).status).toBe(401);
  });
});

describe('POST /api/admin/orders/{id}/resend-delivery', () => {
  it('says the store sends no e-mail (no SMTP) and records nothing', async () => {
    const completed = (await admin.get('/api/admin/orders?status=completed')).body.orders[0];
    const before = (await admin.get(`/api/admin/orders/${completed.id}`)).body.events.length;
    expect(await admin.post(`/api/admin/orders/${completed.id}/resend-delivery`)).toMatchObject({
      status: 422,
      body: { message: RESEND_NEEDS_MAIL },
    });
    expect((await admin.get(`/api/admin/orders/${completed.id}`)).body.events).toHaveLength(before);
  });
});

describe('POST /api/admin/webhooks without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses loopback, private and link-local addresses with 422 and creates nothing', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
    ]) {
      const refused = await admin.post('/api/admin/webhooks', {
        url,
        eventTypes: ['order.placed'],
      });
      expect(refused, url).toMatchObject({
        status: 422,
        body: { message: PRIVATE_ADDRESS_REFUSED },
      });
    }
    expect((await admin.get('/api/admin/webhooks')).body).toEqual([]);
  });
});
