/**
 * Benchmark: several store instances on one database, and the Kafka relay. Prints a
 * markdown table and writes it to bench/results/scale-out.md.
 *
 * `npm run bench:scale-out` (add `-- --quick` for shorter runs and a smaller relay backlog).
 * Uses BENCH_DATABASE_URL (a maintenance database on a server where it may create databases)
 * when set, else an embedded PostgreSQL in a temporary folder; every scenario gets a fresh
 * database cloned from a migrated template. Store instances are real processes (`bin/start.ts`,
 * `bin/worker.ts`); Kafka is librdkafka's mock cluster (or the brokers in KAFKA_BROKERS).
 *
 * 1. Purchases through HTTP by 16 customers buying distinct products (automatic delivery), their
 *    requests spread round-robin over 1, then 3 instances (the first runs every worker, the
 *    others WORKERS=none and wait for read-your-writes on the stored checkpoints).
 * 2. The same latencies split by instance: projections owner vs the others.
 * 3. Takeover: two instances with WORKERS=projections; SIGKILL the owner and time until the
 *    standby's /readyz lists the role; three times.
 * 4. Kafka relay: the rate at which a backlog of appended events is published, then the lag from
 *    commit to the broker's acknowledgement and to a consumer's receipt while events are appended
 *    one at a time.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import pg from 'pg';
import { ensureDatabase } from '../application/db/database';
import { migrate } from '../application/db/migrate';
import { createPool, type Pool } from '../application/db/pool';
import { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { WakeUps } from '../application/event-store/wake-ups';
import type { AppendResult } from '../application/event-store/types';
import { startKafka, testConsumerSettings, type TestKafka } from '../test/support/kafka';
import { TestClient } from '../test/support/store';
import { createBenchDatabase, startBenchServer } from './support/server';
import { count, ms, p50p99, progress } from './support/stats';
import { startStoreProcess, type StoreProcess } from '../test/support/store-process';
import { publishResults } from './support/table';

const quick = process.argv.includes('--quick');
const CUSTOMERS = 16;
const WARM_UP_MS = quick ? 1_000 : 2_000;
const MEASURE_MS = quick ? 3_000 : 10_000;
/** Keys per product: more than its one customer can buy in a run, so no purchase runs out. */
const STOCK_PER_PRODUCT = quick ? 1_000 : 3_000;
const TAKEOVERS = 3;
const TAKEOVER_POLL_MS = 20;
const RELAY_EVENTS = quick ? 10_000 : 50_000;
/** Streams of the relay backlog; each append writes one event to 100 of them. */
const RELAY_STREAMS = 500;
const LIVE_EVENTS_PER_SECOND = 100;
const LIVE_MS = quick ? 2_000 : 5_000;
const WAIT_TIMEOUT_MS = 60_000;
const ADMIN_EMAIL = 'admin@keymart.bench';
const ROOT = path.resolve(import.meta.dirname, '..');

