/**
 * Idempotency-Key over HTTP (api/http/idempotency.ts), shown on the purchase: a repeat answers
 * the first answer and places nothing more, however many arrive and however soon; another request
 * under the key is refused; keys belong to their caller and last 24 hours; stored answers are
 * sealed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let build: ReturnType<typeof shop>;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  build = shop(admin, () => store.client(), 'Idempotency');
});
afterAll(() => store?.stop());

/** POST /api/purchase of one `productId` as `client`, under `key` when given. */
function buy(client: TestClient, productId: number, key?: string, quantity = 1) {
  return client.request(
    'POST',
    '/api/purchase',
    { productId, quantity },
    key ? { 'Idempotency-Key': key } : {},
  );
}

/** The customer's orders and balance as they read them. */
async function holdings(client: TestClient) {
  const orders = (await client.get('/api/orders')).body as { id: number }[];
  const balance = (await client.get('/api/user')).body.balance as string;
  return { orders: orders.length, balance };
}

const lastPosition = async () =>
  (await store.core.pool.query<{ p: string }>('SELECT max(position)::text AS p FROM events'))
    .rows[0]!.p;

describe('Idempotency-Key on a purchase', () => {
  it('places one order for a repeated key and answers the same body again, the key sealed at rest', async () => {
    const items = ['ONCE-AAA-111', 'ONCE-BBB-222'];
    const product = await build.product({ price: '4.00', items });
    const { client, user } = await build.customer('once@keymart.test', '10.00');
    const key = randomUUID();
    const first = await buy(client, product.id, key);
    expect(first.status).toBe(201);
    expect(first.body.order.deliveredItem).toBe(items[0]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await buy(client, product.id, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await holdings(client)).toEqual({ orders: 1, balance: '6.00' });

    // The stored answer carries the delivered key: sealed under the customer's data key.
    const { rows } = await store.core.pool.query<{ row: string; answer: string }>(
      `SELECT k::text AS row, answer FROM idempotency_keys k WHERE key = $1`,
      [key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answer).toMatch(new RegExp(`^enc:v1:customer-${user.id}:`));
    expect(rows[0]!.row).not.toContain(items[0]);
  });

  it('refuses the key with another body, path or method with 422, changing nothing', async () => {
    const product = await build.product({ price: '1.00', items: ['OTHER-1', 'OTHER-2'] });
    const { client } = await build.customer('other-body@keymart.test', '10.00');
    const key = randomUUID();
    expect((await buy(client, product.id, key)).status).toBe(201);
    const before = await lastPosition();
    const answers = [
      await buy(client, product.id, key, 2),
      await client.request(
        'PUT',
        '/api/update-profile',
        { firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom' },
        { 'Idempotency-Key': key },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'This Idempotency-Key was already used for a different request',
      );
    }
    expect(await lastPosition()).toBe(before);
    expect(await holdings(client)).toEqual({ orders: 1, balance: '9.00' });
  });

  it("keeps one caller's keys apart from another's", async () => {
    const product = await build.product({ price: '2.00', items: ['MINE-1', 'YOURS-1'] });
    const { client: one } = await build.customer('one@keymart.test', '5.00');
    const { client: two } = await build.customer('two@keymart.test', '5.00');
    const key = 'shared-key-1';
    const mine = await buy(one, product.id, key);
    const yours = await buy(two, product.id, key);
    expect([mine.status, yours.status]).toEqual([201, 201]);
    expect(yours.headers.get('idempotent-replayed')).toBeNull();
    expect(yours.body.order.id).not.toBe(mine.body.order.id);
    expect(yours.body.order.deliveredItem).toBe('YOURS-1');
    expect(await holdings(one)).toEqual({ orders: 1, balance: '3.00' });
    expect(await holdings(two)).toEqual({ orders: 1, balance: '3.00' });
  });

  it('places exactly one order for 10 repeats sent at once, each answered with it', async () => {
    const product = await build.product({ price: '1.00', items: ['RUSH-1', 'RUSH-2', 'RUSH-3'] });
    const { client } = await build.customer('rush@keymart.test', '10.00');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(client, product.id, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await holdings(client)).toEqual({ orders: 1, balance: '9.00' });
  });

  it('acts again once the key expired', async () => {
    const product = await build.product({ price: '1.00', items: ['LATER-1', 'LATER-2'] });
    const { client } = await build.customer('later@keymart.test', '10.00');
    const key = randomUUID();
    const first = await buy(client, product.id, key);
    await store.core.pool.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    const later = await buy(client, product.id, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.order.id).not.toBe(first.body.order.id);
    expect(await holdings(client)).toEqual({ orders: 2, balance: '8.00' });
    // And the new answer is the one repeated from now on.
    expect((await buy(client, product.id, key)).body).toEqual(later.body);
  });

  it('repeats a refusal, which changed nothing, even after the cause went away', async () => {
    const product = await build.product({ price: '8.00', items: ['POOR-1'] });
    const { client, user } = await build.customer('poor@keymart.test', '5.00');
    const key = randomUUID();
    const refused = await buy(client, product.id, key);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Insufficient balance');
    const topUp = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '5.00',
      operation: 'add',
    });
    expect(topUp.status).toBe(200);
    const again = await buy(client, product.id, key);
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // A new key is a new intention: it buys.
    expect((await buy(client, product.id, randomUUID())).status).toBe(201);
  });

  it('refuses a malformed key with 400 before acting', async () => {
    const product = await build.product({ price: '1.00', items: ['BAD-1'] });
    const { client } = await build.customer('badkey@keymart.test', '5.00');
    const before = await lastPosition();
    for (const key of ['a key', 'k'.repeat(256), 'clé']) {
      const answer = await client.request(
        'POST',
        '/api/purchase',
        { productId: product.id, quantity: 1 },
        { 'Idempotency-Key': key },
      );
      expect(answer.status, key).toBe(400);
      expect(answer.body.message).toContain(
        'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
      );
    }
    expect(await lastPosition()).toBe(before);
  });

  it('does not repeat an answer that sets a cookie: a step-up with a key signs the cookie anew each time', async () => {
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const answer = await admin.request(
        'POST',
        '/api/step-up',
        { password: 'secret123' },
        { 'Idempotency-Key': key },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/^keymart_session=/);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
    }
    const { rows } = await store.core.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [
      key,
    ]);
    expect(rows).toEqual([]);
  });
});
