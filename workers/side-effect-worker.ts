/**
 * A side-effect worker (ARCHITECTURE.md "Side effects"): an ordered subscription that turns events
 * into pg-boss jobs, enqueued in the same transaction as its checkpoint (so an event gives exactly
 * one job, and none is lost when the worker stops), and the job handler that performs them with
 * retries and backoff. A new subscriber starts at the head: turning a channel on later does not
 * replay old events. Optionally (KAFKA_CONSUMERS) the events come from the Kafka topic instead,
 * through a consumer group (workers/kafka/kafka-event-source.ts).
 */
import type { PoolClient } from '../application/db/pool';
import { coalescedReads, type StreamReader } from '../application/event-store/coalesced-reads';
import { Subscription } from '../application/event-store/subscription';
import type { RecordedEvent } from '../application/event-store/types';
import type { QueueDefinition } from '../application/jobs/job-queue';
import { consumeFromKafka } from './kafka/kafka-event-source';
import type { Worker, WorkerDeps } from './worker';

/**
 * A job an event asks for: its data and, optionally, when it may run and its id (a job that must
 * exist once even if the event is handled again, application/jobs/job-queue.ts jobIdFor).
 */
export interface PlannedJob<T> {
  data: T;
  startAfter?: Date;
  id?: string;
}

export interface SideEffect<T extends object> {
  /** The worker's name and its subscriber's checkpoint key. */
  name: string;
  eventTypes: readonly string[];
  queue: QueueDefinition;
  /**
   * The jobs `event` asks for (none when the channel is off or the event needs nothing). Runs in
   * the subscription's transaction: reads through `client` see a consistent store. The events of
   * a batch are planned side by side, and their stream reads through `read` go together.
   */
  jobsFor(
    client: PoolClient,
    event: RecordedEvent,
    deps: WorkerDeps,
    read: StreamReader,
  ): Promise<PlannedJob<T>[]>;
  /** Performs one job; a throw fails the attempt and pg-boss retries it with backoff. */
  perform(data: T, deps: WorkerDeps): Promise<void>;
  /** Seconds between polls of the job queue (pg-boss: at least 0.5). */
  pollingIntervalSeconds?: number;
}

/** The worker that runs `effect`: its subscription and its job handler. */
/**
 * Where a running side-effect worker reads its events from: how to stop it and its last failure.
 */
interface EventFeed {
  failure(): string | null;
  /** The Kafka partitions it reads (null when it reads from PostgreSQL). */
  partitions(): number[] | null;
  stop(): Promise<void>;
}

/**
 * Feeds `effect` from the ordered subscription in PostgreSQL, run by the one process that owns
 * the role `effect.name`.
 */
async function subscribeInPostgres<T extends object>(
  effect: SideEffect<T>,
  deps: WorkerDeps,
  enqueue: (client: PoolClient, events: readonly RecordedEvent[]) => Promise<void>,
): Promise<EventFeed> {
  const subscription = new Subscription(deps.store, deps.wakeUps, {
    name: effect.name,
    eventTypes: effect.eventTypes,
    startAt: 'head',
    handle: enqueue,
  });
  await deps.ownership.claim(effect.name, {
    async acquired() {
      await subscription.catchUp();
      subscription.start();
    },
    lost: () => subscription.stop(),
  });
  return {
    failure: () => subscription.failure,
    partitions: () => null,
    stop: () => deps.ownership.release(effect.name),
  };
}

/**
 * The worker that runs `effect`: its event feed (the PostgreSQL subscription, or the Kafka topic
 * when KAFKA_CONSUMERS names it) and its job handler.
 */
export function sideEffectWorker<T extends object>(effect: SideEffect<T>): Worker {
  const running = new WeakMap<WorkerDeps, { feed: EventFeed; workerId: string }>();
  return {
    name: effect.name,
    readsFromKafka: true,
    async start(deps) {
      await deps.jobs.define(effect.queue);
      // The jobs of a batch of events, in their order, in one insert. The events are planned
      // side by side, so that their stream reads share statements; all of them settle before the
      // transaction goes on, so that no planning outlives it.
      const enqueue = async (client: PoolClient, events: readonly RecordedEvent[]) => {
        const read = coalescedReads(deps.store, client);
        const planned = await Promise.allSettled(
          events.map((event) => effect.jobsFor(client, event, deps, read)),
        );
        const failed = planned.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
        const jobs = planned.flatMap((outcome) =>
          outcome.status === 'fulfilled' ? outcome.value : [],
        );
        await deps.jobs.send(client, effect.queue, jobs);
      };
      const feed = deps.config.kafka.consumers.includes(effect.name)
        ? await consumeFromKafka(deps, effect.name, effect.eventTypes, (client, event) =>
            enqueue(client, [event]),
          )
        : await subscribeInPostgres(effect, deps, enqueue);
      const workerId = await deps.jobs.work<T>(
        effect.queue,
        async (job) => {
          try {
            await effect.perform(job.data, deps);
          } catch (error) {
            deps.log.warn({ err: error, queue: effect.queue.name, jobId: job.id }, 'job failed');
            throw error;
          }
        },
        effect.pollingIntervalSeconds ?? 0.5,
      );
      running.set(deps, { feed, workerId });
    },
    kafkaPartitions: (deps) => running.get(deps)?.feed.partitions() ?? null,
    failures(deps) {
      const failure = running.get(deps)?.feed.failure();
      return failure ? [{ name: effect.name, error: failure }] : [];
    },
    async stop(deps) {
      const state = running.get(deps);
      if (!state) return;
      running.delete(deps);
      await state.feed.stop();
      await deps.jobs.stopWork(state.workerId);
    },
  };
}
