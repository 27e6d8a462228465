/**
 * Purchase limits, velocity limits and the wallet freeze through the API: a product's maximum
 * per order and per customer per store day (PUT /api/admin/products/{id}/purchase-limits), the
 * store's velocity limits on deposit requests, warranty claims and new accounts per network
 * address (PUT /api/admin/settings/velocity-limits), and the wallet freeze
 * (POST/DELETE /api/admin/users/{id}/wallet-freeze). Every refusal is a 422 with its own message
 * and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyLimitMessage,
  perOrderLimitMessage,
  purchaseLimitRangeMessage,
} from '../../contracts/purchase-limits';
import {
  accountVelocityMessage,
  claimVelocityMessage,
  depositVelocityMessage,
  VELOCITY_LIMITS_OFF,
  type VelocityLimits,
} from '../../contracts/velocity-limits';
import type { ProductDto } from '../../contracts/responses';
import { WALLET_FROZEN_CLAIM, WALLET_FROZEN_PURCHASE } from '../../contracts/wallet-freeze';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  // TRUST_PROXY: the registrations below come from the addresses their X-Forwarded-For names.
  store = await startTestStore({ TRUST_PROXY: '1' });
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

let counter = 0;

/** A signed-in customer holding `dollars`. */
async function customer(dollars = '1000.00') {
  counter++;
  const client = store.client();
  const { id } = await client.register(`limits-customer-${counter}@keymart.test`);
  const credited = await admin.post(`/api/admin/users/${id}/balance`, {
    amount: dollars,
    operation: 'add',
  });
  expect(credited.status).toBe(200);
  return { client, id };
}

/** An active automatic product at $1.00 holding `keys` keys, with a one-year warranty. */
async function productWith(keys: number): Promise<number> {
  counter++;
  const category = await admin.post('/api/admin/categories', { name: `Limits ${counter}` });
  expect(category.status).toBe(201);
  const product = await admin.post('/api/products', {
    name: `Limited key ${counter}`,
    price: '1.00',
    categoryId: category.body.id,
    deliveryType: 'automatic',
    stock: 0,
    warrantyDays: 365,
  });
  expect(product.status).toBe(201);
  const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
    stockItems: Array.from({ length: keys }, (_, i) => `KEY-${counter}-${i}`),
  });
  expect(stocked.status).toBe(200);
  return product.body.id as number;
}

async function setVelocity(limits: Partial<VelocityLimits>) {
  const answer = await admin.put('/api/admin/settings/velocity-limits', {
    ...VELOCITY_LIMITS_OFF,
    ...limits,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ ...VELOCITY_LIMITS_OFF, ...limits });
}

/** The product as the storefront lists it. */
const listed = async (productId: number) =>
  ((await store.client().get('/api/products')).body as ProductDto[]).find(
    (product) => product.id === productId,
  )!;
const stockOf = async (productId: number) => (await listed(productId)).stock;
const balanceOf = async (client: TestClient) =>
  ((await client.get('/api/user')).body as { balance: string }).balance;

