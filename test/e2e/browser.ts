/**
 * Playwright driving Debian's Chromium (ARCHITECTURE.md "Testing"): the flags that keep it quiet on
 * a machine with no outside network, navigations that wait for a server-rendered page to hydrate,
 * the contexts closed after each test, and moving a loaded app to another page as a link does.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (the old headless
 * mode, a third lighter on CPU than the full browser's headless mode), else Debian's Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';

/**
 * Launches Chromium. Every context it opens prefers reduced motion unless its options say
 * otherwise (`reducedMotion`): the store then stands still (web/src/lib/motion.ts), so a page is
 * at rest once it has rendered, and Chromium draws no frames for fades, ripples, skeleton pulses
 * and spinners, about a quarter of its CPU time in these tests. A test of motion itself opens its
 * context with `reducedMotion: 'no-preference'`.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.on('page', waitForHydrationOnNavigation);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage({ reducedMotion: 'reduce', ...options });
    waitForHydrationOnNavigation(page);
    return page;
  };
  return browser;
}

/** How long a navigation waits for the app to hydrate the page the server rendered. */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Makes `page`'s navigations (goto, reload, back, forward) end once the app has taken over the
 * page: a page the server rendered shows before its JavaScript has run, and its buttons answer
 * only once the app has hydrated it (#root then carries `data-hydrated`, web/src/main.tsx), as a
 * person sees a page respond a moment after it appears.
 */
function waitForHydrationOnNavigation(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(
        () => {
          const root = document.getElementById('root');
          return !root?.hasAttribute('data-server-rendered') || root.hasAttribute('data-hydrated');
        },
        undefined,
        { timeout: HYDRATION_TIMEOUT_MS },
      );
      return response;
    };
  }
}

/**
 * Closes, when each test of the file ends, the browser contexts it opened (those of beforeAll
 * hooks stay): a page left open keeps running its timers, polls and animations, and every later
 * test of the file would pay for them in CPU. `browser` returns the file's browser (undefined
 * before it is launched).
 */
export function closeContextsAfterEachTest(browser: () => Browser | undefined): void {
  let before = new Set<BrowserContext>();
  beforeEach(() => {
    before = new Set(browser()?.contexts() ?? []);
  });
  afterEach(async () => {
    for (const context of browser()?.contexts() ?? [])
      if (!before.has(context)) await context.close().catch(() => undefined);
  });
}

/** How long a page's network must stay quiet to count as idle (as Playwright's networkidle). */
const QUIET_MS = 500;
/** How long openInApp waits for a page to become idle. */
const OPEN_TIMEOUT_MS = 30_000;

/**
 * Opens `path` of the store at `baseUrl` in `page`, and waits until no request has been in flight
 * for 500 ms. A page that already shows the store moves there as a link would (history.pushState,
 * which the router follows), without loading the app again: the route's code, data and images
 * have then arrived (Playwright's networkidle applies to document loads only). Any other page
 * loads it.
 */
export async function openInApp(page: Page, baseUrl: string, path: string): Promise<void> {
  if (!page.url().startsWith(`${baseUrl}/`)) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return;
  }
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    // A plain poll rather than vi.waitFor: tools/screenshots uses this outside Vitest.
    const deadline = Date.now() + OPEN_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${path} is still loading after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
