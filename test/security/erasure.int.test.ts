/**
 * Personal data: a customer erased on request leaves no readable personal field in the
 * read models or the event store (their key is shredded), while their ledger stays auditable.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../application/ledger/audit';
import { ShreddedKeyError } from '../../application/security/secret-box';
import { dumpReadTables } from '../support/read-tables';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let admin: TestClient;
let customer: TestClient;
let customerId: number;
const email = `erase.me.${randomBytes(4).toString('hex')}@keymart.test`;
const firstName = `Zeynep${randomBytes(3).toString('hex')}`;
const lastName = `Kaya${randomBytes(3).toString('hex')}`;

/** Every text of the events table (ids, data, metadata) and of every read table. */
async function everything(): Promise<string> {
  const { rows } = await store.core.pool.query<{ row: string }>(
    'SELECT e::text AS row FROM events e',
  );
  const tables = await dumpReadTables(store.core.pool, store.core.runner.projections);
  return rows.map((r) => r.row).join('\n') + JSON.stringify(tables);
}

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Erasure');
  const product = await helpers.product({ price: '4.00', items: ['ERASURE-KEY-1'] });
  customer = store.client();
  const registered = await customer.post('/api/register', {
    email,
    password: 'secret123',
    firstName,
    lastName,
    country: 'tr',
  });
  expect(registered.status).toBe(201);
  customerId = registered.body.id;
  expect(
    (
      await admin.post(`/api/admin/users/${customerId}/balance`, {
        amount: '20.00',
        operation: 'add',
      })
    ).status,
  ).toBe(200);
  expect(
    (await customer.post('/api/purchase', { productId: product.id, quantity: 1 })).status,
  ).toBe(201);
  expect(
    (
      await customer.put('/api/update-profile', {
        firstName,
        lastName: `${lastName}x`,
        country: 'de',
      })
    ).status,
  ).toBe(200);
  expect(
    (await customer.post('/api/support/tickets', { subject: 'Hello', message: 'Please erase me' }))
      .status,
  ).toBe(201);
});
afterAll(() => store?.stop());

describe('personal data in the event store', () => {
  it('is sealed under the customer key from the start, and the e-mail reservation is a blind index', async () => {
    const { rows } = await store.core.pool.query<{ row: string }>(
      'SELECT e::text AS row FROM events e',
    );
    const text = rows.map((r) => r.row).join('\n');
    for (const value of [email, firstName, lastName]) expect(text).not.toContain(value);
    expect(text).toContain(`enc:v1:customer-${customerId}:`);
    const reservation = await store.core.pool.query<{ stream_id: string }>(
      `SELECT stream_id FROM events WHERE event_type = 'ValueReserved' AND data->>'owner' = $1`,
      [`user-${customerId}`],
    );
    expect(reservation.rows[0]!.stream_id).toMatch(/^reservation-email-[0-9a-f]{64}$/);
  });
});

describe('erasure', () => {
  it('refuses customers and erases on an admin request; an admin account cannot be erased', async () => {
    expect((await customer.delete(`/api/admin/users/${customerId}/personal-data`)).status).toBe(
      403,
    );
    const adminId = (await admin.get('/api/user')).body.id;
    const refused = await admin.delete(`/api/admin/users/${adminId}/personal-data`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Administrator accounts cannot be erased');
    expect((await admin.delete('/api/admin/users/999999/personal-data')).status).toBe(404);

    const erased = await admin.delete(`/api/admin/users/${customerId}/personal-data`);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ success: true, message: 'Personal data erased' });
    const again = await admin.delete(`/api/admin/users/${customerId}/personal-data`);
    expect(again.body.message).toBe('Personal data was already erased');
  });

  it('ends the sessions and the sign-in of the erased customer', async () => {
    expect((await customer.get('/api/user')).status).toBe(401);
    const login = await store.client().post('/api/login', { email, password: 'secret123' });
    expect(login.status).toBe(401);
  });

  it('leaves no personal field readable in the read models or the events', async () => {
    const text = await everything();
    for (const value of [email, firstName, lastName, `${lastName}x`])
      expect(text).not.toContain(value);
    const users = await admin.get('/api/admin/users');
    const row = users.body.find((u: { id: number }) => u.id === customerId);
    expect(row).toMatchObject({
      email: `erased-${customerId}@erased.invalid`,
      firstName: '',
      lastName: '',
    });

    const { rows } = await store.core.pool.query<{
      wrapped: Buffer | null;
      shredded_at: Date | null;
    }>('SELECT wrapped, shredded_at FROM data_keys WHERE id = $1', [`customer-${customerId}`]);
    expect(rows[0]!.wrapped).toBeNull();
    expect(rows[0]!.shredded_at).toBeInstanceOf(Date);
    const registered = await store.core.pool.query<{ data: { email: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'UserRegistered'`,
      [`user-${customerId}`],
    );
    await expect(store.core.secrets.open(registered.rows[0]!.data.email)).rejects.toBeInstanceOf(
      ShreddedKeyError,
    );
  });

  it('keeps the ledger: amounts auditable, the order and its delivered item still on record', async () => {
    const ledger = await admin.get(`/api/admin/users/${customerId}/ledger`);
    expect(ledger.status).toBe(200);
    const audit = await auditLedger(store.core.pool);
    expect(audit.differences).toEqual([]);
    const wallet = await store.core.pool.query<{ balance_cents: string }>(
      'SELECT balance_cents::text FROM wallets WHERE user_id = $1',
      [customerId],
    );
    expect(wallet.rows[0]!.balance_cents).toBe('1600');
    const orders = await admin.get('/api/admin/orders?page=1&limit=10');
    const order = orders.body.orders.find(
      (o: { user: { id: number } }) => o.user.id === customerId,
    );
    expect(order).toMatchObject({ totalAmount: '4.00', deliveredItem: 'ERASURE-KEY-1' });
    expect(order.user.email).toBe(`erased-${customerId}@erased.invalid`);
  });

  it('rebuilds the users read model from the events to the same placeholders', async () => {
    const before = await dumpReadTables(store.core.pool, store.core.runner.projections);
    await store.core.runner.rebuild(['users']);
    expect(await dumpReadTables(store.core.pool, store.core.runner.projections)).toEqual(before);
  });

  it('frees the e-mail address for a new account', async () => {
    const again = await store.client().post('/api/register', {
      email,
      password: 'another123',
      firstName: 'New',
      lastName: 'Person',
      country: 'uk',
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(customerId);
  });
});
