import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners, type KafkaMessage } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startResilientConsumer,
  type ResilientConsumer,
} from '../../application/kafka/resilient-consumer';
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

/**
 * Starts a group member that records every message it is given into `into` (restarted after a
 * crash kafkajs does not restart itself: the mock answers some group requests under load with
 * errors kafkajs takes for fatal).
 */
function startMember(
  name: string,
  groupId: string,
  topic: string,
  into: Delivery[],
  options: { autoCommit: boolean },
): ResilientConsumer {
  return startResilientConsumer(kafka, {
    config: { groupId, ...testConsumerSettings },
    topic,
    fromBeginning: true,
    run: {
      autoCommit: options.autoCommit,
      eachMessage: async ({ partition, message }) => {
        into.push(delivery(name, partition, message));
      },
    },
  });
}

describe('Kafka for tests (startKafka)', () => {
  it(
    'delivers 1,000 keyed messages once each to a group of two consumers, in order per key',
    { timeout: 150_000 },
    async () => {
      const sent = Array.from({ length: 1_000 }, (_, seq) => ({
        key: `customer-${seq % 25}`,
        seq,
      }));

      const received: Delivery[] = [];
      // One member at a time: the mock rebalances a running group for a member that joins it
      // reliably, while two first joins racing can leave one member without partitions (seen under
      // load). The second join costs a rebalance of sessionTimeout - 1 s (see kafka.ts).
      const members: ResilientConsumer[] = [];
      for (const name of ['first', 'second']) {
        const member = startMember(name, `keymart-test-group-${RUN}`, EVENTS, received, {
          autoCommit: true,
        });
        members.push(member);
        await vi.waitFor(() => expect(member.partitions().length).toBeGreaterThan(0), {
          timeout: 30_000,
          interval: 50,
        });
      }
      const [firstMember, secondMember] = members;
      let first: number[] = [];
      let second: number[] = [];
      try {
        // Produced once the group has settled: the members' latest assignments split the topic
        // (the first member learns of the rebalance after the second has joined).
        await vi.waitFor(
          () =>
            expect([...firstMember!.partitions(), ...secondMember!.partitions()].sort()).toEqual([
              0, 1, 2, 3,
            ]),
          { timeout: 30_000, interval: 50 },
        );
        await produce(EVENTS, sent);
        await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(sent.length), {
          timeout: 20_000,
          interval: 50,
        });
        // Read while both are members: once one of them stops, the group gives the other every
        // partition while the stopped one still reports its last join (CI saw [0, 1, 1, 2, 3, 3]).
        first = firstMember!.partitions();
        second = secondMember!.partitions();
      } finally {
        await Promise.all(members.map((member) => member.stop()));
      }

      expect(received.map((d) => d.seq).sort((a, b) => a - b)).toEqual(sent.map((m) => m.seq));
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
    },
  );

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
    const second = startMember('after', groupId, RESUME, after, { autoCommit: true });
    const expected = before.filter((d) => d.offset >= 20);
    expect(expected.length).toBeGreaterThan(0);
    try {
      await vi.waitFor(() => expect(after.length).toBeGreaterThanOrEqual(expected.length), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await second.stop();
    }

    const identity = (d: Delivery): string => `${d.partition}@${d.offset}:${d.seq}`;
    expect(after.map(identity).sort()).toEqual(expected.map(identity).sort());
    expect(after.every((d) => d.offset >= 20)).toBe(true);
  });
});
