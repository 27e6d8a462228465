/**
 * Runs Debian's wapiti (3.0.4) against the running store as one role and reads its JSON report.
 *
 * Offline by construction: every request goes through a proxy that reaches only the store
 * (scan-proxy.ts); the wapp module's technology database, which wapiti loads (and otherwise
 * downloads from GitHub) even when the module is not selected, is given as an empty local file;
 * the SSRF/XXE endpoint points at a closed local port; no bug reports; no --update.
 */
import fs from 'node:fs';
import path from 'node:path';
import { acceptanceOf } from './accepted-findings';
import { runProcess, type ProcessOutcome } from './run-process';
import { startScanProxy, type ProxyTraffic } from './scan-proxy';
import type { ScanRole } from './sqlmap-targets';
import type { WapitiRun } from './wapiti-runs';

/** The wapiti executable (Debian's package). */
export const WAPITI_BIN = process.env.WAPITI_BIN ?? '/usr/bin/wapiti';

/**
 * The attack modules run, each relevant to this app: injections (xss, permanentxss, sql, exec,
 * file, crlf, shellshock), open redirects (redirect), response headers and CSP (http_headers, csp),
 * cookie flags (cookieflags), forms without CSRF protection (csrf), method tricks on refused pages
 * (htaccess, methods) and leftover backup files (backup). Not run: blindsql (218 sleep payloads a
 * parameter for MySQL, MSSQL and PostgreSQL, two thirds of the scan's requests; sqlmap's
 * time-based and boolean-based PostgreSQL tests cover the same parameters), ssrf and xxe (they need
 * wapiti's outside endpoint), nikto, buster and wapp (databases and word lists wapiti downloads),
 * brute_login_form (login is rate limited; passwords are not its business).
 */
export const WAPITI_MODULES = [
  'xss',
  'permanentxss',
  'sql',
  'exec',
  'file',
  'crlf',
  'shellshock',
  'redirect',
  'http_headers',
  'csp',
  'cookieflags',
  'csrf',
  'htaccess',
  'methods',
  'backup',
] as const;

/** One thing wapiti reported: a vulnerability or an anomaly (a 500 answer, a timeout). */
export interface WapitiFinding {
  kind: 'vulnerability' | 'anomaly';
  /** Wapiti's class, e.g. "Cross Site Scripting", "HTTP Secure Headers", "Internal Server Error". */
  category: string;
  method: string;
  path: string;
  parameter: string;
  info: string;
  /** Wapiti's level: 1 low, 2 medium, 3 high. */
  level: number;
  /** Why the store accepts it (accepted-findings.ts), or null: it fails the scan. */
  acceptedBecause: string | null;
}

/** What one wapiti run found. */
export interface WapitiResult {
  run: WapitiRun;
  findings: WapitiFinding[];
  /** URLs and forms the crawl found ("Wapiti found N URLs and forms"). */
  urlsAndForms: number;
  /** Modules wapiti launched (every one of the run's modules when it completed). */
  modulesLaunched: string[];
  /** Why the result cannot be trusted (empty when it can). */
  problems: string[];
  traffic: ProxyTraffic;
  seconds: number;
  /** The report file and console log (kept in the run's folder). */
  reportFile: string;
  log: string;
}

/** Where and as whom the runs go. */
export interface WapitiContext {
  baseUrl: string;
  cookies: Record<ScanRole, string>;
  workDir: string;
  /** Each module's time limit (wapiti --max-attack-time), seconds. Default 90. */
  maxAttackSeconds?: number;
  /** Kill a run after this long (its result is then incomplete). Default 480 s. */
  timeoutMs?: number;
}

interface WapitiReport {
  vulnerabilities: Record<string, WapitiEntry[]>;
  anomalies: Record<string, WapitiEntry[]>;
}
interface WapitiEntry {
  method: string;
  path: string;
  info: string;
  level: number;
  parameter: string;
}

