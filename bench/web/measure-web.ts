/**
 * The web app's part of `npm run bench`: the JavaScript a page loads, and Lighthouse's
 * performance score and largest contentful paint, in Debian's Chromium.
 *
 * 1. JavaScript: the home page (signed out) and the admin products page (signed in as the admin
 *    through /auth, then opened in a fresh context holding only the session, so nothing is
 *    cached) load until their heading shows and the network is idle; every script response is
 *    counted with its body as served and gzipped with node:zlib at its default level (6, what a
 *    server compressing on the fly sends).
 * 2. Lighthouse 12 (node API, performance and accessibility) with its default mobile preset: a Moto
 *    G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and a 4× CPU slowdown applied to
 *    the trace, the setting PageSpeed Insights reports. Simulated throttling does not slow the
 *    run itself, so a page takes some 15 s even on a 2-core machine; the CPU slowdown multiplies
 *    the tasks as observed, so a busy machine lowers the score (total blocking time): hence the
 *    median of three runs. Chromium is started once by chrome-launcher; Lighthouse clears storage
 *    and cache before each run.
 */
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, Page, Response } from 'playwright-core';
import { signInThroughForm } from '../../test/e2e/admin-browser';
import { CHROMIUM_PATH, launchBrowser } from '../../test/e2e/browser';
import { percentile } from '../support/stats';
import { verdict, type BenchRow } from '../support/table';

/** What measureWeb needs: a running store with its demo catalogue and a registered admin. */
export interface WebBenchOptions {
  /** The store's origin, e.g. "http://localhost:5000" (no trailing slash). */
  baseUrl: string;
  /** An admin account's e-mail and password (registered beforehand). */
  adminEmail: string;
  adminPassword: string;
  /**
   * Paths of a category page and a product page, e.g. "/category/gaming" and "/category/gaming/x".
   */
  categoryPath: string;
  productPath: string;
  /** One Lighthouse run of the home page only, instead of three runs of each page. */
  quick: boolean;
}

/** The JavaScript one page load fetched: files, bytes as served and gzipped. */
export interface ScriptTransfer {
  files: number;
  rawBytes: number;
  gzippedBytes: number;
}

/**
 * One Lighthouse run: performance score 0..100, LCP and total blocking time in milliseconds, the
 * accessibility score 0..100 and the ids of the accessibility audits that failed (e.g.
 * "color-contrast"), to say what keeps it under 100.
 */
export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  accessibility: number;
  accessibilityFailures: string[];
}

/**
 * The targets (ARCHITECTURE.md "Benchmarks"): the home page's gzipped JavaScript (kB = 1000
 * bytes), and the Lighthouse performance and accessibility scores of the home, category and
 * product pages.
 */
const HOME_JS_TARGET_KB = 180;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
const ADMIN_PATH = '/admin/products';
const FULL_RUNS = 3;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The rows of the web app: gzipped JavaScript of the home page and of an admin page, then
 * Lighthouse's performance score, LCP and accessibility score of the home, category and product
 * pages (median of three runs; quick: the home page, one run). Throws when the admin cannot sign in, a page does not render
 * its heading or Lighthouse cannot measure a page.
 */
export async function measureWeb(options: WebBenchOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const browser = await launchBrowser();
  try {
    const home = await homeScripts(browser, options.baseUrl);
    rows.push(scriptRow('home page /, signed out', home, HOME_JS_TARGET_KB));
    const admin = await adminScripts(browser, options);
    rows.push(scriptRow(`admin page ${ADMIN_PATH}, signed in`, admin));
  } finally {
    await browser.close();
  }

  const pages = options.quick
    ? [{ name: 'home', path: '/' }]
    : [
        { name: 'home', path: '/' },
        { name: 'category', path: options.categoryPath },
        { name: 'product', path: options.productPath },
      ];
  const runs = options.quick ? 1 : FULL_RUNS;
  const results = await runLighthouse(
    pages.map((page) => `${options.baseUrl}${page.path}`),
    runs,
  );
  pages.forEach((page, index) => {
    const { score, lcpMs, tbtMs, accessibility, accessibilityFailures } = medianRun(
      results[index]!,
    );
    const failed =
      accessibilityFailures.length > 0 ? ` failing ${accessibilityFailures.join(', ')}` : '';
    rows.push({
      what: `Lighthouse performance (LCP, total blocking time) / accessibility, ${page.name} page ${page.path}, mobile preset (simulated slow 4G, 4× CPU), ${runs === 1 ? 'one run' : `median of ${runs} runs`}`,
      figure: `${score} (LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(tbtMs)} ms) / ${accessibility}${failed}`,
      reference: '—',
      ratio: '—',
      target: verdict(
        `≥ ${PERFORMANCE_TARGET} / ${ACCESSIBILITY_TARGET}`,
        score >= PERFORMANCE_TARGET && accessibility >= ACCESSIBILITY_TARGET,
      ),
    });
  });
  return rows;
}

