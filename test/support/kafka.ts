/**
 * Kafka for tests (ARCHITECTURE.md "Testing"): the brokers in KAFKA_BROKERS when set (a real Kafka,
 * topics created through the kafkajs admin), else librdkafka's mock cluster started by
 * kafka-mock-cluster.ts in a child process (needs Debian's `librdkafka1`; no Docker, no broker).
 *
 * kafkajs 2.2 against the librdkafka 2.0 mock (measured here; tests/relay code should follow):
 * - Group timing is the mock's, not the client's: the first JoinGroup of an empty group waits a
 *   fixed 3 s (not configurable in 2.0) for more members. Two members starting together can
 *   nevertheless end up with one holding every partition and the other none (seen on a loaded
 *   machine); starting them one after the other, each waiting for its partitions, is reliable. A member that joins or leaves a running group makes the mock wait
 *   `sessionTimeout - 1 s` for the rest to rejoin, even when they already have: 29 s with
 *   kafkajs's default 30 s. Hence `sessionTimeout: 6_000` (also the lowest a real broker accepts
 *   by default) in `testConsumerSettings`; a restarted group then resumes after about 5 s.
 * - `heartbeatInterval: 500`: members learn of a rebalance through a failed heartbeat.
 * - `maxWaitTimeInMs: 500`: `consumer.disconnect()` waits for the fetch in flight, which the mock
 *   holds up to maxWaitTimeInMs (kafkajs default 5 s).
 * - During a rebalance the mock answers OffsetCommit and Heartbeat with REBALANCE_IN_PROGRESS,
 *   which kafkajs logs at ERROR level and then handles (rejoin, commit again): use
 *   `logLevel.NOTHING` in tests, ERROR is noisy.
 * - The mock creates an unknown topic with 4 partitions on its first Metadata or Produce request
 *   whatever `allowAutoTopicCreation` says; a real broker may refuse. Create topics up front
 *   through `startKafka` and set `allowAutoTopicCreation: false` so a misspelt name fails there.
 * - Anything kafkajs sends to the "controller" fails on the mock with "Broker 0 not found in the
 *   cached metadata": admin `createTopics` and the idempotent/transactional producer
 *   (`idempotent: true` fails in `producer.connect()`). Plain producers with `acks: -1` work.
 * - kafkajs 2 warns (WARN level) about its default partitioner unless `createPartitioner` is
 *   given; `Partitioners.DefaultPartitioner` (Java-compatible murmur2) keeps a key on one
 *   partition, which is what per-key order needs.
 * - No special `retry` settings are needed: the mock listens before startKafka resolves.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel, type ConsumerConfig } from 'kafkajs';

/** A topic the tests need, created before `startKafka` resolves. */
export interface KafkaTopic {
  name: string;
  /** Partition count, at least 1. */
  partitions: number;
}

/** A running Kafka for one test file. */
export interface TestKafka {
  /** `host:port` bootstrap addresses to give kafkajs as `brokers`. */
  brokers: string[];
  /** True for the librdkafka mock cluster, false for the brokers in KAFKA_BROKERS. */
  mock: boolean;
  /** Stops the mock cluster and waits for its process to end (nothing for a real broker). */
  stop(): Promise<void>;
}

/**
 * kafkajs consumer settings for tests, on the mock and on a real broker alike:
 * `kafka.consumer({ groupId, ...testConsumerSettings })`. See the notes above on why.
 */
export const testConsumerSettings = {
  sessionTimeout: 6_000,
  heartbeatInterval: 500,
  maxWaitTimeInMs: 500,
} satisfies Omit<ConsumerConfig, 'groupId'>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MOCK_SCRIPT = path.join(ROOT, 'test/support/kafka-mock-cluster.ts');
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Starts (or connects to) Kafka with `topics` created. Throws when KAFKA_BROKERS is unreachable
 * or refuses a topic, or when the mock cannot start (the message says why, e.g. "librdkafka1 is
 * not installed: apt-get install librdkafka1").
 */
export async function startKafka(options: { topics: KafkaTopic[] }): Promise<TestKafka> {
  const configured = process.env.KAFKA_BROKERS;
  if (configured) {
    const brokers = configured
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean);
    await createTopics(brokers, options.topics);
    return { brokers, mock: false, stop: async () => {} };
  }
  return startMockCluster(options.topics);
}

async function createTopics(brokers: string[], topics: KafkaTopic[]): Promise<void> {
  const admin = new Kafka({ brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    // Resolves false (no error) when every topic already exists.
    await admin.createTopics({
      waitForLeaders: true,
      topics: topics.map((topic) => ({ topic: topic.name, numPartitions: topic.partitions })),
    });
  } finally {
    await admin.disconnect();
  }
}

async function startMockCluster(topics: KafkaTopic[]): Promise<TestKafka> {
  // `--import tsx` resolves from the working directory, hence cwd: ROOT. Stdin stays an open
  // pipe: the mock exits when it closes, so it cannot outlive a test worker that dies.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MOCK_SCRIPT, ...topics.map((topic) => `${topic.name}:${topic.partitions}`)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const brokers = await new Promise<string[]>((resolve, reject) => {
    let stdout = '';
    const fail = (reason: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`Kafka mock cluster: ${reason}${stderr ? `\n${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(
      () => fail(`no address line within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(`cannot start ${process.execPath}: ${error.message}`));
    // 'close' rather than 'exit': it comes after stderr is fully read, so the reason is in it.
    const onClose = (code: number | null, signal: NodeJS.Signals | null): void =>
      fail(`exited with ${signal ?? `code ${code}`}`);
    child.once('close', onClose);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const end = stdout.indexOf('\n');
      if (end === -1) return;
      clearTimeout(timer);
      child.off('close', onClose);
      child.stdout.removeAllListeners('data');
      try {
        resolve((JSON.parse(stdout.slice(0, end)) as { brokers: string[] }).brokers);
      } catch {
        fail(`unreadable address line '${stdout.slice(0, end)}'`);
      }
    });
  });

  return {
    brokers,
    mock: true,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
