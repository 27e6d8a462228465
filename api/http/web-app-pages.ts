/**
 * The web app's page (web/dist/index.html) for every GET and HEAD no other route answered, with
 * the status the app's own router would give it: 200 for a route of the app
 * (contracts/app-routes.ts) and 404 for any other path, so that crawlers and monitors see a
 * missing page as missing while a person sees the app's 404 page. Category and product addresses
 * count only while the catalogue read model has an active category or product there (the app then
 * shows "Category Not Found" or "Product Not Found").
 *
 * A page comes with what it would fetch and load first, so that a phone on a slow network does not
 * wait for one round trip after another before anything shows:
 * - the public reads it starts with (the site config on every page; the catalogue reads of a
 *   storefront page: home, All Products, a category, a product), answered ahead of time and keyed
 *   by their GET address (contracts/public-reads.ts), in
 *   `<script id="initial-answers" type="application/json">`, which the app's queries start from
 *   (web/src/lib/initial-answers.ts);
 * - `<link rel="modulepreload">` for its lazy screen and the chunks that screen imports, read from
 *   the build's manifest (web/dist/.vite/manifest.json), fetched alongside the entry chunk
 *   instead of after it;
 * - for a storefront page with its data (at an address without a query), the first screen itself,
 *   rendered on the server from those answers (api/http/server-render.ts) in place of the shell
 *   inside #root, marked `data-server-rendered` so the app hydrates it (web/src/main.tsx), with its
 *   CSS in <head>. Its JavaScript then starts after the first paint
 *   (web/public/start-after-paint.js), and the lazy screen's chunks come with the entry.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Queryable } from '../../application/db/pool';
import type { ResponseCache } from './response-cache';
import type { RenderPage } from './server-render';
import type { SiteConfigDto } from '../../contracts/payments';
import { APP_PAGES, matchAppRoute } from '../../contracts/app-routes';
import {
  CATEGORIES_PATH,
  INITIAL_ANSWERS_ELEMENT_ID,
  HOMEPAGE_PRODUCTS_PATH,
  PRODUCTS_PATH,
  SITE_CONFIG_PATH,
  categoryByUrlPath,
  categoryProductsPath,
  productByUrlPath,
  similarProductsPath,
} from '../../contracts/public-reads';
import { productIdOfUrl } from '../../contracts/product-id-url';
import {
  findCategoryByUrl,
  findProductByUrl,
  isActiveProduct,
  listCategories,
  listCategoryProducts,
  listHomepageProducts,
  listProducts,
} from '../../projections/catalogue/queries';

/**
 * The source module (relative to web/) of the lazy screen each storefront route renders, as
 * web/src/app/router.tsx imports it; the home page is in the entry chunk.
 */
const LAZY_SCREENS = {
  products: 'src/features/catalogue/components/all-products-page.tsx',
  category: 'src/features/catalogue/components/category-page.tsx',
  product: 'src/app/routes/product.tsx',
} as const;

/**
 * The largest answer a page carries, in bytes of JSON: a bigger one (a category of hundreds of
 * products, or every product) would hold up the page itself on a slow network, so the app fetches
 * it as before, compressed and revalidated by its ETag.
 */
export const MAX_INLINE_ANSWER_BYTES = 64 * 1024;

/** What the server knows of the page at a path before the app runs. */
export interface AppPage {
  /** Whether the app renders a page there rather than its 404 page. */
  exists: boolean;
  /** Serialized answers of the public reads the page starts with, by GET address. */
  answers: Map<string, string>;
  /** The lazy screen it renders (a key of the manifest), when it is a storefront one. */
  lazyScreen: string | null;
  /** Whether it is a storefront page whose data it carries, which the server renders. */
  serverRendered: boolean;
}

/** A path segment decoded as the app decodes it (left as it is when it is not valid encoding). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A fixed page's path as the router compares it: any case, without a trailing slash. */
const normalized = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * Where the answers come from: the read model, and the catalogue's serialized answers, which the
 * API routes share (keyed by the same GET addresses, api/catalogue/router.ts).
 */
