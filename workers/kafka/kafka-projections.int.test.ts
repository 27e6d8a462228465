/**
 * Any projection that opts in may read Kafka: the reports projection (commutative) switched from
 * PostgreSQL to the Kafka topic on a running store keeps exact totals: what its subscription
 * applied before the switch is not applied again, what came after is applied once, and events
 * the broker delivers twice count once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pool } from '../../application/db/pool';
import { createTestDatabase } from '../../test/support/database';
import { startKafka, type TestKafka } from '../../test/support/kafka';
import {
  redeliver,
  storedEventsOfType,
  untilGroupCaughtUp,
} from '../../test/support/kafka-redelivery';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

const TOPIC = `keymart.events.projection-test-${randomBytes(4).toString('hex')}`;

let kafka: TestKafka;
let databaseUrl: string;
let store: TestStore | null = null;

beforeAll(async () => {
  kafka = await startKafka({ topics: [{ name: TOPIC, partitions: 4 }] });
  databaseUrl = await createTestDatabase();
});

afterAll(async () => {
  await store?.stop();
  await kafka.stop();
});

const kafkaEnv = () => ({ KAFKA_BROKERS: kafka.brokers.join(','), KAFKA_TOPIC: TOPIC });

/** What the events say the reports must show: order cents and count, over all time. */
async function expectedTotals(pool: Pool) {
  const { rows } = await pool.query<{ cents: string; count: string }>(
    `SELECT coalesce(sum((data->>'amountCents')::bigint) FILTER (WHERE event_type = 'PurchaseDebited'), 0)
          - coalesce(sum((data->>'amountCents')::bigint) FILTER (WHERE event_type = 'PurchaseRefunded'), 0) AS cents,
            count(*) FILTER (WHERE event_type = 'PurchaseDebited') AS count
       FROM events`,
  );
  return { cents: String(rows[0]!.cents), count: String(rows[0]!.count) };
}

async function reportTotals(pool: Pool) {
  const { rows } = await pool.query<{ cents: string; count: string }>(
    `SELECT coalesce(sum(order_cents), 0)::text AS cents, coalesce(sum(order_count), 0)::text AS count
       FROM report_buckets WHERE grain = '15m'`,
  );
  return rows[0]!;
}

async function buyRounds(customers: TestClient[], productId: number, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    const bought = await Promise.all(
      customers.map((client) => client.post('/api/purchase', { productId, quantity: 1 })),
    );
    for (const response of bought) expect(response.status).toBe(201);
  }
}

async function until(what: string, done: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(
  'moves the reports projection onto Kafka without counting anything twice',
  { timeout: 150_000 },
  async () => {
    // Before the switch: reports from PostgreSQL, the relay already publishing.
    store = await startTestStore(kafkaEnv(), { databaseUrl });
    const admin = store.client();
    await admin.register('admin@keymart.test');
    const data = shop(admin, () => store!.client(), 'Reports');
    const product = await data.product({
      price: '3.25',
      items: Array.from({ length: 60 }, (_, i) => `REPORT-${i}`),
    });
    const customers = await Promise.all(
      [1, 2, 3].map(
        async (i) => (await data.customer(`reports${i}@keymart.test`, '100.00')).client,
      ),
    );
    await buyRounds(customers, product.id, 4);
    // Customers' purchases do not wait for the reports (only staff read them).
    await store.caughtUp();
    expect(await reportTotals(store.core.pool)).toEqual(await expectedTotals(store.core.pool));
    await store.stop();

    // After: the same database, reports read from Kafka (the group starts at the topic's start).
    store = await startTestStore({ ...kafkaEnv(), KAFKA_CONSUMERS: 'reports' }, { databaseUrl });
    expect(store.core.runner.projections.map((p) => p.name)).not.toContain('reports');
    const pool = store.core.pool;
    const signedIn = customers.map((client) => client.on(store!.url));
    await buyRounds(signedIn, product.id, 4);
    const expected = await expectedTotals(pool);
    expect(expected.count).toBe('24');
    await until('the reports to count every purchase', async () => {
      const totals = await reportTotals(pool);
      return totals.count === expected.count && totals.cents === expected.cents;
    });

    // The broker delivers every purchase again: the totals do not move.
    const purchases = await storedEventsOfType(store.core.store, pool, 'PurchaseDebited');
    await redeliver(kafka.brokers, TOPIC, purchases);
    await untilGroupCaughtUp(kafka.brokers, 'keymart.reports', TOPIC);
    expect(await reportTotals(pool)).toEqual(expected);
  },
);
