/**
 * Many instances, one database: three store processes share one PostgreSQL under a
 * steady purchase load; the owner of the projections is killed with SIGKILL; another process
 * takes the role over within seconds, the read tables equal a fresh replay, and every order gave
 * exactly one Telegram message. Each instance has a data folder of its own (another machine), so
 * they share SESSION_SECRET, ENCRYPTION_KEY and PAYMENT_WEBHOOK_SECRET through configuration
 * (README "Several instances"): a session made on one instance works on the others.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type Pool } from '../../application/db/pool';
import { orderNumberFor } from '../../domain/order/order';
import { PROJECTIONS } from '../../projections/registry';
import { createTestDatabase } from '../support/database';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { dumpReadTables } from '../support/read-tables';
import { TestClient } from '../support/store';
import { runCli, startStoreProcess, type StoreProcess } from '../support/store-process';

const LOAD_BEFORE_KILL_MS = 2_000;
const LOAD_AFTER_KILL_MS = 4_000;
const CUSTOMERS = 6;

/** What instances sharing a database share through configuration (README "Several instances"). */
const SHARED_SECRETS = {
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
};

let databaseUrl: string;
let pool: Pool;
let telegram: FakeTelegram;
const instances: StoreProcess[] = [];

/** The environment of every instance: one database, a data folder of its own (another machine). */
function instanceEnv(workers: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: 'admin@keymart.test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-instance-')),
    LOG_LEVEL: 'warn',
    WORKERS: workers,
    TELEGRAM_BOT_TOKEN: '123456:scale-out-test',
    TELEGRAM_CHAT_ID: '-100200300',
    TELEGRAM_API_URL: telegram.url,
    ...SHARED_SECRETS,
  };
}

const startInstance = async (workers: string) => {
  const instance = await startStoreProcess({
    script: 'start',
    env: instanceEnv(workers),
    ready: /KeyMart is serving on (http:\/\/\S+)/,
  });
  instances.push(instance);
  return instance;
};

/** The roles an instance's /readyz says it owns; null when it does not answer. */
async function rolesOf(instance: StoreProcess): Promise<string[] | null> {
  try {
    const response = await fetch(`${instance.url}/readyz`);
    return ((await response.json()) as { roles: string[] }).roles;
  } catch {
    return null;
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 2);
  telegram = await startFakeTelegram();
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
  await pool.end();
  await telegram.close();
});

