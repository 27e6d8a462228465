import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../application/commands/purchase';
import {
  ALREADY_CLAIMED,
  NO_WARRANTY,
  NOT_COMPLETED,
  WARRANTY_EXPIRED,
} from '../../contracts/warranty-eligibility';
import {
  OUT_OF_STOCK,
  REPLACEMENT_ONLY_ON_APPROVE,
  REPLACEMENT_STAYS_APPROVED,
} from '../../domain/warranty/decide';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const DAY_MS = 24 * 60 * 60 * 1000;

let store: TestStore;
let admin: TestClient;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  alice = store.client();
  aliceId = (await alice.register('alice@keymart.test')).id;
  bob = store.client();
  const bobId = (await bob.register('bob@keymart.test')).id;
  for (const id of [aliceId, bobId]) {
    const credited = await admin.post(`/api/admin/users/${id}/balance`, {
      amount: '1000.00',
      operation: 'add',
    });
    expect(credited.status).toBe(200);
  }
});
afterAll(() => store.stop());

let productCounter = 0;
/** An active product: automatic delivery from `items`, or manual when no items are given. */
async function createProduct(options: { items?: string[]; warrantyDays?: number }) {
  productCounter++;
  const category = await admin.post('/api/admin/categories', {
    name: `Warranty ${productCounter}`,
  });
  expect(category.status).toBe(201);
  const product = await admin.post('/api/products', {
    name: `Account ${productCounter}`,
    price: '10.00',
    categoryId: category.body.id,
    deliveryType: options.items ? 'automatic' : 'manual',
    stock: options.items ? 0 : 10,
    warrantyDays: options.warrantyDays ?? 30,
  });
  expect(product.status).toBe(201);
  if (options.items) {
    const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
      stockItems: options.items,
    });
    expect(stocked.status).toBe(200);
  }
  return product.body as { id: number; name: string };
}

async function buy(client: TestClient, productId: number) {
  const bought = await client.post('/api/purchase', { productId, quantity: 1 });
  expect(bought.status).toBe(201);
  return bought.body.order as { id: number; orderNumber: string; status: string };
}

async function adminProduct(productId: number) {
  const products = await admin.get('/api/admin/products');
  return products.body.find((p: { id: number }) => p.id === productId) as {
    stock: number;
    autoDeliveryStock: string[];
  };
}

async function eventCount(): Promise<number> {
  const { rows } = await store.core.pool.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM events',
  );
  return Number(rows[0]!.n);
}

const claimBody = (orderId: number, description = 'The password no longer works') => ({
  orderId,
  claimType: 'account_access',
  description,
});

