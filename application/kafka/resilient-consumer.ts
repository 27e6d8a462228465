/**
 * A kafkajs consumer-group member that keeps running: kafkajs restarts a consumer after a
 * retriable failure but leaves it stopped after any other (a broker answering a group request
 * with an error kafkajs does not expect, say); a long-running worker must not stop reading
 * because of one bad answer. This member then starts a new consumer in the same group after
 * RESTART_MS, and keeps doing so until stopped. It also tracks the partitions of its latest join
 * and its last failure, for /readyz.
 */
import type { Consumer, ConsumerConfig, ConsumerRunConfig, Kafka } from 'kafkajs';

const RESTART_MS = 1_000;

export interface ResilientConsumer {
  /** The last crash's message, until the member joins its group again; null when healthy. */
  failure(): string | null;
  /** The topic's partitions the group gave this member at its latest join. */
  partitions(): number[];
  /** Resolves true at the member's first join, false when `joinWaitMs` passed first. */
  firstJoin: Promise<boolean>;
  /** Stops the member (and any restart planned). */
  stop(): Promise<void>;
}

/**
 * Starts a member of `config.groupId` reading `topic` with `run` (kafkajs's run options); a new
 * group starts at the topic's beginning when `fromBeginning`, else at its end.
 */
export function startResilientConsumer(
  kafka: Kafka,
  options: {
    config: ConsumerConfig;
    topic: string;
    fromBeginning: boolean;
    run: ConsumerRunConfig;
    /** Told about every crash (kafkajs also logs it). */
    onCrash?: (error: Error, restarting: boolean) => void;
    joinWaitMs?: number;
  },
): ResilientConsumer {
  let current: Consumer | null = null;
  let stopped = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let failure: string | null = null;
  let partitions: number[] = [];
  let joined: (value: boolean) => void = () => {};
  const firstJoin = new Promise<boolean>((resolve) => {
    joined = resolve;
    setTimeout(() => resolve(false), options.joinWaitMs ?? 60_000).unref();
  });

  const restartLater = (error: Error) => {
    failure = error.message;
    if (stopped || restartTimer) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      void start();
    }, RESTART_MS);
  };

  async function start(): Promise<void> {
    const previous = current;
    current = null;
    await previous?.disconnect().catch(() => {});
    if (stopped) return;
    const consumer = kafka.consumer(options.config);
    current = consumer;
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      failure = null;
      partitions = [...(payload.memberAssignment[options.topic] ?? [])].sort((a, b) => a - b);
      joined(true);
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      options.onCrash?.(payload.error, payload.restart);
      if (payload.restart) failure = payload.error.message;
      else restartLater(payload.error);
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topic: options.topic, fromBeginning: options.fromBeginning });
      await consumer.run(options.run);
    } catch (error) {
      // Brokers unreachable or the topic missing: try again shortly.
      restartLater(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void start();
  return {
    failure: () => failure,
    partitions: () => partitions,
    firstJoin,
    async stop() {
      stopped = true;
      if (restartTimer) clearTimeout(restartTimer);
      await current?.disconnect().catch(() => {});
      current = null;
    },
  };
}
