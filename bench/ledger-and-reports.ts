/**
 * Benchmark: the ledger audit and the reports query at 10,000 and at 1,000,000 wallet
 * events, and the rate at which the wallets and reports projections build from them. Prints a
 * markdown table and writes it to bench/results/ledger-and-reports.md.
 *
 * `npm run bench:ledger` (add `-- --quick` for 10,000 and 100,000 events). Uses BENCH_DATABASE_URL
 * when set, else an embedded PostgreSQL in a temporary folder. Events are bulk-inserted as the
 * commands would append them: 50,000 customers, each credited once, then purchases, spread over
 * the last year (so the reports have a year of 15-minute buckets to skip).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../application/config';
import { auditLedger } from '../application/ledger/audit';
import { openCore } from '../bin/core';
import { readReports } from '../projections/reports/queries';
import { reportsProjection } from '../projections/reports/projection';
import { ProjectionRunner } from '../projections/runner';
import { walletsProjection } from '../projections/wallets/projection';
import { secondsSince } from './support/stats';
import { publishResults } from './support/table';

const CUSTOMERS = 50_000;
const quick = process.argv.includes('--quick');
const SIZES = quick ? [10_000, 100_000] : [10_000, 1_000_000];
const INSERT_BATCH = 100_000;
const REPORT_RUNS = 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-bench-'));
// As root the embedded server runs as the postgres user, who must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
const core = await openCore(
  loadConfig({
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  }),
  { listen: false },
);
const runner = new ProjectionRunner(
  core.pool,
  core.store,
  core.wakeUps,
  [walletsProjection, reportsProjection],
  core.projectionContext,
);

/** Appends wallet events number `from`..`to` of `total` (a year ending now). */
async function insertEvents(from: number, to: number, total: number): Promise<void> {
  await core.pool.query(
    `INSERT INTO events (stream_id, stream_version, event_type, data, metadata, recorded_at)
     SELECT 'wallet-' || u, v,
            CASE WHEN v = 1 THEN 'BalanceAdjusted' ELSE 'PurchaseDebited' END,
            CASE WHEN v = 1
              THEN jsonb_build_object('userId', u, 'amountCents', 100000, 'adminId', 1, 'reason', 'Opening credit')
              ELSE jsonb_build_object('userId', u, 'orderId', i, 'orderNumber', 'KM-' || lpad(i::text, 7, '0'),
                     'amountCents', 100 + i % 900, 'productName', 'Bench product', 'quantity', 1)
            END,
            jsonb_build_object('schemaVersion', 1, 'command', 'Bench'),
            now() - make_interval(secs => ($3::bigint - i) * (365 * 86400.0 / $3::bigint))
       FROM (SELECT i, (i - 1) % $4 + 1 AS u, (i - 1) / $4 + 1 AS v FROM generate_series($1::bigint, $2::bigint) AS i) AS s`,
    [from, to, total, CUSTOMERS],
  );
}

const rate = (count: number, secs: number) => Math.round(count / secs).toLocaleString('en-US');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: string[][] = [];
let inserted = 0;
const total = SIZES.at(-1)!;
for (const size of SIZES) {
  const startedInsert = performance.now();
  for (let from = inserted + 1; from <= size; from += INSERT_BATCH) {
    await insertEvents(from, Math.min(size, from + INSERT_BATCH - 1), total);
    process.stdout.write(
      `\rInserted ${Math.min(size, from + INSERT_BATCH - 1).toLocaleString('en-US')} events`,
    );
  }
  const insertSecs = secondsSince(startedInsert);
  const added = size - inserted;
  inserted = size;

  const startedProjection = performance.now();
  await runner.catchUpAfterBulkLoad();
  const projectionSecs = secondsSince(startedProjection);

  // What autovacuum would have done by the time anyone audits a store of this size: measuring
  // straight after a bulk load would time the vacuum running beside the audit instead.
  await core.pool.query('VACUUM ANALYZE events, wallets, wallet_transactions, report_buckets');
  process.stdout.write(`\rAuditing ${size.toLocaleString('en-US')} events...        `);
  const startedAudit = performance.now();
  const audit = await auditLedger(core.pool);
  const auditSecs = secondsSince(startedAudit);
  if (audit.differences.length > 0)
    throw new Error(`The audit found ${audit.differences.length} differences`);

  const timings: number[] = [];
  for (let run = 0; run < REPORT_RUNS; run++) {
    const started = performance.now();
    await readReports(core.pool, 'Asia/Dubai', new Date());
    timings.push(performance.now() - started);
  }
  const label = size.toLocaleString('en-US');
  rows.push([label, 'bulk insert (the limit)', `${rate(added, insertSecs)} events/s`]);
  rows.push([label, 'wallets + reports projections', `${rate(added, projectionSecs)} events/s`]);
  rows.push([
    label,
    '`ledger audit`',
    `${auditSecs.toFixed(1)} s (${rate(audit.events, auditSecs)} events/s)`,
  ]);
  rows.push([
    label,
    'reports query (GET /api/admin/reports), median of 20',
    `${median(timings).toFixed(1)} ms`,
  ]);
}
process.stdout.write('\r                                        \r');

const { rows: info } = await core.pool.query<{ version: string; commit: string }>(
  "SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS commit",
);
const table = [
  `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${info[0]!.version} (synchronous_commit ${info[0]!.commit})`,
  '',
  '| wallet events | what | figure |',
  '| ---: | --- | ---: |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
  '',
].join('\n');
publishResults('ledger-and-reports.md', table);
await core.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
