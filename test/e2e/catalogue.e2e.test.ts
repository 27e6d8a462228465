/**
 * The catalogue in a real browser (docs/specs/customer-area.md sections 1-2,
 * docs/specs/admin-area.md 2.1, 2.16, 2.17): theme toggle and persistence, the home banner, filter
 * and sort, All Products, the category page's filters and states, per-page search data, the 404
 * page and the mobile menu.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { registerAdmin } from './admin-browser';

interface Product {
  id: number;
  name: string;
  price: string;
  originalPrice: string | null;
  categoryId: number | null;
  productUrl: string;
  description: string;
  category: { id: number; name: string; customUrl: string } | null;
}
interface Category {
  id: number;
  name: string;
  customUrl: string;
  metaTitle: string;
}

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let products: Product[];
let categories: Category[];

beforeAll(async () => {
  store = await startTestStore({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
  products = (await admin.get('/api/products')).body;
  categories = (await admin.get('/api/categories')).body;
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

async function openPage(
  path: string,
  options: {
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    /** The HTTP status the navigation must answer with (the server knows the app's routes). */
    status?: number;
    /** For axe-core, whose inline script the store's CSP forbids (test/e2e/axe.ts). */
    bypassCSP?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const answer = await page.goto(`${store.url}${path}`);
  if (options.status !== undefined) expect(answer?.status(), path).toBe(options.status);
  return page;
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0);

async function selectOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function cardPrices(scope: ReturnType<Page['locator']>) {
  return (await scope.getByTestId('price').allTextContents()).map(cents);
}

