/**
 * Inline projections (ARCHITECTURE.md "Read-your-writes"): orders, wallets, the catalogue and users
 * are written in the append's transaction, by every append of their types, and rolled back with it; a rebuild under
 * traffic gives exactly the rows the appends wrote.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { PoolClient } from '../application/db/pool';
import { adjustBalance } from '../application/commands/adjust-balance';
import { executeCommand } from '../application/commands/execute';
import { PostgresCommandRunner } from '../application/commands/postgres-command-runner';
import { purchase } from '../application/commands/purchase';
import { updateProfile } from '../application/commands/update-profile';
import type { InlineProjection } from '../application/event-store/inline-projection';
import { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { Subscription } from '../application/event-store/subscription';
import type { RecordedEvent } from '../application/event-store/types';
import { Upcasters } from '../application/event-store/upcasters';
import { startTestStore, type TestClient, type TestStore } from '../test/support/store';
import { dumpReadTables } from '../test/support/read-tables';
import { inlineProjections } from './runner';

let store: TestStore;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  store = await startTestStore();
  admin = store.client();
  adminId = (await admin.register('admin@keymart.test')).id;
});
afterAll(() => store.stop());

/** A manual-delivery product priced `price` with plenty of stock. */
async function createProduct(name: string, price: string): Promise<number> {
  const product = await admin.post('/api/products', {
    name,
    price,
    deliveryType: 'manual',
    stock: 100_000,
  });
  expect(product.status).toBe(201);
  return product.body.id as number;
}

/** A signed-in customer credited `amount` dollars. */
async function customer(email: string, amount: number) {
  const client = store.client();
  const user = await client.register(email);
  const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
    amount,
    operation: 'add',
  });
  expect(credited.status).toBe(200);
  return { client, userId: user.id };
}

/** Runs `read` on a connection of its own (nothing of the store's pool or its sessions). */
async function fresh<T>(read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: store.core.database.url });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

/** The balance row and order count of `userId`, read on a fresh connection. */
const rowsOf = (userId: number) =>
  fresh(async (client) => {
    const balance = await client.query<{ balance_cents: string }>(
      'SELECT balance_cents::text FROM wallets WHERE user_id = $1',
      [userId],
    );
    const orders = await client.query<{ id: number; total_cents: string }>(
      'SELECT id, total_cents::text FROM orders WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    const transactions = await client.query<{ type: string }>(
      'SELECT type FROM wallet_transactions WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    return {
      balanceCents: Number(balance.rows[0]?.balance_cents ?? NaN),
      orders: orders.rows.map((row) => ({ id: row.id, totalCents: Number(row.total_cents) })),
      transactions: transactions.rows.map((row) => row.type),
    };
  });

const context = () => ({ now: new Date(), actorId: adminId });

const note = (n: number) => ({ type: 'Noted', data: { n, text: `note ${n}` } });

it('shows the order and the balance right after a purchase returns, without waiting for them', async () => {
  const productId = await createProduct('Inline seller', '2.50');
  const { client, userId } = await customer('inline-buyer@keymart.test', 10);
  // Calls through: the API waits as always, for the projections that are not inline.
  const spy = vi.spyOn(Subscription.prototype, 'waitFor');
  let bought;
  let waitedFor: string[];
  try {
    bought = await client.post('/api/purchase', { productId, quantity: 1 });
    waitedFor = (spy.mock.contexts as Subscription[]).map((s) => s.subscriber.name);
  } finally {
    spy.mockRestore();
  }
  expect(bought.status).toBe(201);
  // What customers read (the order, the balance, the product's stock) is inline, and the
  // projections only staff read are not waited for: the customer waits for nothing.
  expect(waitedFor).toEqual([]);
  expect(await rowsOf(userId)).toEqual({
    balanceCents: 750,
    orders: [{ id: bought.body.order.id, totalCents: 250 }],
    transactions: ['credit', 'purchase'],
  });

  // With every subscription stopped, a command's rows are there as soon as it returns.
  await store.core.runner.stop();
  const listedStock = async () =>
    ((await client.get('/api/products')).body as { id: number; stock: number }[]).find(
      (p) => p.id === productId,
    )?.stock;
  try {
    // The list answer is cached until the catalogue changes.
    expect(await listedStock()).toBe(100_000 - 1);
    const outcome = await purchase(
      store.core,
      { userId, productId, quantity: 2, timeZone: 'UTC' },
      context(),
    );
    const rows = await rowsOf(userId);
    expect(rows.balanceCents).toBe(250);
    expect(rows.orders.map((order) => order.totalCents)).toEqual([250, 500]);
    expect(outcome.eventTypes).toContain('OrderPlaced');
    // The storefront's stock count too, and the product's answer (cached per catalogue change).
    const stock = await fresh((client) =>
      client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]),
    );
    expect(stock.rows[0]!.stock).toBe(100_000 - 3);
    expect(await listedStock()).toBe(100_000 - 3);
  } finally {
    store.core.runner.start();
  }
});

