/**
 * Shutdown and restart: `npm start` on its embedded PostgreSQL gets SIGTERM in the
 * middle of a purchase load. It stops taking connections, answers the requests in flight, stops
 * its workers and projections at a batch boundary and the embedded database last (a clean
 * shutdown: no postmaster left, no postmaster.pid), and exits 0. The next start on the same data
 * folder carries on: every acknowledged purchase is there, balances agree, the read tables equal
 * a fresh replay, and it sells again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { createPool } from '../../application/db/pool';
import { shop } from '../support/shop';
import { isAlive, startStoreProcess, type StoreProcess } from '../support/store-process';
import { TestClient } from '../support/store';
import { expectAcknowledgedPurchasesKept } from './acknowledged-purchases';
import { expectReadTablesEqualReplay } from './invariants';
import { SteadyLoad, type LoadCustomer } from './steady-load';
import { ADMIN_EMAIL, SERVING, WEBHOOK_SECRET } from './store-environment';

const CUSTOMERS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded server of `dataDir` as its postmaster.pid says: pid and URL, with the password
 * generated into the data folder (null: none).
 */
function embeddedServer(dataDir: string): { pid: number; url: string } | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'secrets', 'database-password'), 'utf8');
  return {
    pid: Number(lines[0]),
    url: `postgres://keymart:${password.trim()}@127.0.0.1:${Number(lines[3])}/keymart`,
  };
}

/** Sends SIGTERM and waits for the exit; its exit code and how long it took. */
async function terminate(store: StoreProcess): Promise<{ code: number | null; ms: number }> {
  const sentAt = Date.now();
  const exited = new Promise<number | null>((resolve) =>
    store.child.once('exit', (code) => resolve(code)),
  );
  store.child.kill('SIGTERM');
  return { code: await exited, ms: Date.now() - sentAt };
}

it(
  'stops gracefully on SIGTERM under load, and the next start carries on where it stopped',
  { timeout: 240_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-shutdown-'));
    // As root the embedded server runs as the postgres user, which must reach its folder.
    fs.chmodSync(dataDir, 0o755);
    const env = {
      // Empty means unset: the store starts its embedded PostgreSQL under DATA_DIR.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    const start = () =>
      startStoreProcess({ script: 'start', env, ready: SERVING, timeoutMs: 120_000 });
    let store: StoreProcess | null = await start();
    let load: SteadyLoad | null = null;
    try {
      const admin = new TestClient(store.url);
      await admin.register(ADMIN_EMAIL);
      const catalogue = shop(admin, () => new TestClient(store!.url), 'Shutdown');
      const product = await catalogue.product({
        price: '1.00',
        items: Array.from({ length: 3_000 }, (_, i) => `SHUTDOWN-${i}`),
      });
      const customers: LoadCustomer[] = [];
      for (let i = 0; i < CUSTOMERS; i++) {
        const { client, user } = await catalogue.customer(`shutdown-${i}@keymart.test`, '500.00');
        customers.push({ client, id: user.id });
      }
      const server = embeddedServer(dataDir);
      expect(server, 'the embedded PostgreSQL runs').not.toBeNull();

      load = new SteadyLoad({
        admin,
        customers,
        productId: product.id,
        webhookSecret: WEBHOOK_SECRET,
        weights: { purchase: 1 },
        pauseMs: 0,
      });
      load.start();
      await vi.waitFor(() => expect(load!.acknowledged.length).toBeGreaterThan(100), {
        timeout: 30_000,
        interval: 20,
      });
      const acknowledgedAtSignal = load.acknowledged.length;
      const stopped = await terminate(store);
      const output = store.output();
      store = null;
      await load.stop();

      // A clean stop: exit 0 within the grace period, the embedded server stopped with it.
      expect(stopped.code, output.slice(-3_000)).toBe(0);
      expect(stopped.ms).toBeLessThan(15_000);
      expect(output).toContain('SIGTERM: stopping');
      expect(output).toContain('Stopped');
      expect(isAlive(server!.pid), 'the embedded postmaster').toBe(false);
      expect(embeddedServer(dataDir), 'postmaster.pid after a clean shutdown').toBeNull();
      // The requests in flight were answered, the others refused: no 5xx, no hang.
      const answers = load.statuses.purchase ?? {};
      expect(
        Object.keys(answers).filter((status) => status !== '201' && status !== 'connection error'),
        JSON.stringify(answers),
      ).toEqual([]);
      expect(
        load.acknowledged.length,
        'purchases answered 201 after SIGTERM was sent (in flight)',
      ).toBeGreaterThan(acknowledgedAtSignal);

      // The next start on the same folder carries on.
      store = await start();
      const url = store.url;
      const again = customers.map((customer) => ({
        client: customer.client.on(url),
        id: customer.id,
      }));
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      const bought = await again[0]!.client.post('/api/purchase', {
        productId: product.id,
        quantity: 1,
      });
      expect(bought.status).toBe(201);
      load.acknowledged.push({
        customer: 0,
        orderId: bought.body.order.id as number,
        deliveredItem: bought.body.order.deliveredItem as string,
      });
      await vi.waitFor(
        async () => {
          const lag = (
            (await (await fetch(`${url}/readyz`)).json()) as {
              projectionLag: Record<string, number>;
            }
          ).projectionLag;
          expect(Object.values(lag).every((events) => events === 0)).toBe(true);
        },
        { timeout: 30_000, interval: 100 },
      );
      const databaseUrl = embeddedServer(dataDir)!.url;
      const pool = createPool(databaseUrl, 2);
      let kept: Awaited<ReturnType<typeof expectAcknowledgedPurchasesKept>>;
      try {
        kept = await expectAcknowledgedPurchasesKept(pool, again, load);
        expect(kept.orders).toBeGreaterThanOrEqual(load.acknowledged.length);
        for (const customer of again) {
          const [user, orders] = await Promise.all([
            customer.client.get('/api/user'),
            customer.client.get('/api/orders'),
          ]);
          expect(user.body.balance).toBe(`${500 - (orders.body as unknown[]).length}.00`);
        }
        await expectReadTablesEqualReplay(pool, databaseUrl, dataDir);
      } finally {
        await pool.end();
      }
      console.log(
        `graceful shutdown: ${JSON.stringify({
          stopMs: stopped.ms,
          acknowledgedBeforeSignal: acknowledgedAtSignal,
          answeredAfterSignal: load.acknowledged.length - 1 - acknowledgedAtSignal,
          purchaseAnswers: answers,
          ordersAfterRestart: kept.orders,
          committedUnacknowledged: kept.committedUnacknowledged,
        })}`,
      );
      const last = await terminate(store);
      store = null;
      expect(last.code).toBe(0);
      expect(embeddedServer(dataDir)).toBeNull();
    } finally {
      await load?.stop();
      if (store) await Promise.race([store.kill('SIGTERM'), sleep(15_000)]);
      await store?.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
