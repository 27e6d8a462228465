/**
 * Stock batches through the HTTP API: a batch with duplicates (inside it, or keys the product
 * ever held, sold ones included) is refused with the list of them and changes nothing; the
 * preview answers the same list; a quarantined batch's items are never delivered, even to
 * purchases in flight while it is quarantined; single items are withdrawn; every item is listed
 * and exported with its state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { shop } from '../../test/support/shop';
import type { StockBatchDto, StockItemDto } from '../../contracts/stock-batches';

let store: TestStore;
let admin: TestClient;
let setUp: ReturnType<typeof shop>;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  setUp = shop(admin, () => store.client(), 'Batches');
});
afterAll(() => store.stop());

const batches = async (productId: number) =>
  (await admin.get(`/api/admin/products/${productId}/stock/batches`)).body as StockBatchDto[];
const items = async (productId: number) =>
  (await admin.get(`/api/admin/products/${productId}/stock/items`)).body as StockItemDto[];
const addBatch = (productId: number, lines: string[], supplier = 'Acme Keys') =>
  admin.post(`/api/admin/products/${productId}/stock/batches`, {
    items: lines,
    supplier,
    unitCost: '1.25',
    note: 'November order',
  });

describe('stock batches', () => {
  it('refuses duplicates inside the batch and against sold keys, listing them, and adds a clean batch', async () => {
    const product = await setUp.product({ price: '2.00', items: ['OLD-1', 'OLD-2'] });
    const { client } = await setUp.customer('batch-buyer@keymart.test', '10.00');
    const bought = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.order.deliveredItem).toBe('OLD-1');

    const lines = [' NEW-1 ', '', 'OLD-1', 'NEW-1', 'OLD-2', 'NEW-2'];
    const expected = [
      { line: 3, item: 'OLD-1', reason: 'held' },
      { line: 4, item: 'NEW-1', reason: 'repeated', firstLine: 1 },
      { line: 5, item: 'OLD-2', reason: 'held' },
    ];
    const preview = await admin.post(`/api/admin/products/${product.id}/stock/batches/check`, {
      items: lines,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ duplicates: expected });

    const refused = await addBatch(product.id, lines);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        '3 items are duplicates: remove them and import again (a key can be in stock only once)',
      duplicates: expected,
    });
    expect(await batches(product.id)).toEqual([]);

    const added = await addBatch(product.id, ['NEW-1', 'NEW-2', '']);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ batchId: 1, added: 2 });
    expect(await batches(product.id)).toEqual([
      expect.objectContaining({
        batchId: 1,
        supplier: 'Acme Keys',
        unitCost: '1.25',
        note: 'November order',
        size: 2,
        sold: 0,
        claims: 0,
        left: 2,
        quarantinedAt: null,
      }),
    ]);
    const stock = (await admin.get(`/api/admin/products/${product.id}/stock`)).body;
    expect(stock.stockItems).toEqual(['OLD-2', 'NEW-1', 'NEW-2']);
    // The same batch again: every line is now held.
    const again = await addBatch(product.id, ['NEW-2']);
    expect(again.status).toBe(409);
    expect(again.body.duplicates).toEqual([{ line: 1, item: 'NEW-2', reason: 'held' }]);
    // Events keep the keys sealed, fingerprints included.
    const { rows } = await store.core.pool.query<{ data: string }>(
      `SELECT data::text FROM events WHERE stream_id = $1 AND event_type = 'StockBatchAdded'`,
      [`product-${product.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).not.toContain('NEW-1');
  });

  it('refuses a batch for a manual product, an unknown product, and a bad body', async () => {
    const manual = await setUp.product({ price: '2.00' });
    expect((await addBatch(manual.id, ['M-1'])).status).toBe(422);
    expect((await addBatch(999_999, ['M-1'])).status).toBe(404);
    const bad = await admin.post(`/api/admin/products/${manual.id}/stock/batches`, {
      items: ['X'],
      supplier: '',
      unitCost: '-1',
    });
    expect(bad.status).toBe(400);
  });

  it('never delivers a quarantined batch item, even to purchases in flight', async () => {
    const product = await setUp.product({ price: '1.00', items: [] });
    const first = Array.from({ length: 30 }, (_, i) => `Q-A-${i}`);
    const second = Array.from({ length: 30 }, (_, i) => `Q-B-${i}`);
    expect((await addBatch(product.id, first)).status).toBe(201);
    expect((await addBatch(product.id, second)).status).toBe(201);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => setUp.customer(`q-buyer-${i}@keymart.test`, '10.00')),
    );

    const purchases = buyers.map(({ client }) =>
      client.post('/api/purchase', { productId: product.id, quantity: 2 }),
    );
    const quarantine = admin.post(`/api/admin/products/${product.id}/stock/batches/1/quarantine`, {
      reason: 'Supplier recalled it',
    });
    const answers = await Promise.all(purchases);
    expect((await quarantine).status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    // The customers' purchases did not wait for the staff-only stock items.
    await store.caughtUp();

    // Every batch-1 key delivered was taken before the quarantine was appended.
    const { rows } = await store.core.pool.query<{ type: string; position: string; data: any }>(
      `SELECT e.event_type AS type, e.position::text, e.data FROM events e WHERE e.stream_id = $1
        AND e.event_type IN ('StockTaken', 'StockBatchQuarantined') ORDER BY e.position`,
      [`product-${product.id}`],
    );
    const quarantinedAt = rows.findIndex((row) => row.type === 'StockBatchQuarantined');
    expect(quarantinedAt).toBeGreaterThanOrEqual(0);
    const delivered = answers.flatMap((a) => (a.body.order.deliveredItem as string).split('\n'));
    expect(new Set(delivered).size).toBe(24);
    const after = await Promise.all(
      rows
        .slice(quarantinedAt + 1)
        .map(async (row) =>
          Promise.all(row.data.items.map((item: string) => store.core.secrets.open(item))),
        ),
    );
    for (const taken of after) for (const item of taken) expect(item).toMatch(/^Q-B-/);

    const list = await items(product.id);
    const stateOf = new Map(list.map((item) => [item.item, item.state]));
    for (const item of delivered) expect(stateOf.get(item)).toBe('sold');
    const firstBatch = list.filter((item) => item.batchId === 1);
    expect(firstBatch).toHaveLength(30);
    expect(firstBatch.every((item) => ['sold', 'quarantined'].includes(item.state))).toBe(true);
    const [b2, b1] = await batches(product.id);
    expect(b1).toMatchObject({ batchId: 1, left: 0, quarantineCause: 'staff' });
    expect(b1!.quarantinedAt).not.toBeNull();
    expect(b1!.sold + firstBatch.filter((item) => item.state === 'quarantined').length).toBe(30);
    expect(b2).toMatchObject({ batchId: 2, sold: 24 - b1!.sold, left: 30 - (24 - b1!.sold) });
    const stock = (await admin.get(`/api/admin/products/${product.id}/stock`)).body;
    expect(stock.stockItems.every((item: string) => item.startsWith('Q-B-'))).toBe(true);
    // Quarantined keys cannot be put back on sale by setting the stock.
    const putBack = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: [
        ...stock.stockItems,
        firstBatch.find((i) => i.state === 'quarantined')?.item ?? 'Q-A-29',
      ],
    });
    expect(putBack.status).toBe(409);
  });

  it('withdraws single items and exports every item with its state', async () => {
    const product = await setUp.product({ price: '1.00', items: ['W-1', 'W-2', 'W-3'] });
    const before = await items(product.id);
    expect(before.map((item) => [item.item, item.state])).toEqual([
      ['W-1', 'available'],
      ['W-2', 'available'],
      ['W-3', 'available'],
    ]);
    const withdrawn = await admin.post(`/api/admin/products/${product.id}/stock/withdrawals`, {
      itemIds: [before[1]!.itemId],
      reason: 'Leaked on a forum',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ withdrawn: 1 });
    const again = await admin.post(`/api/admin/products/${product.id}/stock/withdrawals`, {
      itemIds: [before[1]!.itemId],
    });
    expect(again.status).toBe(409);
    expect((await admin.get(`/api/admin/products/${product.id}/stock`)).body.stockItems).toEqual([
      'W-1',
      'W-3',
    ]);
    const csv = await admin.get(`/api/admin/products/${product.id}/stock/items.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (csv.body as string).trim().split('\n');
    expect(rows[0]).toBe('item,state,batch,order,claim,changed_at');
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 2))).toEqual([
      ['W-1', 'available'],
      ['W-2', 'withdrawn'],
      ['W-3', 'available'],
    ]);
    // A withdrawn key may come back by setting the stock (an edit undone), as the same item.
    const back = await admin.put(`/api/admin/products/${product.id}/stock`, {
      stockItems: ['W-1', 'W-2', 'W-3'],
    });
    expect(back.status).toBe(200);
    const after = await items(product.id);
    expect(after.map((item) => [item.itemId, item.state])).toEqual(
      before.map((item) => [item.itemId, 'available']),
    );
  });
});

describe('stock alerts', () => {
  it('alerts once per crossing under concurrent sales, again only after a restock, and lists the product as running low', async () => {
    const items = Array.from({ length: 14 }, (_, i) => `ALERT-${i}`);
    const product = await setUp.product({ price: '1.00', items });
    const policy = await admin.put(`/api/admin/products/${product.id}/policy`, {
      autoApproveClaims: false,
      claimCapPer90Days: 3,
      lowStockThreshold: 8,
      runOutWithinHours: 0,
      quarantineClaimRatePercent: 0,
    });
    expect(policy.status).toBe(200);
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setUp.customer(`alert-buyer-${i}@keymart.test`, '5.00')),
    );
    const sales = await Promise.all(
      buyers.map(({ client }) =>
        client.post('/api/purchase', { productId: product.id, quantity: 1 }),
      ),
    );
    expect(sales.map((sale) => sale.status)).toEqual(Array(10).fill(201));

    const alerts = async () =>
      (
        await store.core.pool.query<{ data: { available: number } }>(
          `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'StockRanLow' ORDER BY position`,
          [`product-${product.id}`],
        )
      ).rows.map((row) => row.data.available);
    // 14 -> 4: the sale that left 7 crossed below 8; the six after it raised nothing.
    expect(await alerts()).toEqual([7]);
    const running = (await admin.get('/api/admin/stock/running-low')).body as {
      productId: number;
      stock: number;
      belowThreshold: boolean;
    }[];
    expect(running.find((row) => row.productId === product.id)).toMatchObject({
      stock: 4,
      lowStockThreshold: 8,
      belowThreshold: true,
    });
    // Staff are mailed once (the one staff member here).
    await expect
      .poll(async () => {
        const { rows } = await store.core.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'customer-email' AND data->>'subject' LIKE $1`,
          [`KeyMart stock: Running low: ${product.name} (%`],
        );
        return rows[0]!.n;
      })
      .toBe(1);

    // Restocked above the threshold, the next crossing alerts again.
    expect(
      (
        await addBatch(
          product.id,
          Array.from({ length: 6 }, (_, i) => `ALERT-R-${i}`),
        )
      ).status,
    ).toBe(201);
    for (const { client } of buyers.slice(0, 3))
      expect(
        (await client.post('/api/purchase', { productId: product.id, quantity: 1 })).status,
      ).toBe(201);
    expect(await alerts()).toEqual([7, 7]);
  });
});
