/**
 * Screenshots of the store's pages for people to look at (main pages,
 * light and dark, desktop and phone sizes). Written to the repository's `screenshots/` folder,
 * which git ignores; the README names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A browser context's cookies and storage (Playwright's storage state), to sign a context in. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The folder the PNGs go to: <repository>/screenshots. */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../screenshots');

/** The two sizes every page is taken at. */
export const SCREENSHOT_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type ScreenshotViewport = keyof typeof SCREENSHOT_VIEWPORTS;
export type ScreenshotTheme = 'light' | 'dark';

/**
 * Writes `<dir>/<name>.<format>` (default `screenshots/<name>.png`) of the whole page (of the
 * viewport when `fullPage` is false: an open dialog's backdrop covers the viewport only); returns
 * its path. WebP (quality 80) is for pictures kept in the repository (tools/screenshots). As Playwright's
 * `page.screenshot({ animations: 'disabled' })`: finite animations are finished, infinite ones
 * (spinners, skeleton pulses) shown at their start and resumed afterwards, text carets hidden.
 *
 * Chromium is asked through the DevTools protocol (Page.captureScreenshot) with
 * `optimizeForSpeed`, which page.screenshot does not offer: Chromium's default PNG compression
 * took about three times as long on the tall pages (a phone's All Products is over 20,000 px), to
 * save about a third of the file size.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  {
    fullPage = true,
    dir = SCREENSHOTS_DIR,
    format = 'png',
  }: { fullPage?: boolean; dir?: string; format?: 'png' | 'webp' } = {},
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.${format}`);
  const restore = await page.evaluateHandle(() => {
    const resume: Animation[] = [];
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
      else {
        animation.cancel();
        resume.push(animation);
      }
    }
    const caret = document.createElement('style');
    caret.textContent = '* { caret-color: transparent !important; }';
    document.head.append(caret);
    return () => {
      caret.remove();
      for (const animation of resume) animation.play();
    };
  });
  const session = await page.context().newCDPSession(page);
  try {
    const { cssContentSize, cssVisualViewport } = await session.send('Page.getLayoutMetrics');
    const clip = fullPage
      ? {
          x: 0,
          y: 0,
          width: Math.ceil(cssContentSize.width),
          height: Math.ceil(cssContentSize.height),
        }
      : {
          x: cssVisualViewport.pageX,
          y: cssVisualViewport.pageY,
          width: cssVisualViewport.clientWidth,
          height: cssVisualViewport.clientHeight,
        };
    const { data } = await session.send('Page.captureScreenshot', {
      format,
      ...(format === 'webp' ? { quality: 80 } : {}),
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: fullPage,
      optimizeForSpeed: true,
    });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  } finally {
    await session.detach();
    await restore.evaluate((undo) => undo());
    await restore.dispose();
  }
  return file;
}

/** A page of the store to picture: the file name's prefix, its path, what shows it is ready. */
export interface ScreenshotRoute {
  name: string;
  path: string;
  /** Resolves once the page shows what it should (it may also click, to open a thread). */
  ready: (page: Page) => Promise<unknown>;
}

/**
 * Waits until a picture of `page` in `theme` would not change: the theme applied, images loaded,
 * animations ended, scrolled to the top.
 */
export async function settle(page: Page, theme: ScreenshotTheme): Promise<void> {
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  await page.evaluate(async () => {
    // Let a smooth scroll end (selecting a ticket on a phone scrolls to its thread), then bring
    // lazy images below the fold into view, instantly: the page scrolls smoothly by default,
    // which would leave the sticky bar mid-page in the picture.
    let last = -1;
    while (last !== window.scrollY) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(
    () =>
      window.scrollY === 0 &&
      [...document.images].every((image) => image.complete) &&
      // Dialogs and skeletons enter with CSS transitions: wait until every finite animation has
      // ended (spinners and skeleton pulses loop forever).
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
}

/**
 * Writes `screenshots/<route>-<viewport>-<theme>.png` for every route, viewport and theme, with
 * `state`'s session (a visitor's when undefined). The app loads once per viewport: each route is
 * then reached as a link reaches it (history.pushState, which the router follows), and each theme
 * is the system colour scheme, which the app follows live while no choice is stored. Returns the
 * files written.
 */
export async function screenshotRoutes(
  browser: Browser,
  options: {
    baseUrl: string;
    routes: readonly ScreenshotRoute[];
    state?: StorageState | undefined;
    viewports?: readonly ScreenshotViewport[];
    themes?: readonly ScreenshotTheme[];
  },
): Promise<string[]> {
  const files: string[] = [];
  for (const viewport of options.viewports ?? (['desktop', 'phone'] as const)) {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS[viewport],
      deviceScaleFactor: 1,
      storageState: options.state,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${options.baseUrl}${options.routes[0]!.path}`);
      for (const theme of options.themes ?? (['light', 'dark'] as const)) {
        await page.emulateMedia({ colorScheme: theme });
        for (const route of options.routes) {
          await page.evaluate((path) => window.history.pushState(null, '', path), route.path);
          await route.ready(page);
          await settle(page, theme);
          files.push(await saveScreenshot(page, `${route.name}-${viewport}-${theme}`));
        }
      }
    } finally {
      await context.close();
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
    await settle(page, theme);
    await saveScreenshot(page, `${name}-${viewport}-${theme}`);
  }
  await page.setViewportSize(SCREENSHOT_VIEWPORTS.desktop);
}
