import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  adminId = (await admin.register('admin@keymart.test')).id;
});
afterAll(() => store.stop());

describe('GET /api/admin/users/{id}/ledger', () => {
  it('replays the customer’s ledger with a running balance and who acted, also as of an instant', async () => {
    const customer = store.client();
    const user = await customer.register('ledger@keymart.test');
    await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '40.00',
      operation: 'add',
      reason: 'Opening credit',
    });
    const { rows } = await store.core.pool.query<{ t: Date }>(
      'SELECT max(recorded_at) AS t FROM events',
    );
    const afterCredit = rows[0]!.t;
    const product = await admin.post('/api/products', {
      name: 'Ledger item',
      price: '6.00',
      deliveryType: 'manual',
      stock: 3,
    });
    // The admin buys as the customer (Login as User): the entry records the real actor.
    const session = store.client();
    await session.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
    await session.post(`/api/admin/users/${user.id}/impersonate`);
    expect(
      (await session.post('/api/purchase', { productId: product.body.id, quantity: 2 })).status,
    ).toBe(201);

    const ledger = await admin.get(`/api/admin/users/${user.id}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject({ userId: user.id, balance: '28.00', asOf: null });
    expect(ledger.body.entries).toEqual([
      expect.objectContaining({
        type: 'credit',
        amount: '40.00',
        balance: '40.00',
        description: 'Opening credit',
        actor: { id: adminId, email: 'admin@keymart.test' },
        onBehalfOf: null,
      }),
      expect.objectContaining({
        type: 'purchase',
        amount: '-12.00',
        balance: '28.00',
        actor: { id: adminId, email: 'admin@keymart.test' },
        onBehalfOf: user.id,
      }),
    ]);

    const past = await admin.get(
      `/api/admin/users/${user.id}/ledger?asOf=${encodeURIComponent(afterCredit.toISOString())}`,
    );
    expect(past.body).toMatchObject({ balance: '40.00', asOf: afterCredit.toISOString() });
    expect(past.body.entries).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for a time that is not ISO', async () => {
    expect((await admin.get('/api/admin/users/999999/ledger')).status).toBe(404);
    expect((await admin.get('/api/admin/users/1/ledger?asOf=yesterday')).status).toBe(400);
  });
});
