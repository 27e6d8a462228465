import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestStore, type TestStore } from '../test/support/store';
import { loadDemoCatalogue } from '../seed/load-demo-catalogue';
import { ProjectionRunner } from './runner';
import { compensateOverdueOrder } from '../application/commands/compensate-overdue-order';
import { dumpReadTables } from '../test/support/read-tables';
import { settleSandboxPayment } from '../test/support/sandbox-webhook';

let store: TestStore;
const SECRET = 'rebuild-webhook-secret-0123456789';

beforeAll(async () => {
  store = await startTestStore({ PAYMENT_WEBHOOK_SECRET: SECRET });
});
afterAll(() => store.stop());

it('rebuilding every projection from position 0 reproduces the read tables exactly', async () => {
  await loadDemoCatalogue(store.core);
  const admin = store.client();
  await admin.register('admin@keymart.test');
  const customer = store.client();
  const user = await customer.register('rebuild@keymart.test');
  await admin.post(`/api/admin/users/${user.id}/balance`, { amount: '500.00', operation: 'add' });
  const products = (await customer.get('/api/products')).body as {
    id: number;
    deliveryType: string;
    stock: number;
  }[];
  const automatic = products
    .filter((p) => p.deliveryType === 'automatic' && p.stock > 1)
    .slice(0, 3);
  const manual = products.find((p) => p.deliveryType === 'manual')!;
  const orderIds: number[] = [];
  for (const product of [...automatic, manual]) {
    const bought = await customer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    orderIds.push(bought.body.order.id as number);
  }
  // Refunds: a partial one, a full one putting the keys back in stock, a partial one then a
  // cancellation that refunds the rest.
  const refund = (orderId: number, body: object) =>
    admin.request('POST', `/api/admin/orders/${orderId}/refunds`, body, {
      'Idempotency-Key': `rebuild-${orderId}`,
    });
  expect(
    (await refund(orderIds[0]!, { amount: '0.50', reason: 'Late', restock: false })).status,
  ).toBe(201);
  expect((await refund(orderIds[1]!, { reason: 'Wrong region', restock: true })).status).toBe(201);
  expect(
    (await refund(orderIds[3]!, { amount: '1.00', reason: 'Slow', restock: false })).status,
  ).toBe(201);
  expect(
    (await admin.put(`/api/orders/${orderIds[3]!}/status`, { status: 'cancelled' })).status,
  ).toBe(200);
  // Stock: a batch, a withdrawn item, a claim reported bad, a quarantine, a stock alert.
  const stocked = automatic[2]!.id;
  const batch = await admin.post(`/api/admin/products/${stocked}/stock/batches`, {
    items: ['REBUILD-B-1', 'REBUILD-B-2', 'REBUILD-B-3'],
    supplier: 'Rebuild supplier',
    unitCost: '0.40',
  });
  expect(batch.status).toBe(201);
  const items = (await admin.get(`/api/admin/products/${stocked}/stock/items`)).body as {
    itemId: string;
    item: string;
  }[];
  const withdrawn = items.find((row) => row.item === 'REBUILD-B-3')!.itemId;
  expect(
    (await admin.post(`/api/admin/products/${stocked}/stock/withdrawals`, { itemIds: [withdrawn] }))
      .status,
  ).toBe(200);
  const claim = await customer.post('/api/warranty-claims', {
    orderId: orderIds[2],
    claimType: 'product_defect',
    description: 'Does not activate',
  });
  expect(claim.status).toBe(201);
  expect(
    (
      await admin.post(
        `/api/admin/products/${stocked}/stock/batches/${batch.body.batchId}/quarantine`,
      )
    ).status,
  ).toBe(200);
  await admin.put(`/api/admin/products/${manual.id}/policy`, {
    autoApproveClaims: false,
    claimCapPer90Days: 3,
    lowStockThreshold: 1000,
    runOutWithinHours: 0,
    quarantineClaimRatePercent: 0,
  });
  const late = await customer.post('/api/purchase', { productId: manual.id, quantity: 1 });
  expect(late.status).toBe(201);
  // A replacement outside the warranty, and the manual order credited 10% at its deadline.
  expect(
    (await admin.post(`/api/admin/orders/${orderIds[0]}/replacement`, { reason: 'Revoked' }))
      .status,
  ).toBe(200);
  expect(
    (await admin.put('/api/admin/settings/overdue-compensation', { mode: 'credit', percent: 10 }))
      .status,
  ).toBe(200);
  const compensated = await compensateOverdueOrder(
    store.core,
    { orderId: late.body.order.id as number },
    { now: new Date(Date.now() + 16 * 60_000), actorId: null },
  );
  expect(compensated.result.compensated).toBe(true);
  // Catalogue: a FAQ added and one removed, a category changed and one deleted, a product deleted.
  const faq = (question: string) =>
    admin.post(`/api/admin/products/${manual.id}/faqs`, { question, answer: 'Yes.' });
  expect((await faq('Kept?')).status).toBe(201);
  const removedFaq = await faq('Removed?');
  expect((await admin.request('DELETE', `/api/admin/faqs/${removedFaq.body.id}`)).status).toBe(200);
  const category = await admin.post('/api/admin/categories', { name: 'Rebuild category' });
  expect(category.status).toBe(201);
  expect(
    (await admin.put(`/api/admin/categories/${category.body.id}`, { color: '#123456' })).status,
  ).toBe(200);
  const doomed = await admin.post('/api/admin/categories', { name: 'Rebuild doomed' });
  expect((await admin.request('DELETE', `/api/admin/categories/${doomed.body.id}`)).status).toBe(
    200,
  );
  const unsold = products.find((p) => !automatic.includes(p) && p !== manual)!;
  expect((await admin.request('DELETE', `/api/products/${unsold.id}`)).status).toBe(200);
  await customer.put('/api/update-profile', { firstName: 'Re', lastName: 'Build', country: 'de' });
  await admin.put(`/api/products/${manual.id}`, { price: '9.99', showOnHomepage: true });
  const paid = await customer.post('/api/create-payment', { amount: '42.50' });
  await settleSandboxPayment(store.url, SECRET, paid.body.paymentUrl, 'paid');
  const failed = await customer.post('/api/create-payment', { amount: 7 });
  await settleSandboxPayment(store.url, SECRET, failed.body.paymentUrl, 'failed');
  await customer.post('/api/create-payment', { amount: 8 });
  const request = await customer.post('/api/manual-payment-requests', {
    amount: 20,
    method: 'paypal',
  });
  await admin.post(`/api/admin/users/${user.id}/balance`, {
    amount: 20,
    operation: 'add',
    depositId: request.body.depositId,
  });

  // An API key, a request made with it (recorded once answered) and a command run with it.
  const { key } = (
    await admin.post('/api/admin/api-keys', {
      name: 'Rebuild feed',
      scopes: ['orders:read', 'products:write'],
    })
  ).body as { key: string };
  const withKey = { authorization: `Bearer ${key}` };
  expect(
    (await store.client().request('GET', '/api/admin/orders', undefined, withKey)).status,
  ).toBe(200);
  expect(
    (
      await store
        .client()
        .request('POST', '/api/admin/categories', { name: 'Rebuild feed games' }, withKey)
    ).status,
  ).toBe(201);
  await vi.waitFor(async () => {
    const { rows } = await store.core.pool.query(
      "SELECT 1 FROM events WHERE event_type = 'ApiKeyUsed'",
    );
    expect(rows).toHaveLength(2);
  });

  await store.core.runner.catchUp();
  const before = await dumpReadTables(store.core.pool, store.core.runner.projections);
  expect(before.api_keys).toHaveLength(1);
  const { rows: byKey } = await store.core.pool.query<{ event_type: string }>(
    "SELECT event_type FROM audit_entries WHERE api_key_name = 'Rebuild feed' ORDER BY position",
  );
  expect(byKey.map((row) => row.event_type)).toEqual(
    expect.arrayContaining(['ApiKeyUsed', 'CategoryCreated', 'ApiKeyUsed']),
  );
  expect(before.products!.length).toBeGreaterThanOrEqual(40);
  expect(before.orders).toHaveLength(5);
  expect(before.stock_batches).toHaveLength(1);
  expect(before.stock_items!.length).toBeGreaterThan(3);
  expect(before.order_refunds).toHaveLength(3);
  expect(before.orders!.filter((row) => row.includes('amountCents'))).toHaveLength(1);
  expect(before.orders!.filter((row) => row.includes('Revoked'))).toHaveLength(1);
  expect(before.store_settings).toHaveLength(1);
  expect(
    before.wallet_transactions!.filter((row) => row.includes('Late delivery compensation')),
  ).toHaveLength(1);
  expect(before.deposits).toHaveLength(4);
  expect(before.wallet_transactions!.filter((row) => row.includes('deposit'))).toHaveLength(3);

  await store.core.runner.rebuild(store.core.runner.projections.map((p) => p.name));
  const after = await dumpReadTables(store.core.pool, store.core.runner.projections);
  expect(after).toEqual(before);

  const status = await store.core.runner.status();
  expect(status.every((s) => s.lag === 0)).toBe(true);
});

