/**
 * What an owner reads to run the store: the dashboard's "needs attention" counts, an order's
 * page and a customer's page, on one store holding a manual product's orders, an automatic product's order with a
 * warranty claim, a ticket, a review and a PayPal top-up request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTENTION_KINDS,
  LOW_STOCK_THRESHOLD,
  type AttentionItemDto,
} from '../../contracts/admin-attention';
import { MANUAL_DELIVERY_MINUTES } from '../../contracts/delivery-promise';
import type { AdminOrderDetailDto } from '../../contracts/admin-order-detail';
import type { AdminUserDetailDto } from '../../contracts/admin-user-detail';
import { MASKED_STOCK_ITEM } from '../../contracts/stock-items';
import { readAttention } from '../../projections/orders/attention';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;
/** Alice's order of an automatic product, delivered from stock, with a pending claim. */
let claimedOrderId: number;

const counts = (items: AttentionItemDto[]) =>
  Object.fromEntries(items.map((item) => [item.kind, item.count]));

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  alice = store.client();
  aliceId = (await alice.register('alice@keymart.test')).id;
  await admin.post(`/api/admin/users/${aliceId}/balance`, { amount: '100.00', operation: 'add' });
  const category = (await admin.post('/api/admin/categories', { name: 'Streaming' })).body;
  const manual = await admin.post('/api/products', {
    name: 'Netflix Premium',
    price: '5.00',
    categoryId: category.id,
    deliveryType: 'manual',
    stock: 100,
  });
  // Automatic products: one at the low-stock threshold (not low), one a purchase below it.
  const keys = (prefix: string) =>
    Array.from({ length: LOW_STOCK_THRESHOLD }, (_, i) => `${prefix}-key-${i}`);
  for (const name of ['Office Key', 'Windows Key']) {
    const product = await admin.post('/api/products', {
      name,
      price: '2.00',
      categoryId: category.id,
      deliveryType: 'automatic',
      warrantyDays: 30,
    });
    const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
      stockItems: keys(name),
    });
    expect(stocked.status).toBe(200);
    if (name === 'Windows Key') {
      const bought = await alice.post('/api/purchase', { productId: product.body.id, quantity: 1 });
      expect(bought.status).toBe(201);
      claimedOrderId = bought.body.order.id;
      const claim = await alice.post('/api/warranty-claims', {
        orderId: claimedOrderId,
        description: 'The key does not activate.',
      });
      expect(claim.status).toBe(201);
    }
  }
  for (let i = 0; i < 2; i++) {
    const bought = await alice.post('/api/purchase', { productId: manual.body.id, quantity: 1 });
    expect(bought.status).toBe(201);
  }
  expect(
    (await alice.post('/api/support/tickets', { subject: 'Where is my key?', message: 'Hi' }))
      .status,
  ).toBe(201);
  expect(
    (await alice.post(`/api/products/${manual.body.id}/comments`, { comment: 'Great', rating: 5 }))
      .status,
  ).toBe(201);
  expect(
    (await alice.post('/api/manual-payment-requests', { amount: 25, method: 'paypal' })).status,
  ).toBe(201);
});
afterAll(() => store.stop());

