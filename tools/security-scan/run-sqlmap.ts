/**
 * Runs Debian's sqlmap (1.7.x) against scan targets and reads its verdict per target.
 *
 * Each target gets its own sqlmap process, output folder and confining proxy (scan-proxy.ts), so
 * its request count and answers are its own. sqlmap runs without questions (--batch), never
 * updates or checks for one (no --update; the proxy refuses every other host anyway), and tests
 * the PostgreSQL payloads of four techniques: boolean-based blind, error-based, time-based blind
 * and UNION query (plus stacked queries, which cost little) at level 1 and risk 1, with the full
 * range of UNION column counts for the level (1 to 10).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runProcess, type ProcessOutcome } from './run-process';
import { startScanProxy, type ProxyTraffic } from './scan-proxy';
import { plainPath, type ScanRole, type SqlmapTarget } from './sqlmap-targets';

/** The sqlmap executable (Debian's package). */
export const SQLMAP_BIN = process.env.SQLMAP_BIN ?? '/usr/bin/sqlmap';

/**
 * Level 1, risk 1: each technique's base PostgreSQL tests (AND boolean, CAST error, stacked and
 * AND time-based payloads in the WHERE clause form, UNION with 1 to 10 columns). The store's SQL
 * is parameterised throughout, so any hole shows in these base forms as it does in the canary;
 * levels 2 and 3 add boundary variants (ORDER BY, parameter replacement) and risk 3 OR-based and
 * heavy-query payloads at 5 to 15 times the requests (about 1,700 a parameter at level 3 and risk
 * 3, some 78,000 over all targets), which a CI run cannot afford.
 * Measured on two cores: about 97 requests and 5 to 20 seconds a parameter; the login target,
 * which hashes every password tried, about a minute and a half.
 */
export const SQLMAP_LEVEL = 1;
export const SQLMAP_RISK = 1;
/** B boolean-based blind, E error-based, U UNION query, S stacked queries, T time-based blind. */
export const SQLMAP_TECHNIQUES = 'BEUST';

/** What one sqlmap run concluded about one target. */
export interface SqlmapVerdict {
  target: SqlmapTarget;
  /**
   * `not injectable`: every parameter was tested, none injectable, and nothing kept the requests
   * from reaching the code (see problems). `incomplete`: something did (problems says what).
   */
  outcome: 'injectable' | 'not injectable' | 'incomplete';
  /** The parameters sqlmap reported as not injectable, in its words ("GET parameter 'q'"). */
  notInjectable: string[];
  /** The injection points sqlmap found and confirmed: parameter and technique letters (BEUST). */
  injectable: { parameter: string; technique: string }[];
  /** Candidates sqlmap's own false-positive check disproved (an answer that changes by itself). */
  disproved: { parameter: string; technique: string }[];
  /** Why the verdict cannot be trusted (empty when it can). */
  problems: string[];
  /** The status of the untouched request sent before the scan. */
  baseStatus: number;
  traffic: ProxyTraffic;
  seconds: number;
  /** sqlmap's console output (also kept in the run's folder as sqlmap.log). */
  log: string;
}

/** Where and as whom a batch of targets runs. */
export interface SqlmapContext {
  /** The store's root URL, e.g. http://localhost:4312. */
  baseUrl: string;
  /** The session cookie header of each role ('' for the visitor). */
  cookies: Record<ScanRole, string>;
  /** A folder for the runs' output (one sub-folder per target). */
  workDir: string;
  /** Kill a run after this long (its verdict is then incomplete). Default 180 s. */
  timeoutMs?: number;
}

function headersOf(context: SqlmapContext, role: ScanRole): Record<string, string> {
  const cookie = context.cookies[role];
  return { Origin: new URL(context.baseUrl).origin, ...(cookie ? { Cookie: cookie } : {}) };
}