it("waits for the read models only staff read after a staff member's command, and shows it in them", async () => {
  const { userId } = await customer('inline-staff-wait@keymart.test', 1);
  const spy = vi.spyOn(Subscription.prototype, 'waitFor');
  let waitedFor: string[];
  let credited;
  try {
    credited = await admin.post(`/api/admin/users/${userId}/balance`, {
      amount: '2.00',
      operation: 'add',
    });
    waitedFor = (spy.mock.contexts as Subscription[]).map((s) => s.subscriber.name);
  } finally {
    spy.mockRestore();
  }
  expect(credited.status).toBe(200);
  expect(waitedFor.map((name) => name.split('@')[0])).toContain('audit');
  const audit = await admin.get('/api/admin/audit');
  expect(audit.status).toBe(200);
  expect(JSON.stringify(audit.body)).toContain('BalanceAdjusted');
});

it('writes the rows of an append made through PostgresEventStore.append, outside any command transaction', async () => {
  const { userId } = await customer('inline-append@keymart.test', 1);
  await store.core.store.append(
    [
      {
        streamId: `wallet-${userId}`,
        expectedVersion: 'any',
        events: [
          {
            type: 'BalanceAdjusted',
            data: { userId, amountCents: 425, adminId, reason: 'Goodwill' },
          },
        ],
      },
    ],
    { actorId: adminId },
  );
  const rows = await rowsOf(userId);
  expect(rows.balanceCents).toBe(525);
  expect(rows.transactions).toEqual(['credit', 'credit']);
});

it('hands inline handlers the events exactly as a read gives them', async () => {
  const { pool, wakeUps } = store.core;
  const handed: RecordedEvent[] = [];
  const capturing = new PostgresEventStore(pool, wakeUps, new Upcasters(), [
    {
      name: 'capturing',
      eventTypes: ['Noted', 'Counted'],
      handle: (_client, events) => {
        handed.push(...events);
        return Promise.resolve();
      },
    },
  ]);
  await capturing.append([{ streamId: 'note-1', expectedVersion: 'any', events: [note(1)] }]);
  const result = await capturing.append(
    [
      { streamId: 'note-1', expectedVersion: 'any', events: [note(2), note(3)] },
      {
        streamId: 'note-2',
        expectedVersion: 'no_stream',
        events: [{ type: 'Counted', data: { n: 4, nested: { list: [1, 'a'] } } }],
      },
    ],
    { actorId: adminId, requestId: 'r-1' },
  );
  const read = await capturing.read(['note-1', 'note-2']);
  expect(handed).toEqual([...read.get('note-1')!.events, ...read.get('note-2')!.events]);
  expect(handed.map((event) => event.streamVersion)).toEqual([1, 2, 3, 1]);
  expect(handed.at(-1)).toMatchObject({
    transactionId: result.transactionId,
    position: result.lastPosition,
  });
});

// A handler that throws, and one whose statement PostgreSQL refuses: in a command's transaction
// that statement goes with the COMMIT (deferred), and the refusal still rolls everything back.
it.each([
  { failure: 'handler failed', handle: () => Promise.reject(new Error('handler failed')) },
  {
    failure: 'division by zero',
    handle: async (client: PoolClient) => {
      await client.query('SELECT 1 / $1::int', [0]);
    },
  },
])(
  'rolls the append back with a failing inline handler ($failure): no event, no row',
  async ({ failure, handle }) => {
    const { userId } = await customer(`inline-${failure.replaceAll(' ', '-')}@keymart.test`, 3);
    const { pool, wakeUps, projectionContext, runner } = store.core;
    const failing: InlineProjection = { name: 'failing', eventTypes: ['BalanceAdjusted'], handle };
    // The wallets projection runs first and writes its rows, then the failing one fails.
    const broken = new PostgresEventStore(pool, wakeUps, new Upcasters(), [
      ...inlineProjections(runner.projections, projectionContext),
      failing,
    ]);
    const eventCount = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            'SELECT count(*)::text AS n FROM events WHERE stream_id = $1',
            [`wallet-${userId}`],
          )
        ).rows[0]!.n,
      );
    const before = await rowsOf(userId);
    const events = await eventCount();

    await expect(
      broken.append([
        {
          streamId: `wallet-${userId}`,
          expectedVersion: 'any',
          events: [
            { type: 'BalanceAdjusted', data: { userId, amountCents: 100, adminId, reason: 'x' } },
          ],
        },
      ]),
    ).rejects.toThrow(failure);
    const deps = { ...store.core, commandRunner: new PostgresCommandRunner(pool, broken) };
    await expect(
      adjustBalance(
        deps,
        { userId, amountCents: 100, operation: 'add', adminId, reason: 'y' },
        context(),
      ),
    ).rejects.toThrow(failure);
    await expect(
      executeCommand(deps, 'Nothing', context(), () =>
        Promise.resolve({ appends: [], result: null }),
      ),
    ).resolves.toMatchObject({ eventTypes: null });

    expect(await eventCount()).toBe(events);
    expect(await rowsOf(userId)).toEqual(before);
  },
);

