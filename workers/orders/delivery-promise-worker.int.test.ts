/**
 * The manual delivery promise's deadline jobs against PostgreSQL and a fake Telegram: the jobs a
 * manual order gets, the alerts they post, and the automatic compensation at the deadline. The
 * handler is called directly with the clock it should see, so nothing waits 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../application/ledger/audit';
import { PERCENT_RANGE } from '../../contracts/overdue-compensation';
import { startFakeTelegram, type FakeTelegram } from '../../test/support/fake-telegram';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';
import {
  DELIVERY_PROMISE_QUEUE,
  runDeliveryPromiseJob,
  type DeliveryAlert,
} from './delivery-promise-worker';

const TOKEN = '123:ABC';
const CHAT = '-100300';
const MINUTE = 60_000;

let fake: FakeTelegram;
let store: TestStore;
let admin: TestClient;
let data: ReturnType<typeof shop>;

beforeAll(async () => {
  fake = await startFakeTelegram();
  store = await startTestStore({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_CHAT_ID: CHAT,
    TELEGRAM_API_URL: fake.url,
  });
  admin = store.client();
  await admin.register('admin@keymart.test');
  data = shop(admin, () => store.client(), 'Promise');
});
afterAll(async () => {
  await store.stop();
  await fake.close();
});

interface PlacedOrder {
  id: number;
  orderNumber: string;
  placedAt: Date;
}

async function buy(client: TestClient, productId: number): Promise<PlacedOrder> {
  const bought = await client.post('/api/purchase', { productId, quantity: 1 });
  expect(bought.status).toBe(201);
  const { rows } = await store.core.pool.query<{ placed_at: string }>(
    `SELECT data->>'placedAt' AS placed_at FROM events
      WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
    [`order-${bought.body.order.id}`],
  );
  const order = bought.body.order as { orderNumber: string };
  // The staff chat hears of the order from the notifier in its own time: waited for here, so a
  // failure a test arranges next is met by the alert it means, not by this message.
  await expect
    .poll(() =>
      fake.messages.some((message) => message.text.includes(`New order ${order.orderNumber}`)),
    )
    .toBe(true);
  return { ...bought.body.order, placedAt: new Date(rows[0]!.placed_at) };
}

/** Runs `order`'s `alert` job as pg-boss would at `minutes` after it was placed. */
const run = (order: PlacedOrder, alert: DeliveryAlert, minutes: number) =>
  runDeliveryPromiseJob(
    store.core,
    { orderId: order.id, alert },
    new Date(order.placedAt.getTime() + minutes * MINUTE),
  );

/** The staff chat's messages about `order`. */
const alertsOf = (order: PlacedOrder) =>
  fake.messages.filter((message) => message.text.includes(order.orderNumber + ' is'));

const setCompensation = (body: object) =>
  admin.put('/api/admin/settings/overdue-compensation', body);

async function eventTypes(streamId: string): Promise<string[]> {
  const { rows } = await store.core.pool.query<{ event_type: string }>(
    'SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [streamId],
  );
  return rows.map((row) => row.event_type);
}

