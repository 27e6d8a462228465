import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENTION_KINDS,
  LOW_STOCK_THRESHOLD,
  MANUAL_DELIVERY_MINUTES,
  type AttentionItemDto,
} from '../../contracts/admin-attention';
import { readAttention } from '../../projections/orders/attention';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;

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
      const claim = await alice.post('/api/warranty-claims', {
        orderId: bought.body.order.id,
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