describe('warranty eligibility', () => {
  it('answers 401 to the customer warranty calls when signed out', async () => {
    const guest = store.client();
    expect((await guest.get('/api/orders/1/warranty-eligibility')).status).toBe(401);
    expect((await guest.get('/api/warranty-claims')).status).toBe(401);
    expect((await guest.post('/api/warranty-claims', claimBody(1))).status).toBe(401);
  });

  it('makes a completed order inside its window eligible, with its dates and days left', async () => {
    const product = await createProduct({ items: ['A1', 'A2'] });
    const order = await buy(alice, product.id);
    const answer = await alice.get(`/api/orders/${order.id}/warranty-eligibility`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      eligible: true,
      expired: false,
      leftDays: 30,
      warrantyDays: 30,
      reason: null,
    });
    const orderDate = Date.parse(answer.body.orderDate);
    expect(Math.abs(orderDate - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(answer.body.warrantyEndDate) - orderDate).toBe(30 * DAY_MS);
  });

  it('answers 404 for another customer’s order or a missing one, and 400 for a bad id', async () => {
    const product = await createProduct({ items: ['B1'] });
    const order = await buy(alice, product.id);
    const foreign = await bob.get(`/api/orders/${order.id}/warranty-eligibility`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect((await alice.get('/api/orders/999999/warranty-eligibility')).status).toBe(404);
    expect((await alice.get('/api/orders/x/warranty-eligibility')).status).toBe(400);
  });

  it('refuses a claim on an order that is not completed (422) and appends nothing', async () => {
    const product = await createProduct({});
    const order = await buy(alice, product.id);
    expect(order.status).toBe('pending');
    const eligibility = await alice.get(`/api/orders/${order.id}/warranty-eligibility`);
    expect(eligibility.body).toMatchObject({ eligible: false, reason: NOT_COMPLETED });
    const before = await eventCount();
    const claim = await alice.post('/api/warranty-claims', claimBody(order.id));
    expect(claim.status).toBe(422);
    expect(claim.body.message).toBe(NOT_COMPLETED);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a claim on a product without warranty (422)', async () => {
    const product = await createProduct({ items: ['C1'], warrantyDays: 0 });
    const order = await buy(alice, product.id);
    expect((await alice.get(`/api/orders/${order.id}/warranty-eligibility`)).body).toMatchObject({
      eligible: false,
      warrantyDays: 0,
      reason: NO_WARRANTY,
    });
    const claim = await alice.post('/api/warranty-claims', claimBody(order.id));
    expect(claim.status).toBe(422);
    expect(claim.body.message).toBe(NO_WARRANTY);
  });

  it('refuses a claim once the order date plus warrantyDays days has passed (422)', async () => {
    const product = await createProduct({ items: ['OLD-1'] });
    // An order placed 31 days ago through the real Purchase command, its time from the context.
    const outcome = await purchase(
      store.core,
      { userId: aliceId, productId: product.id, quantity: 1, timeZone: 'UTC' },
      { now: new Date(Date.now() - 31 * DAY_MS), actorId: aliceId },
    );
    const { orderId } = outcome.result;
    const eligibility = await alice.get(`/api/orders/${orderId}/warranty-eligibility`);
    expect(eligibility.status).toBe(200);
    expect(eligibility.body).toMatchObject({
      eligible: false,
      expired: true,
      leftDays: 0,
      reason: WARRANTY_EXPIRED,
    });
    const claim = await alice.post('/api/warranty-claims', claimBody(orderId));
    expect(claim.status).toBe(422);
    expect(claim.body.message).toBe(WARRANTY_EXPIRED);
  });
});

describe('customer warranty claims', () => {
  it('files a claim, lists it, and refuses a second one while it is open', async () => {
    const product = await createProduct({ items: ['D1'] });
    const order = await buy(alice, product.id);
    const claim = await alice.post('/api/warranty-claims', {
      orderId: order.id,
      description: '  Login fails  ',
    });
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({
      orderId: order.id,
      claimType: 'account_access',
      description: 'Login fails',
      status: 'pending',
      adminResponse: null,
      order: { id: order.id, orderNumber: order.orderNumber },
      product: { id: product.id, name: product.name },
    });
    expect(claim.body.user).toBeUndefined();

    const mine = await alice.get('/api/warranty-claims');
    expect(mine.body[0]).toMatchObject({ id: claim.body.id, status: 'pending' });
    expect(
      (await bob.get('/api/warranty-claims')).body.some(
        (c: { id: number }) => c.id === claim.body.id,
      ),
    ).toBe(false);

    expect((await alice.get(`/api/orders/${order.id}/warranty-eligibility`)).body).toMatchObject({
      eligible: false,
      expired: false,
      reason: ALREADY_CLAIMED,
    });
    const again = await alice.post('/api/warranty-claims', claimBody(order.id));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(ALREADY_CLAIMED);
  });

  it('accepts exactly one of many concurrent claims on one order', async () => {
    const product = await createProduct({ items: ['E1'] });
    const order = await buy(alice, product.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => alice.post('/api/warranty-claims', claimBody(order.id))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 422 && a.body.message === ALREADY_CLAIMED),
    ).toHaveLength(7);
    const { rows } = await store.core.pool.query(
      "SELECT 1 FROM events WHERE event_type = 'WarrantyClaimFiled' AND (data->>'orderId')::int = $1",
      [order.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a claim on another customer’s order', async () => {
    const product = await createProduct({ items: ['F1'] });
    const order = await buy(alice, product.id);
    const claim = await bob.post('/api/warranty-claims', claimBody(order.id));
    expect(claim.status).toBe(404);
    expect(claim.body.message).toBe('Order not found');
    expect((await bob.post('/api/warranty-claims', claimBody(999999))).status).toBe(404);
  });

  it('validates a claim with readable messages and appends nothing', async () => {
    const before = await eventCount();
    const blank = await alice.post('/api/warranty-claims', claimBody(1, '   '));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Description is required');
    const type = await alice.post('/api/warranty-claims', {
      ...claimBody(1),
      claimType: 'refund',
    });
    expect(type.status).toBe(400);
    expect(type.body.issues.map((i: { path: string }) => i.path)).toEqual(['claimType']);
    expect((await alice.post('/api/warranty-claims', { description: 'no order' })).status).toBe(
      400,
    );
    expect(await eventCount()).toBe(before);
  });
});

describe('admin warranty claims', () => {
  it('lists every claim with the customer’s e-mail, product name and order number, and searches them', async () => {
    const product = await createProduct({ items: ['G1'] });
    const order = await buy(bob, product.id);
    const claim = await bob.post('/api/warranty-claims', claimBody(order.id, 'Bob’s account'));
    expect(claim.status).toBe(201);

    const all = await admin.get('/api/admin/warranty-claims');
    expect(all.status).toBe(200);
    expect(all.body.find((c: { id: number }) => c.id === claim.body.id)).toMatchObject({
      user: { email: 'bob@keymart.test' },
      product: { id: product.id, name: product.name },
      order: { id: order.id, orderNumber: order.orderNumber },
    });
    for (const search of [order.orderNumber.toLowerCase(), product.name.toUpperCase()]) {
      const found = await admin.get(
        `/api/admin/warranty-claims?search=${encodeURIComponent(search)}`,
      );
      expect(found.body.map((c: { id: number }) => c.id)).toEqual([claim.body.id]);
    }
    const byEmail = await admin.get('/api/admin/warranty-claims?search=BOB@');
    expect(
      byEmail.body.every((c: { user: { email: string } }) => c.user.email === 'bob@keymart.test'),
    ).toBe(true);
    expect((await admin.get('/api/admin/warranty-claims?search=nothing-like-this')).body).toEqual(
      [],
    );
  });

  it('rejects with a response, sets pending with Update Response, keeps the response when blank, and lets the customer claim again after a rejection', async () => {
    const product = await createProduct({ items: ['H1'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;

    const pending = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'pending',
      adminResponse: ' Checking with the supplier ',
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      status: 'pending',
      adminResponse: 'Checking with the supplier',
      user: { email: 'alice@keymart.test' },
    });
    const rejected = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'rejected',
      adminResponse: '   ',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      adminResponse: 'Checking with the supplier',
    });
    expect(
      (await alice.get('/api/warranty-claims')).body.find((c: { id: number }) => c.id === claim.id),
    ).toMatchObject({ status: 'rejected', adminResponse: 'Checking with the supplier' });

    expect((await alice.get(`/api/orders/${order.id}/warranty-eligibility`)).body.eligible).toBe(
      true,
    );
    expect((await alice.post('/api/warranty-claims', claimBody(order.id))).status).toBe(201);
  });

  it('approves with a replacement from the auto-delivery stock taken exactly once under concurrent approvals', async () => {
    const product = await createProduct({ items: ['OWN-1', 'SPARE-1', 'SPARE-2'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;
    expect((await adminProduct(product.id)).stock).toBe(2);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.put(`/api/admin/warranty-claims/${claim.id}`, {
          status: 'approved',
          replaceFromStock: true,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    for (const answer of answers)
      expect(answer.body).toMatchObject({ status: 'approved', adminResponse: 'SPARE-1' });

    const after = await adminProduct(product.id);
    expect(after.stock).toBe(1);
    expect(after.autoDeliveryStock).toEqual(['SPARE-2']);
    const { rows } = await store.core.pool.query(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'StockTaken' ORDER BY position`,
      [`product-${product.id}`],
    );
    // Items are sealed in the events: opened, they are the ones taken.
    const taken = await Promise.all(
      rows.map(async (r) => ({
        ...r.data,
        items: await Promise.all(r.data.items.map((item: string) => store.core.secrets.open(item))),
      })),
    );
    expect(taken).toEqual([
      { orderId: order.id, quantity: 1, items: ['OWN-1'], at: expect.any(String) },
      { orderId: order.id, quantity: 1, items: ['SPARE-1'], claimId: claim.id },
    ]);
    const mine = (await alice.get('/api/warranty-claims')).body.find(
      (c: { id: number }) => c.id === claim.id,
    );
    expect(mine).toMatchObject({ status: 'approved', adminResponse: 'SPARE-1' });

    // A later click reuses the replacement instead of taking another (Update Response cannot
    // reopen the claim once its replacement was delivered).
    expect(
      (await admin.put(`/api/admin/warranty-claims/${claim.id}`, { status: 'pending' })).status,
    ).toBe(422);
    const again = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'approved',
      replaceFromStock: true,
    });
    expect(again.body.adminResponse).toBe('SPARE-1');
    expect((await adminProduct(product.id)).stock).toBe(1);
  });

  it('keeps a claim approved once its replacement was delivered, and the order claimed, so no second key is handed out', async () => {
    const product = await createProduct({ items: ['BOUGHT-1', 'SPARE-1', 'SPARE-2'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;
    const approved = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'approved',
      replaceFromStock: true,
    });
    expect(approved.body).toMatchObject({ status: 'approved', adminResponse: 'SPARE-1' });

    const before = await eventCount();
    for (const status of ['rejected', 'pending']) {
      const moved = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
        status,
        adminResponse: 'Not covered',
      });
      expect(moved.status).toBe(422);
      expect(moved.body.message).toBe(REPLACEMENT_STAYS_APPROVED);
    }
    expect(await eventCount()).toBe(before);
    expect(
      (await alice.get('/api/warranty-claims')).body.find((c: { id: number }) => c.id === claim.id),
    ).toMatchObject({ status: 'approved', adminResponse: 'SPARE-1' });
    expect((await alice.get(`/api/orders/${order.id}/warranty-eligibility`)).body.eligible).toBe(
      false,
    );
    const second = await alice.post('/api/warranty-claims', claimBody(order.id));
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(ALREADY_CLAIMED);
    expect((await adminProduct(product.id)).autoDeliveryStock).toEqual(['SPARE-2']);
  });

  it('keeps an order claimed when a claim given a replacement was stored as rejected', async () => {
    const product = await createProduct({ items: ['BOUGHT-2', 'SPARE-3'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;
    await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'approved',
      replaceFromStock: true,
    });
    // A rejection after the replacement, as a store that allowed it recorded one.
    const claimStreamId = `claim-${claim.id}`;
    await store.core.store.append([
      {
        streamId: claimStreamId,
        expectedVersion: 2,
        events: [
          { type: 'WarrantyClaimResponded', data: { status: 'rejected', adminResponse: null } },
        ],
      },
    ]);
    expect((await alice.get(`/api/orders/${order.id}/warranty-eligibility`)).body).toMatchObject({
      eligible: false,
    });
    const second = await alice.post('/api/warranty-claims', claimBody(order.id));
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(ALREADY_CLAIMED);
  });

  it('answers 409 Out of stock when no replacement is left and appends nothing', async () => {
    const product = await createProduct({ items: ['ONLY-1'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;
    const before = await eventCount();
    const answer = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'approved',
      replaceFromStock: true,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(OUT_OF_STOCK);
    expect(await eventCount()).toBe(before);
  });

  it('validates the response and answers 404 for a missing claim', async () => {
    const product = await createProduct({ items: ['V1', 'V2'] });
    const order = await buy(alice, product.id);
    const claim = (await alice.post('/api/warranty-claims', claimBody(order.id))).body;
    const before = await eventCount();
    const status = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'resolved',
    });
    expect(status.status).toBe(400);
    expect(status.body.issues.map((i: { path: string }) => i.path)).toEqual(['status']);
    const replaceOnReject = await admin.put(`/api/admin/warranty-claims/${claim.id}`, {
      status: 'rejected',
      replaceFromStock: true,
    });
    expect(replaceOnReject.status).toBe(400);
    expect(replaceOnReject.body.message).toBe(REPLACEMENT_ONLY_ON_APPROVE);
    expect(await eventCount()).toBe(before);
    const missing = await admin.put('/api/admin/warranty-claims/999999', { status: 'approved' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Warranty claim not found');
  });
});

describe('warranty read model', () => {
  it('rebuilding from position 0 reproduces the claims exactly', async () => {
    await store.core.runner.catchUp();
    const dump = async () =>
      (await store.core.pool.query('SELECT w::text FROM warranty_claims w ORDER BY id')).rows;
    const before = await dump();
    expect(before.length).toBeGreaterThan(5);
    await store.core.runner.rebuild(['warranty', 'orders', 'catalogue']);
    expect(await dump()).toEqual(before);
  });
});