export interface AnswerSources {
  db: Queryable;
  catalogueResponses: ResponseCache;
}

/** The answers of `reads` (GET address and its serialized answer), without those too big to carry. */
function carried(reads: [string, Buffer | string][]): Map<string, string> {
  return new Map(
    reads
      .filter(([, body]) => Buffer.byteLength(body) <= MAX_INLINE_ANSWER_BYTES)
      .map(([address, body]) => [address, body.toString()]),
  );
}

/** A path the app has no page for. */
const noPage = (): AppPage => ({
  exists: false,
  answers: new Map(),
  lazyScreen: null,
  serverRendered: false,
});

/** A page of the app that comes with no answers of its own. */
const appPage = (lazyScreen: string | null = null): AppPage => ({
  exists: true,
  answers: new Map(),
  lazyScreen,
  serverRendered: false,
});

/**
 * A storefront page with `answers`: the server renders it when it carries `mainRead`, the read
 * its first screen shows (a bigger answer than the page carries is left to the browser).
 */
function storefrontPage(
  answers: Map<string, string>,
  lazyScreen: string | null,
  mainRead: string,
): AppPage {
  return { exists: true, answers, lazyScreen, serverRendered: answers.has(mainRead) };
}

/**
 * The page the app renders at `pathname`: it exists on a route of the app whose category or
 * product, when it names one, is active. The product page resolves a product URL, a custom URL or
 * `product-<id>` (web/src/features/catalogue/api/get-product-by-url.ts); its category segment is
 * not checked, as the app does not check it either. Only a product found by its URL comes with
 * answers: the app finds one by `product-<id>` through another read.
 */
export async function resolveAppPage(
  { db, catalogueResponses: cache }: AnswerSources,
  pathname: string,
): Promise<AppPage> {
  const match = matchAppRoute(pathname);
  if (!match) return noPage();
  const categoryProducts = (id: number) =>
    cache.json(categoryProductsPath(id), () => listCategoryProducts(db, id));
  const { categoryUrl, productUrl = match.params.customUrl } = match.params;
  if (productUrl !== undefined) {
    const url = decoded(productUrl);
    const product = await findProductByUrl(db, url);
    if (!product) {
      const id = productIdOfUrl(url);
      const exists = id !== null && (await isActiveProduct(db, id));
      return exists ? appPage(LAZY_SCREENS.product) : noPage();
    }
    const reads: [string, Buffer | string][] = [[productByUrlPath(url), JSON.stringify(product)]];
    if (product.category)
      reads.push([
        similarProductsPath(product.category.id),
        await categoryProducts(product.category.id),
      ]);
    return storefrontPage(carried(reads), LAZY_SCREENS.product, productByUrlPath(url));
  }
  if (categoryUrl !== undefined) {
    const url = decoded(categoryUrl);
    const category = await findCategoryByUrl(db, url);
    if (!category) return noPage();
    const answers = carried([
      [categoryByUrlPath(url), JSON.stringify(category)],
      [categoryProductsPath(category.id), await categoryProducts(category.id)],
    ]);
    return storefrontPage(answers, LAZY_SCREENS.category, categoryByUrlPath(url));
  }
  const page = normalized(pathname);
  const categories = async (): Promise<[string, string]> => [
    CATEGORIES_PATH,
    JSON.stringify(await listCategories(db)),
  ];
  if (page === APP_PAGES.home) {
    const homepage = cache.json(HOMEPAGE_PRODUCTS_PATH, () => listHomepageProducts(db));
    const answers = carried([[HOMEPAGE_PRODUCTS_PATH, await homepage], await categories()]);
    return storefrontPage(answers, null, HOMEPAGE_PRODUCTS_PATH);
  }
  if (page === APP_PAGES.products) {
    const products = cache.json(PRODUCTS_PATH, () => listProducts(db));
    const answers = carried([[PRODUCTS_PATH, await products], await categories()]);
    return storefrontPage(answers, LAZY_SCREENS.products, PRODUCTS_PATH);
  }
  return appPage();
}

