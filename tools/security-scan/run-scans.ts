/**
 * A whole scan of a running store: the fixture's data, the positive control (sqlmap and wapiti
 * must find the canary's two holes), then every sqlmap target and every wapiti run, a few
 * scanner processes at a time. Used by scanners.soak.test.ts and by scan.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSqlmap, type SqlmapVerdict } from './run-sqlmap';
import { runWapiti, type WapitiResult } from './run-wapiti';
import { prepareScanFixture } from './scan-fixture';
import { sqlmapTargets, type ScanRole, type SqlmapTarget } from './sqlmap-targets';
import { startVulnerableCanary } from './vulnerable-canary';
import { wapitiRuns, type WapitiRun } from './wapiti-runs';

/** Everything one scan found, with the positive control's results. */
export interface ScanReport {
  sqlmap: SqlmapVerdict[];
  wapiti: WapitiResult[];
  /** The canary's results: sqlmap must say injectable, wapiti must report XSS and SQL injection. */
  canary: { sqlmap: SqlmapVerdict; wapiti: WapitiResult };
  /** Where the scanners' logs and reports are. */
  workDir: string;
  seconds: number;
}

/** A scanned store: its URL and database. */
export interface ScannedStore {
  url: string;
  databaseUrl: string;
}

/** The canary's injectable route, attacked with the store targets' options. */
export const CANARY_SQLMAP_TARGET: SqlmapTarget = {
  name: 'canary GET /items?id',
  role: 'visitor',
  method: 'GET',
  path: '/items?id=1',
  parameters: ['id'],
  expectedStatus: 200,
};

/** The canary's crawl: its XSS and SQL holes, with the modules that must find them. */
export const CANARY_WAPITI_RUN: WapitiRun = {
  role: 'visitor',
  startPaths: ['/greet?name=guest', '/items?id=1'],
  mustOpen: ['/items?id=1'],
  modules: ['xss', 'sql'],
};

/**
 * Scans the store at `store.url` (which must have ADMIN_EMAILS = admin@keymart.test and an empty
 * catalogue the fixture can fill).
 * @param options.concurrency scanner processes at a time (default 2: the machine has two cores)
 * @param options.log progress lines
 * @throws Error when the fixture cannot be set up or a scanner is not installed
 */
export async function runScans(
  store: ScannedStore,
  options: { concurrency?: number; workDir?: string; log?: (line: string) => void } = {},
): Promise<ScanReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-scan-'));
  const fixture = await prepareScanFixture(store.url);
  const cookies: Record<ScanRole, string> = {
    visitor: '',
    customer: fixture.customer.cookieHeader,
    otherCustomer: fixture.otherCustomer.cookieHeader,
    admin: fixture.admin.cookieHeader,
  };
  const context = { baseUrl: store.url, cookies, workDir };

  const canaryServer = await startVulnerableCanary(store.databaseUrl);
  let canary: ScanReport['canary'];
  try {
    const canaryContext = {
      ...context,
      baseUrl: canaryServer.url,
      workDir: path.join(workDir, 'canary'),
    };
    canary = {
      sqlmap: await runSqlmap(CANARY_SQLMAP_TARGET, canaryContext, 'sqlmap'),
      wapiti: await runWapiti(CANARY_WAPITI_RUN, canaryContext),
    };
    log(
      `canary: sqlmap ${canary.sqlmap.outcome}, wapiti ${canary.wapiti.findings.map((f) => f.category).join(', ') || 'nothing'}`,
    );
  } finally {
    await canaryServer.close();
  }

  // Wapiti's runs are the longest jobs: first, so the sqlmap targets fill the other slots.
  const runs = wapitiRuns(fixture);
  const targets = sqlmapTargets(fixture);
  const jobs: (() => Promise<void>)[] = [];
  const wapiti: WapitiResult[] = [];
  const sqlmap: SqlmapVerdict[] = new Array<SqlmapVerdict>(targets.length);
  for (const run of runs)
    jobs.push(async () => {
      const result = await runWapiti(run, context);
      wapiti.push(result);
      log(
        `wapiti ${run.role}: ${result.findings.length} findings, ${result.traffic.requests} requests, ${result.seconds.toFixed(0)} s`,
      );
    });
  targets.forEach((target, index) =>
    jobs.push(async () => {
      const verdict = await runSqlmap(target, context, `sqlmap-${String(index).padStart(2, '0')}`);
      sqlmap[index] = verdict;
      log(
        `sqlmap ${target.name}: ${verdict.outcome}, ${verdict.traffic.requests} requests, ${verdict.seconds.toFixed(0)} s`,
      );
    }),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  wapiti.sort((a, b) => runs.indexOf(a.run) - runs.indexOf(b.run));
  return { sqlmap, wapiti, canary, workDir, seconds: (Date.now() - started) / 1000 };
}