/** The names of every index on the read tables, sorted. */
async function indexNames(): Promise<string[]> {
  const tables = store.core.runner.projections.flatMap((projection) => projection.tables);
  const { rows } = await store.core.pool.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1",
    [tables],
  );
  return rows.map((row) => row.indexname);
}

it('rebuilds beside the live tables during a steady stream of purchases: no request fails, and the tables equal a fresh replay', async () => {
  const admin = store.client();
  await admin.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
  const product = await admin.post('/api/products', {
    name: 'Steady seller',
    price: '1.00',
    deliveryType: 'manual',
    stock: 100_000,
  });
  expect(product.status).toBe(201);
  const buyers = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const client = store.client();
      const user = await client.register(`steady-${n}@keymart.test`);
      await admin.post(`/api/admin/users/${user.id}/balance`, { amount: 5000, operation: 'add' });
      return client;
    }),
  );
  const indexesBefore = await indexNames();

  const failures: string[] = [];
  let purchases = 0;
  let running = true;
  const traffic = buyers.map(async (client) => {
    while (running) {
      const bought = await client.post('/api/purchase', {
        productId: product.body.id,
        quantity: 1,
      });
      if (bought.status !== 201) failures.push(`purchase ${bought.status}`);
      else purchases++;
      const orders = await client.get('/api/orders');
      if (orders.status !== 200) failures.push(`orders ${orders.status}`);
      const balance = await client.get('/api/user');
      if (balance.status !== 200) failures.push(`user ${balance.status}`);
    }
  });
  try {
    await store.core.runner.rebuild(store.core.runner.projections.map((p) => p.name));
  } finally {
    running = false;
    await Promise.all(traffic);
  }
  expect(failures).toEqual([]);
  expect(purchases).toBeGreaterThan(0);

  await store.core.runner.catchUp();
  const live = await dumpReadTables(store.core.pool, store.core.runner.projections);
  await store.core.runner.rebuild(store.core.runner.projections.map((p) => p.name));
  expect(await dumpReadTables(store.core.pool, store.core.runner.projections)).toEqual(live);
  expect(await indexNames()).toEqual(indexesBefore);
  const { rows } = await store.core.pool.query(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'",
  );
  expect(rows).toEqual([]);
}, 120_000);