describe('Purchase limits of a product', () => {
  it('are none until set; staff set them and the product shows them; bad limits are 400', async () => {
    const productId = await productWith(3);
    expect((await listed(productId)).purchaseLimits).toEqual({
      maxPerOrder: 0,
      maxPerCustomerPerDay: 0,
    });
    const set = await admin.put(`/api/admin/products/${productId}/purchase-limits`, {
      maxPerOrder: 2,
      maxPerCustomerPerDay: 5,
    });
    expect(set.status).toBe(200);
    expect(set.body.purchaseLimits).toEqual({ maxPerOrder: 2, maxPerCustomerPerDay: 5 });
    expect((await listed(productId)).purchaseLimits).toEqual({
      maxPerOrder: 2,
      maxPerCustomerPerDay: 5,
    });
    const bad = await admin.put(`/api/admin/products/${productId}/purchase-limits`, {
      maxPerOrder: 10_001,
      maxPerCustomerPerDay: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(purchaseLimitRangeMessage('maxPerOrder'));
  });

  it('refuses an order over the maximum per order with its message, changing nothing', async () => {
    const productId = await productWith(5);
    await admin.put(`/api/admin/products/${productId}/purchase-limits`, {
      maxPerOrder: 2,
      maxPerCustomerPerDay: 0,
    });
    const { client } = await customer('10.00');
    const refused = await client.post('/api/purchase', { productId, quantity: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: perOrderLimitMessage(2) });
    expect(await stockOf(productId)).toBe(5);
    expect(await balanceOf(client)).toBe('10.00');
    expect((await client.get('/api/orders')).body).toEqual([]);
    const bought = await client.post('/api/purchase', { productId, quantity: 2 });
    expect(bought.status).toBe(201);
  });

  it('lets exactly the daily limit through of 20 concurrent purchases by one customer', async () => {
    const productId = await productWith(30);
    await admin.put(`/api/admin/products/${productId}/purchase-limits`, {
      maxPerOrder: 0,
      maxPerCustomerPerDay: 5,
    });
    const { client } = await customer('100.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/purchase', { productId, quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: dailyLimitMessage(5, 0) });
    }
    expect(await stockOf(productId)).toBe(25);
    expect(await balanceOf(client)).toBe('95.00');
    // Another customer has a day of their own.
    const other = await customer('10.00');
    expect((await other.client.post('/api/purchase', { productId, quantity: 5 })).status).toBe(201);
  });
});

describe('Velocity limits', () => {
  it('are off until set and refuse a limit out of bounds', async () => {
    expect((await admin.get('/api/admin/settings/velocity-limits')).body).toEqual(
      VELOCITY_LIMITS_OFF,
    );
    const bad = await admin.put('/api/admin/settings/velocity-limits', {
      ...VELOCITY_LIMITS_OFF,
      depositsPerHour: -1,
    });
    expect(bad.status).toBe(400);
  });

  it('refuse a deposit request over the hourly limit, crypto or manual', async () => {
    const { client } = await customer();
    await setVelocity({ depositsPerHour: 2 });
    try {
      expect((await client.post('/api/create-payment', { amount: '10.00' })).status).toBe(200);
      const manual = await client.post('/api/manual-payment-requests', {
        amount: '10.00',
        method: 'paypal',
      });
      expect(manual.status).toBe(201);
      const refused = await client.post('/api/create-payment', { amount: '10.00' });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: depositVelocityMessage(2) });
      const refusedManual = await client.post('/api/manual-payment-requests', {
        amount: '10.00',
        method: 'credit_card',
      });
      expect(refusedManual.status).toBe(422);
      expect(refusedManual.body).toEqual({ message: depositVelocityMessage(2) });
    } finally {
      await setVelocity({});
    }
  });

  it('refuse a warranty claim over the 90-day limit', async () => {
    const productId = await productWith(5);
    const { client } = await customer();
    const orders: number[] = [];
    for (let i = 0; i < 2; i++) {
      const bought = await client.post('/api/purchase', { productId, quantity: 1 });
      expect(bought.status).toBe(201);
      orders.push(bought.body.order.id as number);
    }
    await setVelocity({ claimsPer90Days: 1 });
    try {
      const first = await client.post('/api/warranty-claims', {
        orderId: orders[0],
        description: 'The key does not activate.',
      });
      expect(first.status).toBe(201);
      const second = await client.post('/api/warranty-claims', {
        orderId: orders[1],
        description: 'This one neither.',
      });
      expect(second.status).toBe(422);
      expect(second.body).toEqual({ message: claimVelocityMessage(1) });
      expect((await client.get('/api/warranty-claims')).body).toHaveLength(1);
    } finally {
      await setVelocity({});
    }
  });

  it('refuse a new account over the limit per network address and store day (IPv6 by its /64)', async () => {
    await setVelocity({ accountsPerAddressPerDay: 2 });
    const register = (email: string, address: string) =>
      store
        .client()
        .request(
          'POST',
          '/api/register',
          { email, password: 'secret123', firstName: 'A', lastName: 'B', country: 'usa' },
          { 'x-forwarded-for': address },
        );
    try {
      for (const address of ['198.51.100.7', '2001:db8:5:6::1']) {
        counter++;
        expect((await register(`first-${counter}@keymart.test`, address)).status).toBe(201);
        expect((await register(`second-${counter}@keymart.test`, address)).status).toBe(201);
      }
      const refused = await register('third@keymart.test', '198.51.100.7');
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: accountVelocityMessage(2) });
      const sameNetwork = await register('third-v6@keymart.test', '2001:db8:5:6:ffff::9');
      expect(sameNetwork.status).toBe(422);
      // Nothing was registered: the address is free for a later account.
      expect((await admin.get('/api/admin/search/users?q=third')).body).toEqual([]);
      expect((await register('other@keymart.test', '198.51.100.8')).status).toBe(201);
      expect((await register('other-v6@keymart.test', '2001:db8:5:7::1')).status).toBe(201);
    } finally {
      await setVelocity({});
    }
  });
});

describe('Wallet freeze', () => {
  it('stops purchases and claims with their messages until staff lift it; staff see why', async () => {
    const productId = await productWith(5);
    const { client, id } = await customer('10.00');
    const bought = await client.post('/api/purchase', { productId, quantity: 1 });
    expect(bought.status).toBe(201);

    const frozen = await admin.post(`/api/admin/users/${id}/wallet-freeze`, {
      reason: 'Chargeback on a card top-up',
    });
    expect(frozen.status).toBe(200);
    expect(frozen.body.walletFreeze).toMatchObject({ reason: 'Chargeback on a card top-up' });
    const detail = await admin.get(`/api/admin/users/${id}`);
    expect(detail.body.walletFreeze).toMatchObject({ reason: 'Chargeback on a card top-up' });
    expect(detail.body.user.walletFrozen).toBe(true);

    // The customer still signs in and reads, and is told.
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.walletFrozen).toBe(true);
    expect((await client.get('/api/orders')).status).toBe(200);

    const refused = await client.post('/api/purchase', { productId, quantity: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: WALLET_FROZEN_PURCHASE });
    expect(await balanceOf(client)).toBe('9.00');
    expect(await stockOf(productId)).toBe(4);
    const claim = await client.post('/api/warranty-claims', {
      orderId: bought.body.order.id,
      description: 'The key does not activate.',
    });
    expect(claim.status).toBe(422);
    expect(claim.body).toEqual({ message: WALLET_FROZEN_CLAIM });

    const lifted = await admin.delete(`/api/admin/users/${id}/wallet-freeze`);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ walletFreeze: null });
    expect((await client.get('/api/user')).body.walletFrozen).toBe(false);
    expect((await client.post('/api/purchase', { productId, quantity: 1 })).status).toBe(201);
  });

  it('needs a reason, and refuses freezing one’s own wallet', async () => {
    const { id } = await customer();
    const blank = await admin.post(`/api/admin/users/${id}/wallet-freeze`, { reason: '  ' });
    expect(blank.status).toBe(400);
    const self = (await admin.get('/api/user')).body.id as number;
    const own = await admin.post(`/api/admin/users/${self}/wallet-freeze`, { reason: 'test' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot freeze your own wallet');
  });
});
