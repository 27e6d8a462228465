/**
 * Screenshots of the store's pages for people to look at, which `npm run screenshots`
 * (tools/screenshots/take.ts) writes to docs/screenshots; and the two viewport sizes the browser
 * tests also use.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** A browser context's cookies and storage (Playwright's storage state), to sign a context in. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The two sizes every page is taken at. */
export const SCREENSHOT_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type ScreenshotViewport = keyof typeof SCREENSHOT_VIEWPORTS;
export type ScreenshotTheme = 'light' | 'dark';

/**
 * Writes `<dir>/<name>.<format>` (PNG by default) of the whole page (of the
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
    dir,
    format = 'png',
  }: { fullPage?: boolean; dir: string; format?: 'png' | 'webp' },
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
