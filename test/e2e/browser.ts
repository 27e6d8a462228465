/**
 * Playwright driving Debian's Chromium (ARCHITECTURE.md "Testing"): the flags that keep it quiet on
 * a machine with no outside network.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (the old headless
 * mode, a third lighter on CPU than the full browser's headless mode), else Debian's Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
