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
    // Fifty sign-ups at once: the account row is written in the registration's own transaction,
    // so none has to wait for a read model to sign in.
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

describe('purchase with a coupon', () => {
  async function createCoupon(body: Record<string, unknown>) {
    const created = await admin.post('/api/admin/coupons', body);
    expect(created.status).toBe(201);
    return created.body as { id: number; code: string };
  }
  async function usageOf(couponId: number) {
    const list = await admin.get('/api/admin/coupons');
    return list.body.find((c: { id: number }) => c.id === couponId).currentUsage as number;
  }

  it('takes the percentage off the unit price, rounded half up, and records the code and the price charged: $9.99 at 15% -> $8.49', async () => {
    const product = await createProduct({ price: '9.99', items: ['C1', 'C2', 'C3'] });
    const coupon = await createCoupon({ code: 'FIFTEEN', discountPercentage: 15, maxUsage: 5 });
    const { client } = await customerWithBalance('coupon-buyer@keymart.test', '20.00');

    const bought = await client.post('/api/purchase', {
      productId: product.id,
      quantity: 2,
      couponCode: ' fifteen ',
    });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({
      status: 'completed',
      quantity: 2,
      unitPrice: '8.49',
      totalAmount: '16.98',
      couponCode: 'FIFTEEN',
    });
    expect((await client.get('/api/user')).body.balance).toBe('3.02');
    const transactions = await client.get('/api/transactions');
    expect(transactions.body[0]).toMatchObject({ type: 'purchase', amount: '-16.98' });
    // One order is one use, whatever the quantity.
    expect(await usageOf(coupon.id)).toBe(1);
  });

  it('rounds half a cent up: $0.05 at 50% -> $0.03', async () => {
    const product = await createProduct({ price: '0.05', items: ['NICKEL'] });
    await createCoupon({ code: 'HALFOFF', discountPercentage: 50, maxUsage: 1 });
    const { client } = await customerWithBalance('nickel@keymart.test', '1.00');
    const bought = await client.post('/api/purchase', {
      productId: product.id,
      quantity: 1,
      couponCode: 'HALFOFF',
    });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({ unitPrice: '0.03', totalAmount: '0.03' });
    expect((await client.get('/api/user')).body.balance).toBe('0.97');
  });

  it('lets a balance that covers only the discounted total buy', async () => {
    const product = await createProduct({ price: '10.00', items: ['FREEBIE'] });
    await createCoupon({ code: 'ALLOFF', discountPercentage: 100, maxUsage: 1 });
    const { client } = await customerWithBalance('broke@keymart.test', '0');
    const bought = await client.post('/api/purchase', {
      productId: product.id,
      quantity: 1,
      couponCode: 'alloff',
    });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({ totalAmount: '0.00', deliveredItem: 'FREEBIE' });
  });

  it('ignores a blank coupon code', async () => {
    const product = await createProduct({ price: '2.00', items: ['BLANK'] });
    const { client } = await customerWithBalance('blank-coupon@keymart.test', '2.00');
    const bought = await client.post('/api/purchase', {
      productId: product.id,
      quantity: 1,
      couponCode: '   ',
    });
    expect(bought.status).toBe(201);
    expect(bought.body.order).toMatchObject({ totalAmount: '2.00', couponCode: null });
  });

  it('refuses an unknown, inactive, expired or exhausted coupon with 422 and its message, changing nothing', async () => {
    const product = await createProduct({ price: '5.00', items: ['R1', 'R2', 'R3'] });
    await createCoupon({ code: 'ASLEEP', discountPercentage: 10, maxUsage: 5, isActive: false });
    await createCoupon({
      code: 'LASTYEAR',
      discountPercentage: 10,
      maxUsage: 5,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const used = await createCoupon({ code: 'USEDUP', discountPercentage: 10, maxUsage: 1 });
    const { client: first } = await customerWithBalance('first-use@keymart.test', '5.00');
    expect(
      (
        await first.post('/api/purchase', {
          productId: product.id,
          quantity: 1,
          couponCode: 'USEDUP',
        })
      ).status,
    ).toBe(201);

    const { client } = await customerWithBalance('refused-coupon@keymart.test', '50.00');
    const before = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    for (const [code, message] of [
      ['NOSUCH', 'Invalid coupon code'],
      ['ASLEEP', 'Invalid coupon code'],
      ['LASTYEAR', 'This coupon has expired'],
      ['usedup', 'This coupon has reached its usage limit'],
    ]) {
      const refused = await client.post('/api/purchase', {
        productId: product.id,
        quantity: 1,
        couponCode: code,
      });
      expect(refused.status, code).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    const after = await store.core.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await client.get('/api/user')).body.balance).toBe('50.00');
    expect((await client.get('/api/orders')).body).toEqual([]);
    expect(await usageOf(used.id)).toBe(1);
    // The validation call gives the same answers the purchase would.
    expect((await client.post('/api/validate-coupon', { code: 'USEDUP' })).body).toEqual({
      valid: false,
      coupon: null,
      message: 'This coupon has reached its usage limit',
    });
  });

  it('gives exactly 3 discounted orders for 20 concurrent purchases with a coupon of max usage 3', async () => {
    const product = await createProduct({
      price: '4.00',
      items: Array.from({ length: 25 }, (_, i) => `COUPON-RACE-${i}`),
    });
    const coupon = await createCoupon({ code: 'RACE3', discountPercentage: 25, maxUsage: 3 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        customerWithBalance(`coupon-racer${i}@keymart.test`, '10.00'),
      ),
    );
    const answers = await Promise.all(
      buyers.map(({ client }) =>
        client.post('/api/purchase', { productId: product.id, quantity: 1, couponCode: 'race3' }),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(3);
    expect(
      won.every((a) => a.body.order.totalAmount === '3.00' && a.body.order.couponCode === 'RACE3'),
    ).toBe(true);
    const lost = answers.filter((a) => a.status !== 201);
    expect(
      lost.every(
        (a) => a.status === 422 && a.body.message === 'This coupon has reached its usage limit',
      ),
    ).toBe(true);

    const balances = await Promise.all(buyers.map(({ client }) => client.get('/api/user')));
    expect(balances.filter((b) => b.body.balance === '7.00')).toHaveLength(3);
    expect(balances.filter((b) => b.body.balance === '10.00')).toHaveLength(17);
    expect(await usageOf(coupon.id)).toBe(3);
    const { rows } = await store.core.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'CouponRedeemed'",
      [`coupon-${coupon.id}`],
    );
    expect(rows[0]!.n).toBe(3);
    expect(
      (await store.client().get(`/api/products/by-url/${product.productUrl}`)).body.stock,
    ).toBe(22);
  });
});
