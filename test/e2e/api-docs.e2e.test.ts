/**
 * API description: the reference page at /api/docs renders every operation of
 * /api/openapi.json in Chromium from the locally installed Swagger UI, under the store's Content
 * Security Policy (no violation, no page error), and shows an operation's request schema.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../api/openapi/document';
import { startTestStore, type TestStore } from '../support/store';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { collectViolations, expectClean, recordingContext } from './csp-recorder';

let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

describe('GET /api/docs in a browser', () => {
  it('lists every operation of the document and opens one to its request body (its example is built from the schema)', async () => {
    const document = (await (
      await fetch(`${store.url}/api/openapi.json`)
    ).json()) as OpenApiDocument;
    const operationCount = Object.values(document.paths).reduce(
      (count, methods) => count + Object.keys(methods).length,
      0,
    );
    const { context, page, recorded } = await recordingContext(browser);
    try {
      await page.goto(`${store.url}/api/docs`);
      await expect(page.title()).resolves.toBe('KeyMart API reference');
      await page.locator('.information-container h1.title').waitFor({ timeout: 30_000 });
      expect(await page.locator('.information-container h1.title').textContent()).toContain(
        'KeyMart API',
      );
      // Every tag is open ("list"), so every operation has its summary row. Swagger UI draws a
      // list this long virtualized (rows as they scroll into view), so the page is scrolled to
      // the end while the rows seen are collected.
      const seen = new Set<string>();
      let unchanged = 0;
      for (let step = 0; step < 400 && unchanged < 10; step++) {
        const ids = await page.locator('.opblock').evaluateAll((rows) => rows.map((row) => row.id));
        const before = seen.size;
        for (const id of ids) seen.add(id);
        unchanged = seen.size === before ? unchanged + 1 : 0;
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(50);
      }
      expect(seen.size).toBe(operationCount);
      await page.evaluate(() => window.scrollTo(0, 0));
      const purchase = page.locator('.opblock-post', {
        has: page.locator('[data-path="/api/purchase"]'),
      });
      for (let step = 0; step < 400 && (await purchase.count()) === 0; step++)
        await page.mouse.wheel(0, 600);
      await purchase.locator('.opblock-summary-control').click();
      const body = purchase.locator('.opblock-section-request-body');
      await body.waitFor({ timeout: 10_000 });
      await expect.poll(() => body.textContent()).toContain('productId');
      await collectViolations(page, recorded);
      expectClean(recorded);
    } finally {
      await context.close();
    }
  });
});
