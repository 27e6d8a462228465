/**
 * Runs the security scanners by hand: `npx tsx tools/security-scan/scan.ts`.
 *
 * Starts a store of its own (embedded PostgreSQL, fresh database, no demo catalogue), sets up the
 * scan's data, checks that sqlmap and wapiti catch the vulnerable canary, then runs sqlmap against
 * every parameterised API route and wapiti as visitor, customer and admin, and prints a table and
 * a summary line. Exit code 1 when anything is injectable, reported, incomplete or the canary was
 * missed. Needs Debian's sqlmap and wapiti; works offline (the scanners reach only the store).
 * Build the web app first (npm run build) to have wapiti crawl the real pages.
 *
 * Options: --concurrency N (scanner processes at a time, default 2).
 */
import { parseArgs } from 'node:util';
import { canaryCaught, formatScanTable, scanSummaryLine, unacceptedFindings } from './scan-table';
import { runScans } from './run-scans';
import { startScanStore } from './scan-store';

const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '2' } } });
const store = await startScanStore();
try {
  console.log(`Scanning the store at ${store.url} (this takes several minutes)...`);
  const report = await runScans(store, {
    concurrency: Number(values.concurrency),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\n${formatScanTable(report)}\n`);
  console.log(scanSummaryLine(report));
  console.log(`Logs and reports: ${report.workDir}`);
  const clean =
    canaryCaught(report) &&
    report.sqlmap.every((verdict) => verdict.outcome === 'not injectable') &&
    report.wapiti.every(
      (result) => result.problems.length === 0 && unacceptedFindings(result).length === 0,
    );
  process.exitCode = clean ? 0 : 1;
} finally {
  await store.stop();
}