const processes: StoreProcess[] = [];
const tempDirs: string[] = [];
const databases: string[] = [];
const pools: Pool[] = [];
let server: { adminUrl: string; stop(): Promise<void> } | null = null;
let kafka: TestKafka | null = null;
let consumer: Consumer | null = null;
let wakeUps: WakeUps | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
/** Resolves with `probe`'s first truthy answer (asked every 50 ms); throws after a minute. */
async function until<T>(
  what: string,
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
) {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A fresh database cloned from the migrated `template` (dropped at the end); returns its URL. */
async function freshDatabase(adminUrl: string, template: string): Promise<string> {
  const { name, url } = await createBenchDatabase(adminUrl, template);
  databases.push(name);
  return url;
}

/**
 * What instances sharing a database share through configuration, each having a data folder of
 * its own (README "Several instances").
 */
const SHARED_SECRETS = {
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
};

/** Starts `bin/start.ts` on `databaseUrl` with `workers` (WORKERS), a data folder of its own. */
async function startInstance(databaseUrl: string, workers: string): Promise<StoreProcess> {
  const instance = await startStoreProcess({
    script: 'start',
    env: {
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SEED_DEMO: 'false',
      ADMIN_EMAILS: ADMIN_EMAIL,
      DATA_DIR: tempDir('keymart-bench-instance-'),
      ...SHARED_SECRETS,
      LOG_LEVEL: 'warn',
      WORKERS: workers,
    },
    ready: /KeyMart is serving on (http:\/\/\S+)/,
  });
  processes.push(instance);
  return instance;
}

/** Stops `instance` with `signal` and forgets it. */
async function stopInstance(instance: StoreProcess, signal: NodeJS.Signals): Promise<void> {
  await instance.kill(signal);
  processes.splice(processes.indexOf(instance), 1);
}

/** Throws with the answer unless `response` has `status`; returns its body. */
function expectStatus<T>(what: string, response: { status: number; body: T }, status: number): T {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A customer with one client (same session) per instance, and the product only they buy. */
interface Customer {
  clients: TestClient[];
  productId: number;
}

/**
 * Sets a shop up through `instances` like an admin would (the calls of test/support/shop.ts):
 * per customer a product of its own with STOCK_PER_PRODUCT keys, and the customer registered on
 * an instance in turn with enough balance for every purchase.
 */
async function setUpShop(instances: StoreProcess[]): Promise<Customer[]> {
  const admin = new TestClient(instances[0]!.url);
  await admin.register(ADMIN_EMAIL);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    progress(`Setting up customer ${i + 1} of ${CUSTOMERS}`);
    const category = expectStatus(
      'create category',
      await admin.post<{ id: number }>('/api/admin/categories', { name: `Bench ${i}` }),
      201,
    );
    const product = expectStatus(
      'create product',
      await admin.post<{ id: number }>('/api/products', {
        name: `Bench key ${i}`,
        price: '0.10',
        categoryId: category.id,
        deliveryType: 'automatic',
        stock: 0,
        warrantyDays: 30,
      }),
      201,
    );
    expectStatus(
      'stock product',
      await admin.put(`/api/admin/products/${product.id}/stock`, {
        stockItems: Array.from({ length: STOCK_PER_PRODUCT }, (_, n) => `KEY-${i}-${n}`),
      }),
      200,
    );
    // Registered on the instances in turn: each limits sign-ups per address and minute.
    const client = new TestClient(instances[i % instances.length]!.url);
    const user = await client.register(`customer${i}@keymart.bench`);
    expectStatus(
      'credit balance',
      await admin.post(`/api/admin/users/${user.id}/balance`, {
        amount: '1000.00',
        operation: 'add',
      }),
      200,
    );
    customers.push({
      clients: instances.map((instance) => client.on(instance.url)),
      productId: product.id,
    });
  }
  return customers;
}

/** One purchase request: the instance it went to, its latency (ms) and HTTP status (0: none). */
interface Sample {
  instance: number;
  latencyMs: number;
  status: number;
}

/**
 * Every customer buys one key after another for WARM_UP_MS + MEASURE_MS, each request to the
 * next instance in turn (a round-robin load balancer). Returns the requests that finished within
 * the measured window.
 */
async function purchaseLoad(customers: Customer[], instanceCount: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const measureFrom = performance.now() + WARM_UP_MS;
  const end = measureFrom + MEASURE_MS;
  await Promise.all(
    customers.map(async (customer) => {
      while (performance.now() < end) {
        const instance = next++ % instanceCount;
        const started = performance.now();
        let status = 0;
        try {
          const bought = await customer.clients[instance]!.post('/api/purchase', {
            productId: customer.productId,
            quantity: 1,
          });
          status = bought.status;
        } catch {
          // A connection error: counted as a failed request.
        }
        const finished = performance.now();
        if (finished >= measureFrom && finished <= end)
          samples.push({ instance, latencyMs: finished - started, status });
      }
    }),
  );
  return samples;
}

/** The purchase rows of one run: rate, latency, and failed requests when there were any. */
function purchaseRows(label: string, samples: Sample[]): string[][] {
  const ok = samples.filter((sample) => sample.status === 201);
  const failed = samples.length - ok.length;
  const statuses = [...new Set(samples.map((s) => s.status))].filter((s) => s !== 201);
  return [
    [
      label,
      `purchases per second${failed > 0 ? ` (${failed} failed requests: ${statuses.join(', ')})` : ''}`,
      `${count(ok.length / (MEASURE_MS / 1000))} purchases/s`,
    ],
    [label, 'purchase latency p50 / p99', p50p99(ok.map((s) => s.latencyMs))],
  ];
}

/** The roles an instance's /readyz says it owns; null when it does not answer. */
async function rolesOf(instance: StoreProcess): Promise<string[] | null> {
  try {
    const response = await fetch(`${instance.url}/readyz`);
    return ((await response.json()) as { roles?: string[] }).roles ?? null;
  } catch {
    return null;
  }
}

/** Rows 1 and 2: purchase rate and latency on 1 and on 3 instances, by instance. */
async function benchPurchases(adminUrl: string, template: string): Promise<string[][]> {
  const rows: string[][] = [];

  progress('1 instance: starting');
  const single = await startInstance(await freshDatabase(adminUrl, template), 'all');
  const singleCustomers = await setUpShop([single]);
  progress('1 instance: buying');
  rows.push(...purchaseRows('1 instance (WORKERS=all)', await purchaseLoad(singleCustomers, 1)));
  await stopInstance(single, 'SIGTERM');

  progress('3 instances: starting');
  const databaseUrl = await freshDatabase(adminUrl, template);
  // The first creates pg-boss's tables and owns every role; then the other two together.
  const owner = await startInstance(databaseUrl, 'all');
  const others = await Promise.all([
    startInstance(databaseUrl, 'none'),
    startInstance(databaseUrl, 'none'),
  ]);
  const three = [owner, ...others];
  if (!(await rolesOf(owner))?.includes('projections'))
    throw new Error('The first instance does not own the projections');
  const threeCustomers = await setUpShop(three);
  progress('3 instances: buying');
  const samples = await purchaseLoad(threeCustomers, 3);
  const label = '3 instances (1 × all, 2 × none)';
  rows.push(...purchaseRows(label, samples));
  const ok = samples.filter((sample) => sample.status === 201);
  rows.push([
    label,
    'latency p50 / p99 on the projections owner',
    p50p99(ok.filter((s) => s.instance === 0).map((s) => s.latencyMs)),
  ]);
  rows.push([
    label,
    'latency p50 / p99 on the 2 others (read-your-writes from stored checkpoints)',
    p50p99(ok.filter((s) => s.instance !== 0).map((s) => s.latencyMs)),
  ]);
  await Promise.all(three.map((instance) => stopInstance(instance, 'SIGTERM')));
  return rows;
}

/** Row 3: how long the projections stay without an owner after a SIGKILL. */
async function benchTakeover(adminUrl: string, template: string): Promise<string[][]> {
  const databaseUrl = await freshDatabase(adminUrl, template);
  progress('Takeover: starting 2 instances');
  // Started one after the other: the first takes the projections.
  let owner = await startInstance(databaseUrl, 'projections');
  let standby = await startInstance(databaseUrl, 'projections');
  const timings: number[] = [];
  for (let run = 1; run <= TAKEOVERS; run++) {
    if (!(await rolesOf(owner))?.includes('projections'))
      throw new Error(`Takeover ${run}: the instance expected to own the projections does not`);
    if ((await rolesOf(standby))?.includes('projections'))
      throw new Error(`Takeover ${run}: the standby owns the projections already`);
    progress(`Takeover ${run} of ${TAKEOVERS}`);
    const killedAt = performance.now();
    await stopInstance(owner, 'SIGKILL');
    for (;;) {
      if ((await rolesOf(standby))?.includes('projections')) break;
      if (performance.now() - killedAt > WAIT_TIMEOUT_MS)
        throw new Error(`Takeover ${run}: the standby did not take the projections`);
      await sleep(TAKEOVER_POLL_MS);
    }
    timings.push(performance.now() - killedAt);
    owner = standby;
    if (run < TAKEOVERS) standby = await startInstance(databaseUrl, 'projections');
  }
  await stopInstance(owner, 'SIGTERM');
  const sorted = [...timings].sort((a, b) => a - b);
  return [
    [
      '2 instances (WORKERS=projections), idle',
      `SIGKILL of the projections owner until the standby's /readyz lists \`projections\`, ${TAKEOVERS} runs, min / median / max`,
      sorted.map((value) => ms(value)).join(' / '),
    ],
  ];
}

/** Row 4: the relay's backlog rate and its live lag. */
async function benchRelay(adminUrl: string, template: string): Promise<string[][]> {
  const topic = `keymart.events.bench-${randomBytes(4).toString('hex')}`;
  progress('Kafka relay: starting the mock cluster');
  kafka = await startKafka({ topics: [{ name: topic, partitions: 4 }] });
  const databaseUrl = await freshDatabase(adminUrl, template);
  const pool = createPool(databaseUrl, 4);
  pools.push(pool);

  // The backlog: appended before any relay runs (no wake-ups needed).
  const backlogStore = new PostgresEventStore(pool, new WakeUps(null));
  let last: AppendResult | null = null;
  for (let n = 1; n <= RELAY_EVENTS / RELAY_STREAMS; n++) {
    for (let first = 0; first < RELAY_STREAMS; first += 100) {
      last = await backlogStore.append(
        Array.from({ length: 100 }, (_, i) => ({
          streamId: `bench-relay-${first + i}`,
          expectedVersion: n === 1 ? ('no_stream' as const) : n - 1,
          events: [{ type: 'BenchRelayEvent', data: { stream: first + i, n } }],
        })),
      );
    }
    progress(`Kafka relay: appended ${count(n * RELAY_STREAMS)} events`);
  }

  progress('Kafka relay: relaying the backlog');
  const relay = await startStoreProcess({
    script: 'worker',
    args: ['kafka-relay'],
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('keymart-bench-relay-'),
      ...SHARED_SECRETS,
      KAFKA_BROKERS: kafka.brokers.join(','),
      KAFKA_TOPIC: topic,
      LOG_LEVEL: 'error',
    },
    ready: /Worker kafka-relay running/,
  });
  processes.push(relay);
  const relayStarted = performance.now();
  await until('the relay to publish the backlog', async () => {
    const { rows } = await pool.query<{ done: boolean }>(
      `SELECT (transaction_id, position) >= ($1::text::xid8, $2::bigint) AS done
         FROM checkpoints WHERE subscriber = 'kafka-relay'`,
      [last!.transactionId.toString(), last!.lastPosition.toString()],
    );
    return rows[0]?.done;
  });
  const relaySecs = (performance.now() - relayStarted) / 1000;

  // A consumer group of one, reading from the newest offset once it joined.
  progress('Kafka relay: end-to-end lag');
  const received = new Map<string, number>();
  const client = new Kafka({
    clientId: 'bench',
    brokers: kafka.brokers,
    logLevel: logLevel.NOTHING,
  });
  consumer = client.consumer({ groupId: `${topic}.bench`, ...testConsumerSettings });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: false });
  await consumer.run({
    eachMessage: ({ message }) => {
      const { id } = JSON.parse(message.value!.toString()) as { id: string };
      received.set(id, performance.now());
      return Promise.resolve();
    },
  });

  // Live appends wake the relay as a store instance's would (a NOTIFY after commit); the relay's
  // progress signal after each acknowledged batch tells when the broker had an event.
  wakeUps = new WakeUps(pool);
  await wakeUps.listen(databaseUrl);
  const liveStore = new PostgresEventStore(pool, wakeUps);
  const eventIdOf = async (appended: AppendResult) => {
    const { rows } = await pool.query<{ event_id: string }>(
      'SELECT event_id FROM events WHERE transaction_id = $1::text::xid8 AND position = $2',
      [appended.transactionId.toString(), appended.lastPosition.toString()],
    );
    return rows[0]!.event_id;
  };
  const appendOne = (streamId: string) =>
    liveStore.append([
      { streamId, expectedVersion: 'any', events: [{ type: 'BenchLiveEvent', data: {} }] },
    ]);

  /** A live event: where it is, its id (once looked up), when it committed and was acked. */
  interface LiveEvent {
    at: AppendResult;
    id: string;
    committedAt: number;
    ackedAt: number | null;
  }
  const live: LiveEvent[] = [];
  const markAcked = async () => {
    const { rows } = await pool.query<{ transaction_id: string; position: string }>(
      "SELECT transaction_id::text, position::text FROM checkpoints WHERE subscriber = 'kafka-relay'",
    );
    const now = performance.now();
    const transactionId = BigInt(rows[0]!.transaction_id);
    const position = BigInt(rows[0]!.position);
    for (const event of live) {
      if (event.ackedAt !== null) continue;
      const { transactionId: tx, lastPosition } = event.at;
      if (tx < transactionId || (tx === transactionId && lastPosition <= position))
        event.ackedAt = now;
    }
  };
  wakeUps.subscribeProgress(() => void markAcked().catch(() => {}));

  // The group's join and first offset lookup take seconds on the mock: probe until one arrives.
  await until('the consumer to receive a probe event', async () => {
    const probe = await eventIdOf(await appendOne('bench-probe'));
    const sentAt = Date.now();
    while (Date.now() - sentAt < 1_000) {
      if (received.has(probe)) return true;
      await sleep(20);
    }
    return false;
  });

  const liveCount = (LIVE_EVENTS_PER_SECOND * LIVE_MS) / 1000;
  const liveStarted = performance.now();
  for (let i = 0; i < liveCount; i++) {
    const due = liveStarted + (i * 1000) / LIVE_EVENTS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const at = await appendOne(`bench-live-${i % 20}`);
    const event: LiveEvent = { at, id: '', committedAt: performance.now(), ackedAt: null };
    live.push(event);
    event.id = await eventIdOf(at);
  }
  const achievedRate = liveCount / ((performance.now() - liveStarted) / 1000);
  await until('every live event at the consumer', async () => {
    await markAcked();
    return live.every((event) => event.ackedAt !== null && received.has(event.id));
  });
  const ackLags = live.map((event) => event.ackedAt! - event.committedAt);
  const receiptLags = live.map((event) => received.get(event.id)! - event.committedAt);

  await consumer.disconnect();
  consumer = null;
  await wakeUps.close();
  wakeUps = null;
  await relay.kill('SIGTERM');
  processes.splice(processes.indexOf(relay), 1);
  const isMock = kafka.mock;
  await kafka.stop();
  kafka = null;

  const label = `relay process, ${isMock ? 'librdkafka mock cluster' : 'Kafka'} (4 partitions)`;
  return [
    [
      label,
      `backlog of ${count(RELAY_EVENTS)} events published (acks -1), from the relay's start until its checkpoint reached the last event`,
      `${count(RELAY_EVENTS / relaySecs)} events/s (${relaySecs.toFixed(1)} s)`,
    ],
    [
      label,
      `lag from commit to the broker's ack (relay checkpoint moved), p50 / p99 (${liveCount} single-event appends at ${Math.round(achievedRate)}/s)`,
      p50p99(ackLags),
    ],
    [
      label,
      "lag from commit to a consumer's receipt, p50 / p99 (same events)",
      p50p99(receiptLags),
    ],
  ];
}

