import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners, type Consumer, type KafkaMessage } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startKafka, testConsumerSettings, type TestKafka } from './kafka';

// Unique names so a run against a shared KAFKA_BROKERS never meets an earlier run's data.
const RUN = randomUUID().slice(0, 8);
const EVENTS = `keymart.test.events.${RUN}`;
const RESUME = `keymart.test.resume.${RUN}`;

let cluster: TestKafka;
let kafka: Kafka;

beforeAll(async () => {
  cluster = await startKafka({
    topics: [
      { name: EVENTS, partitions: 4 },
      { name: RESUME, partitions: 2 },
    ],
  });
  kafka = new Kafka({
    clientId: 'keymart-test',
    brokers: cluster.brokers,
    logLevel: logLevel.NOTHING,
  });
});
afterAll(async () => {
  await cluster?.stop();
});

interface Delivery {
  consumer: string;
  partition: number;
  offset: number;
  key: string;
  seq: number;
}

async function produce(topic: string, messages: { key: string; seq: number }[]): Promise<void> {
  const producer = kafka.producer({
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  try {
    await producer.send({
      topic,
      acks: -1,
      messages: messages.map(({ key, seq }) => ({ key, value: JSON.stringify({ key, seq }) })),
    });
  } finally {
    await producer.disconnect();
  }
}

function delivery(consumer: string, partition: number, message: KafkaMessage): Delivery {
  const { key, seq } = JSON.parse(String(message.value)) as { key: string; seq: number };
  expect(String(message.key)).toBe(key);
  return { consumer, partition, offset: Number(message.offset), key, seq };
}

/** Connects a group member that records every message it is given into `into`. */
async function startMember(
  name: string,
  groupId: string,
  topic: string,
  into: Delivery[],
  options: { autoCommit: boolean; assigned?: Map<string, number[]> },
): Promise<Consumer> {
  const consumer = kafka.consumer({ groupId, ...testConsumerSettings });
  consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
    options.assigned?.set(name, payload.memberAssignment[topic] ?? []);
  });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    autoCommit: options.autoCommit,
    eachMessage: async ({ partition, message }) => {
      into.push(delivery(name, partition, message));
    },
  });
  return consumer;
}

describe('Kafka for tests (startKafka)', () => {
  it('delivers 1,000 keyed messages once each to a group of two consumers, in order per key', async () => {
    const sent = Array.from({ length: 1_000 }, (_, seq) => ({ key: `customer-${seq % 25}`, seq }));

    const received: Delivery[] = [];
    const assigned = new Map<string, number[]>();
    // Started together so both join the group's first generation (see kafka.ts on rebalances).
    const members = await Promise.all(
      ['first', 'second'].map((name) =>
        startMember(name, `keymart-test-group-${RUN}`, EVENTS, received, {
          autoCommit: true,
          assigned,
        }),
      ),
    );
    try {
      // Produced once the group has settled with both members: on a busy machine the second may
      // join after the first took every partition, and only get its share at the next rebalance.
      await vi.waitFor(
        () => {
          expect(assigned.get('first')?.length).toBeGreaterThan(0);
          expect(assigned.get('second')?.length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 50 },
      );
      await produce(EVENTS, sent);
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(sent.length), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await Promise.all(members.map((member) => member.disconnect()));
    }

    expect(received.map((d) => d.seq).sort((a, b) => a - b)).toEqual(sent.map((m) => m.seq));
    const first = assigned.get('first') ?? [];
    const second = assigned.get('second') ?? [];
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
    expect(new Set(received.map((d) => d.consumer))).toEqual(new Set(['first', 'second']));
    for (let k = 0; k < 25; k++) {
      const ofKey = received.filter((d) => d.key === `customer-${k}`);
      expect(new Set(ofKey.map((d) => d.partition)).size).toBe(1);
      const seqs = ofKey.map((d) => d.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
  });

  it('resumes a restarted group at its committed offsets', async () => {
    const groupId = `keymart-test-resume-${RUN}`;
    const sent = Array.from({ length: 100 }, (_, seq) => ({ key: `order-${seq % 10}`, seq }));
    await produce(RESUME, sent);

    // The first member reads everything but commits only the messages below offset 20 of each
    // partition, as a relay that stopped before committing the rest would.
    const before: Delivery[] = [];
    const first = kafka.consumer({ groupId, ...testConsumerSettings });
    await first.connect();
    await first.subscribe({ topic: RESUME, fromBeginning: true });
    await first.run({
      autoCommit: false,
      eachMessage: async ({ topic, partition, message }) => {
        before.push(delivery('before', partition, message));
        if (Number(message.offset) < 20)
          await first.commitOffsets([
            { topic, partition, offset: String(Number(message.offset) + 1) },
          ]);
      },
    });
    try {
      await vi.waitFor(() => expect(before).toHaveLength(sent.length), {
        timeout: 15_000,
        interval: 50,
      });
    } finally {
      await first.disconnect();
    }

    const after: Delivery[] = [];
    const second = await startMember('after', groupId, RESUME, after, { autoCommit: true });
    const expected = before.filter((d) => d.offset >= 20);
    expect(expected.length).toBeGreaterThan(0);
    try {
      await vi.waitFor(() => expect(after.length).toBeGreaterThanOrEqual(expected.length), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await second.disconnect();
    }

    const identity = (d: Delivery): string => `${d.partition}@${d.offset}:${d.seq}`;
    expect(after.map(identity).sort()).toEqual(expected.map(identity).sort());
    expect(after.every((d) => d.offset >= 20)).toBe(true);
  });
});
