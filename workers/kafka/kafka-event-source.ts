/**
 * A side-effect worker fed from the Kafka topic instead of PostgreSQL (KAFKA_CONSUMERS):
 * a consumer group per worker (`<KAFKA_CLIENT_ID>.<worker>`), so any number of processes share
 * the partitions. Kafka delivers at least once; each event is handled in a transaction that also
 * records its id in `processed_events`, so a redelivered event has no second effect (the pg-boss
 * jobs it asks for are enqueued once). A new group starts at the topic's end: turning a consumer
 * on later does not replay old events.
 */
import { inTransaction, type PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import { fromCloudEvent } from '../../application/kafka/cloud-event';
import { CONSUMER_TIMING, createKafka } from '../../application/kafka/kafka-client';
import { startResilientConsumer } from '../../application/kafka/resilient-consumer';
import type { WorkerDeps } from '../worker';

/** How long a handled event's id is kept: far beyond any redelivery after a rebalance. */
const REMEMBER_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How long start-up waits for the group to take this member in (then it goes on regardless). */
const JOIN_WAIT_MS = 60_000;

/** A running consumer: its last failure and partitions (for /readyz) and how to stop it. */
export interface KafkaEventSource {
  failure(): string | null;
  /** The topic's partitions the group gave this member at its last join. */
  partitions(): number[];
  stop(): Promise<void>;
}

/**
 * Starts consuming for `name` (a worker or a projection): each event of `eventTypes` goes to
 * `handle` inside the transaction that records it as processed. A new group starts at the
 * topic's end (`startAt` 'end': notifiers) or its beginning (read models).
 * A consumer that crashes, or cannot reach the brokers, is started again every second (its
 * failure shows on /readyz meanwhile).
 */
export async function consumeFromKafka(
  deps: WorkerDeps,
  name: string,
  eventTypes: readonly string[],
  handle: (client: PoolClient, event: RecordedEvent) => Promise<void>,
  startAt: 'end' | 'beginning' = 'end',
): Promise<KafkaEventSource> {
  const { kafka: settings } = deps.config;
  const types = new Set(eventTypes);
  const member = startResilientConsumer(createKafka(settings, deps.log), {
    config: {
      groupId: `${settings.clientId}.${name}`,
      allowAutoTopicCreation: false,
      ...CONSUMER_TIMING,
    },
    topic: settings.topic,
    fromBeginning: startAt === 'beginning',
    joinWaitMs: JOIN_WAIT_MS,
    run: {
      eachMessage: async ({ topic, partition, message }) => {
        let event: RecordedEvent;
        try {
          event = fromCloudEvent(JSON.parse(message.value?.toString() ?? 'null'));
        } catch (error) {
          // Not ours, or damaged: skipping it is all a consumer can do (it would block the
          // partition).
          deps.log.error(
            { err: error, topic, partition, offset: message.offset, worker: name },
            'skipped a Kafka message that is not a KeyMart CloudEvent',
          );
          return;
        }
        if (!types.has(event.type)) return;
        await inTransaction(deps.pool, async (client) => {
          const { rowCount } = await client.query(
            'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [name, event.eventId],
          );
          if (rowCount === 1) await handle(client, event);
        });
      },
    },
  });
  // A new group starts at the topic's end as of its join: wait for it, so that what happens after
  // start-up is never before the group's starting point.
  if (!(await member.firstJoin))
    deps.log.warn({ worker: name }, 'the Kafka consumer group has not taken this member in yet');
  const prune = setInterval(() => {
    deps.pool
      .query(
        `DELETE FROM processed_events WHERE consumer = $1 AND processed_at < now() - make_interval(days => $2)`,
        [name, REMEMBER_DAYS],
      )
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not prune processed_events'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    failure: () => member.failure(),
    partitions: () => member.partitions(),
    async stop() {
      clearInterval(prune);
      await member.stop();
    },
  };
}
