/**
 * The web app's page answers with the status its router gives the path: 200 on the app's routes
 * and on active categories and products, 404 elsewhere (the same page, which shows its 404), while
 * an unknown API path stays a JSON 404. A storefront page comes with its catalogue reads answered
 * and its lazy screen preloaded, and with its first screen rendered by the server. Needs the built
 * web app, both builds (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../../test/support/store';

let store: TestStore;
let admin: TestClient;
let category: { id: number };
let product: { id: number; productUrl: string };
let hidden: { id: number; productUrl: string };

beforeAll(async () => {
  expect(
    fs.existsSync(path.join(import.meta.dirname, '../../web/dist/index.html')),
    'web/dist/index.html: run npm run build first',
  ).toBe(true);
  store = await startTestStore();
  admin = store.client();
  await admin.register('admin@keymart.test');
  category = (
    await admin.post('/api/admin/categories', { name: 'Page Games', customUrl: 'page-games' })
  ).body as typeof category;
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await admin.post('/api/products', {
      name,
      price: '5.00',
      categoryId: category.id,
      deliveryType: 'manual',
      stock: 5,
      warrantyDays: 30,
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body as typeof product;
  };
  product = await create('Page Status Key', {
    customUrl: 'page-status-key',
    description: 'Ends its script early </script><script>alert(1)</script>',
  });
  hidden = await create('Hidden Page Key', { isActive: false });
});

afterAll(() => store?.stop());

/** The status of GET (or `method`) `pathname`. */
const statusOf = async (pathname: string, method = 'GET') =>
  (await fetch(`${store.url}${pathname}`, { method })).status;

