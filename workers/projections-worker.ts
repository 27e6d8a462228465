/**
 * The projections as a worker: the process that owns the "projections" role (one at a time
 * across every process on the database) rebuilds projections whose version changed, catches up,
 * then follows new events; the others answer read-your-writes from the stored checkpoints.
 * Commutative projections named in KAFKA_CONSUMERS read the Kafka topic instead, through a
 * consumer group shared by every process running this worker.
 */
import { PROJECTIONS } from '../projections/registry';
import { consumeProjectionsFromKafka } from './kafka/kafka-projections';
import type { KafkaEventSource } from './kafka/kafka-event-source';
import type { Worker, WorkerDeps } from './worker';

/** The Kafka consumers of the projections that read the topic, per composition root. */
const kafkaFed = new WeakMap<WorkerDeps, { name: string; source: KafkaEventSource }[]>();

export const projectionsWorker: Worker = {
  name: 'projections',
  async start(deps) {
    const { ownership, runner, log, config } = deps;
    await ownership.claim('projections', {
      async acquired() {
        const rebuilt = await runner.rebuildOutdated();
        if (rebuilt.length > 0) log.info({ projections: rebuilt }, 'rebuilt changed projections');
        await runner.catchUp();
        runner.start();
      },
      lost: () => runner.stop(),
    });
    const fromKafka = PROJECTIONS.filter((p) => config.kafka.consumers.includes(p.name));
    const sources = await consumeProjectionsFromKafka(deps, fromKafka);
    kafkaFed.set(
      deps,
      sources.map(({ projection, source }) => ({ name: projection.name, source })),
    );
  },
  async stop(deps) {
    for (const { source } of kafkaFed.get(deps) ?? []) await source.stop();
    kafkaFed.delete(deps);
    await deps.ownership.release('projections');
  },
  // The runner's failures are reported on their own (ApiServices.subscriptionFailures).
  failures: (deps) =>
    (kafkaFed.get(deps) ?? []).flatMap(({ name, source }) => {
      const error = source.failure();
      return error ? [{ name, error }] : [];
    }),
};
