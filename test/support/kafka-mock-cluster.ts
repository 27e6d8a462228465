/**
 * A Kafka mock cluster for tests (ARCHITECTURE.md "Testing"): loads Debian's librdkafka.so.1
 * (package `librdkafka1`) through koffi and starts librdkafka's built-in mock cluster, which
 * speaks the real Kafka protocol on 127.0.0.1. It runs as its own process (started by
 * `startKafka` in kafka.ts) so the mock's native threads live outside the test worker.
 *
 * Usage: `tsx test/support/kafka-mock-cluster.ts [--brokers <n>] <topic>:<partitions>...`
 * (default 3 brokers). Prints one line `{"brokers":["127.0.0.1:<port>",...]}` on stdout once
 * the topics exist, then runs until stdin closes, SIGTERM or SIGINT, destroys the cluster and
 * exits 0. On a failure it prints one line `kafka-mock-cluster: <reason>` on stderr and exits 1.
 */
import koffi, { type LibraryHandle } from 'koffi';

const LIBRARY = 'librdkafka.so.1';
/** rd_kafka_type_t RD_KAFKA_PRODUCER (rdkafka.h). */
const RD_KAFKA_PRODUCER = 0;
/** rd_kafka_conf_res_t RD_KAFKA_CONF_OK (rdkafka.h). */
const RD_KAFKA_CONF_OK = 0;
const ERRSTR_SIZE = 512;

interface Arguments {
  brokerCount: number;
  topics: { name: string; partitions: number }[];
}

/** Reads `[--brokers <n>] <topic>:<partitions>...`; throws an Error on anything else. */
function parseArguments(argv: string[]): Arguments {
  let brokerCount = 3;
  const topics: Arguments['topics'] = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? '';
    if (argument === '--brokers') {
      brokerCount = Number(argv[++i]);
      if (!Number.isInteger(brokerCount) || brokerCount < 1)
        throw new Error(`--brokers wants a positive integer, got ${argv[i]}`);
      continue;
    }
    const match = /^([A-Za-z0-9._-]+):(\d+)$/.exec(argument);
    if (!match?.[1] || !match[2] || Number(match[2]) < 1)
      throw new Error(`expected <topic>:<partitions> (e.g. keymart.events:4), got '${argument}'`);
    topics.push({ name: match[1], partitions: Number(match[2]) });
  }
  return { brokerCount, topics };
}

/** The C string a librdkafka call wrote into `buffer`. */
function cString(buffer: Buffer): string {
  const end = buffer.indexOf(0);
  return buffer.toString('utf8', 0, end === -1 ? buffer.length : end);
}

function openLibrary(): LibraryHandle {
  try {
    return koffi.load(LIBRARY);
  } catch (error) {
    throw new Error(
      `cannot load ${LIBRARY} (${(error as Error).message}); librdkafka1 is not installed: ` +
        'apt-get install librdkafka1',
    );
  }
}

function main(): void {
  const { brokerCount, topics } = parseArguments(process.argv.slice(2));
  const lib = openLibrary();
  koffi.opaque('rd_kafka_conf_t');
  koffi.opaque('rd_kafka_t');
  koffi.opaque('rd_kafka_mock_cluster_t');
  const confNew = lib.func('rd_kafka_conf_t *rd_kafka_conf_new(void)');
  const confSet = lib.func(
    'int rd_kafka_conf_set(rd_kafka_conf_t *conf, const char *name, const char *value, void *errstr, size_t errstr_size)',
  );
  const kafkaNew = lib.func(
    'rd_kafka_t *rd_kafka_new(int type, rd_kafka_conf_t *conf, void *errstr, size_t errstr_size)',
  );
  const kafkaDestroy = lib.func('void rd_kafka_destroy(rd_kafka_t *rk)');
  const err2str = lib.func('const char *rd_kafka_err2str(int err)');
  const clusterNew = lib.func(
    'rd_kafka_mock_cluster_t *rd_kafka_mock_cluster_new(rd_kafka_t *rk, int broker_cnt)',
  );
  const clusterBootstraps = lib.func(
    'const char *rd_kafka_mock_cluster_bootstraps(rd_kafka_mock_cluster_t *mcluster)',
  );
  const clusterDestroy = lib.func(
    'void rd_kafka_mock_cluster_destroy(rd_kafka_mock_cluster_t *mcluster)',
  );
  const topicCreate = lib.func(
    'int rd_kafka_mock_topic_create(rd_kafka_mock_cluster_t *mcluster, const char *topic, int partition_cnt, int replication_factor)',
  );

  const errstr = Buffer.alloc(ERRSTR_SIZE);
  const conf: unknown = confNew();
  // The handle only owns the mock; without bootstrap.servers it would warn that it cannot
  // connect, so keep its own log to errors.
  if (confSet(conf, 'log_level', '3', errstr, ERRSTR_SIZE) !== RD_KAFKA_CONF_OK)
    throw new Error(`rd_kafka_conf_set: ${cString(errstr)}`);
  const rk: unknown = kafkaNew(RD_KAFKA_PRODUCER, conf, errstr, ERRSTR_SIZE);
  if (!rk) throw new Error(`rd_kafka_new: ${cString(errstr)}`);
  const cluster: unknown = clusterNew(rk, brokerCount);
  if (!cluster) {
    kafkaDestroy(rk);
    throw new Error(`rd_kafka_mock_cluster_new(${brokerCount}) failed`);
  }
  for (const topic of topics) {
    const err = topicCreate(cluster, topic.name, topic.partitions, Math.min(brokerCount, 3));
    if (err !== 0) {
      clusterDestroy(cluster);
      kafkaDestroy(rk);
      throw new Error(`rd_kafka_mock_topic_create(${topic.name}): ${err2str(err) as string}`);
    }
  }

  let isStopped = false;
  const stop = (): void => {
    if (isStopped) return;
    isStopped = true;
    clusterDestroy(cluster);
    kafkaDestroy(rk);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.once('end', stop);
  process.stdin.once('close', stop);
  process.stdin.resume();

  const bootstraps = clusterBootstraps(cluster) as string;
  process.stdout.write(`${JSON.stringify({ brokers: bootstraps.split(',') })}\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`kafka-mock-cluster: ${(error as Error).message}\n`);
  process.exit(1);
}