describe('theme', () => {
  it('toggles dark mode, stores it under "theme" and keeps it after a reload', async () => {
    const page = await openPage('/');
    const html = page.locator('html');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    expect((await html.getAttribute('class')) ?? '').not.toContain('dark');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => html.getAttribute('class')).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await html.getAttribute('class')).toContain('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(async () => (await html.getAttribute('class')) ?? '').not.toContain('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

describe('home', () => {
  it('shows the welcome text, then rotates the announcements every 5 seconds', async () => {
    const home = await openPage('/');
    const banner = home.getByRole('region', { name: 'Announcements' });
    await banner.getByText(/Welcome to KeyMart!/).waitFor();

    for (const [text, type] of [
      ['Summer sale: 20% off all streaming', 'promotion'],
      ['Scheduled maintenance tonight at 02:00 UTC', 'maintenance'],
    ]) {
      const created = await admin.post('/api/admin/announcements', { text, type, isActive: true });
      expect(created.status).toBe(201);
    }

    const page = await openPage('/');
    const shown = page
      .getByRole('region', { name: 'Announcements' })
      .locator('[data-announcement-type]');
    await expect.poll(() => shown.getAttribute('data-announcement-type')).not.toBe('welcome');
    const first = await shown.textContent();
    const firstType = await shown.getAttribute('data-announcement-type');
    expect(['promotion', 'maintenance']).toContain(firstType);
    // The other one appears within the 5 s rotation (plus a little slack).
    await expect.poll(() => shown.textContent(), { timeout: 7000, interval: 250 }).not.toBe(first);
    expect(await shown.getAttribute('data-announcement-type')).not.toBe(firstType);
    expect(await page.getByText(/Welcome to KeyMart!/).count()).toBe(0);
  });

  it('filters the featured products by category and sorts them by price', async () => {
    const page = await openPage('/');
    const section = page.locator('#products');
    await section.locator('article').first().waitFor();
    const homepage: Product[] = (await admin.get('/api/products/homepage')).body;
    const shownCount = Math.min(8, homepage.length);
    expect(await section.locator('article').count()).toBe(shownCount);
    if (homepage.length > 8) {
      await section.getByRole('link', { name: 'View All Products' }).waitFor();
    }

    // A category with featured products: every card shows its badge.
    const counts = new Map<string, number>();
    for (const product of homepage) {
      const name = product.category?.name ?? 'Other';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const [categoryName, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    await selectOption(page, 'Category', categoryName);
    await expect.poll(() => section.locator('article').count()).toBe(Math.min(8, count));
    for (const badge of await section.locator('article').allInnerTexts()) {
      expect(badge).toContain(categoryName);
    }

    await selectOption(page, 'Sort', 'Price: Low to High');
    await expect.poll(async () => isSorted(await cardPrices(section), 1)).toBe(true);
    await selectOption(page, 'Sort', 'Price: High to Low');
    await expect.poll(async () => isSorted(await cardPrices(section), -1)).toBe(true);

    // A category without featured products shows the empty text.
    const without = categories.find((category) => !counts.has(category.name));
    if (without) {
      await selectOption(page, 'Category', without.name);
      await section.getByText('No products found in this category.').waitFor();
    }
  });

  it('draws the featured filters before MUI Select loads, and opens a list clicked meanwhile', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // MUI's Select comes in the form fields' chunk (web/vite.config.ts); it waits for the click.
    const selectChunk = /\/assets\/mui-forms-[^/]*\.js$/;
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    let isRequested = false;
    await page.route(selectChunk, async (route) => {
      isRequested = true;
      await clicked;
      await route.continue();
    });
    await page.goto(`${store.url}/`);
    const section = page.locator('#products');
    await section.locator('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Far below the fold: the first load does not fetch the Select.
    expect(isRequested).toBe(false);
    const category = section.getByRole('combobox', { name: 'Category' });
    expect(await category.textContent()).toBe('All Categories');
    expect(await section.getByRole('combobox', { name: 'Sort' }).textContent()).toBe(
      'Sort by Popular',
    );

    await category.click();
    release();
    const gaming = categories.find((item) => item.name === 'Gaming') ?? categories[0]!;
    await page.getByRole('option', { name: gaming.name, exact: true }).click();
    await expect.poll(() => category.textContent()).toBe(gaming.name);
    expect(isRequested).toBe(true);
    expect(await category.evaluate((box) => box === document.activeElement)).toBe(true);
  });

  it('links each popular category card to /category/{customUrl}', async () => {
    const page = await openPage('/');
    const section = page.locator('#categories');
    await section.getByRole('link').first().waitFor();
    const hrefs = await section
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(categories.map((category) => `/category/${category.customUrl}`));
  });
});

describe('All Products', () => {
  it('searches, filters by category, sorts and clears', async () => {
    const page = await openPage('/products', { status: 200 });
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    const count = page.getByTestId('products-count');
    await expect
      .poll(() => count.textContent())
      .toBe(`Showing ${products.length} of ${products.length} products`);

    // Default sort: name A-Z.
    const names = await page.locator('article h2').allTextContents();
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    );
    // The first page of 24 cards.
    expect(await page.getByText('(4.8)').count()).toBe(Math.min(24, products.length));

    // The search matches the category name too.
    const category = categories[0]!;
    const inCategory = products.filter((product) => product.categoryId === category.id);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(category.name);
    await expect
      .poll(() => count.textContent())
      .toBe(`Showing ${inCategory.length} of ${products.length} products`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');

    await selectOption(page, 'Category', category.name);
    await expect
      .poll(() => count.textContent())
      .toBe(`Showing ${inCategory.length} of ${products.length} products`);
    await selectOption(page, 'Sort by', 'Price High to Low');
    await expect.poll(async () => isSorted(await cardPrices(page.locator('main')), -1)).toBe(true);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzz-no-such-thing');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect
      .poll(() => count.textContent())
      .toBe(`Showing ${products.length} of ${products.length} products`);
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('');
  });
});

describe('category page', () => {
  it('filters by search, min and max price, sorts, counts and clears', async () => {
    const category = categories.find((c) => c.customUrl === 'software-licenses')!;
    const inCategory = products.filter((product) => product.categoryId === category.id);
    const page = await openPage(`/category/${category.customUrl}`, { status: 200 });
    await page.getByRole('heading', { name: category.name, level: 1 }).waitFor();
    const count = page.getByTestId('products-count');
    await expect.poll(() => count.textContent()).toBe(`${inCategory.length} products found`);
    const inStock = await page.getByText('In Stock', { exact: true }).count();
    const outOfStock = await page.getByText('Out of Stock', { exact: true }).count();
    expect(inStock + outOfStock).toBe(inCategory.length);
    expect(inStock).toBeGreaterThan(0);

    // Search in name or description, with the term in the count.
    const term = 'windows';
    const matching = inCategory.filter((p) =>
      `${p.name} ${p.description}`.toLowerCase().includes(term),
    );
    await page.getByRole('searchbox', { name: 'Search products' }).fill(term);
    await expect
      .poll(() => count.textContent())
      .toBe(
        `${matching.length} ${matching.length === 1 ? 'product' : 'products'} found for "${term}"`,
      );
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');

    // Inclusive price bounds.
    const prices = inCategory.map((p) => cents(p.price)).sort((a, b) => a - b);
    const min = prices[1]!;
    const max = prices[prices.length - 2]!;
    const inRange = prices.filter((price) => price >= min && price <= max).length;
    await page.getByRole('spinbutton', { name: 'Min price' }).fill((min / 100).toFixed(2));
    await page.getByRole('spinbutton', { name: 'Max price' }).fill((max / 100).toFixed(2));
    await expect.poll(() => count.textContent()).toBe(`${inRange} products found`);
    const shown = await cardPrices(page.locator('main'));
    expect(shown.every((price) => price >= min && price <= max)).toBe(true);

    // Sort (default is name A-Z).
    await selectOption(page, 'Sort by', 'Price High to Low');
    await expect.poll(async () => isSorted(await cardPrices(page.locator('main')), -1)).toBe(true);

    // Nothing in range: the filters' empty state; Clear Filters brings everything back.
    await page.getByRole('spinbutton', { name: 'Min price' }).fill('100000');
    await page.getByText('No products match your current filters.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(() => count.textContent()).toBe(`${inCategory.length} products found`);
    expect(await page.getByRole('spinbutton', { name: 'Min price' }).inputValue()).toBe('');
    const names = await page.locator('article h2').allTextContents();
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    );

    // List layout keeps the same cards (the first page of 24).
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.locator('article').count()).toBe(Math.min(24, inCategory.length));
  });

  it('sets title, description, keywords, canonical link, social tags and CollectionPage data', async () => {
    const category = categories.find((c) => c.customUrl === 'software-licenses')!;
    const inCategory = products.filter((product) => product.categoryId === category.id);
    const page = await openPage(`/category/${category.customUrl}`);
    await page.locator('article').first().waitFor();
    await expect.poll(() => page.title()).toBe(category.metaTitle);
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? 'null'),
      ),
    }));
    expect(head.description).toBeTruthy();
    expect(head.keywords).toContain(category.name);
    expect(head.canonical).toBe(`${store.url}/category/${category.customUrl}`);
    expect(head.ogTitle).toBe(category.metaTitle);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]['@type']).toBe('CollectionPage');
    expect(head.jsonLd[0].mainEntity['@type']).toBe('ItemList');
    expect(head.jsonLd[0].mainEntity.numberOfItems).toBe(inCategory.length);

    // Leaving the page removes its data.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    const types = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? 'null')['@type'],
      ),
    );
    expect(types).toEqual(['WebSite']);
    expect(
      await page.evaluate(() =>
        document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ),
    ).toBe(`${store.url}/`);
  });

  it('answers 404 and shows Category Not Found with Return Home for an unknown category', async () => {
    const page = await openPage('/category/no-such-category', { status: 404 });
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    await page.getByText("The category you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${store.url}/`);
  });

  it('says so when a category has no products yet', async () => {
    const created = await admin.post('/api/admin/categories', {
      name: 'Empty Shelf',
      customUrl: 'empty-shelf',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const page = await openPage('/category/empty-shelf');
    await page.getByRole('heading', { name: 'Empty Shelf', level: 1 }).waitFor();
    await page.getByText("This category doesn't have any products yet.").waitFor();
  });

  it('lines up the cards of a row, badges the saving and keeps product art text at 12 px or more', async () => {
    const category = categories.find((c) => c.customUrl === 'software-licenses')!;
    const page = await openPage(`/category/${category.customUrl}`);
    const cards = page.locator('article');
    await cards.first().waitFor();

    // A row of four: equal heights and prices on one line, whether a name takes 1 or 2 lines.
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        top: Math.round(article.getBoundingClientRect().top),
        height: Math.round(article.getBoundingClientRect().height),
        priceTop: Math.round(
          article.querySelector('[data-testid="price"]')!.getBoundingClientRect().top,
        ),
        titleHeight: article.querySelector('h2, h3')!.getBoundingClientRect().height,
      })),
    );
    const row = boxes.filter((box) => box.top === boxes[0]!.top);
    expect(row).toHaveLength(4);
    expect(new Set(row.map((box) => box.titleHeight)).size).toBeGreaterThan(1);
    expect(new Set(row.map((box) => box.height)).size).toBe(1);
    expect(new Set(row.map((box) => box.priceTop)).size).toBe(1);

    // The saving over the struck price, in whole percent rounded down.
    const sale = products.find((p) => p.categoryId === category.id && p.originalPrice)!;
    const saved = Math.floor(
      ((cents(sale.originalPrice!) - cents(sale.price)) * 100) / cents(sale.originalPrice!),
    );
    const card = cards.filter({ has: page.getByRole('heading', { name: sale.name }) });
    expect(await card.getByTestId('savings-badge').textContent()).toBe(`-${saved}%`);

    // Every text the tiles show is 12 px or more, on a wide screen and on a phone.
    const tileTextSizes = () =>
      page
        .getByTestId('product-tile')
        .evaluateAll((tiles) =>
          tiles.flatMap((tile) =>
            [...tile.querySelectorAll('*')]
              .filter(
                (el) =>
                  el.checkVisibility() &&
                  [...el.childNodes].some(
                    (node) => node.nodeType === 3 && node.textContent?.trim(),
                  ),
              )
              .map((el) => parseFloat(getComputedStyle(el).fontSize)),
          ),
        );
    for (const viewport of [null, { width: 390, height: 844 }]) {
      if (viewport) await page.setViewportSize(viewport);
      const sizes = await tileTextSizes();
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('server rendering', () => {
  it('hydrates the home, category and product pages in place, in light and dark', async () => {
    const product = products.find((p) => p.category)!;
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        colorScheme,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      // Marks every node the server sent before the app starts; a node drawn again by the app
      // would come without the mark.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const node of document.querySelectorAll('#root *'))
            (node as Element & { fromServer?: boolean }).fromServer = true;
        });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const path of [
        '/',
        `/category/${product.category!.customUrl}`,
        `/category/${product.category!.customUrl}/${product.productUrl}`,
      ]) {
        await page.goto(`${store.url}${path}`);
        expect(await page.locator('#root').getAttribute('data-server-rendered'), path).toBe('');
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(
          await heading.evaluate((node) => (node as Element & { fromServer?: boolean }).fromServer),
          `${path} (${colorScheme}): the server's heading is kept`,
        ).toBe(true);
        // The app has taken the page over: its theme toggle answers.
        await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).waitFor();
      }
      expect(errors, colorScheme).toEqual([]);
      await context.close();
    }
  });
});

