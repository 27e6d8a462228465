/**
 * Redelivery for tests of Kafka consumers: the stored events of one type, published to the topic
 * again exactly as the relay publishes them (as after a relay restart), and a wait until a
 * consumer group has committed up to the end of the topic.
 */
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import type { Pool } from '../../application/db/pool';
import type { PostgresEventStore } from '../../application/event-store/postgres-event-store';
import type { RecordedEvent } from '../../application/event-store/types';
import { CLOUD_EVENT_CONTENT_TYPE, toCloudEvent } from '../../application/kafka/cloud-event';

/** Every stored event of `type`, read through the event store (upcast, with metadata). */
export async function storedEventsOfType(
  store: PostgresEventStore,
  pool: Pool,
  type: string,
): Promise<RecordedEvent[]> {
  const { rows } = await pool.query<{ stream_id: string }>(
    'SELECT DISTINCT stream_id FROM events WHERE event_type = $1',
    [type],
  );
  const streams = await store.readStreams(
    pool,
    rows.map((row) => row.stream_id),
  );
  return [...streams.values()].flatMap((stream) =>
    stream.events.filter((event) => event.type === type),
  );
}

const client = (brokers: string[]) =>
  new Kafka({ clientId: 'redelivery', brokers, logLevel: logLevel.NOTHING });

/** Publishes `events` to `topic` again, keyed by stream id, as CloudEvents. */
export async function redeliver(
  brokers: string[],
  topic: string,
  events: RecordedEvent[],
): Promise<void> {
  const producer = client(brokers).producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  try {
    await producer.send({
      topic,
      acks: -1,
      messages: events.map((event) => ({
        key: event.streamId,
        value: JSON.stringify(toCloudEvent(event)),
        headers: { 'content-type': CLOUD_EVENT_CONTENT_TYPE },
      })),
    });
  } finally {
    await producer.disconnect();
  }
}

/**
 * Resolves once `groupId` has committed offsets at the end of every partition of `topic`.
 * @throws Error after `timeoutMs`
 */
export async function untilGroupCaughtUp(
  brokers: string[],
  groupId: string,
  topic: string,
  timeoutMs = 60_000,
): Promise<void> {
  const admin = client(brokers).admin();
  await admin.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ends = await admin.fetchTopicOffsets(topic);
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      const caughtUp = ends.every(
        (end) =>
          committed!.partitions.find((p) => p.partition === end.partition)?.offset === end.high,
      );
      if (caughtUp) return;
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${groupId} to reach the end of ${topic}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.disconnect();
  }
}