describe('the web app’s pages', () => {
  it('answer 200 on the app’s routes, whatever the case or a trailing slash', async () => {
    for (const pathname of [
      '/',
      '/products',
      '/Products/',
      '/auth?next=/orders',
      '/reset-password?token=abc',
      '/orders',
      '/orders/12345',
      '/admin',
      '/admin/audit',
    ])
      expect(await statusOf(pathname), pathname).toBe(200);
  });

  it('answer 200 for an active category or product, by each of its addresses', async () => {
    for (const pathname of [
      '/category/page-games',
      `/category/${category.id}`,
      `/category/page-games/${product.productUrl}`,
      '/category/uncategorized/page-status-key',
      `/category/page-games/product-${product.id}`,
      '/page-status-key',
    ])
      expect(await statusOf(pathname), pathname).toBe(200);
  });

  it('answer 404 with the same page for unknown routes, categories and products; HEAD as GET', async () => {
    for (const pathname of [
      '/no-such-page',
      '/admin/no-such-screen',
      '/products/extra/segments',
      '/category/no-such-category',
      '/category/page-games/no-such-product',
      `/category/page-games/${hidden.productUrl}`,
      `/category/page-games/product-${hidden.id}`,
      '/category/page-games/product-99999999',
    ]) {
      const answer = await fetch(`${store.url}${pathname}`);
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(answer.headers.get('content-security-policy'), pathname).toContain(
        "script-src 'self'",
      );
      expect(await answer.text(), pathname).toContain('<div id="root">');
      expect(await statusOf(pathname, 'HEAD'), `HEAD ${pathname}`).toBe(404);
    }
    expect(await statusOf('/page-status-key', 'HEAD')).toBe(200);
  });

  it('come with the catalogue reads they start with, as the API answers them, and preload their screen', async () => {
    /**
     * The answers a page carries, by GET address, and the files it preloads: as links, or, on a
     * page the server rendered, in the attribute of the script that starts the app after the
     * first paint.
     */
    const pageOf = async (pathname: string) => {
      const html = await (await fetch(`${store.url}${pathname}`)).text();
      const script = /<script id="initial-answers" type="application\/json">(.*?)<\/script>/s.exec(
        html,
      );
      const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      const starter = /data-preloads="([^"]*)"/.exec(html)?.[1];
      return {
        answers: script ? (JSON.parse(script[1]!) as Record<string, unknown>) : {},
        preloads: starter
          ? starter.split(' ').filter((file) => !/\/assets\/index-/.test(file))
          : links.map((link) => link[1]!),
      };
    };
    const apiAnswer = async (address: string) => (await fetch(`${store.url}${address}`)).json();

    const productPage = await pageOf('/category/page-games/page-status-key');
    expect(Object.keys(productPage.answers).sort()).toEqual([
      `/api/products/by-url/page-status-key`,
      `/api/products/category/${category.id}`,
      '/api/site-config',
    ]);
    for (const [address, answer] of Object.entries(productPage.answers))
      expect(answer, address).toEqual(await apiAnswer(address));
    // The description's "</script>" stays inside the JSON, escaped.
    expect(JSON.stringify(productPage.answers)).toContain('</script><script>alert(1)');
    expect(productPage.preloads.some((file) => /\/assets\/product-[\w-]+\.js$/.test(file))).toBe(
      true,
    );

    const categoryPage = await pageOf('/category/page-games');
    expect(Object.keys(categoryPage.answers).sort()).toEqual(
      [
        '/api/categories/by-url/page-games',
        `/api/categories/${category.id}/products`,
        '/api/site-config',
      ].sort(),
    );
    for (const [address, answer] of Object.entries(categoryPage.answers))
      expect(answer, address).toEqual(await apiAnswer(address));

    const home = await pageOf('/');
    expect(Object.keys(home.answers).sort()).toEqual([
      '/api/categories',
      '/api/products/homepage',
      '/api/site-config',
    ]);
    for (const [address, answer] of Object.entries(home.answers))
      expect(answer, address).toEqual(await apiAnswer(address));
    expect(home.preloads).toEqual([]);
    for (const file of [
      ...productPage.preloads,
      ...categoryPage.preloads,
      ...(await pageOf('/products')).preloads,
    ])
      expect((await fetch(`${store.url}${file}`)).status, file).toBe(200);

    // A product reached by product-<id> is read another way: no answers, still preloaded.
    const byId = await pageOf(`/category/page-games/product-${product.id}`);
    expect(Object.keys(byId.answers)).toEqual(['/api/site-config']);
    expect(Object.keys((await pageOf('/orders')).answers)).toEqual(['/api/site-config']);
    expect(byId.preloads).toEqual(productPage.preloads);
    expect(await pageOf('/no-such-page')).toEqual({ answers: {}, preloads: [] });

    // A list too big to carry (two products of 40,000-character descriptions) is fetched instead.
    const big = (
      await admin.post('/api/admin/categories', { name: 'Page Big', customUrl: 'page-big' })
    ).body as { id: number };
    for (const name of ['Big One', 'Big Two'])
      expect(
        (
          await admin.post('/api/products', {
            name,
            price: '5.00',
            categoryId: big.id,
            deliveryType: 'manual',
            stock: 1,
            longDescription: 'x'.repeat(40_000),
          })
        ).status,
      ).toBe(201);
    expect(Object.keys((await pageOf('/category/page-big')).answers).sort()).toEqual([
      '/api/categories/by-url/page-big',
      '/api/site-config',
    ]);
  });

  it('arrive rendered when they are storefront pages with their data, and start the app after the first paint', async () => {
    const htmlOf = async (pathname: string) => (await fetch(`${store.url}${pathname}`)).text();
    /** The markup of #root when the server rendered it, else null. */
    const renderedRoot = (html: string) =>
      /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

    const productHtml = await htmlOf('/category/page-games/page-status-key');
    const productRoot = renderedRoot(productHtml);
    expect(productRoot).toContain('>Page Status Key</h1>');
    expect(productRoot).toContain('aria-label="Price $5.00"');
    expect(productRoot).toContain('>In Stock</span>');
    expect(productRoot).not.toContain('<script');
    // Its CSS comes with it, for emotion in the browser to adopt.
    expect(productHtml).toMatch(/<style data-emotion="css [\w -]+">/);
    // No module script in <head>: the app starts after the first paint, from an entry that exists.
    expect(productHtml).not.toContain('<script type="module"');
    const entry = /<script defer src="\/start-after-paint\.js" data-entry="([^"]+)"/.exec(
      productHtml,
    )?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect((await fetch(`${store.url}${entry}`)).status).toBe(200);
    expect((await fetch(`${store.url}/start-after-paint.js`)).status).toBe(200);

    expect(renderedRoot(await htmlOf('/category/page-games'))).toContain('>Page Games</h1>');
    expect(renderedRoot(await htmlOf('/'))).toContain('id="hero-heading"');

    // Not rendered: an address with a query, a product read another way (product-<id>), a page
    // without data of its own, a missing page. They keep the shell and the module script.
    for (const pathname of [
      '/category/page-games?search=key',
      `/category/page-games/product-${product.id}`,
      '/orders',
      '/no-such-page',
    ]) {
      const html = await htmlOf(pathname);
      expect(renderedRoot(html), pathname).toBeNull();
      expect(html, pathname).toContain('<div class="app-shell"');
      expect(html, pathname).toContain('<script type="module" crossorigin src="/assets/index-');
    }
  });

  it('leave an unknown API path a JSON 404', async () => {
    const answer = await fetch(`${store.url}/api/no-such-route`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
