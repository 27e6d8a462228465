/**
 * No page a visitor can reach has an axe-core violation of serious or critical impact, in light
 * and dark themes; the store stands still for visitors who ask for reduced motion.
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

describe('motion (WCAG 2.2 success criterion 2.3.3, prefers-reduced-motion)', () => {
  /** The durations in seconds of a computed `transition-duration` ("0.2s, 0.133s"). */
  const seconds = (durations: string) => durations.split(',').map((d) => Number.parseFloat(d));

  /**
   * /products in a context with `reducedMotion`, its Sort menu open: how the page scrolls, what a
   * product card's hover animates, and how long the menu took to appear (each CSS transition).
   */
  async function motionOf(reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto(`${store.url}/products`);
    const card = page.getByRole('article').first();
    await card.waitFor();
    const scrollBehavior = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    );
    const cardTransition = await card.evaluate(
      (element) => getComputedStyle(element).transitionProperty,
    );
    // The open menu hides the rest of the page from the accessibility tree.
    await page.getByLabel('Sort by').click();
    const menu = page.locator('.MuiPopover-paper').filter({ has: page.getByRole('listbox') });
    await menu.waitFor();
    const menuTransition = seconds(
      await menu.evaluate((element) => getComputedStyle(element).transitionDuration),
    );
    return { scrollBehavior, cardTransition, menuTransition };
  }

  it('stands still for a visitor who asks for reduced motion, and moves for the others', async () => {
    const still = await motionOf('reduce');
    expect(still).toEqual({
      scrollBehavior: 'auto',
      cardTransition: 'none',
      menuTransition: [0, 0],
    });

    const moving = await motionOf('no-preference');
    expect(moving.scrollBehavior).toBe('smooth');
    expect(moving.cardTransition).toBe('box-shadow, transform');
    expect(Math.min(...moving.menuTransition)).toBeGreaterThan(0);
  });
});
