/**
 * Deep request bodies beside purchases: `npm run bench:deep-bodies [-- --quick]`.
 *
 * A store process on a fresh database; one customer buys one product again and again (one
 * connection, autocannon) for a fixed time, first alone, then while bursts of 20 JSON bodies
 * nested 100,000 levels deep (200 kB each) are sent at once, a burst every half second. Prints the deep bodies' latency
 * (every answer must be 400, each within 100 ms) and the purchase latency beside the same
 * purchases without them (the reference), and writes the table to bench/results/deep-bodies.md.
 * Uses BENCH_DATABASE_URL when set, else an embedded PostgreSQL in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStoreProcess } from '../test/support/store-process';
import { TestClient } from '../test/support/store';
import { runLoad, type LoadResult } from './http/load';
import { createBenchDatabase, describeMachine, startBenchServer } from './support/server';
import { ms, p50p99 } from './support/stats';
import { ratio, renderTable, verdict, type BenchRow, publishResults } from './support/table';
import { createPool } from '../application/db/pool';

const quick = process.argv.includes('--quick');
/** Seconds of each purchase run. */
const SECONDS = quick ? 3 : 10;
const DEEP_CLIENTS = 20;
const BURST_EVERY_MS = 500;
const DEPTH = 100_000;
const DEEP_BODY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const ADMIN = 'admin@bench.test';
const TARGET_MS = 100;

/** Registers the admin and a customer with a balance, and a manual product with ample stock. */
async function setUp(storeUrl: string) {
  const admin = new TestClient(storeUrl);
  await admin.register(ADMIN);
  const customer = new TestClient(storeUrl);
  const user = await customer.register('customer@bench.test');
  const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
    amount: '1000000.00',
    operation: 'add',
  });
  const category = await admin.post<{ id: number }>('/api/admin/categories', { name: 'Bench' });
  const product = await admin.post<{ id: number }>('/api/products', {
    name: 'Bench product',
    price: '1.00',
    categoryId: category.body.id,
    deliveryType: 'manual',
    stock: 1_000_000,
  });
  if (credited.status !== 200 || product.status !== 201)
    throw new Error(`Set-up failed: ${credited.status} ${product.status}`);
  const login = await fetch(new URL('/api/login', storeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@bench.test', password: 'secret123' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('The customer was not signed in');
  return { productId: product.body.id, cookie };
}

/** One deep body sent to the purchase route: its status and milliseconds. */
async function sendDeepBody(storeUrl: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await fetch(new URL('/api/purchase', storeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: DEEP_BODY,
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

/** Bursts of DEEP_CLIENTS concurrent deep bodies, one every BURST_EVERY_MS, until `until`. */
async function deepBursts(storeUrl: string, until: number) {
  const answers: { status: number; ms: number }[] = [];
  while (Date.now() < until) {
    const next = Date.now() + BURST_EVERY_MS;
    answers.push(
      ...(await Promise.all(Array.from({ length: DEEP_CLIENTS }, () => sendDeepBody(storeUrl)))),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return answers;
}

const purchasesOf = (storeUrl: string, productId: number, cookie: string) =>
  runLoad({
    baseUrl: storeUrl,
    connections: 1,
    seconds: SECONDS,
    requestOf: () => ({
      method: 'POST',
      path: '/api/purchase',
      headers: { cookie },
      body: { productId, quantity: 1 },
    }),
    expectedStatus: 201,
  });

const server = await startBenchServer('keymart-bench-deep-pg-');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-bench-deep-'));
try {
  const { url } = await createBenchDatabase(server.adminUrl);
  const pool = createPool(url);
  const machine = await describeMachine(pool);
  await pool.end();
  const store = await startStoreProcess({
    script: 'start',
    env: {
      DATABASE_URL: url,
      PORT: '0',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: ADMIN,
    },
    ready: /KeyMart is serving on (http:\/\/\S+)/,
  });
  try {
    const storeUrl = store.url;
    const { productId, cookie } = await setUp(storeUrl);
    const alone: LoadResult = await purchasesOf(storeUrl, productId, cookie);
    const [beside, answers] = await Promise.all([
      purchasesOf(storeUrl, productId, cookie),
      deepBursts(storeUrl, Date.now() + SECONDS * 1000),
    ]);
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const refused = answers.filter((answer) => answer.status === 400).length;
    const slowest = latencies.at(-1) ?? 0;
    const rows: BenchRow[] = [
      {
        what: `bodies nested ${DEPTH.toLocaleString('en')} levels, bursts of ${DEEP_CLIENTS} at once every ${BURST_EVERY_MS} ms: answered 400`,
        figure: `${refused} of ${answers.length}`,
        reference: '—',
        ratio: '—',
        target: verdict('all 400', refused === answers.length && answers.length > 0),
      },
      {
        what: 'their latency, p50 / p99 / max',
        figure: `${p50p99(latencies)} / ${ms(slowest)}`,
        reference: '—',
        ratio: '—',
        target: verdict(`each < ${TARGET_MS} ms`, slowest < TARGET_MS),
      },
      {
        what: 'purchases beside them, p50 / p99 (reference: alone)',
        figure: `${ms(beside.p50)} / ${ms(beside.p99)}`,
        reference: `${ms(alone.p50)} / ${ms(alone.p99)}`,
        ratio: ratio(beside.p99, alone.p99),
        target: '—',
      },
      {
        what: 'purchases/s beside them (reference: alone)',
        figure: beside.perSecond.toFixed(0),
        reference: alone.perSecond.toFixed(0),
        ratio: ratio(beside.perSecond, alone.perSecond),
        target: '—',
      },
    ];
    const table = [
      `# Deep bodies beside purchases${quick ? ' (--quick)' : ''}`,
      '',
      `${machine}. ${SECONDS} s per run; load from this process (fetch and autocannon), the store in a process of its own.`,
      '',
      renderTable(rows),
      '',
    ].join('\n');
    publishResults('deep-bodies.md', table);
  } finally {
    await store.kill('SIGTERM');
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await server.stop();
}