/** The untouched request, sent directly: proves the session and data are what the scan expects. */
async function baseStatusOf(target: SqlmapTarget, context: SqlmapContext): Promise<number> {
  const response = await fetch(`${context.baseUrl}${plainPath(target)}`, {
    method: target.method,
    headers: {
      ...headersOf(context, target.role),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

function sqlmapArguments(
  target: SqlmapTarget,
  context: SqlmapContext,
  outputDir: string,
  proxyUrl: string,
): string[] {
  const headers = Object.entries(headersOf(context, target.role))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return [
    '--batch',
    '--disable-coloring',
    '--flush-session',
    `--output-dir=${outputDir}`,
    '--dbms=PostgreSQL',
    `--level=${SQLMAP_LEVEL}`,
    `--risk=${SQLMAP_RISK}`,
    `--technique=${SQLMAP_TECHNIQUES}`,
    // Keep the full UNION column range when no other technique looked promising, and test a
    // parameter that looks cast to a number anyway (zod coerces; the casting guess is sqlmap's).
    '--answers=reduce the number of requests=N,skip those kind of cases=N',
    `--proxy=${proxyUrl}`,
    // The login target answers with a new session: keep sending the role's own cookie.
    '--drop-set-cookie',
    '--timeout=30',
    '--retries=1',
    ...(target.ignoreCodes ? [`--ignore-code=${target.ignoreCodes.join(',')}`] : []),
    ...(target.answerChanges ? [`--code=${target.expectedStatus}`] : []),
    `--headers=${headers}`,
    `--method=${target.method}`,
    '-u',
    `${context.baseUrl}${target.path}`,
    ...(target.body ? [`--data=${JSON.stringify(target.body)}`] : []),
    ...(target.parameters ? [`-p`, target.parameters.join(',')] : []),
    '-v',
    '1',
  ];
}

/**
 * What sqlmap prints as [ERROR] but is a verdict or a guess, not a failure: its closing "none of
 * the parameters is injectable", and its guess that a number parameter is cast (the run answers
 * "test it anyway" and goes on).
 */
const NOT_ERRORS = [
  'all tested parameters do not appear to be injectable',
  'possible type casting detected',
];

/** A row of sqlmap's results CSV: a candidate injection point and sqlmap's note on it. */
export interface SqlmapResultRow {
  place: string;
  parameter: string;
  techniques: string;
  note: string;
}

/**
 * The verdicts in sqlmap's output and results CSV. A CSV row whose note says "false positive"
 * is a candidate sqlmap itself disproved (it re-checks every boolean or time-based hit with
 * random expressions): kept apart, not counted as injectable.
 */
export function parseSqlmapOutput(
  log: string,
  rows: SqlmapResultRow[],
): Pick<SqlmapVerdict, 'notInjectable' | 'injectable' | 'disproved'> & { errors: string[] } {
  const notInjectable = [
    ...log.matchAll(/(\S.*?parameter '[^']+') does not seem to be injectable/g),
  ]
    .map((match) => match[1]!.replace(/^\[[^\]]*\] \[WARNING\] /, ''))
    .filter((name, index, all) => all.indexOf(name) === index);
  const point = (row: SqlmapResultRow) => ({
    parameter: `${row.place} parameter '${row.parameter}'`,
    technique: row.techniques,
  });
  const injectable = rows.filter((row) => !/false positive/i.test(row.note)).map(point);
  const disproved = rows.filter((row) => /false positive/i.test(row.note)).map(point);
  const errors = log
    .split('\n')
    .filter(
      (line) =>
        /\[(CRITICAL|ERROR)\]/.test(line) && !NOT_ERRORS.some((message) => line.includes(message)),
    )
    .map((line) => line.trim());
  return { notInjectable, injectable, disproved, errors };
}

/**
 * The rows of the results CSV sqlmap writes into `outputDir` (URL, place, parameter, techniques,
 * note).
 */
function resultRows(outputDir: string): SqlmapResultRow[] {
  const files = fs.readdirSync(outputDir).filter((name) => /^results-.*\.csv$/.test(name));
  return files.flatMap((name) =>
    fs
      .readFileSync(path.join(outputDir, name), 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        // The URL may hold commas; the four columns after it do not.
        const [place = '', parameter = '', techniques = '', note = ''] = line.split(',').slice(-4);
        return { place, parameter, techniques, note };
      }),
  );
}

/** The name sqlmap gives a target's parameter in its messages ends with this. */
function reportedName(target: SqlmapTarget, parameter: string): string {
  return target.body ? `parameter 'JSON ${parameter}'` : `parameter '${parameter}'`;
}

/**
 * Scans one target with sqlmap, its output in `folder` under the context's work folder.
 * @throws Error when sqlmap cannot be started (not installed)
 */
export async function runSqlmap(
  target: SqlmapTarget,
  context: SqlmapContext,
  folder: string,
): Promise<SqlmapVerdict> {
  const started = Date.now();
  const outputDir = path.join(context.workDir, folder);
  fs.mkdirSync(outputDir, { recursive: true });
  const problems: string[] = [];
  const baseStatus = await baseStatusOf(target, context);
  if (baseStatus !== target.expectedStatus)
    problems.push(`the untouched request answered ${baseStatus}, not ${target.expectedStatus}`);

  const proxy = await startScanProxy(context.baseUrl);
  let run: ProcessOutcome;
  try {
    run = await runProcess(
      SQLMAP_BIN,
      sqlmapArguments(target, context, outputDir, proxy.url),
      context.timeoutMs ?? 180_000,
    );
  } finally {
    await proxy.close();
  }
  fs.writeFileSync(path.join(outputDir, 'sqlmap.log'), run.output);
  const traffic = proxy.traffic();
  const parsed = parseSqlmapOutput(run.output, resultRows(outputDir));

  if (run.timedOut) problems.push(`killed after ${(context.timeoutMs ?? 180_000) / 1000} s`);
  else if (run.code !== 0) problems.push(`sqlmap exited with code ${run.code}`);
  problems.push(...parsed.errors);
  const expected = target.parameters ?? ['#1*'];
  for (const parameter of expected) {
    const name = target.parameters ? reportedName(target, parameter) : "parameter '#1*'";
    const tested =
      parsed.notInjectable.some((reported) => reported.endsWith(name)) ||
      parsed.injectable.some((point) => point.parameter.endsWith(name));
    if (!tested) problems.push(`${name} was not tested to the end`);
    // sqlmap stops testing a parameter once it disproved a candidate: the techniques after the
    // candidate's never ran (see SqlmapTarget.answerChanges).
    if (parsed.disproved.some((point) => point.parameter.endsWith(name)))
      problems.push(
        `${name}: sqlmap disproved a candidate and stopped before the other techniques`,
      );
  }
  const refused = target.refusedStatuses ?? [401, 403, 429];
  for (const [status, count] of Object.entries(traffic.statuses)) {
    if (refused.includes(Number(status)))
      problems.push(`${count} requests answered ${status} (refused before the code under test)`);
    if (status === 'error' || Number(status) >= 500)
      problems.push(`${count} requests answered ${status === 'error' ? 'nothing' : status}`);
  }
  if (traffic.refusedHosts.length > 0)
    problems.push(`sqlmap tried to reach ${traffic.refusedHosts.join(', ')}`);
  if (traffic.requests === 0) problems.push('no request reached the store');

  return {
    target,
    outcome:
      parsed.injectable.length > 0
        ? 'injectable'
        : problems.length > 0
          ? 'incomplete'
          : 'not injectable',
    notInjectable: parsed.notInjectable,
    injectable: parsed.injectable,
    disproved: parsed.disproved,
    problems,
    baseStatus,
    traffic,
    seconds: (Date.now() - started) / 1000,
    log: run.output,
  };
}
