import { afterAll, beforeAll, expect, it } from 'vitest';
import { erasePersonalData } from '../application/commands/erase-personal-data';
import { generateStore, type GeneratedStore } from '../bench/data/generate';
import { dumpReadTables } from '../test/support/read-tables';
import { startTestStore, type TestStore } from '../test/support/store';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';

let store: TestStore;
let generated: GeneratedStore;

beforeAll(async () => {
  // Projections only: the deposit-expiry and delivery-promise workers would act on the generated
  // year's open deposits and manual orders, appending events between the dumps compared.
  store = await startTestStore({ WORKERS: 'projections' });
  // A year of a realistic shop (the benchmark's generator), small.
  generated = await generateStore(store.core.pool, {
    customers: 400,
    products: 150,
    events: 12_000,
  });
  const erased = generated.benchCustomers.at(-1)!;
  await erasePersonalData(
    store.core,
    { userId: erased.userId },
    { now: new Date(), actorId: generated.admin.userId },
  );
  await store.core.runner.catchUpAfterBulkLoad();
}, 120_000);
afterAll(() => store.stop());

/** The projections as a runner of their handlers only (the rebuild of before set-based builds). */
function handlersOnly(): ProjectionRunner {
  const { pool, store: events, wakeUps, projectionContext, runner } = store.core;
  const projections = runner.projections.map(
    ({ setBuild: _, ...projection }): Projection => projection,
  );
  return new ProjectionRunner(pool, events, wakeUps, projections, projectionContext);
}

/** The rows of each table only `expected` or only `actual` holds (empty when they are equal). */
function differences(expected: Record<string, string[]>, actual: Record<string, string[]>) {
  return Object.keys(expected).flatMap((table) => {
    const before = new Set(expected[table]);
    const after = new Set(actual[table]);
    return [
      ...[...before].filter((row) => !after.has(row)).map((row) => `${table} lost ${row}`),
      ...[...after].filter((row) => !before.has(row)).map((row) => `${table} gained ${row}`),
    ];
  });
}

/** Each buyer's pause between purchases during the rebuild. */
const PURCHASE_PAUSE_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const allNames = () => store.core.runner.projections.map((projection) => projection.name);

it('a set-based rebuild writes every read table row for row as the handlers did', async () => {
  const { pool, runner } = store.core;
  const live = await dumpReadTables(pool, runner.projections);
  // The generated mix reaches the set-based tables (refunds, replacements and compensations
  // come from projections/rebuild.int.test.ts's requests).
  for (const table of [
    'users',
    'wallets',
    'wallet_transactions',
    'orders',
    'report_buckets',
    'product_sales_buckets',
    'product_sales_orders',
    'product_sales_names',
    'store_history_buckets',
    'store_history_orders',
    'chart_buckets',
    'chart_order_quarters',
    'chart_customer_buckets',
    'chart_deposit_buckets',
    'chart_deposit_methods',
    'deposits',
    'stock_items',
    'support_tickets',
    'reviews',
    'audit_entries',
    'categories',
    'products',
    'product_faqs',
    'warranty_claims',
  ])
    expect(live[table]!.length, table).toBeGreaterThan(0);
  expect(live.users!.filter((row) => row.includes('@erased.invalid'))).toHaveLength(1);
  expect(runner.projections.filter((projection) => projection.setBuild).length).toBeGreaterThan(5);

  await runner.rebuild(allNames());
  const rebuilt = await dumpReadTables(pool, runner.projections);
  expect(differences(live, rebuilt)).toEqual([]);
  expect(rebuilt).toEqual(live);
  expect((await runner.status()).every((status) => status.lag === 0)).toBe(true);
}, 120_000);

it('purchases go on during a set-based rebuild, and the tables then equal a replay of the handlers', async () => {
  const { pool, runner } = store.core;
  const buyers = await Promise.all(
    generated.benchCustomers.slice(0, 3).map(async (customer) => {
      const client = store.client();
      const login = await client.post('/api/login', {
        email: customer.email,
        password: generated.password,
      });
      expect(login.status).toBe(200);
      return client;
    }),
  );
  const failures: string[] = [];
  let purchases = 0;
  let running = true;
  const traffic = buyers.map(async (client, i) => {
    const product = generated.benchProducts[i]!;
    while (running) {
      // A steady trickle rather than all the machine can take: at saturation the rebuild replays
      // as many events as the buyers append, and the test times the machine instead.
      await sleep(PURCHASE_PAUSE_MS);
      const bought = await client.post('/api/purchase', {
        productId: product.productId,
        quantity: 1,
      });
      if (bought.status === 201) purchases++;
      // A long rebuild on a slow machine can sell the product out: a right answer, the end of
      // this buyer's traffic.
      else if (bought.status === 409 && bought.body.message === 'Out of stock') break;
      else failures.push(`purchase ${bought.status}: ${JSON.stringify(bought.body)}`);
    }
  });
  try {
    await runner.rebuild(allNames());
  } finally {
    running = false;
    await Promise.all(traffic);
  }
  expect(failures).toEqual([]);
  expect(purchases).toBeGreaterThan(0);

  await runner.catchUp();
  const rebuilt = await dumpReadTables(pool, runner.projections);
  await handlersOnly().rebuild(allNames());
  const replayed = await dumpReadTables(pool, runner.projections);
  expect(differences(replayed, rebuilt)).toEqual([]);
  expect(rebuilt).toEqual(replayed);
}, 120_000);