it('rebuilds a projection whose version changed on start, and keeps its identity per version', async () => {
  const { runner, pool, store: events, wakeUps, projectionContext } = store.core;
  await runner.catchUp();
  const before = await dumpReadTables(store.core.pool, store.core.runner.projections);
  await runner.stop();
  try {
    const wallets = runner.projections.find((p) => p.name === 'wallets')!;
    const keys = async () =>
      (
        await pool.query<{ subscriber: string }>(
          "SELECT subscriber FROM checkpoints WHERE subscriber LIKE 'wallets%' ORDER BY 1",
        )
      ).rows.map((row) => row.subscriber);
    const current = `wallets@v${wallets.version}`;
    const raised = `wallets@v${wallets.version + 1}`;
    expect(await keys()).toEqual([current]);

    const next = new ProjectionRunner(
      pool,
      events,
      wakeUps,
      [{ ...wallets, version: wallets.version + 1 }],
      projectionContext,
    );
    expect(await next.rebuildOutdated()).toEqual(['wallets']);
    expect(await keys()).toEqual([raised]);
    expect(await next.rebuildOutdated()).toEqual([]);
    expect(await dumpReadTables(store.core.pool, store.core.runner.projections)).toEqual(before);

    // Back to the version before: a new identity again, rebuilt the same way.
    const back = new ProjectionRunner(pool, events, wakeUps, [wallets], projectionContext);
    expect(await back.rebuildOutdated()).toEqual(['wallets']);
    expect(await keys()).toEqual([current]);
  } finally {
    runner.start();
  }
  await runner.catchUp();
  expect(await dumpReadTables(store.core.pool, store.core.runner.projections)).toEqual(before);
});

it('rebuilds the projections of store days on a start with another STORE_TIMEZONE', async () => {
  const { runner, pool, store: events, wakeUps, projectionContext } = store.core;
  await runner.catchUp();
  const before = await dumpReadTables(pool, runner.projections);
  await runner.stop();
  try {
    const reports = runner.projections.find((p) => p.name === 'reports')!;
    const keys = async () =>
      (
        await pool.query<{ subscriber: string }>(
          "SELECT subscriber FROM checkpoints WHERE subscriber LIKE 'reports%' ORDER BY 1",
        )
      ).rows.map((row) => row.subscriber);
    /** The UTC times of day the store-day buckets start at. */
    const dayStarts = async () =>
      (
        await pool.query<{ start: string }>(
          `SELECT DISTINCT to_char(bucket AT TIME ZONE 'UTC', 'HH24:MI') AS start
             FROM report_buckets WHERE grain = 'store-day'`,
        )
      ).rows.map((row) => row.start);
    expect(projectionContext.storeTimeZone).toBe('Asia/Dubai');
    expect(await keys()).toEqual([`reports@v${reports.version}~Asia/Dubai`]);
    expect(await dayStarts()).toEqual(['20:00']);

    const inUtc = new ProjectionRunner(pool, events, wakeUps, [reports], {
      ...projectionContext,
      storeTimeZone: 'UTC',
    });
    expect(await inUtc.rebuildOutdated()).toEqual(['reports']);
    expect(await keys()).toEqual([`reports@v${reports.version}~UTC`]);
    expect(await dayStarts()).toEqual(['00:00']);
    expect(await inUtc.rebuildOutdated()).toEqual([]);

    const back = new ProjectionRunner(pool, events, wakeUps, [reports], projectionContext);
    expect(await back.rebuildOutdated()).toEqual(['reports']);
    expect(await keys()).toEqual([`reports@v${reports.version}~Asia/Dubai`]);
  } finally {
    runner.start();
  }
  await runner.catchUp();
  expect(await dumpReadTables(pool, runner.projections)).toEqual(before);
});
