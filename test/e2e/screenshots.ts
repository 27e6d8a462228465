/**
 * Screenshots of the store's pages for people to look at (main pages,
 * light and dark, desktop and phone sizes). Written to the repository's `screenshots/` folder,
 * which git ignores; the README names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** The folder the PNGs go to: <repository>/screenshots. */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../screenshots');

/** The two sizes every page is taken at. */
export const SCREENSHOT_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type ScreenshotViewport = keyof typeof SCREENSHOT_VIEWPORTS;
export type ScreenshotTheme = 'light' | 'dark';

/** Writes `screenshots/<name>.png` of the whole page; returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Opens `url` in a fresh context at the viewport and theme (the theme is stored under the key
 * `theme`, as the toggle would), waits for `ready` (a function that resolves once the page
 * shows what it should) and writes `screenshots/<name>-<viewport>-<theme>.png`. Returns the
 * files written.
 */
export async function screenshotPage(
  browser: Browser,
  options: {
    url: string;
    name: string;
    ready: (page: Page) => Promise<unknown>;
    viewports?: readonly ScreenshotViewport[];
    themes?: readonly ScreenshotTheme[];
  },
): Promise<string[]> {
  const files: string[] = [];
  for (const viewport of options.viewports ?? (['desktop', 'phone'] as const)) {
    for (const theme of options.themes ?? (['light', 'dark'] as const)) {
      const context = await browser.newContext({
        viewport: SCREENSHOT_VIEWPORTS[viewport],
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      try {
        await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        const page = await context.newPage();
        await page.goto(options.url, { waitUntil: 'networkidle' });
        await options.ready(page);
        // Lazy images below the fold load once scrolled into view (instant: the page scrolls
        // smoothly by default, which would leave the sticky bar mid-page in the picture).
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        await page.waitForLoadState('networkidle');
        files.push(await saveScreenshot(page, `${options.name}-${viewport}-${theme}`));
      } finally {
        await context.close();
      }
    }
  }
  return files;
}

/**
 * Screenshots of what an open `page` shows, for each [viewport, theme] of `shots` (default:
 * desktop light, desktop dark, phone light): the theme is stored under `theme` as the toggle
 * does and the page reloaded; `ready` waits for (or opens) what is shown. Ends at desktop size.
 */
export async function screenshotEachShot(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
  shots: readonly [ScreenshotViewport, ScreenshotTheme][] = [
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['phone', 'light'],
  ],
): Promise<void> {
  for (const [viewport, theme] of shots) {
    await page.setViewportSize(SCREENSHOT_VIEWPORTS[viewport]);
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
    await page.reload({ waitUntil: 'networkidle' });
    await ready();
    // Dialogs enter with CSS transitions: the picture waits until every finite animation has
    // ended (spinners and skeletons loop forever).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    await saveScreenshot(page, `${name}-${viewport}-${theme}`);
  }
  await page.setViewportSize(SCREENSHOT_VIEWPORTS.desktop);
}
