/**
 * Restart PostgreSQL under load: a store process (`bin/start.ts`, every worker)
 * on a PostgreSQL of its own while customers keep buying; PostgreSQL goes away (fast shutdown, or
 * SIGKILL of its postmaster: a crash with recovery from the WAL on the next start) and comes back
 * on the same port and data folder. The store process is never restarted: its purchases must fail
 * with a 5xx while the database is away (never hang, never a wrong 4xx), succeed again within
 * seconds of its return, and /readyz must come back ready with the same roles. Afterwards every
 * purchase answered 201 is there (order, events, debit), no key was delivered twice, each balance
 * is the credit less its orders and never went below zero, the read tables equal a fresh replay
 * and the ledger audit is clean.
 * Shared by postgres-restarts.int.test.ts (two restarts) and postgres-restarts.soak.test.ts.
 */
import { expect, vi } from 'vitest';
import { createPool } from '../../application/db/pool';
import { orderNumberFor } from '../../domain/order/order';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { shop } from '../support/shop';
import { TestClient } from '../support/store';
import { startStoreProcess, type StoreProcess } from '../support/store-process';
import { expectAcknowledgedPurchasesKept } from './acknowledged-purchases';
import {
  expectLedgerAuditClean,
  expectNoNegativeBalance,
  expectReadTablesEqualReplay,
} from './invariants';
import {
  startRestartablePostgres,
  type RestartablePostgres,
  type StopMode,
} from './restartable-postgres';
import { SteadyLoad, type LoadCustomer } from './steady-load';
import { ADMIN_EMAIL, SERVING, storeEnvironment, WEBHOOK_SECRET } from './store-environment';

export interface PostgresRestartsOptions {
  /** One restart per entry, in order: how PostgreSQL goes away that time. */
  restarts: StopMode[];
  customers: number;
  /**
   * Keys in stock: more than the customers can buy in the run at their pace, so that every
   * purchase answer is a sale or a 5xx (a sold-out product would answer 409).
   */
  stockItems: number;
  /** Each customer's pause between purchases (milliseconds): bounds the load on a fast machine. */
  pauseMs: number;
  /** How long PostgreSQL stays away, at random between these (milliseconds). */
  downMs: [number, number];
  /** How long the store runs between restarts, at random between these (milliseconds). */
  upMs: [number, number];
}

/** One restart's timings. */
export interface RestartFigures {
  mode: StopMode;
  downMs: number;
  /** From PostgreSQL accepting connections again to the first purchase answered 201. */
  firstPurchaseMs: number;
  /** From PostgreSQL accepting connections again to /readyz ready with every role back. */
  readyMs: number;
}

export interface PostgresRestartsFigures {
  restarts: RestartFigures[];
  statuses: Record<string, Record<string, number>>;
  purchases: number;
  /** Orders committed although their request failed while PostgreSQL went away. */
  committedUnacknowledged: number;
  /** Telegram messages received (one per order is expected, at least). */
  telegramMessages: number;
  /** Messages sent again for an order (after a crash lost a job's completion). */
  repeatedMessages: number;
  readRowsCompared: number;
  durationMs: number;
}

/** The longest a store may take to sell again, and to be ready again, after PostgreSQL is back. */
const RECOVERY_MS = 15_000;

const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Readiness {
  status: number;
  body: { status?: string; roles?: string[]; projectionLag?: Record<string, number> };
}

async function readiness(url: string): Promise<Readiness> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as Readiness['body'] };
  } catch (error) {
    return { status: 0, body: { status: String(error) } };
  }
}

