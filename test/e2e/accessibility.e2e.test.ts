/**
 * No page a visitor can reach has an axe-core violation of serious or critical impact, in light
 * and dark themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';

let store: TestStore;
let browser: Browser;
let productPath: string;

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  const products = (await store.client().get('/api/products')).body as {
    productUrl: string;
    category: { customUrl: string } | null;
  }[];
  const product = products.find((p) => p.category)!;
  productPath = `/category/${product.category!.customUrl}/${product.productUrl}`;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

const VISITOR_PAGES = [
  '/',
  '/products',
  '/category/seo-tools',
  'PRODUCT',
  '/auth',
  '/forgot-password',
  `/reset-password?token=${'x'.repeat(43)}`,
  '/verify-email',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/refund',
  '/no-such-page',
];

describe.each(['light', 'dark'] as const)('visitor pages in the %s theme', (theme) => {
  /** One tab a theme, the app loaded in it once and each page reached as a link reaches it. */
  let tab: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ bypassCSP: true, colorScheme: theme });
    tab = await context.newPage();
  });

  it.each(VISITOR_PAGES)('%s has no serious or critical axe-core violation', async (page) => {
    await openInApp(tab, store.url, page === 'PRODUCT' ? productPath : page);
    await tab.locator('main, [role="main"]').first().waitFor();
    expect(await seriousViolations(tab)).toEqual([]);
  });
});