/** The findings of a wapiti JSON report. */
export function parseWapitiReport(report: WapitiReport): Omit<WapitiFinding, 'acceptedBecause'>[] {
  const entries = (kind: WapitiFinding['kind'], groups: Record<string, WapitiEntry[]>) =>
    Object.entries(groups).flatMap(([category, list]) =>
      list.map((entry) => ({
        kind,
        category,
        method: entry.method,
        path: entry.path,
        parameter: entry.parameter,
        info: entry.info,
        level: entry.level,
      })),
    );
  return [
    ...entries('vulnerability', report.vulnerabilities),
    ...entries('anomaly', report.anomalies),
  ];
}

async function statusOf(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Crawls and attacks the store as `run.role`.
 * @throws Error when wapiti cannot be started (not installed)
 */
export async function runWapiti(run: WapitiRun, context: WapitiContext): Promise<WapitiResult> {
  const started = Date.now();
  const dir = path.join(context.workDir, `wapiti-${run.role}`);
  const configDir = path.join(dir, 'config');
  fs.mkdirSync(configDir, { recursive: true });
  // Wapiti builds every module at start; the wapp module downloads this file when it is missing.
  fs.writeFileSync(path.join(configDir, 'apps.json'), '{}');
  const reportFile = path.join(dir, 'report.json');
  const cookie = context.cookies[run.role];
  const modules = run.modules ?? WAPITI_MODULES;
  const problems: string[] = [];
  for (const opened of run.mustOpen) {
    const status = await statusOf(`${context.baseUrl}${opened}`, cookie);
    if (status !== 200)
      problems.push(`${opened} answered ${status} to the ${run.role} before the run`);
  }

  const proxy = await startScanProxy(context.baseUrl);
  const args = [
    '-u',
    `${context.baseUrl}/`,
    '--scope',
    'folder',
    '-m',
    modules.join(','),
    ...run.startPaths.flatMap((start) => ['-s', `${context.baseUrl}${start}`]),
    // Debian's python has no brotli decoder, while wapiti asks for br: without this it reads
    // compressed bytes and finds no link or form.
    '-H',
    'Accept-Encoding: gzip, deflate',
    '-H',
    `Origin: ${new URL(context.baseUrl).origin}`,
    ...(cookie ? ['-H', `Cookie: ${cookie}`] : []),
    '-p',
    proxy.url,
    '--endpoint',
    'http://127.0.0.1:9/',
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--store-config',
    configDir,
    '--max-attack-time',
    String(context.maxAttackSeconds ?? 90),
    '-t',
    '10',
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    reportFile,
    '-v',
    '1',
  ];
  let result: ProcessOutcome;
  try {
    result = await runProcess(WAPITI_BIN, args, context.timeoutMs ?? 480_000);
  } finally {
    await proxy.close();
  }
  fs.writeFileSync(path.join(dir, 'wapiti.log'), result.output);
  const traffic = proxy.traffic();

  if (result.timedOut) problems.push(`killed after ${(context.timeoutMs ?? 480_000) / 1000} s`);
  else if (result.code !== 0) problems.push(`wapiti exited with code ${result.code}`);
  const modulesLaunched = [...result.output.matchAll(/\[\*\] Launching module (\S+)/g)].map(
    (match) => match[1]!,
  );
  const missing = modules.filter((module) => !modulesLaunched.includes(module));
  if (missing.length > 0) problems.push(`modules not launched: ${missing.join(', ')}`);
  if (traffic.refusedHosts.length > 0)
    problems.push(`wapiti tried to reach ${traffic.refusedHosts.join(', ')}`);
  if (cookie) {
    const after = await statusOf(`${context.baseUrl}/api/user`, cookie);
    if (after !== 200) problems.push(`the ${run.role}'s session answered ${after} after the run`);
  }
  const findings: WapitiFinding[] = [];
  if (fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as WapitiReport;
    for (const finding of parseWapitiReport(report))
      findings.push({
        ...finding,
        acceptedBecause: await acceptanceOf({ ...finding, acceptedBecause: null }, context.baseUrl),
      });
  } else problems.push('no report written');

  return {
    run,
    findings,
    urlsAndForms: Number(/Wapiti found (\d+) URLs and forms/.exec(result.output)?.[1] ?? 0),
    modulesLaunched,
    problems,
    traffic,
    seconds: (Date.now() - started) / 1000,
    reportFile,
    log: result.output,
  };
}
