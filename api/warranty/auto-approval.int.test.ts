/**
 * One-click warranty: a product's policy (PUT /api/admin/products/{id}/policy) approves an
 * eligible claim at once with a replacement from stock, up to the policy's cap of claims per
 * customer in 90 days, exactly as often as it allows under concurrent claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileWarrantyClaim } from '../../application/commands/file-warranty-claim';
import { purchase } from '../../application/commands/purchase';
import {
  DEFAULT_PRODUCT_POLICY,
  policyRangeMessage,
  type ProductPolicy,
} from '../../contracts/product-policy';
import { ALREADY_CLAIMED } from '../../contracts/warranty-eligibility';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const DAY_MS = 24 * 60 * 60 * 1000;

let store: TestStore;
let admin: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
});
afterAll(() => store.stop());

let counter = 0;

/** A signed-in customer with $1,000. */
async function customer() {
  counter++;
  const client = store.client();
  const { id } = await client.register(`policy-customer-${counter}@keymart.test`);
  const credited = await admin.post(`/api/admin/users/${id}/balance`, {
    amount: '1000.00',
    operation: 'add',
  });
  expect(credited.status).toBe(200);
  return { client, id };
}

/** An active automatic product holding `items`, with `policy` when given. */
async function createProduct(items: string[], policy?: Partial<ProductPolicy>) {
  counter++;
  const category = await admin.post('/api/admin/categories', { name: `Policy ${counter}` });
  expect(category.status).toBe(201);
  const product = await admin.post('/api/products', {
    name: `Policy account ${counter}`,
    price: '10.00',
    categoryId: category.body.id,
    deliveryType: 'automatic',
    stock: 0,
    warrantyDays: 365,
  });
  expect(product.status).toBe(201);
  const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
    stockItems: items,
  });
  expect(stocked.status).toBe(200);
  if (policy) {
    const set = await admin.put(`/api/admin/products/${product.body.id}/policy`, {
      ...DEFAULT_PRODUCT_POLICY,
      ...policy,
    });
    expect(set.status).toBe(200);
  }
  return product.body.id as number;
}

async function buy(client: TestClient, productId: number): Promise<number> {
  const bought = await client.post('/api/purchase', { productId, quantity: 1 });
  expect(bought.status).toBe(201);
  return bought.body.order.id as number;
}

async function adminProduct(productId: number) {
  const products = await admin.get('/api/admin/products');
  return products.body.find((p: { id: number }) => p.id === productId) as {
    stock: number;
    policy: ProductPolicy;
  };
}

const claimBody = (orderId: number) => ({
  orderId,
  claimType: 'account_access',
  description: 'The password no longer works',
});

/** The replacement items handed out for product `productId`'s claims, opened. */
async function replacementsOf(productId: number): Promise<string[]> {
  const { rows } = await store.core.pool.query<{ item: string }>(
    `SELECT data->>'replacementItem' AS item FROM events
      WHERE event_type = 'WarrantyClaimResponded' AND data ? 'replacementItem'
        AND stream_id IN (SELECT stream_id FROM events
                           WHERE event_type = 'WarrantyClaimFiled' AND (data->>'productId')::int = $1)`,
    [productId],
  );
  return Promise.all(rows.map((row) => store.core.secrets.open(row.item)));
}