/** Stops everything this run started; used on success and on failure alike. */
async function cleanUp(): Promise<void> {
  await consumer?.disconnect().catch(() => {});
  await wakeUps?.close();
  await Promise.all(processes.map((instance) => instance.kill('SIGKILL')));
  await kafka?.stop();
  await Promise.all(pools.map((pool) => pool.end()));
  if (server) {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    for (const name of databases)
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** The machine, versions, date and commit the figures belong to. */
async function header(adminUrl: string, loadAtStart: number): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ version: string }>(
    "SELECT current_setting('server_version') AS version",
  );
  await admin.end();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT }).toString().trim();
  const dirty = git('status', '--porcelain') !== '' ? ' (plus uncommitted changes)' : '';
  const cpus = os.cpus();
  return [
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${rows[0]!.version}; load average ${loadAtStart.toFixed(2)} at the start`,
    `Run: ${new Date().toISOString()}, commit ${git('rev-parse', '--short', 'HEAD')}${dirty}${quick ? ', --quick' : ''}`,
  ].join('  \n');
}

let failed = false;
try {
  const loadAtStart = os.loadavg()[0]!;
  progress('Starting PostgreSQL');
  server = await startBenchServer();
  const template = `keymart_bench_template_${process.pid}`;
  await ensureDatabase(server.adminUrl, template);
  databases.push(template);
  const templateUrl = new URL(server.adminUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());

  const rows = [
    ...(await benchPurchases(server.adminUrl, template)),
    ...(await benchTakeover(server.adminUrl, template)),
    ...(await benchRelay(server.adminUrl, template)),
  ];
  process.stdout.write(`\r${''.padEnd(72)}\r`);

  const table = [
    await header(server.adminUrl, loadAtStart),
    '',
    '| setup | what | figure |',
    '| --- | --- | ---: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `- Purchases: ${CUSTOMERS} customers, each buying its own product (automatic delivery) one key after another, ` +
      `${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s of warm-up; a request counts when it finishes in the window. ` +
      'The load generator (fetch with keep-alive) runs in the benchmark process on the same cores as the instances and ' +
      'PostgreSQL: on a small machine more instances share the same CPUs rather than add any.',
    '- A purchase answers after the read models passed its events: on the owner the projections run in the process; ' +
      'the others wait on the checkpoints the owner stores (its progress NOTIFY, or a 100 ms poll).',
    `- Takeover: /readyz polled every ${TAKEOVER_POLL_MS} ms; a standby tries the advisory lock once a second.`,
    "- Relay lag: the appends send the NOTIFY a store instance sends; the ack is seen through the relay's progress NOTIFY " +
      '(coalesced over 5 ms). The consumer is a kafkajs group of one (test settings, maxWaitTimeInMs 500): the mock ' +
      'cluster holds each fetch for that long even when messages arrive, which dominates the receipt figure ' +
      '(with maxWaitTimeInMs 50 a quick run measured 45 ms / 175 ms); a real broker answers a fetch once data is there.',
    '',
  ].join('\n');
  publishResults('scale-out.md', table);
} catch (error) {
  failed = true;
  console.error('\n', error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