/** One chunk of the build manifest (Vite's `build.manifest`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The files (e.g. "assets/category-page-Bq.js") of manifest chunk `key` and of every chunk it
 * imports statically, however deep, without the entry chunk, which the page loads anyway.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) return;
    seen.add(name);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/**
 * The answers as one JSON object that cannot end the script element it sits in (`<` written as
 * its escape, which JSON.parse reads back).
 */
function answersScript(answers: Map<string, string>): string {
  const members = [...answers].map(([address, body]) => `${JSON.stringify(address)}:${body}`);
  const json = `{${members.join(',')}}`.replace(/</g, '\\u003c');
  return `<script id="${INITIAL_ANSWERS_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** A preload of module `href`, fetched alongside the entry instead of after it. */
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/** The files of the page's lazy screen (with a leading slash), given the build manifest (or null). */
function screenChunks(page: AppPage, manifest: Record<string, ManifestChunk> | null): string[] {
  return page.lazyScreen && manifest
    ? chunkFiles(manifest, page.lazyScreen).map((file) => `/${file}`)
    : [];
}

/** The entry's module script that Vite writes into index.html, and the preloads of its imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** An HTML attribute value: the characters that could end or change it, as references. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for a page the server rendered: its entry starts after the first paint
 * (web/public/start-after-paint.js) instead of as a module script of <head>, with `preloads` and
 * the entry's own imports; null when the page has no entry script to start.
 */
function startingAfterPaint(html: string, preloads: string[]): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter =
    `<script defer src="/start-after-paint.js" data-entry="${attribute(entry)}" ` +
    `data-preloads="${attribute([...imports, ...preloads].join(' '))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/** The manifest of the build in `webDist`, or null when the build wrote none. */
async function readManifest(webDist: string): Promise<Record<string, ManifestChunk> | null> {
  try {
    return JSON.parse(
      await fs.readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
}

/**
 * The shell inside #root in index.html, between the markers `<!--app-shell-->` and
 * `<!--/app-shell-->`, with the element's opening and closing tags.
 */
const ROOT_WITH_SHELL = /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/;

/** index.html with `markup` (a server render) in place of the shell, marked for hydration. */
function withRenderedRoot(html: string, markup: string): string {
  return html.replace(ROOT_WITH_SHELL, () => `<div id="root" data-server-rendered>${markup}</div>`);
}

/**
 * Answers the app's index.html from `webDist`, 200 or 404 by `resolveAppPage`; a page that exists
 * also carries `siteConfig` (GET /api/site-config's answer), and a storefront page with its data
 * is rendered by `renderPage` when there is one.
 */
export function webAppPages(
  webDist: string,
  sources: AnswerSources,
  siteConfig: SiteConfigDto,
  renderPage: RenderPage | null,
): RequestHandler {
  const siteConfigJson = JSON.stringify(siteConfig);
  const indexHtml = path.join(webDist, 'index.html');
  return async (req, res) => {
    // Read on every load: a new build changes the hashed asset names they point to.
    const [page, html, manifest] = await Promise.all([
      resolveAppPage(sources, req.path),
      fs.readFile(indexHtml, 'utf8'),
      readManifest(webDist),
    ]);
    if (page.exists) page.answers.set(SITE_CONFIG_PATH, siteConfigJson);
    const answers = page.answers.size > 0 ? answersScript(page.answers) : '';
    const preloads = screenChunks(page, manifest);
    // Only an address without a query: those are as many as the catalogue's pages, so the
    // renders kept cover them, and no stream of made-up queries costs a render each.
    const rendered =
      page.serverRendered && renderPage && !req.originalUrl.includes('?')
        ? await renderPage(req.originalUrl, page.answers)
        : null;
    const starting = rendered && startingAfterPaint(html, preloads);
    const body = starting
      ? withRenderedRoot(starting, rendered.html).replace(
          '</head>',
          () => `${answers}${rendered.styles}</head>`,
        )
      : html.replace('</head>', () => `${preloads.map(modulePreload).join('')}${answers}</head>`);
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(page.exists ? 200 : 404)
      .type('html')
      .send(body);
  };
}