function scriptRow(page: string, transfer: ScriptTransfer, targetKb?: number): BenchRow {
  return {
    what: `gzipped JavaScript loaded by the ${page} (${transfer.files} files, ${kb(transfer.rawBytes)} as served)`,
    figure: kb(transfer.gzippedBytes),
    reference: '—',
    ratio: '—',
    target:
      targetKb === undefined
        ? '—'
        : verdict(`< ${targetKb} kB`, transfer.gzippedBytes < targetKb * 1000),
  };
}

/** The scripts the home page loads for a visitor with no session. */
export async function homeScripts(browser: Browser, baseUrl: string): Promise<ScriptTransfer> {
  const context = await browser.newContext();
  try {
    return await scriptsOf(await context.newPage(), `${baseUrl}/`);
  } finally {
    await context.close();
  }
}

/**
 * The scripts the admin products page loads for a signed-in admin arriving there directly (a
 * fresh context holding only the session cookie). Throws when the page sends the admin away.
 */
export async function adminScripts(
  browser: Browser,
  options: Pick<WebBenchOptions, 'baseUrl' | 'adminEmail' | 'adminPassword'>,
): Promise<ScriptTransfer> {
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await signInThroughForm(page, options.baseUrl, options.adminEmail, options.adminPassword);
  const state = await signIn.storageState();
  await signIn.close();

  const context = await browser.newContext({ storageState: state });
  try {
    const adminPage = await context.newPage();
    const url = `${options.baseUrl}${ADMIN_PATH}`;
    const transfer = await scriptsOf(adminPage, url);
    if (adminPage.url() !== url) throw new Error(`${ADMIN_PATH} went to ${adminPage.url()}`);
    return transfer;
  } finally {
    await context.close();
  }
}

/**
 * Opens `url`, waits for the page's heading (the screen has rendered, so its lazy chunks were
 * requested) and then for the network to be idle, and sums the script responses.
 */
async function scriptsOf(page: Page, url: string): Promise<ScriptTransfer> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  };
  page.on('response', onResponse);
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = await Promise.all(bodies);
  return {
    files: files.length,
    rawBytes: files.reduce((sum, body) => sum + body.length, 0),
    gzippedBytes: files.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

/**
 * `runs` Lighthouse runs of each of `urls` (mobile preset, performance and accessibility) in one headless
 * Chromium; the answer holds one list of runs per URL, in order. Throws when a run fails.
 */
export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseResult[][]> {
  const chrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    // CI runs as root, where Chromium's sandbox cannot start.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const results: LighthouseResult[][] = [];
    for (const url of urls) {
      const ofUrl: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) ofUrl.push(await measureOnce(chrome.port, url));
      results.push(ofUrl);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Attempts of one Lighthouse run: its trace recording fails now and then (NO_NAVSTART). */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` in the Chromium on `port`, tried again when Lighthouse reports a
 * runtime error. Throws after LIGHTHOUSE_ATTEMPTS failures.
 */
async function measureOnce(port: number, url: string): Promise<LighthouseResult> {
  let failure = 'no score';
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    const answer = await lighthouse(url, {
      port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
    });
    const lhr = answer?.lhr;
    const score = lhr?.categories.performance?.score;
    const lcpMs = lhr?.audits['largest-contentful-paint']?.numericValue;
    const tbtMs = lhr?.audits['total-blocking-time']?.numericValue;
    const accessibility = lhr?.categories.accessibility;
    if (
      lhr &&
      !lhr.runtimeError &&
      score != null &&
      lcpMs !== undefined &&
      tbtMs !== undefined &&
      accessibility?.score != null
    ) {
      // An audit counts against the score when it has a weight and did not pass.
      const accessibilityFailures = accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      return {
        score: Math.round(score * 100),
        lcpMs,
        tbtMs,
        accessibility: Math.round(accessibility.score * 100),
        accessibilityFailures,
      };
    }
    failure = lhr?.runtimeError?.message ?? 'no score';
  }
  throw new Error(
    `Lighthouse could not measure ${url} (${LIGHTHOUSE_ATTEMPTS} attempts): ${failure}`,
  );
}

/** The run with the median score (the lower middle one of an even count). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const score = percentile(
    runs.map((run) => run.score),
    0.5,
  );
  return runs.find((run) => run.score === score)!;
}
