/**
 * Group commit on PostgreSQL (command-batch.ts): purchases that arrive together share one
 * transaction; a hot product never sells more keys than it holds; the orders and balances are
 * in their read rows when the purchases return; a batch whose transaction fails runs its
 * purchases again alone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import { customerOrderStatement, findOrder, orderOfRows } from '../../projections/orders/queries';
import { PostgresCommandRunner } from './postgres-command-runner';
import { purchase } from './purchase';

let store: TestStore;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  adminId = (await admin.register('admin@keymart.test')).id;
});
afterAll(() => store.stop());

/** An automatic-delivery product ($1.00) holding `keys`. */
async function productWith(keys: string[]): Promise<number> {
  const product = await admin.post('/api/products', {
    name: `Batched ${keys[0]}`,
    price: '1.00',
    deliveryType: 'automatic',
    stock: 0,
  });
  expect(product.status).toBe(201);
  const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
    stockItems: keys,
  });
  expect(stocked.status).toBe(200);
  return product.body.id as number;
}

/** `n` customers credited $100.00 each; their user ids. */
async function customers(prefix: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const user = await store.client().register(`${prefix}-${i}@keymart.test`);
    const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
      amount: '100.00',
      operation: 'add',
    });
    expect(credited.status).toBe(200);
    ids.push(user.id);
  }
  return ids;
}

it('sells a hot product to concurrent buyers in shared transactions, never more keys than it holds', async () => {
  const keys = Array.from({ length: 20 }, (_, i) => `HOT-${i}`);
  const productId = await productWith(keys);
  const buyers = await customers('batch-hot', 6);
  // Each purchase reads its order in its batch's commit round trip.
  const answered = new Map<number, unknown>();
  const runs = Array.from({ length: 30 }, (_, i) => {
    const userId = buyers[i % buyers.length]!;
    return purchase(
      store.core,
      { userId, productId, quantity: 1, timeZone: 'UTC' },
      { now: new Date(), actorId: userId },
      (orderId) => customerOrderStatement(orderId, userId),
    ).then(
      async (outcome) => {
        answered.set(outcome.result.orderId, orderOfRows((await outcome.answer)!));
        return outcome.result.orderId;
      },
      (error: Error) => error.message,
    );
  });
  const answers = await Promise.all(runs);
  const orderIds = answers.filter((answer): answer is number => typeof answer === 'number');
  expect(orderIds).toHaveLength(20);
  expect(answers.filter((answer) => typeof answer === 'string')).toEqual(
    Array.from({ length: 10 }, () => 'Out of stock'),
  );

  // Read right after the purchases returned: the inline orders rows and the balances are there.
  const { rows: orders } = await store.core.pool.query<{ id: number; delivered_item: string }>(
    'SELECT id, delivered_item FROM orders WHERE product_id = $1 ORDER BY id',
    [productId],
  );
  expect(orders.map((order) => order.id)).toEqual([...orderIds].sort((a, b) => a - b));
  const delivered = await Promise.all(
    orders.map((order) => store.core.secrets.open(order.delivered_item)),
  );
  expect(new Set(delivered)).toEqual(new Set(keys));
  for (const orderId of orderIds)
    expect(answered.get(orderId)).toEqual(await findOrder(store.core.pool, orderId));
  const { rows: balances } = await store.core.pool.query<{ spent: string }>(
    'SELECT sum(10000 - balance_cents)::text AS spent FROM wallets WHERE user_id = ANY($1::int[])',
    [buyers],
  );
  expect(balances[0]!.spent).toBe('2000');

  // Batched: fewer transactions than orders.
  const { rows: transactions } = await store.core.pool.query<{ n: number }>(
    `SELECT count(DISTINCT transaction_id)::int AS n FROM events
      WHERE event_type = 'OrderPlaced' AND (data->>'productId')::int = $1`,
    [productId],
  );
  expect(transactions[0]!.n).toBeLessThan(20);
});

it('runs the purchases of a batch whose transaction fails again alone, each once', async () => {
  const productId = await productWith(['ALONE-0', 'ALONE-1', 'ALONE-2', 'ALONE-3']);
  const buyers = await customers('batch-alone', 4);
  // A runner whose first transaction fails at its commit: that batch is rolled back whole.
  let failed = false;
  const runner = new PostgresCommandRunner(store.core.pool, store.core.store);
  const transaction = runner.transaction.bind(runner);
  runner.transaction = (work) =>
    transaction(async (tx) => {
      const result = await work(tx);
      if (!failed) {
        failed = true;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      }
      return result;
    });
  const deps = { ...store.core, commandRunner: runner };
  const outcomes = await Promise.all(
    buyers.map((userId) =>
      purchase(
        deps,
        { userId, productId, quantity: 1, timeZone: 'UTC' },
        { now: new Date(), actorId: adminId },
        (orderId) => customerOrderStatement(orderId, userId),
      ),
    ),
  );
  const answers = outcomes.map((outcome) => outcome.result.orderId);
  expect(failed).toBe(true);
  // Run alone (the failed batch's), a purchase has no answer read at a commit: the caller reads
  // its order after; a later batch's purchases have theirs.
  expect(outcomes.some((outcome) => outcome.answer === undefined)).toBe(true);
  for (const outcome of outcomes)
    if (outcome.answer)
      expect(orderOfRows((await outcome.answer)!)).toEqual(
        await findOrder(store.core.pool, outcome.result.orderId),
      );
  const { rows } = await store.core.pool.query<{ order_id: number; placed: number }>(
    `SELECT (data->>'orderId')::int AS order_id, count(*)::int AS placed FROM events
      WHERE event_type = 'OrderPlaced' AND (data->>'productId')::int = $1 GROUP BY 1 ORDER BY 1`,
    [productId],
  );
  expect(rows).toEqual(
    [...answers].sort((a, b) => a - b).map((id) => ({ order_id: id, placed: 1 })),
  );
});