it(
  'survives SIGKILL of the projections owner under load: takeover, exact read tables, one Telegram message per order',
  { timeout: 150_000 },
  async () => {
    // A owns the projections (it starts first); B the notifiers; C stands by for everything.
    const a = await startInstance('projections');
    const b = await startInstance('all');
    const c = await startInstance('all');
    expect(await rolesOf(a)).toEqual(['projections']);
    expect(await rolesOf(b)).toEqual(
      expect.arrayContaining(['deposit-expiry', 'telegram-notifier', 'email-notifier']),
    );
    expect(await rolesOf(b)).not.toContain('projections');
    expect(await rolesOf(c)).toEqual([]);

    // The admin signs up on A and works on B: the session is valid on every instance.
    const adminOnA = new TestClient(a.url);
    await adminOnA.register('admin@keymart.test');
    const admin = adminOnA.on(b.url);
    const category = await admin.post('/api/admin/categories', { name: 'Scale-out' });
    expect(category.status).toBe(201);
    const product = await admin.post('/api/products', {
      name: 'Load key',
      price: '1.00',
      categoryId: category.body.id,
      deliveryType: 'automatic',
      stock: 0,
      warrantyDays: 30,
    });
    expect(product.status).toBe(201);
    const stockItems = Array.from({ length: 2_000 }, (_, i) => `LOAD-${i}`);
    const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, { stockItems });
    expect(stocked.status).toBe(200);

    const customers: TestClient[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const client = new TestClient([a, b, c][i % 3]!.url);
      const user = await client.register(`load${i}@keymart.test`);
      expect(
        (
          await admin.post(`/api/admin/users/${user.id}/balance`, {
            amount: '1000.00',
            operation: 'add',
          })
        ).status,
      ).toBe(200);
      customers.push(client);
    }

    // A steady load: each customer buys one key after another, through the instances in turn (a
    // load balancer); a request to a dead instance fails and the next goes elsewhere.
    const alive = new Set([a, b, c]);
    const statuses: Record<string, number> = {};
    /** The orders answered 201: id and delivered key. */
    const acknowledged: { id: number; deliveredItem: string }[] = [];
    let loadRunning = true;
    const load = customers.map(async (customer, i) => {
      for (let n = i; loadRunning; n++) {
        const targets = [...alive];
        const instance = targets[n % targets.length]!;
        try {
          const bought = await customer.on(instance.url).post('/api/purchase', {
            productId: product.body.id,
            quantity: 1,
          });
          statuses[bought.status] = (statuses[bought.status] ?? 0) + 1;
          if (bought.status === 201)
            acknowledged.push({
              id: bought.body.order.id as number,
              deliveredItem: bought.body.order.deliveredItem as string,
            });
        } catch {
          statuses['connection error'] = (statuses['connection error'] ?? 0) + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    // The kill lands under load: on a slow machine the first purchases (each instance planning
    // its statements) take longer than the pause above.
    await until('orders before the kill', async () => (statuses['201'] ?? 0) > 10);
    const ordersBeforeKill = statuses['201'] ?? 0;
    alive.delete(a);
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    const newOwner = await until('another instance to own the projections', async () => {
      for (const instance of [b, c])
        if ((await rolesOf(instance))?.includes('projections')) return instance;
      return null;
    });
    const takeoverMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_KILL_MS));
    await until(
      'orders after the kill',
      async () => (statuses['201'] ?? 0) > ordersBeforeKill + 10,
    );
    loadRunning = false;
    await Promise.all(load);

    console.log(
      `three instances: ${JSON.stringify(statuses)}; takeover of the projections in ${takeoverMs} ms`,
    );
    expect(ordersBeforeKill).toBeGreaterThan(10);
    expect(statuses['201'] ?? 0).toBeGreaterThan(ordersBeforeKill + 10);
    expect(takeoverMs).toBeLessThan(5_000);
    // Nothing but successes and the requests that hit the killed instance.
    expect(
      Object.keys(statuses).filter((status) => !['201', 'connection error'].includes(status)),
    ).toEqual([]);

    // Read-your-writes across instances: an order placed on one is in the list on the other at once.
    const standby = newOwner === b ? c : b;
    for (const [writer, reader] of [
      [newOwner, standby],
      [standby, newOwner],
    ] as const) {
      const bought = await customers[0]!.on(writer.url).post('/api/purchase', {
        productId: product.body.id,
        quantity: 1,
      });
      expect(bought.status).toBe(201);
      const orders = await customers[0]!.on(reader.url).get('/api/orders');
      expect(orders.body.map((order: { id: number }) => order.id)).toContain(bought.body.order.id);
    }

    // Every projection has caught up; its tables equal a fresh replay from position 0.
    await until('the projections to catch up', async () => {
      const ready = await (await fetch(`${newOwner.url}/readyz`)).json();
      return Object.values(ready.projectionLag as Record<string, number>).every((lag) => lag === 0);
    });
    const live = await dumpReadTables(pool, PROJECTIONS);
    const rebuild = await runCli(['projections', 'rebuild'], {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...SHARED_SECRETS,
    });
    expect(rebuild.code, rebuild.output).toBe(0);
    expect(await dumpReadTables(pool, PROJECTIONS)).toEqual(live);

    // Each order gave exactly one Telegram message.
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM orders ORDER BY id');
    // The purchases in flight on the killed instance, batched together, were lost or committed
    // whole: every purchase answered 201 is an order with the key it was answered, placed once.
    const placed = await pool.query<{ order_id: number; n: number }>(
      `SELECT (data->>'orderId')::int AS order_id, count(*)::int AS n FROM events
        WHERE event_type = 'OrderPlaced' GROUP BY 1`,
    );
    const placedCount = new Map(placed.rows.map((row) => [row.order_id, row.n]));
    expect(acknowledged.filter((order) => placedCount.get(order.id) !== 1)).toEqual([]);
    const keys = acknowledged.map((order) => order.deliveredItem);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(acknowledged.map((order) => order.id)).size).toBe(acknowledged.length);
    // Every 201 is an order; a request cut off by the SIGKILL may have committed one as well.
    const answered = (statuses['201'] ?? 0) + 2;
    expect(rows.length).toBeGreaterThanOrEqual(answered);
    expect(rows.length).toBeLessThanOrEqual(answered + (statuses['connection error'] ?? 0));
    const orderNumbers = rows.map((row) => orderNumberFor(row.id));
    const countOf = (number: string) =>
      telegram.messages.filter((message) => message.text.includes(`New order ${number}\n`)).length;
    await until('a message for every order', async () =>
      orderNumbers.every((n) => countOf(n) >= 1),
    );
    // Give a duplicate the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(orderNumbers.filter((n) => countOf(n) !== 1)).toEqual([]);
    expect(telegram.messages.filter((message) => message.text.includes('New order')).length).toBe(
      orderNumbers.length,
    );
  },
);