describe('the product policy', () => {
  it('reads as the default until set, then as set, and refuses numbers outside their limits', async () => {
    const productId = await createProduct(['P1']);
    expect((await adminProduct(productId)).policy).toEqual({
      autoApproveClaims: false,
      claimCapPer90Days: 3,
      lowStockThreshold: 0,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 0,
    });
    const policy: ProductPolicy = {
      autoApproveClaims: true,
      claimCapPer90Days: 2,
      lowStockThreshold: 4,
      runOutWithinHours: 36,
      quarantineClaimRatePercent: 15,
    };
    const set = await admin.put(`/api/admin/products/${productId}/policy`, policy);
    expect(set.status).toBe(200);
    expect(set.body.policy).toEqual(policy);
    expect((await adminProduct(productId)).policy).toEqual(policy);

    const tooHigh = await admin.put(`/api/admin/products/${productId}/policy`, {
      ...policy,
      quarantineClaimRatePercent: 101,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toContain(policyRangeMessage('quarantineClaimRatePercent'));
    const fraction = await admin.put(`/api/admin/products/${productId}/policy`, {
      ...policy,
      claimCapPer90Days: 1.5,
    });
    expect(fraction.status).toBe(400);
    const missing = await admin.put(`/api/admin/products/${productId}/policy`, {
      autoApproveClaims: true,
    });
    expect(missing.status).toBe(400);
    expect((await adminProduct(productId)).policy).toEqual(policy);

    expect((await admin.put('/api/admin/products/999999/policy', policy)).status).toBe(404);
  });
});

describe('one-click warranty', () => {
  it('approves an eligible claim at once: the 201 answer, the claims list and the stock show the replacement', async () => {
    const productId = await createProduct(['OWN-1', 'SPARE-1', 'SPARE-2'], {
      autoApproveClaims: true,
    });
    const { client } = await customer();
    const orderId = await buy(client, productId);

    const claim = await client.post('/api/warranty-claims', claimBody(orderId));
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({ orderId, status: 'approved', adminResponse: 'SPARE-1' });
    const mine = await client.get('/api/warranty-claims');
    expect(mine.body).toEqual([
      expect.objectContaining({ id: claim.body.id, status: 'approved', adminResponse: 'SPARE-1' }),
    ]);
    expect((await adminProduct(productId)).stock).toBe(1);
    expect(await replacementsOf(productId)).toEqual(['SPARE-1']);
    // The item is sealed in the events, as the stock holds it.
    const { rows } = await store.core.pool.query<{ data: { adminResponse: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'WarrantyClaimResponded'`,
      [`claim-${claim.body.id}`],
    );
    expect(rows[0]!.data.adminResponse).not.toContain('SPARE-1');
  });

  it('leaves the claim pending for staff when the policy is the default, or the stock is empty', async () => {
    const manual = await createProduct(['OWN-2', 'SPARE-3']);
    const empty = await createProduct(['OWN-3'], { autoApproveClaims: true });
    const { client } = await customer();
    for (const productId of [manual, empty]) {
      const orderId = await buy(client, productId);
      const claim = await client.post('/api/warranty-claims', claimBody(orderId));
      expect(claim.status).toBe(201);
      expect(claim.body).toMatchObject({ status: 'pending', adminResponse: null });
    }
    expect((await adminProduct(manual)).stock).toBe(1);
  });

  it('hands out exactly one replacement under 10 concurrent claims on one order', async () => {
    const productId = await createProduct(['OWN-4', 'S-1', 'S-2', 'S-3', 'S-4'], {
      autoApproveClaims: true,
      claimCapPer90Days: 10,
    });
    const { client } = await customer();
    const orderId = await buy(client, productId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/warranty-claims', claimBody(orderId))),
    );
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body).toMatchObject({ status: 'approved', adminResponse: 'S-1' });
    expect(
      answers.filter((a) => a.status === 422 && a.body.message === ALREADY_CLAIMED),
    ).toHaveLength(9);
    expect(await replacementsOf(productId)).toEqual(['S-1']);
    expect((await adminProduct(productId)).stock).toBe(3);
  });

  it('approves exactly as many of 10 concurrent claims on different orders as the cap allows (cap 1)', async () => {
    const spares = Array.from({ length: 5 }, (_, i) => `CAP1-SPARE-${i}`);
    const owns = Array.from({ length: 10 }, (_, i) => `CAP1-OWN-${i}`);
    const productId = await createProduct([...owns, ...spares], {
      autoApproveClaims: true,
      claimCapPer90Days: 1,
    });
    const { client, id } = await customer();
    const orders: number[] = [];
    for (let i = 0; i < 10; i++) orders.push(await buy(client, productId));
    expect((await adminProduct(productId)).stock).toBe(5);

    const answers = await Promise.all(
      orders.map((orderId) => client.post('/api/warranty-claims', claimBody(orderId))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const statuses = answers.map((a) => a.body.status as string);
    expect(statuses.filter((s) => s === 'approved')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(9);
    expect(await replacementsOf(productId)).toEqual(['CAP1-SPARE-0']);
    expect((await adminProduct(productId)).stock).toBe(4);
    const history = await store.core.pool.query(
      `SELECT 1 FROM events WHERE stream_id = $1 AND event_type = 'WarrantyClaimAutoApproved'`,
      [`warranty-history-${id}`],
    );
    expect(history.rows).toHaveLength(1);
  });

  it('approves exactly 3 of 10 concurrent claims on different orders with cap 3, and no more than the stock holds', async () => {
    const owns = Array.from({ length: 10 }, (_, i) => `CAP3-OWN-${i}`);
    const productId = await createProduct(
      [...owns, 'CAP3-S-0', 'CAP3-S-1', 'CAP3-S-2', 'CAP3-S-3'],
      {
        autoApproveClaims: true,
        claimCapPer90Days: 3,
      },
    );
    const { client } = await customer();
    const orders: number[] = [];
    for (let i = 0; i < 10; i++) orders.push(await buy(client, productId));
    const answers = await Promise.all(
      orders.map((orderId) => client.post('/api/warranty-claims', claimBody(orderId))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers.filter((a) => a.body.status === 'approved')).toHaveLength(3);
    const handedOut = await replacementsOf(productId);
    expect(handedOut.sort()).toEqual(['CAP3-S-0', 'CAP3-S-1', 'CAP3-S-2']);
    expect((await adminProduct(productId)).stock).toBe(1);

    // Two customers, cap 5 each, but only two spare items: the stock bounds the approvals.
    const scarce = await createProduct(
      ['SC-OWN-0', 'SC-OWN-1', 'SC-OWN-2', 'SC-OWN-3', 'SC-S-0', 'SC-S-1'],
      {
        autoApproveClaims: true,
        claimCapPer90Days: 5,
      },
    );
    const first = await customer();
    const second = await customer();
    const scarceOrders = [
      { client: first.client, orderId: await buy(first.client, scarce) },
      { client: first.client, orderId: await buy(first.client, scarce) },
      { client: second.client, orderId: await buy(second.client, scarce) },
      { client: second.client, orderId: await buy(second.client, scarce) },
    ];
    const scarceAnswers = await Promise.all(
      scarceOrders.map(({ client: who, orderId }) =>
        who.post('/api/warranty-claims', claimBody(orderId)),
      ),
    );
    expect(scarceAnswers.map((a) => a.status)).toEqual(Array(4).fill(201));
    expect(scarceAnswers.filter((a) => a.body.status === 'approved')).toHaveLength(2);
    expect((await replacementsOf(scarce)).sort()).toEqual(['SC-S-0', 'SC-S-1']);
    expect((await adminProduct(scarce)).stock).toBe(0);
  });

  it('counts only the auto-approvals of the last 90 days against the cap', async () => {
    const productId = await createProduct(['OLD-OWN', 'R-1', 'NEW-OWN', 'R-2', 'NEXT-OWN', 'R-3'], {
      autoApproveClaims: true,
      claimCapPer90Days: 1,
    });
    const { client, id } = await customer();
    // An order bought and claimed 100 days ago, through the real commands with their times.
    const longAgo = new Date(Date.now() - 100 * DAY_MS);
    const old = await purchase(
      store.core,
      { userId: id, productId, quantity: 1, timeZone: 'UTC' },
      { now: longAgo, actorId: id },
    );
    await fileWarrantyClaim(
      store.core,
      { userId: id, orderId: old.result.orderId, claimType: 'account_access', description: 'Old' },
      { now: new Date(longAgo.getTime() + DAY_MS), actorId: id },
    );
    expect(await replacementsOf(productId)).toEqual(['R-1']);

    const recent = await buy(client, productId);
    const claim = await client.post('/api/warranty-claims', claimBody(recent));
    expect(claim.body).toMatchObject({ status: 'approved', adminResponse: 'R-2' });
    // The cap of 1 is now reached within the window: the next claim waits for staff.
    const next = await buy(client, productId);
    const waiting = await client.post('/api/warranty-claims', claimBody(next));
    expect(waiting.body).toMatchObject({ status: 'pending', adminResponse: null });
    // A spare was there: the cap, not the stock, made it wait.
    expect((await adminProduct(productId)).stock).toBe(1);
  });
});

describe('the catalogue read model', () => {
  it('rebuilding from position 0 reproduces the products and claims with their policies', async () => {
    await store.core.runner.catchUp();
    const dump = async () => ({
      products: (await store.core.pool.query('SELECT p::text FROM products p ORDER BY id')).rows,
      claims: (await store.core.pool.query('SELECT w::text FROM warranty_claims w ORDER BY id'))
        .rows,
    });
    const before = await dump();
    await store.core.runner.rebuild(['warranty', 'catalogue']);
    expect(await dump()).toEqual(before);
  });
});
