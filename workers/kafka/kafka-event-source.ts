/**
 * A side-effect worker fed from the Kafka topic instead of PostgreSQL (KAFKA_CONSUMERS): a
 * consumer group per worker (`<KAFKA_CLIENT_ID>.<worker>`), so any number of processes share
 * the partitions. Kafka delivers at least once; each event is handled in a transaction that also
 * records its id in `processed_events`, so a redelivered event has no second effect (the pg-boss
 * jobs it asks for are enqueued once).
 *
 * Where a consumer starts is a global position, not a Kafka offset: a notifier handles only the
 * events after the highest position at its first run (`kafka_consumer_starts`), so turning it on
 * later does not replay old events, while its group reads a partition without a committed
 * offset from the topic's beginning. Starting such a partition at the newest offset instead
 * would lose the events that arrive while a rebalance moves it between members before anything
 * of it was committed.
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
 * Starts consuming for `name` (a worker or a projection): each event of `eventTypes` (null: every
 * event) goes to `handle` inside the transaction that records it as processed. `startAt` 'end'
 * (notifiers): only events after the store's highest global position at the consumer's first
 * run; 'beginning' (read models): every event of the topic.
 * A consumer that crashes, or cannot reach the brokers, is started again every second (its
 * failure shows on /readyz meanwhile).
 */
export async function consumeFromKafka(
  deps: WorkerDeps,
  name: string,
  eventTypes: readonly string[] | null,
  handle: (client: PoolClient, event: RecordedEvent) => Promise<void>,
  startAt: 'end' | 'beginning' = 'end',
): Promise<KafkaEventSource> {
  const { kafka: settings } = deps.config;
  const types = eventTypes && new Set(eventTypes);
  const after = startAt === 'end' ? await startPosition(deps, name) : null;
  const member = startResilientConsumer(createKafka(settings, deps.log), {
    config: {
      groupId: `${settings.clientId}.${name}`,
      allowAutoTopicCreation: false,
      ...CONSUMER_TIMING,
    },
    topic: settings.topic,
    fromBeginning: true,
    joinWaitMs: JOIN_WAIT_MS,
    run: {
      eachMessage: async ({ topic, partition, message }) => {
        let event: RecordedEvent;
        try {
          event = fromCloudEvent(JSON.parse(message.value?.toString() ?? 'null'));
        } catch (error) {
          // Not ours, or damaged: skipping it is all a consumer can do (it would block the partition).
          deps.log.error(
            { err: error, topic, partition, offset: message.offset, worker: name },
            'skipped a Kafka message that is not a KeyMart CloudEvent',
          );
          return;
        }
        if ((types && !types.has(event.type)) || (after !== null && event.position <= after))
          return;
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
  // Partitions are known (for /readyz) once the group has taken this member in.
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

/**
 * The global position `consumer` starts after: recorded at its first run as the highest position
 * in the event store (0 when empty), read back on every later run.
 */
async function startPosition(deps: WorkerDeps, consumer: string): Promise<bigint> {
  // Two statements: under read committed the SELECT then sees the row of a process whose first
  // run raced this one's (a single statement's snapshot would not).
  await deps.pool.query(
    `INSERT INTO kafka_consumer_starts (consumer, start_position)
    SELECT $1, COALESCE(max(position), 0) FROM events
    ON CONFLICT (consumer) DO NOTHING`,
    [consumer],
  );
  const { rows } = await deps.pool.query<{ start_position: string }>(
    'SELECT start_position::text FROM kafka_consumer_starts WHERE consumer = $1',
    [consumer],
  );
  return BigInt(rows[0]!.start_position);
}
