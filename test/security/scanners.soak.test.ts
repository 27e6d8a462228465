/**
 * Debian's sqlmap against every parameterised API route and wapiti against the running store, as
 * visitor, customer and admin (tools/security-scan/). Soak tier: runs only with KEYMART_SOAK=1,
 * alone on the machine. Sized to take about 3 minutes on two cores (the soak tier's budget is about
 * 7 minutes for all its files): sqlmap at level 1 and risk 1 (about 4,300 requests over 45
 * parameters), wapiti without its blind SQL module (about 4,500 requests over three roles).
 *
 * First the positive control: the same sqlmap and wapiti options must catch the vulnerable canary's
 * SQL injection and reflected XSS, so "nothing found" in the store means something.
 *
 * sqlmap: every target's verdict must be "not injectable" (boolean-based blind, error-based, UNION
 * query, stacked and time-based blind payloads for PostgreSQL, level 1, risk 1), with every
 * requested parameter tested to the end, the untouched request answering as expected, no request
 * refused by the session or origin check, no 5xx and no attempt to leave the machine.
 *
 * wapiti: no finding of any class except the accepted ones of
 * tools/security-scan/accepted-findings.ts, each checked against the store. The classes wapiti
 * 3.0.4 reports, all asserted (blind SQL injection is sqlmap's): SQL Injection, Cross Site
 * Scripting (reflected and stored), Command execution, Path Traversal, CRLF Injection, Open
 * Redirect, Htaccess Bypass, Backup file, Potentially dangerous file, Cross Site Request Forgery,
 * Content Security Policy Configuration, HTTP Secure Headers, HttpOnly Flag cookie, Secure Flag
 * cookie, Weak credentials, Server Side Request Forgery, XML External Entity; and the anomalies
 * Internal Server Error and Resource consumption.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';
import {
  CANARY_SQLMAP_TARGET,
  runScans,
  type ScanReport,
} from '../../tools/security-scan/run-scans';
import {
  formatScanTable,
  parameterCount,
  scanSummaryLine,
  unacceptedFindings,
} from '../../tools/security-scan/scan-table';

/**
 * sqlmap sends about 90 to 100 requests per parameter at run-sqlmap.ts SQLMAP_LEVEL and
 * SQLMAP_RISK; fewer means a run cut short.
 */
const MIN_REQUESTS_PER_PARAMETER = 80;

describe('security scanners (sqlmap, wapiti)', () => {
  let store: TestStore;
  let report: ScanReport;

  beforeAll(async () => {
    // Login and register allow 10,000 attempts a minute per IP here (sqlmap's login target sends
    // about 1,700); the per-account limit stays as in production.
    store = await startTestStore({ LOG_LEVEL: 'silent' });
    report = await runScans(
      { url: store.url, databaseUrl: store.core.database.url },
      { log: (line) => console.log(`[scan] ${line}`) },
    );
    // The table, then one line: targets, parameters, requests, findings, minutes.
    console.log(`${formatScanTable(report)}\n${scanSummaryLine(report)}`);
  }, 1_200_000);

  afterAll(async () => {
    await store?.stop();
  });

  it('catches the vulnerable canary with the same options (positive control)', () => {
    expect(report.canary.sqlmap.outcome).toBe('injectable');
    expect(report.canary.sqlmap.injectable.map((point) => point.parameter)).toContain(
      `GET parameter '${CANARY_SQLMAP_TARGET.parameters![0]}'`,
    );
    expect(report.canary.wapiti.problems).toEqual([]);
    const categories = report.canary.wapiti.findings.map((finding) => finding.category);
    expect(categories).toContain('Cross Site Scripting');
    expect(categories).toContain('SQL Injection');
  });

  it('sqlmap finds no injectable parameter on any target, each tested to the end', () => {
    expect(report.sqlmap.length).toBeGreaterThanOrEqual(25);
    expect(parameterCount(report)).toBeGreaterThan(report.sqlmap.length);
    const notClean = report.sqlmap
      .filter((verdict) => verdict.outcome !== 'not injectable')
      .map(
        (verdict) =>
          `${verdict.target.name}: ${verdict.outcome} ${JSON.stringify(verdict.injectable)} ${verdict.problems.join('; ')}`,
      );
    expect(notClean).toEqual([]);
    const cutShort = report.sqlmap
      .filter(
        (verdict) =>
          verdict.traffic.requests <
          MIN_REQUESTS_PER_PARAMETER * (verdict.target.parameters?.length ?? 1),
      )
      .map((verdict) => `${verdict.target.name}: ${verdict.traffic.requests} requests`);
    expect(cutShort).toEqual([]);
  });

  it('wapiti reports nothing but the accepted findings, as visitor, customer and admin', () => {
    expect(report.wapiti.map((result) => result.run.role)).toEqual([
      'visitor',
      'customer',
      'admin',
    ]);
    for (const result of report.wapiti) {
      expect(result.problems, result.run.role).toEqual([]);
      expect(unacceptedFindings(result), result.run.role).toEqual([]);
      // The crawl reached at least the start URLs (the root and the given paths).
      expect(result.urlsAndForms, result.run.role).toBeGreaterThan(result.run.startPaths.length);
    }
  });
});