describe('GET /api/admin/attention', () => {
  it('counts waiting manual orders, open tickets, pending claims, top-up requests, reviews and low stock', async () => {
    const answer = await admin.get('/api/admin/attention');
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: AttentionItemDto) => item.kind)).toEqual(ATTENTION_KINDS);
    expect(counts(answer.body.items)).toEqual({
      overdueOrders: 0,
      waitingOrders: 2,
      // Alice's ticket, and the one her PayPal request opened (ARCHITECTURE.md "Payments").
      openTickets: 2,
      pendingClaims: 1,
      topUpRequests: 1,
      reviewsToModerate: 1,
      lowStock: 1,
    });
    const topUps = answer.body.items.find(
      (item: AttentionItemDto) => item.kind === 'topUpRequests',
    );
    expect(topUps.userId).toBe(aliceId);
  });

  it('counts a waiting manual order as overdue once the 15-minute promise has passed', async () => {
    const kinds = new Set(ATTENTION_KINDS);
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const onTime = await readAttention(
      store.core.pool,
      kinds,
      minutes(MANUAL_DELIVERY_MINUTES - 1),
    );
    expect(counts(onTime).overdueOrders).toBe(0);
    const late = await readAttention(store.core.pool, kinds, minutes(MANUAL_DELIVERY_MINUTES + 1));
    expect(counts(late).overdueOrders).toBe(2);

    // Delivered, an order needs nothing any more.
    const waiting = (await admin.get('/api/admin/orders?status=pending')).body.orders;
    const delivered = await admin.put(`/api/orders/${waiting[0].id}/status`, {
      status: 'completed',
      deliveredItem: 'account',
    });
    expect(delivered.status).toBe(200);
    const after = await readAttention(store.core.pool, kinds, minutes(MANUAL_DELIVERY_MINUTES + 1));
    expect(counts(after)).toMatchObject({ overdueOrders: 1, waitingOrders: 1 });
  });

  it('lists only the overdue manual orders with overdue=true, as many as the panel counts', async () => {
    const overdue = () => admin.get('/api/admin/orders?page=1&limit=10&overdue=true');
    const onTime = await overdue();
    expect(onTime.status).toBe(200);
    expect(onTime.body).toMatchObject({ orders: [], total: 0 });

    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (MANUAL_DELIVERY_MINUTES + 1) * 60_000,
    });
    try {
      const late = await overdue();
      const kinds = new Set(ATTENTION_KINDS);
      expect(late.body.total).toBe(
        counts(await readAttention(store.core.pool, kinds, new Date())).overdueOrders,
      );
      expect(late.body.total).toBe(1);
      expect(late.body.orders).toMatchObject([
        { deliveryType: 'manual', status: 'pending', product: { name: 'Netflix Premium' } },
      ]);
      // Combined with the other filters; `false` is no filter.
      const completed = await admin.get('/api/admin/orders?overdue=true&status=completed');
      expect(completed.body.total).toBe(0);
      const all = await admin.get('/api/admin/orders?overdue=false');
      expect(all.body.total).toBeGreaterThan(1);
      expect((await admin.get('/api/admin/orders?overdue=yes')).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows finance only the top-up requests, and refuses roles without the dashboard', async () => {
    const finance = store.client();
    const financeId = (await finance.register('finance@keymart.test')).id;
    const agent = store.client();
    const agentId = (await agent.register('agent@keymart.test')).id;
    for (const [id, roles] of [
      [financeId, ['finance']],
      [agentId, ['support', 'fulfilment']],
    ] as const) {
      expect((await admin.put(`/api/admin/users/${id}/roles`, { roles })).status).toBe(200);
    }
    const financeView = await finance.get('/api/admin/attention');
    expect(financeView.status).toBe(200);
    expect(counts(financeView.body.items)).toEqual({ topUpRequests: 1 });
    expect((await agent.get('/api/admin/attention')).status).toBe(403);
    expect((await alice.get('/api/admin/attention')).status).toBe(403);
    expect((await store.client().get('/api/admin/attention')).status).toBe(401);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('gives the order, its customer, its events oldest first and its claims with their keys', async () => {
    const answer = await admin.get(`/api/admin/orders/${claimedOrderId}`);
    expect(answer.status).toBe(200);
    const detail: AdminOrderDetailDto = answer.body;
    expect(detail.keysMasked).toBe(false);
    expect(detail.order).toMatchObject({
      id: claimedOrderId,
      status: 'completed',
      quantity: 1,
      totalAmount: '2.00',
      user: { id: aliceId, email: 'alice@keymart.test' },
    });
    expect(detail.order.deliveredItem).toMatch(/^Windows Key-key-\d$/);
    expect(detail.events.map((event) => event.version)).toEqual(detail.events.map((_, i) => i + 1));
    expect(detail.events.map((event) => event.type)).toContain('OrderPlaced');
    expect(detail.events.at(-1)).toMatchObject({
      type: 'OrderWarrantyClaimed',
      actor: { id: aliceId, email: 'alice@keymart.test' },
    });
    expect(detail.claims).toMatchObject([{ orderId: claimedOrderId, status: 'pending' }]);
  });

  it('hides the keys 5 minutes after the password was entered, and asks for it to reveal them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 5_000 });
    try {
      const hidden = await admin.get(`/api/admin/orders/${claimedOrderId}`);
      expect(hidden.status).toBe(200);
      expect(hidden.body.keysMasked).toBe(true);
      expect(hidden.body.order.deliveredItem).toBe(MASKED_STOCK_ITEM);
      const reveal = await admin.get(`/api/admin/orders/${claimedOrderId}?reveal=true`);
      expect(reveal).toMatchObject({ status: 403, body: { stepUpRequired: true } });
      expect((await admin.post('/api/step-up', { password: 'secret123' })).status).toBe(200);
      const shown = await admin.get(`/api/admin/orders/${claimedOrderId}?reveal=true`);
      expect(shown.body.order.deliveredItem).toMatch(/^Windows Key-key-\d$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an order that does not exist and 400 for a bad id', async () => {
    expect((await admin.get('/api/admin/orders/99999')).status).toBe(404);
    expect((await admin.get('/api/admin/orders/abc')).status).toBe(400);
    expect((await admin.get(`/api/admin/orders/${claimedOrderId}?reveal=yes`)).status).toBe(400);
  });
});

describe('GET /api/admin/users/:id', () => {
  it("gives a customer's profile and balance with their orders, deposits, tickets and claims, keys masked", async () => {
    const answer = await admin.get(`/api/admin/users/${aliceId}`);
    expect(answer.status).toBe(200);
    const detail: AdminUserDetailDto = answer.body;
    expect(detail.user).toMatchObject({ id: aliceId, email: 'alice@keymart.test' });
    expect(detail.orders).toHaveLength(3);
    const claimed = detail.orders!.find((order) => order.id === claimedOrderId);
    expect(claimed?.deliveredItem).toBe(MASKED_STOCK_ITEM);
    expect(detail.deposits).toMatchObject([{ method: 'paypal', status: 'pending' }]);
    expect(detail.tickets).toHaveLength(2);
    expect(detail.claims).toMatchObject([{ orderId: claimedOrderId, status: 'pending' }]);
    expect((await admin.get('/api/admin/users/99999')).status).toBe(404);
  });

  it('leaves out the lists a role may not read', async () => {
    const finance = store.client();
    await finance.post('/api/login', { email: 'finance@keymart.test', password: 'secret123' });
    const answer = await finance.get(`/api/admin/users/${aliceId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.orders).toHaveLength(3);
    expect(answer.body.deposits).toHaveLength(1);
    expect(answer.body).toMatchObject({ tickets: null, claims: null });
  });
});
