/**
 * Secrets at rest: the keys and accounts people pay for are sealed (AES-256-GCM) in the
 * events and the read tables, shown in plaintext only to their owner and to admins, and the
 * master key can be rotated without touching an event.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMasterKey, SecretBox } from '../../application/security/secret-box';
import { loadConfig } from '../../application/config';
import { createPool, type Pool } from '../../application/db/pool';
import { runCli } from '../support/store-process';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';

const KEY_1 = randomBytes(32).toString('base64url');
const KEY_2 = randomBytes(32).toString('hex');
const marker = (label: string) => `${label}-${randomBytes(6).toString('hex').toUpperCase()}`;

let store: TestStore;
let databaseUrl: string;
/** The database itself, across the store's restarts. */
let raw: Pool;
let admin: TestClient;
let owner: TestClient;
let other: TestClient;
let items: string[];
let manualItem: string;
let orderId: number;
let manualOrderId: number;
let claimId: number;
let productId: number;

/** Every text the events table and the read tables hold, as one string per row. */
async function storedText(): Promise<string> {
  const tables = [
    'events',
    'streams',
    'products',
    'orders',
    'warranty_claims',
    'wallet_transactions',
    'support_ticket_messages',
    'idempotency_keys',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await raw.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  store = await startTestStore({ ENCRYPTION_KEY: KEY_1 });
  databaseUrl = store.core.database.url;
  raw = createPool(databaseUrl, 2);
  admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Secrets');
  items = [marker('KEY-A'), marker('KEY-B'), marker('KEY-C')];
  const product = await helpers.product({ price: '5.00', items });
  productId = product.id;
  const manual = await helpers.product({ price: '3.00' });
  ({ client: owner } = await helpers.customer('owner@keymart.test', '50.00'));
  ({ client: other } = await helpers.customer('other@keymart.test', '50.00'));

  // Under an Idempotency-Key: its stored answer carries the delivered item.
  const bought = await owner.request(
    'POST',
    '/api/purchase',
    { productId, quantity: 1 },
    { 'Idempotency-Key': 'secrets-at-rest' },
  );
  expect(bought.status).toBe(201);
  orderId = bought.body.order.id;

  const pending = await owner.post('/api/purchase', { productId: manual.id, quantity: 1 });
  expect(pending.status).toBe(201);
  manualOrderId = pending.body.order.id;
  manualItem = `login: ${marker('ACCOUNT')} / password: ${marker('PASS')}`;
  const completed = await admin.put(`/api/orders/${manualOrderId}/status`, {
    status: 'completed',
    deliveredItem: manualItem,
  });
  expect(completed.status).toBe(200);

  const claim = await owner.post('/api/warranty-claims', {
    orderId,
    description: 'The key says it is already used',
  });
  expect(claim.status).toBe(201);
  claimId = claim.body.id;
  const approved = await admin.put(`/api/admin/warranty-claims/${claimId}`, {
    status: 'approved',
    replaceFromStock: true,
  });
  expect(approved.status).toBe(200);
});
afterAll(async () => {
  await raw?.end();
  await store?.stop();
});

describe('stock and delivered items at rest', () => {
  it('keeps no stock item, delivered item or replacement in plaintext in events, read tables or stored answers', async () => {
    const text = await storedText();
    for (const secret of [...items, manualItem]) expect(text).not.toContain(secret);
    expect(text).toMatch(/enc:v1:stock-1:[A-Za-z0-9_-]{40,}/);
    const { rows: answers } = await raw.query<{ answer: string }>(
      'SELECT answer FROM idempotency_keys',
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.answer).toMatch(/^enc:v1:customer-\d+:/);
    const { rows } = await raw.query<{ data: { items: string[] } }>(
      `SELECT data FROM events WHERE event_type = 'StockItemsSet' AND stream_id = $1`,
      [`product-${productId}`],
    );
    expect(rows[0]!.data.items).toHaveLength(3);
    for (const item of rows[0]!.data.items) expect(item).toMatch(/^enc:v1:stock-1:/);
  });

  it('shows the owner their delivered items, the replacement, and the manual delivery', async () => {
    const order = await owner.get(`/api/orders/${orderId}`);
    expect(order.body.deliveredItem).toBe(items[0]);
    const manual = await owner.get(`/api/orders/${manualOrderId}`);
    expect(manual.body.deliveredItem).toBe(manualItem);
    const list = await owner.get('/api/orders');
    expect(list.body.map((o: { deliveredItem: string }) => o.deliveredItem).sort()).toEqual(
      [items[0], manualItem].sort(),
    );
    const claims = await owner.get('/api/warranty-claims');
    expect(claims.body[0].adminResponse).toBe(items[1]);
  });

  it('shows admins the items, and nothing to another customer or a visitor', async () => {
    const orders = await admin.get('/api/admin/orders?page=1&limit=50');
    const delivered = orders.body.orders.map((o: { deliveredItem: string }) => o.deliveredItem);
    expect(delivered).toContain(items[0]);
    expect(delivered).toContain(manualItem);
    const products = await admin.get('/api/admin/products');
    const product = products.body.find((p: { id: number }) => p.id === productId);
    expect(product.autoDeliveryStock).toEqual([items[2]]);
    const claims = await admin.get('/api/admin/warranty-claims');
    expect(claims.body[0].adminResponse).toBe(items[1]);

    for (const client of [other, store.client()]) {
      for (const path of [
        `/api/orders/${orderId}`,
        '/api/orders',
        '/api/warranty-claims',
        '/api/admin/products',
      ]) {
        const answer = await client.get(path);
        const body = JSON.stringify(answer.body);
        for (const secret of [...items, manualItem]) expect(body).not.toContain(secret);
      }
    }
  });
});