describe('deadline jobs of a manual order', () => {
  it('enqueues two jobs, 5 minutes before the deadline and at it, once each; none for an automatic order', async () => {
    const manual = await data.product({ price: '4.00' });
    const automatic = await data.product({ price: '1.00', items: ['AUTO-1'] });
    const { client } = await data.customer('jobs@keymart.test', '20.00');
    const order = await buy(client, manual.id);
    const instant = await buy(client, automatic.id);

    const jobsOf = async (orderId: number) =>
      (
        await store.core.pool.query<{ id: string; alert: string; start_after: Date }>(
          `SELECT id::text, data->>'alert' AS alert, start_after FROM pgboss.job
            WHERE name = $1 AND (data->>'orderId')::int = $2 ORDER BY start_after`,
          [DELIVERY_PROMISE_QUEUE.name, orderId],
        )
      ).rows;
    await expect.poll(async () => (await jobsOf(order.id)).length, { timeout: 10_000 }).toBe(2);
    const jobs = await jobsOf(order.id);
    expect(jobs.map((job) => [job.alert, job.start_after.getTime()])).toEqual([
      ['due_soon', order.placedAt.getTime() + 10 * MINUTE],
      ['deadline', order.placedAt.getTime() + 15 * MINUTE],
    ]);
    expect(await jobsOf(instant.id)).toEqual([]);

    // The same job sent again (the event handled twice) adds nothing: its id is taken.
    const client2 = await store.core.pool.connect();
    try {
      await store.core.jobs.send(client2, DELIVERY_PROMISE_QUEUE, [
        {
          data: { orderId: order.id, alert: 'deadline' },
          startAfter: jobs[1]!.start_after,
          id: jobs[1]!.id,
        },
      ]);
    } finally {
      client2.release();
    }
    expect(await jobsOf(order.id)).toHaveLength(2);
  });

  it('alerts staff 5 minutes before and at the deadline while the order waits, naming the order, product and time', async () => {
    const manual = await data.product({ price: '7.50' });
    const { client } = await data.customer('waiting@keymart.test', '20.00');
    const order = await buy(client, manual.id);

    await run(order, 'due_soon', 10);
    await run(order, 'deadline', 15.5);
    const [dueSoon, overdue, ...more] = alertsOf(order);
    expect(more).toEqual([]);
    expect(dueSoon).toMatchObject({ chatId: CHAT, token: TOKEN });
    expect(dueSoon!.text.split('\n')).toEqual([
      `⏳ Manual order ${order.orderNumber} is due in 5 minutes`,
      `Product: ${manual.name}`,
      'Quantity: 1',
      'Amount: $7.50',
      'Customer: waiting@keymart.test',
      `Deadline: ${new Date(order.placedAt.getTime() + 15 * MINUTE).toISOString()}`,
      'Deliver it from Admin > Orders.',
    ]);
    expect(overdue!.text).toContain(`🚨 Manual order ${order.orderNumber} is overdue`);
    expect(overdue!.text).toContain(`Product: ${manual.name}`);
    expect(overdue!.text).toContain('Deliver it from Admin > Orders.');
    // Off by default: nothing was compensated.
    expect(await eventTypes(`order-${order.id}`)).toEqual(['OrderPlaced']);
  });

  it('sends nothing for an order delivered or cancelled before the alert', async () => {
    const manual = await data.product({ price: '2.00' });
    const { client } = await data.customer('ontime@keymart.test', '20.00');
    const delivered = await buy(client, manual.id);
    const cancelled = await buy(client, manual.id);
    expect(
      (
        await admin.put(`/api/orders/${delivered.id}/status`, {
          status: 'completed',
          deliveredItem: 'ACCOUNT',
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin.put(`/api/orders/${cancelled.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200);
    expect((await setCompensation({ mode: 'cancel_refund' })).status).toBe(200);
    for (const order of [delivered, cancelled]) {
      await run(order, 'due_soon', 10);
      await run(order, 'deadline', 16);
      expect(alertsOf(order)).toEqual([]);
    }
    expect(await eventTypes(`order-${cancelled.id}`)).toEqual([
      'OrderPlaced',
      'OrderStatusChanged',
    ]);
    expect((await setCompensation({ mode: 'off' })).status).toBe(200);
  });
});

describe('automatic compensation of an overdue order', () => {
  it('keeps the setting off until staff set it, and refuses a credit outside 1-100 whole per cent', async () => {
    expect((await admin.get('/api/admin/settings/overdue-compensation')).body).toEqual({
      mode: 'off',
      percent: null,
    });
    for (const percent of [0, 101, 2.5]) {
      const refused = await setCompensation({ mode: 'credit', percent });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(
        percent === 2.5 ? 'whole number' : PERCENT_RANGE,
      );
    }
    expect((await setCompensation({ mode: 'credit' })).status).toBe(400);
    expect((await setCompensation({ mode: 'credit', percent: 10 })).body).toEqual({
      mode: 'credit',
      percent: 10,
    });
    expect((await admin.get('/api/admin/settings/overdue-compensation')).body).toEqual({
      mode: 'credit',
      percent: 10,
    });
    const customer = (await data.customer('nosy@keymart.test', '1.00')).client;
    expect((await customer.get('/api/admin/settings/overdue-compensation')).status).toBe(403);
    expect((await setCompensation({ mode: 'off' })).status).toBe(200);
  });

  it('credits 10% once, however often the deadline job runs, and the customer sees it on the order and in /transactions', async () => {
    const manual = await data.product({ price: '9.99' });
    const { client, user } = await data.customer('credit@keymart.test', '20.00');
    const order = await buy(client, manual.id);
    expect((await setCompensation({ mode: 'credit', percent: 10 })).status).toBe(200);

    // Before the deadline the job refuses (pg-boss retries it a moment later) and gives nothing.
    await expect(run(order, 'deadline', 15)).rejects.toThrow('not past its deadline');
    await Promise.all([run(order, 'deadline', 15.1), run(order, 'deadline', 15.1)]);
    await run(order, 'deadline', 16);
    await store.core.runner.catchUp();

    expect(await eventTypes(`order-${order.id}`)).toEqual([
      'OrderPlaced',
      'OrderDeliveryCompensated',
    ]);
    const wallet = await eventTypes(`wallet-${user.id}`);
    expect(wallet.filter((type) => type === 'DeliveryCompensationCredited')).toHaveLength(1);

    const seen = await client.get(`/api/orders/${order.id}`);
    expect(seen.body).toMatchObject({
      status: 'pending',
      compensation: { kind: 'credit', percent: 10, amount: '1.00' },
    });
    // $20.00 - $9.99 + $1.00 (10% of $9.99 is 99.9 cents, rounded half up).
    expect((await client.get('/api/user')).body.balance).toBe('11.01');
    const transactions = (await client.get('/api/transactions')).body as {
      type: string;
      amount: string;
      description: string;
      relatedId: number;
    }[];
    expect(transactions.filter((row) => row.description.includes('compensation'))).toEqual([
      expect.objectContaining({
        type: 'credit',
        amount: '1.00',
        description: `Late delivery compensation for order ${order.orderNumber} (10%)`,
        relatedId: order.id,
      }),
    ]);
    // Each run that found the order overdue alerted (a real job runs once), each saying what
    // was given, the concurrent twin included.
    const alerts = alertsOf(order);
    expect(alerts).toHaveLength(3);
    for (const alert of alerts)
      expect(alert.text).toContain(
        "Compensated automatically: 10% ($1.00) credited to the customer's balance. The order still awaits delivery.",
      );
    expect((await auditLedger(store.core.pool)).differences).toEqual([]);
    expect((await setCompensation({ mode: 'off' })).status).toBe(200);
  });

  it('cancels and refunds with the events of a cancellation, once, marked as automatic', async () => {
    const manual = await data.product({ price: '3.00' });
    const { client, user } = await data.customer('refund@keymart.test', '10.00');
    const order = await buy(client, manual.id);
    expect((await setCompensation({ mode: 'cancel_refund' })).status).toBe(200);

    await run(order, 'due_soon', 10);
    await Promise.all([run(order, 'deadline', 15.2), run(order, 'deadline', 15.2)]);
    await run(order, 'deadline', 17);
    await store.core.runner.catchUp();

    expect(await eventTypes(`order-${order.id}`)).toEqual([
      'OrderPlaced',
      'OrderStatusChanged',
      'OrderDeliveryCompensated',
    ]);
    expect(
      (await eventTypes(`wallet-${user.id}`)).filter((type) => type === 'PurchaseRefunded'),
    ).toHaveLength(1);
    expect((await client.get(`/api/orders/${order.id}`)).body).toMatchObject({
      status: 'cancelled',
      compensation: { kind: 'cancel_refund', percent: 100, amount: '3.00' },
    });
    const transactions = (await client.get('/api/transactions')).body as { description: string }[];
    expect(transactions.map((row) => row.description)).toContain(
      `Refund for cancelled order ${order.orderNumber}`,
    );
    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.events.at(-1)).toMatchObject({
      type: 'OrderDeliveryCompensated',
      summary: 'Late delivery compensated automatically: cancelled and refunded $3.00',
      actor: null,
    });
    const [dueSoon, overdue] = alertsOf(order);
    expect(dueSoon!.text).toContain('is due in 5 minutes');
    expect(overdue!.text).toContain(
      "Compensated automatically: cancelled and refunded $3.00 to the customer's balance.",
    );
    expect((await auditLedger(store.core.pool)).differences).toEqual([]);
    expect((await setCompensation({ mode: 'off' })).status).toBe(200);
  });

  it('alerts again, without compensating again, when Telegram failed the first time', async () => {
    const manual = await data.product({ price: '5.00' });
    const { client, user } = await data.customer('retry@keymart.test', '10.00');
    const order = await buy(client, manual.id);
    expect((await setCompensation({ mode: 'credit', percent: 50 })).status).toBe(200);
    fake.failNext('sendMessage', 1);
    await expect(run(order, 'deadline', 16)).rejects.toThrow();
    await run(order, 'deadline', 16.5);
    expect(alertsOf(order)).toHaveLength(1);
    expect(alertsOf(order)[0]!.text).toContain('50% ($2.50) credited');
    expect(
      (await eventTypes(`wallet-${user.id}`)).filter(
        (type) => type === 'DeliveryCompensationCredited',
      ),
    ).toHaveLength(1);
    expect((await setCompensation({ mode: 'off' })).status).toBe(200);
  });
});