/** Runs the scenario; fails the calling test on any broken invariant. */
export async function runPostgresRestarts(
  options: PostgresRestartsOptions,
): Promise<PostgresRestartsFigures> {
  const startedAt = Date.now();
  let server: RestartablePostgres | null = null;
  let store: StoreProcess | null = null;
  let load: SteadyLoad | null = null;
  let telegram: FakeTelegram | null = null;
  try {
    server = await startRestartablePostgres('keymart-fault-pg-');
    telegram = await startFakeTelegram();
    const databaseUrl = server.url;
    store = await startStoreProcess({
      script: 'start',
      env: storeEnvironment(databaseUrl, {
        TELEGRAM_BOT_TOKEN: '123456:fault-test',
        TELEGRAM_CHAT_ID: '-100200300',
        TELEGRAM_API_URL: telegram.url,
      }),
      ready: SERVING,
    });
    const url = store.url;
    const admin = new TestClient(url);
    await admin.register(ADMIN_EMAIL);
    const catalogue = shop(admin, () => new TestClient(url), 'Restarts');
    const product = await catalogue.product({
      price: '1.00',
      items: Array.from({ length: options.stockItems }, (_, i) => `PG-${i}`),
    });
    const customers: LoadCustomer[] = [];
    for (let i = 0; i < options.customers; i++) {
      const { client, user } = await catalogue.customer(`pg-restart-${i}@keymart.test`, '1000.00');
      customers.push({ client, id: user.id });
    }
    const before = await readiness(url);
    expect(before.status).toBe(200);
    const roles = before.body.roles!;
    expect(roles).toContain('projections');

    load = new SteadyLoad({
      admin,
      customers,
      productId: product.id,
      webhookSecret: WEBHOOK_SECRET,
      weights: { purchase: 1 },
      requestTimeoutMs: 30_000,
      pauseMs: options.pauseMs,
    });
    load.start();
    const restarts: RestartFigures[] = [];
    for (const mode of options.restarts) {
      await sleep(between(options.upMs));
      const sold = load.acknowledged.length;
      const downMs = between(options.downMs);
      await server.stop(mode);
      await sleep(downMs);
      const answeredWhileDown = load.acknowledged.length;
      await server.start();
      const backAt = Date.now();
      await vi.waitFor(
        () =>
          expect(load!.acknowledged.length, 'purchases since the restart').toBeGreaterThan(
            answeredWhileDown,
          ),
        { timeout: RECOVERY_MS, interval: 50 },
      );
      const firstPurchaseMs = Date.now() - backAt;
      await vi.waitFor(
        async () => {
          const ready = await readiness(url);
          expect(ready.status, JSON.stringify(ready.body)).toBe(200);
          expect([...ready.body.roles!].sort()).toEqual([...roles].sort());
        },
        { timeout: RECOVERY_MS, interval: 100 },
      );
      restarts.push({
        mode,
        downMs: Math.round(downMs),
        firstPurchaseMs,
        readyMs: Date.now() - backAt,
      });
      expect(load.acknowledged.length).toBeGreaterThan(sold);
    }
    await sleep(1_000);
    await load.stop();

    // Purchases either succeed or fail with a 5xx while the database is away: no hang, and no
    // 4xx (a 401 would sign a customer out because the database was away for a moment).
    const purchases = load.statuses.purchase ?? {};
    expect(
      Object.keys(purchases).filter((status) => status !== '201' && !/^5\d\d$/.test(status)),
      `purchase answers ${JSON.stringify(purchases)}`,
    ).toEqual([]);

    await vi.waitFor(
      async () => {
        const ready = await readiness(url);
        expect(ready.body.projectionLag, JSON.stringify(ready.body)).toBeDefined();
        expect(Object.values(ready.body.projectionLag!).every((lag) => lag === 0)).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    const pool = createPool(databaseUrl, 2);
    try {
      const kept = await expectAcknowledgedPurchasesKept(pool, customers, load);
      // Each balance is the credit less one dollar per order it holds.
      for (const customer of customers) {
        const [user, orders] = await Promise.all([
          customer.client.get('/api/user'),
          customer.client.get('/api/orders'),
        ]);
        expect(user.body.balance).toBe(`${1000 - orders.body.length}.00`);
      }
      await expectNoNegativeBalance(pool);

      // The store listens for other processes' wake-ups again (LISTEN on a new connection).
      const listening = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      expect(listening.rows[0]!.n, 'LISTEN connections after the restarts').toBeGreaterThan(0);

      // pg-boss works again: every order gave its Telegram message (at least once: a message sent
      // just before a crash whose job completion was lost with it is sent again).
      const { rows } = await pool.query<{ id: number }>('SELECT id FROM orders ORDER BY id');
      const messagesOf = (id: number) =>
        telegram!.messages.filter((message) =>
          message.text.includes(`New order ${orderNumberFor(id)}\n`),
        ).length;
      await vi.waitFor(
        async () => {
          const silent = rows.filter((row) => messagesOf(row.id) === 0).map((row) => row.id);
          if (silent.length === 0) return;
          // Where the messages stand: the notifier's checkpoint, and its jobs by state.
          const jobs = await pool.query<{ state: string; n: number }>(
            `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name LIKE 'telegram%' GROUP BY 1`,
          );
          const checkpoint = await pool.query(
            "SELECT * FROM checkpoints WHERE subscriber LIKE 'telegram%'",
          );
          expect(
            silent,
            `orders without a message; jobs ${JSON.stringify(jobs.rows)}, checkpoint ${JSON.stringify(checkpoint.rows)}`,
          ).toEqual([]);
        },
        { timeout: 60_000, interval: 250 },
      );
      const repeatedMessages = rows.reduce((sum, row) => sum + messagesOf(row.id) - 1, 0);

      const readRowsCompared = await expectReadTablesEqualReplay(pool, databaseUrl);
      await expectLedgerAuditClean(databaseUrl);
      return {
        restarts,
        statuses: load.statuses,
        purchases: load.acknowledged.length,
        committedUnacknowledged: kept.committedUnacknowledged,
        telegramMessages: telegram.messages.length,
        repeatedMessages,
        readRowsCompared,
        durationMs: Date.now() - startedAt,
      };
    } finally {
      await pool.end();
    }
  } catch (error) {
    // What the store said and what the customers got, to see why it did not recover.
    console.error(
      `statuses ${JSON.stringify(load?.statuses)}\nstore output:\n${store?.output().slice(-6_000)}`,
    );
    throw error;
  } finally {
    await load?.stop();
    // A store that does not stop on SIGTERM within 10 s is killed (and the test has failed).
    if (store) await Promise.race([store.kill('SIGTERM'), sleep(10_000)]);
    await store?.kill('SIGKILL');
    await server?.destroy();
    await telegram?.close();
  }
}