describe('webhook signing secrets at rest', () => {
  it('keeps an endpoint’s secret sealed under its own key in its event and read table, shown to staff only', async () => {
    const created = await admin.post('/api/admin/webhooks', {
      url: 'https://93.184.216.34/secrets',
      eventTypes: ['order.placed'],
      enabled: false,
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const { rows } = await raw.query<{ row: string }>(
      `SELECT t::text AS row FROM events t WHERE stream_id = $1
       UNION ALL SELECT t::text FROM webhook_endpoints t WHERE id = $2`,
      [`webhook-${id}`, id],
    );
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      expect(row).not.toContain(secret.slice('whsec_'.length));
      expect(row).toContain(`enc:v1:webhook-${id}:`);
    }
    expect((await admin.get('/api/admin/webhooks')).body).toMatchObject([{ id, secret }]);
    for (const client of [owner, store.client()])
      expect(JSON.stringify((await client.get('/api/admin/webhooks')).body)).not.toContain(secret);
  });
});

describe('master key rotation', () => {
  it('refuses a badly formed key with a clear message', () => {
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(
      /ENCRYPTION_KEY must be 32 bytes as 64 hex digits or 44 base64 characters/,
    );
    expect(() => loadConfig({ ENCRYPTION_PREVIOUS_KEYS: `${KEY_1},nope` })).toThrow(
      /ENCRYPTION_PREVIOUS_KEYS: each key must be 32 bytes/,
    );
  });

  it('rewraps every data key under the new key, keeps the events as they were, and keeps opening', async () => {
    const eventsBefore = await raw.query('SELECT event_id, data FROM events ORDER BY position');
    await store.stop();

    // The new key alone cannot open what the old one wrapped: the store refuses to start,
    // naming the key it lacks, instead of failing every order it opens.
    const env = { ENCRYPTION_KEY: KEY_2 };
    await expect(startTestStore(env, { databaseUrl })).rejects.toThrow(
      `Refusing to start: stored data keys are wrapped by master key ${parseMasterKey(KEY_1).id}, which neither ENCRYPTION_KEY nor ENCRYPTION_PREVIOUS_KEYS holds`,
    );

    // During the rotation both keys are configured; the CLI rewraps.
    const rotating = { ENCRYPTION_KEY: KEY_2, ENCRYPTION_PREVIOUS_KEYS: KEY_1 };
    const rotation = await runCli(['keys', 'rotate'], {
      ...rotating,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    });
    expect(rotation.output).toMatch(/Rewrapped [1-9]\d* data key\(s\)/);
    expect(rotation.code).toBe(0);
    const { rows: keys } = await raw.query<{ id: string; master_key_id: string | null }>(
      'SELECT id, master_key_id FROM data_keys WHERE wrapped IS NOT NULL',
    );
    expect(keys.map((k) => k.id)).toEqual(expect.arrayContaining(['stock-1', 'stock-2']));
    for (const key of keys) expect(key.master_key_id).toBe(parseMasterKey(KEY_2).id);

    // The old key is gone from the configuration: everything still opens.
    store = await startTestStore(env, { databaseUrl });
    const client = store.client();
    await client.post('/api/login', { email: 'owner@keymart.test', password: 'secret123' });
    expect((await client.get(`/api/orders/${orderId}`)).body.deliveredItem).toBe(items[0]);
    const repeated = await client.request(
      'POST',
      '/api/purchase',
      { productId, quantity: 1 },
      { 'Idempotency-Key': 'secrets-at-rest' },
    );
    expect(repeated.headers.get('idempotent-replayed')).toBe('true');
    expect(repeated.body.order.deliveredItem).toBe(items[0]);
    admin = store.client();
    await admin.post('/api/login', { email: 'admin@keymart.test', password: 'secret123' });
    const product = (await admin.get('/api/admin/products')).body.find(
      (p: { id: number }) => p.id === productId,
    );
    expect(product.autoDeliveryStock).toEqual([items[2]]);
    const eventsAfter = await raw.query('SELECT event_id, data FROM events ORDER BY position');
    expect(eventsAfter.rows.slice(0, eventsBefore.rows.length)).toEqual(eventsBefore.rows);

    // New stock is sealed under the new stock key.
    const fresh = marker('KEY-D');
    expect(
      (await admin.put(`/api/admin/products/${productId}/stock`, { stockItems: [fresh] })).status,
    ).toBe(200);
    const { rows } = await raw.query<{ data: { items: string[] } }>(
      `SELECT data FROM events WHERE event_type = 'StockItemsSet' AND stream_id = $1
        ORDER BY position DESC LIMIT 1`,
      [`product-${productId}`],
    );
    expect(rows[0]!.data.items[0]).toMatch(/^enc:v1:stock-2:/);
    expect(await new SecretBox(raw, [parseMasterKey(KEY_2)]).open(rows[0]!.data.items[0]!)).toBe(
      fresh,
    );
  });

  it('detects a sealed value that was tampered with', async () => {
    const box = new SecretBox(raw, [parseMasterKey(KEY_2)]);
    const sealed = await box.seal('secret', 'stock-2');
    const payload = sealed.split(':')[3]!;
    const flipped = Buffer.from(payload, 'base64url');
    flipped[flipped.length - 20]! ^= 1;
    await expect(box.open(`enc:v1:stock-2:${flipped.toString('base64url')}`)).rejects.toThrow();
    // A token moved under another key id does not open either (the key id is authenticated).
    await expect(box.open(`enc:v1:stock-1:${payload}`)).rejects.toThrow();
  });
});

describe('moving a store from its generated key to ENCRYPTION_KEY', () => {
  it('opens what the generated key wrapped, rewraps it on rotation, and refuses a start without the key after', async () => {
    const demo = await startTestStore();
    const url = demo.core.database.url;
    let item: string;
    let bought: number;
    try {
      const demoAdmin = demo.client();
      await demoAdmin.register('admin@keymart.test');
      const helpers = shop(demoAdmin, () => demo.client(), 'Generated');
      item = marker('KEY-G');
      const product = await helpers.product({ price: '2.00', items: [item] });
      const { client } = await helpers.customer('buyer@keymart.test', '10.00');
      const order = await client.post('/api/purchase', { productId: product.id, quantity: 1 });
      expect(order.status).toBe(201);
      bought = order.body.order.id;
    } finally {
      await demo.stop();
    }

    // Production sets ENCRYPTION_KEY: the store starts and still opens the demo's items.
    const KEY_3 = randomBytes(32).toString('hex');
    const production = await startTestStore({ ENCRYPTION_KEY: KEY_3 }, { databaseUrl: url });
    try {
      const buyer = production.client();
      await buyer.post('/api/login', { email: 'buyer@keymart.test', password: 'secret123' });
      expect((await buyer.get(`/api/orders/${bought}`)).body.deliveredItem).toBe(item);
    } finally {
      await production.stop();
    }
    const rotation = await runCli(['keys', 'rotate'], {
      ENCRYPTION_KEY: KEY_3,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    });
    expect(rotation.output).toMatch(/Rewrapped [1-9]\d* data key\(s\)/);
    expect(rotation.code).toBe(0);
    const pool = createPool(url, 1);
    try {
      const { rows } = await pool.query<{ master_key_id: string }>(
        'SELECT DISTINCT master_key_id FROM data_keys WHERE wrapped IS NOT NULL',
      );
      expect(rows).toEqual([{ master_key_id: parseMasterKey(KEY_3).id }]);
    } finally {
      await pool.end();
    }

    // Everything is under ENCRYPTION_KEY now: a start without it is refused, naming the key.
    await expect(startTestStore({}, { databaseUrl: url })).rejects.toThrow(
      `Refusing to start: stored data keys are wrapped by master key ${parseMasterKey(KEY_3).id}, which is not the key this store generated into its data folder (DATA_DIR/secrets/encryption-key): set ENCRYPTION_KEY`,
    );
  });
});
