import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';

let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

let productCounter = 0;
/** Creates an active product in a fresh category; automatic delivery with `items` when given. */
async function createProduct(options: { price: string; items?: string[]; manualStock?: number }) {
  productCounter++;
  const category = await admin.post('/api/admin/categories', {
    name: `Category ${productCounter}`,
  });
  expect(category.status).toBe(201);
  const product = await admin.post('/api/products', {
    name: `Product ${productCounter}`,
    price: options.price,
    categoryId: category.body.id,
    deliveryType: options.items ? 'automatic' : 'manual',
    stock: options.manualStock ?? 0,
    warrantyDays: 30,
  });
  expect(product.status).toBe(201);
  if (options.items) {
    const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
      stockItems: options.items,
    });
    expect(stocked.status).toBe(200);
    expect(stocked.body.stock).toBe(options.items.length);
  }
  return product.body as { id: number; productUrl: string };
}

async function customerWithBalance(email: string, amount: string) {
  const client = store.client();
  const user = await client.register(email);
  if (amount !== '0') {
    const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount,
      operation: 'add',
    });
    expect(credited.status).toBe(200);
  }
  return { client, user };
}

describe('purchase', () => {
  it('debits the balance, delivers from stock and shows the order, the balance and the transaction at once', async () => {
    const product = await createProduct({
      price: '12.50',
      items: ['KEY-AAA', 'KEY-BBB', 'KEY-CCC'],
    });
    const { client } = await customerWithBalance('buyer@keymart.test', '50.00');

    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({
      status: 'completed',
      quantity: 2,
      totalAmount: '25.00',
      deliveredItem: 'KEY-AAA\nKEY-BBB',
    });
    expect(bought.body.order.orderNumber).toMatch(/^KM-\d{6}$/);

    expect((await client.get('/api/user')).body.balance).toBe('25.00');
    const orders = await client.get('/api/orders');
    expect(orders.body).toHaveLength(1);
    const order = await client.get(`/api/orders/${bought.body.order.id}`);
    expect(order.body.deliveredItem).toBe('KEY-AAA\nKEY-BBB');
    const transactions = await client.get('/api/transactions');
    expect(
      transactions.body.map((t: { type: string; amount: string }) => [t.type, t.amount]),
    ).toEqual([
      ['purchase', '-25.00'],
      ['credit', '50.00'],
    ]);
    const after = await store.client().get(`/api/products/by-url/${product.productUrl}`);
    expect(after.body.stock).toBe(1);
  });

  it('refuses a purchase that would overdraw the balance, with "Insufficient balance", changing nothing', async () => {
    const product = await createProduct({ price: '30.00', items: ['K1', 'K2'] });
    const { client } = await customerWithBalance('poor@keymart.test', '20.00');
    const refused = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Insufficient balance');
    expect((await client.get('/api/user')).body.balance).toBe('20.00');
    expect((await client.get('/api/orders')).body).toEqual([]);
  });

  it('refuses more than the stock with a clear 409', async () => {
    const product = await createProduct({ price: '1.00', items: ['ONLY-ONE'] });
    const { client } = await customerWithBalance('many@keymart.test', '10.00');
    const refused = await client.post('/api/purchase', { productId: product.id, quantity: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 1 left in stock');
  });

  it('asks a visitor to authenticate', async () => {
    const product = await createProduct({ price: '1.00', items: ['X'] });
    const refused = await store
      .client()
      .post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain('authentication');
  });

  it('rejects malformed purchases with 400 and appends nothing', async () => {
    const { client } = await customerWithBalance('malformed@keymart.test', '0');
    const before = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    for (const body of [
      {},
      { productId: 'abc', quantity: 1 },
      { productId: 1, quantity: 0 },
      { productId: 1, quantity: 1.5 },
      [1, 2],
    ]) {
      const answer = await client.post('/api/purchase', body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const after = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('keeps a manual-delivery order pending until an admin completes it with the delivered item', async () => {
    const product = await createProduct({ price: '5.00', manualStock: 3 });
    const { client } = await customerWithBalance('manual@keymart.test', '5.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({ status: 'pending', deliveredItem: null });

    const completed = await admin.put(`/api/orders/${bought.body.order.id}/status`, {
      status: 'completed',
      deliveredItem: 'user@example.com / hunter22',
    });
    expect(completed.status).toBe(200);
    const order = await client.get(`/api/orders/${bought.body.order.id}`);
    expect(order.body).toMatchObject({
      status: 'completed',
      deliveredItem: 'user@example.com / hunter22',
    });
    expect(
      (await store.client().get(`/api/products/by-url/${product.productUrl}`)).body.stock,
    ).toBe(2);
  });

  it('refunds a cancelled order once', async () => {
    const product = await createProduct({ price: '4.00', manualStock: 5 });
    const { client } = await customerWithBalance('cancel@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect((await client.get('/api/user')).body.balance).toBe('6.00');
    await admin.put(`/api/orders/${bought.body.order.id}/status`, { status: 'cancelled' });
    await admin.put(`/api/orders/${bought.body.order.id}/status`, { status: 'pending' });
    await admin.put(`/api/orders/${bought.body.order.id}/status`, { status: 'cancelled' });
    expect((await client.get('/api/user')).body.balance).toBe('10.00');
  });

  it("answers 404 for another customer's order", async () => {
    const product = await createProduct({ price: '1.00', items: ['SECRET-KEY'] });
    const { client: owner } = await customerWithBalance('owner@keymart.test', '1.00');
    const { client: other } = await customerWithBalance('other@keymart.test', '0');
    const bought = await owner.post('/api/purchase', { productId: product.id, quantity: 1 });
    const peek = await other.get(`/api/orders/${bought.body.order.id}`);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('SECRET-KEY');
    expect((await other.get('/api/orders')).body).toEqual([]);
  });
});

describe('purchase under concurrency', () => {
  it('gives exactly 10 completed orders and 10 distinct items for 50 concurrent purchases of 10 in stock', async () => {
    const items = Array.from({ length: 10 }, (_, i) => `RACE-KEY-${i}`);
    const product = await createProduct({ price: '2.00', items });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => customerWithBalance(`racer${i}@keymart.test`, '10.00')),
    );
    const answers = await Promise.all(
      buyers.map(({ client }) =>
        client.post('/api/purchase', { productId: product.id, quantity: 1 }),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(10);
    expect(lost.every((a) => a.status === 409 && a.body.message === 'Out of stock')).toBe(true);
    const delivered = won.map((a) => a.body.order.deliveredItem as string);
    expect(new Set(delivered).size).toBe(10);
    expect(delivered.sort()).toEqual([...items].sort());

    const { rows } = await store.core.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE product_id = $1 AND status = 'completed'",
      [product.id],
    );
    expect(rows[0]!.n).toBe(10);
    const balances = await Promise.all(buyers.map(({ client }) => client.get('/api/user')));
    expect(balances.filter((b) => b.body.balance === '8.00')).toHaveLength(10);
    expect(balances.filter((b) => b.body.balance === '10.00')).toHaveLength(40);
  });

  it('gives exactly 5 orders for 20 concurrent purchases by one customer whose balance covers 5', async () => {
    const product = await createProduct({
      price: '3.00',
      items: Array.from({ length: 30 }, (_, i) => `SOLO-${i}`),
    });
    const { client, user } = await customerWithBalance('solo@keymart.test', '15.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/purchase', { productId: product.id, quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(
      answers.filter((a) => a.status === 422 && a.body.message.includes('Insufficient balance')),
    ).toHaveLength(15);
    expect((await client.get('/api/user')).body.balance).toBe('0.00');

    // Replaying the wallet stream, the running balance never goes below zero.
    const { rows } = await store.core.pool.query<{
      event_type: string;
      data: { amountCents: number };
    }>('SELECT event_type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `wallet-${user.id}`,
    ]);
    let running = 0;
    for (const row of rows) {
      running +=
        row.event_type === 'PurchaseDebited' ? -row.data.amountCents : row.data.amountCents;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(0);
  });
});
