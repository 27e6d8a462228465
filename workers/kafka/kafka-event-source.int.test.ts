/**
 * Kafka consumers scale out too: the Telegram notifier reads the relayed events from
 * Kafka through a consumer group shared by two stores on one database (KAFKA_CONSUMERS), and each
 * order still gives exactly one message, also when the broker delivers its event again.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { startFakeTelegram, type FakeTelegram } from '../../test/support/fake-telegram';
import { startKafka, type TestKafka } from '../../test/support/kafka';
import {
  redeliver,
  storedEventsOfType,
  untilGroupCaughtUp,
} from '../../test/support/kafka-redelivery';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestStore } from '../../test/support/store';

const TOPIC = `keymart.events.consumer-test-${randomBytes(4).toString('hex')}`;

let kafka: TestKafka;
let telegram: FakeTelegram;
const stores: TestStore[] = [];

beforeAll(async () => {
  kafka = await startKafka({ topics: [{ name: TOPIC, partitions: 4 }] });
  telegram = await startFakeTelegram();
  const env = {
    KAFKA_BROKERS: kafka.brokers.join(','),
    KAFKA_TOPIC: TOPIC,
    KAFKA_CONSUMERS: 'telegram-notifier',
    TELEGRAM_BOT_TOKEN: '123456:kafka-consumer-test',
    TELEGRAM_CHAT_ID: '-100300400',
    TELEGRAM_API_URL: telegram.url,
  };
  const databaseUrl = await createTestDatabase();
  // Two members of the group, one after the other (each start waits for its join; the second
  // one's is a rebalance of the running group, which the mock cluster handles reliably).
  stores.push(await startTestStore(env, { databaseUrl }));
  stores.push(await startTestStore({ ...env, WORKERS: 'telegram-notifier' }, { databaseUrl }));
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await telegram.close();
  await kafka.stop();
});

it(
  'sends one Telegram message per order read from Kafka by a group of two, duplicates dropped by id',
  { timeout: 150_000 },
  async () => {
    const [store] = stores;
    const admin = store!.client();
    await admin.register('admin@keymart.test');
    const data = shop(admin, () => store!.client(), 'Kafka');
    const product = await data.product({
      price: '2.00',
      items: Array.from({ length: 40 }, (_, i) => `KAFKA-${i}`),
    });
    const buyers = await Promise.all(
      [1, 2, 3, 4].map((i) => data.customer(`kafka${i}@keymart.test`, '50.00')),
    );
    const orderNumbers: string[] = [];
    for (let round = 0; round < 5; round++) {
      const bought = await Promise.all(
        buyers.map(({ client }) =>
          client.post('/api/purchase', { productId: product.id, quantity: 1 }),
        ),
      );
      for (const response of bought) {
        expect(response.status).toBe(201);
        orderNumbers.push(response.body.order.orderNumber);
      }
    }
    const messagesFor = (orderNumber: string) =>
      telegram.messages.filter((message) => message.text.includes(`New order ${orderNumber}\n`));
    const until = async (what: string, done: () => boolean | Promise<boolean>) => {
      const deadline = Date.now() + 60_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await until('a message per order', () => orderNumbers.every((n) => messagesFor(n).length >= 1));

    // The broker delivers every order's event again (as after a relay restart): nothing more is
    // sent.
    const pool = store!.core.pool;
    const orderEvents = await storedEventsOfType(store!.core.store, pool, 'OrderPlaced');
    expect(orderEvents).toHaveLength(orderNumbers.length);
    await redeliver(kafka.brokers, TOPIC, orderEvents);
    await untilGroupCaughtUp(kafka.brokers, 'keymart.telegram-notifier', TOPIC);
    // Both stores are members of the group, with partitions of their own covering the topic.
    await until('the stores to split the partitions', async () => {
      const assigned = await Promise.all(
        stores.map(async (member) => {
          const ready = await (await fetch(`${member.url}/readyz`)).json();
          return ready.kafkaPartitions['telegram-notifier'] as number[];
        }),
      );
      return (
        assigned.every((partitions) => partitions.length > 0) &&
        assigned.flat().sort().join() === '0,1,2,3'
      );
    });
    const { rows: processed } = await pool.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM processed_events p JOIN events e USING (event_id)
      WHERE p.consumer = 'telegram-notifier' AND e.event_type = 'OrderPlaced'`,
    );
    expect(processed[0]!.count).toBe(String(orderNumbers.length));
    expect(orderNumbers.filter((n) => messagesFor(n).length !== 1)).toEqual([]);
  },
);