describe('routing', () => {
  it('unknown route answers 404 with the 404 page, for unknown and reserved paths', async () => {
    for (const path of ['/no/such/page', '/admin-secrets']) {
      const page = await openPage(path, { status: 404 });
      await page.getByRole('heading', { name: '404' }).waitFor();
      await page.getByText('Page Not Found').waitFor();
      await page.getByRole('link', { name: 'Go to Homepage' }).waitFor();
      await page.getByRole('button', { name: 'Go Back' }).waitFor();
    }
  });

  it('opens the side sheet with the links on a phone and navigates from it', async () => {
    const page = await openPage('/', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sheet = page.getByRole('navigation', { name: 'Mobile navigation' });
    for (const name of ['Home', 'Products', 'Categories', 'Support']) {
      await sheet.getByRole('link', { name, exact: true }).waitFor();
    }
    await sheet.getByRole('link', { name: 'Sign In' }).waitFor();
    await sheet.getByRole('link', { name: 'Get Started' }).waitFor();
    await sheet.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(`${store.url}/products`);
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await expect.poll(() => sheet.isVisible()).toBe(false);
  });
});

describe('finding things', () => {
  const PHONE = { width: 390, height: 844 };

  it('header search finds a product by part of its name and opens it by keyboard', async () => {
    // A product whose name has a word of 5 letters or more; typed from its second letter, in
    // upper case.
    const product = products.find((p) =>
      /[A-Za-z]{5,}/.test(p.name.split(' ').slice(1).join(' ')),
    )!;
    const word = /[A-Za-z]{5,}/.exec(product.name.split(' ').slice(1).join(' '))![0];
    const fragment = word.slice(1).toUpperCase();
    const answer = (await admin.get(`/api/search/suggestions?q=${fragment}`)).body;
    const index = answer.products.findIndex((p: { id: number }) => p.id === product.id);
    expect(index, `${fragment} suggests ${product.name}`).toBeGreaterThanOrEqual(0);

    const page = await openPage('/about');
    await page.getByRole('searchbox', { name: 'Search the store' }).click();
    const box = page.getByRole('combobox', { name: 'Search the store' });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await box.pressSequentially(fragment);
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: new RegExp(product.name) }).waitFor();
    await listbox.getByText('Products', { exact: true }).waitFor();

    // Escape closes the list; typing opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => listbox.count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();

    // Arrow down to the product (the rows above it first), Enter opens its page.
    const highlighted = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return id ? await page.locator(`[id="${id}"]`).textContent() : null;
    };
    const passed: (string | null)[] = [];
    while (!(passed.at(-1) ?? '').includes(product.name) && passed.length <= index + 1) {
      await page.keyboard.press('ArrowDown');
      passed.push(await highlighted());
    }
    expect(passed.at(-1)).toContain(product.name);
    expect(passed).toHaveLength(index + 1);
    await page.keyboard.press('Enter');
    await page.waitForURL(
      `${store.url}/category/${product.category!.customUrl}/${product.productUrl}`,
    );
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();

    // Nothing found says so; Enter on free text opens All Products searched for it.
    await box.fill('zzqx');
    await page.getByText('No results for "zzqx"').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${store.url}/products?search=zzqx`);
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
  });

  it('/products on a phone shows 2 columns and loads the next page', async () => {
    expect(products.length).toBeGreaterThan(24);
    const page = await openPage('/products?sort=price_low', { viewport: PHONE, bypassCSP: true });
    const cards = page.locator('main li article');
    await expect.poll(() => cards.count()).toBe(24);
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())!),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(third!.x).toBe(first!.x);

    await page.getByRole('button', { name: 'Load more' }).click();
    const more = Math.min(48, products.length);
    await expect.poll(() => cards.count()).toBe(more);
    expect(page.url()).toBe(`${store.url}/products?sort=price_low&page=2`);
    expect(isSorted(await cardPrices(page.locator('main')), 1)).toBe(true);

    // A reload and back/forward give the same view.
    await page.reload();
    await expect.poll(() => cards.count()).toBe(more);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe(
      'Price Low to High',
    );
    await page.goBack();
    await expect.poll(() => cards.count()).toBe(24);
    await page.goForward();
    await expect.poll(() => cards.count()).toBe(more);

    // The header search opens as a full-screen sheet; Escape closes the list, then the sheet.
    await page.getByRole('button', { name: 'Search the store' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    await sheet.getByRole('combobox', { name: 'Search the store' }).pressSequentially('pro');
    await sheet.getByRole('option').first().waitFor();
    const box = (await sheet.getByRole('listbox').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.getByRole('listbox').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it('shows the sticky buy bar on a phone product page while the Buy button is out of view', async () => {
    const product = products.find((p) => p.category?.customUrl === 'software-licenses')!;
    const page = await openPage(`/category/software-licenses/${product.productUrl}`, {
      viewport: PHONE,
    });
    const bar = page.getByRole('region', { name: 'Buy bar' });
    const panelBuy = page.getByRole('region', { name: 'Purchase' }).getByRole('button', {
      name: 'Buy Now',
    });
    await panelBuy.scrollIntoViewIfNeeded();
    await expect.poll(() => bar.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.getByRole('button', { name: 'Buy Now' }).waitFor();
    expect(await bar.textContent()).toContain(product.name);
    // At the end of the page the footer's last line stays above the bar.
    const barTop = (await bar.boundingBox())!.y;
    const lastLine = (await page.locator('footer').getByText(/©/).boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
  });
});