it('rebuilds orders, wallets, the catalogue and users under concurrent purchases and profile changes into exactly the rows the appends wrote', async () => {
  const productId = await createProduct('Rebuilt seller', '0.10');
  const buyers = await Promise.all(
    [1, 2, 3, 4].map((n) => customer(`inline-rebuild-${n}@keymart.test`, 1000)),
  );
  const inline = store.core.runner.projections.filter((projection) => projection.inline);
  expect(inline.map((projection) => projection.name).sort()).toEqual([
    'catalogue',
    'orders',
    'users',
    'wallets',
    'webhooks',
  ]);

  let running = true;
  let purchases = 0;
  let profileChanges = 0;
  const traffic = buyers.map(async ({ userId }) => {
    while (running) {
      await purchase(store.core, { userId, productId, quantity: 1, timeZone: 'UTC' }, context());
      purchases++;
      await updateProfile(
        store.core,
        { userId, firstName: `Buyer ${purchases}`, lastName: 'Rebuilt', country: 'usa' },
        context(),
      );
      profileChanges++;
    }
  });
  try {
    while (purchases < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    // Twice: the second starts while the first's switch may still hold purchases back.
    await store.core.runner.rebuild(['orders', 'wallets', 'catalogue', 'users']);
    await store.core.runner.rebuild(['users', 'catalogue', 'wallets', 'orders']);
  } finally {
    running = false;
    await Promise.all(traffic);
  }
  expect(purchases).toBeGreaterThan(0);
  expect(profileChanges).toBeGreaterThan(0);

  const live = await dumpReadTables(store.core.pool, inline);
  await store.core.runner.rebuild(['orders', 'wallets', 'catalogue', 'users']);
  expect(await dumpReadTables(store.core.pool, inline)).toEqual(live);
  for (const { userId } of buyers) {
    const rows = await rowsOf(userId);
    expect(rows.balanceCents).toBe(100_000 - 10 * rows.orders.length);
  }
  const { rows } = await store.core.pool.query<{ orders: string; placed: string }>(
    `SELECT (SELECT count(*) FROM orders)::text AS orders,
            (SELECT count(*) FROM events WHERE event_type = 'OrderPlaced')::text AS placed`,
  );
  expect(rows[0]!.orders).toBe(rows[0]!.placed);
  const status = await store.core.runner.status();
  expect(status.filter((s) => s.name === 'orders' || s.name === 'wallets')).toMatchObject([
    { lag: 0 },
    { lag: 0 },
  ]);
  await store.core.runner.catchUp();
  expect(store.core.runner.failures()).toEqual([]);
}, 120_000);

it('gives way at the switch to a reader that holds one live table and goes on to read another', async () => {
  const { pool, runner } = store.core;
  const reader = await pool.connect();
  try {
    await reader.query('BEGIN');
    await reader.query('SELECT count(*) FROM orders');
    const rebuilding = runner.rebuild(['orders']);
    // The switch has order_refunds and waits for orders, which the reader holds.
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(
          `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
            WHERE c.relname = 'orders' AND c.relnamespace = 'public'::regnamespace
              AND l.mode = 'AccessExclusiveLock' AND NOT l.granted`,
        );
        expect(rows).toHaveLength(1);
      },
      { timeout: 20_000, interval: 5 },
    );
    await reader.query('SELECT count(*) FROM order_refunds');
    await reader.query('COMMIT');
    await rebuilding;
  } finally {
    reader.release();
  }
});
