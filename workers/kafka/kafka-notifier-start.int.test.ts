/**
 * A notifier that reads from Kafka and is turned on after the store has run a while starts at
 * the events that come after its first run (workers/kafka/kafka-event-source.ts, startAt 'end'):
 * the orders the topic already holds send no Telegram message, the next order sends one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { startFakeTelegram, type FakeTelegram } from '../../test/support/fake-telegram';
import { startKafka, type TestKafka } from '../../test/support/kafka';
import { untilGroupCaughtUp } from '../../test/support/kafka-redelivery';
import { shop } from '../../test/support/shop';
import { startTestStore, type TestStore } from '../../test/support/store';

const TOPIC = `keymart.events.notifier-start-${randomBytes(4).toString('hex')}`;

let kafka: TestKafka;
let telegram: FakeTelegram;
let databaseUrl: string;
const stores: TestStore[] = [];

beforeAll(async () => {
  kafka = await startKafka({ topics: [{ name: TOPIC, partitions: 2 }] });
  telegram = await startFakeTelegram();
  databaseUrl = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await telegram?.close();
  await kafka?.stop();
});

/** How long and how often the test waits for the store to catch up. */
const WAIT = { timeout: 60_000, interval: 100 };

it(
  'sends nothing for the orders relayed before the notifier was turned on, and one message for the next',
  { timeout: 150_000 },
  async () => {
    const kafkaEnv = { KAFKA_BROKERS: kafka.brokers.join(','), KAFKA_TOPIC: TOPIC };
    // The store relays its events to Kafka; no notifier yet (nor its job runner, which would fail
    // the jobs of a notifier configured elsewhere).
    const relaying = await startTestStore(
      { ...kafkaEnv, WORKERS: 'projections,kafka-relay' },
      { databaseUrl },
    );
    stores.push(relaying);
    const admin = relaying.client();
    await admin.register('admin@keymart.test');
    const data = shop(admin, () => relaying.client(), 'Later');
    const product = await data.product({
      price: '1.00',
      items: ['LATER-1', 'LATER-2', 'LATER-3'],
    });
    const { client: buyer } = await data.customer('later@keymart.test', '10.00');
    const earlier: string[] = [];
    for (let i = 0; i < 2; i++) {
      const bought = await buyer.post('/api/purchase', { productId: product.id, quantity: 1 });
      expect(bought.status).toBe(201);
      earlier.push(bought.body.order.orderNumber);
    }
    const pool = relaying.core.pool;
    // The relay has published every event.
    await vi.waitFor(async () => {
      const { rows } = await pool.query<{ behind: string }>(
        `SELECT count(*)::text AS behind FROM events e, checkpoints c
        WHERE c.subscriber = 'kafka-relay' AND (e.transaction_id, e.position) > (c.transaction_id, c.position)`,
      );
      expect(rows[0]!.behind).toBe('0');
    }, WAIT);

    // The Telegram notifier is turned on, reading from Kafka, on a second instance.
    stores.push(
      await startTestStore(
        {
          ...kafkaEnv,
          KAFKA_CONSUMERS: 'telegram-notifier',
          WORKERS: 'telegram-notifier',
          TELEGRAM_BOT_TOKEN: '123456:notifier-start-test',
          TELEGRAM_CHAT_ID: '-100300500',
          TELEGRAM_API_URL: telegram.url,
        },
        { databaseUrl },
      ),
    );
    const next = await buyer.post('/api/purchase', { productId: product.id, quantity: 1 });
    expect(next.status).toBe(201);
    const nextNumber: string = next.body.order.orderNumber;
    const messagesFor = (orderNumber: string) =>
      telegram.messages.filter((message) => message.text.includes(`New order ${orderNumber}\n`));
    await vi.waitFor(() => expect(messagesFor(nextNumber)).not.toEqual([]), WAIT);
    await untilGroupCaughtUp(kafka.brokers, 'keymart.telegram-notifier', TOPIC);

    expect(messagesFor(nextNumber)).toHaveLength(1);
    expect(earlier.map((orderNumber) => messagesFor(orderNumber).length)).toEqual([0, 0]);
    expect(telegram.messages.filter((message) => message.text.includes('New order '))).toHaveLength(
      1,
    );
  },
);
