/**
 * Projections that read the Kafka topic instead of PostgreSQL (KAFKA_CONSUMERS names them): only
 * commutative ones (Projection.commutative), since a topic keeps each stream's order but not the
 * order across streams. Each is a consumer group from the topic's beginning; an event its
 * PostgreSQL subscription already applied (at or before that checkpoint, when the projection was
 * switched over on a running store) is skipped, and `processed_events` applies every other event
 * once. Such a projection is not waited on for read-your-writes.
 */
import type { PoolClient } from '../../application/db/pool';
import type { RecordedEvent } from '../../application/event-store/types';
import { compareCheckpoints } from '../../application/event-store/types';
import {
  applyBatch,
  checkpointKey,
  type Projection,
  type ProjectionContext,
} from '../../projections/projection';
import type { WorkerDeps } from '../worker';
import { consumeFromKafka, type KafkaEventSource } from './kafka-event-source';

/** True when the projection's PostgreSQL subscription has already applied `event`. */
async function appliedFromPostgres(
  client: PoolClient,
  projection: Projection,
  context: ProjectionContext,
  event: RecordedEvent,
): Promise<boolean> {
  const { rows } = await client.query<{ transaction_id: string; position: string }>(
    'SELECT transaction_id::text, position::text FROM checkpoints WHERE subscriber = $1',
    [checkpointKey(projection, context)],
  );
  const row = rows[0];
  if (!row) return false;
  const checkpoint = { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) };
  return compareCheckpoints(event, checkpoint) <= 0;
}

/**
 * Starts a consumer group for each of `projections` (all commutative).
 * @throws Error for a projection that is not commutative, or from kafkajs
 */
export async function consumeProjectionsFromKafka(
  deps: WorkerDeps,
  projections: readonly Projection[],
): Promise<{ projection: Projection; source: KafkaEventSource }[]> {
  const sources = [];
  const context: ProjectionContext = {
    secrets: deps.secrets,
    storeTimeZone: deps.config.storeTimeZone,
  };
  for (const projection of projections) {
    if (!projection.commutative)
      throw new Error(`The ${projection.name} projection depends on the order across streams`);
    const source = await consumeFromKafka(
      deps,
      projection.name,
      projection.eventTypes,
      async (client, event) => {
        if (await appliedFromPostgres(client, projection, context, event)) return;
        await applyBatch(projection, client, [event], context);
      },
      'beginning',
    );
    sources.push({ projection, source });
  }
  return sources;
}
