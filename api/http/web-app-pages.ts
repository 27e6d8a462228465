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
 *   instead of after it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Queryable } from '../../application/db/pool';
import type { ResponseCache } from './response-cache';
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
  if (!match) return { exists: false, answers: new Map(), lazyScreen: null };
  const categoryProducts = (id: number) =>
    cache.json(categoryProductsPath(id), () => listCategoryProducts(db, id));
  const { categoryUrl, productUrl = match.params.customUrl } = match.params;
  if (productUrl !== undefined) {
    const url = decoded(productUrl);
    const product = await findProductByUrl(db, url);
    if (!product) {
      const id = productIdOfUrl(url);
      const exists = id !== null && (await isActiveProduct(db, id));
      return { exists, answers: new Map(), lazyScreen: exists ? LAZY_SCREENS.product : null };
    }
    const reads: [string, Buffer | string][] = [[productByUrlPath(url), JSON.stringify(product)]];
    if (product.category)
      reads.push([
        similarProductsPath(product.category.id),
        await categoryProducts(product.category.id),
      ]);
    return { exists: true, answers: carried(reads), lazyScreen: LAZY_SCREENS.product };
  }
  if (categoryUrl !== undefined) {
    const url = decoded(categoryUrl);
    const category = await findCategoryByUrl(db, url);
    if (!category) return { exists: false, answers: new Map(), lazyScreen: null };
    return {
      exists: true,
      answers: carried([
        [categoryByUrlPath(url), JSON.stringify(category)],
        [categoryProductsPath(category.id), await categoryProducts(category.id)],
      ]),
      lazyScreen: LAZY_SCREENS.category,
    };
  }
  const page = normalized(pathname);
  const categories = async (): Promise<[string, string]> => [
    CATEGORIES_PATH,
    JSON.stringify(await listCategories(db)),
  ];
  if (page === APP_PAGES.home) {
    const homepage = cache.json(HOMEPAGE_PRODUCTS_PATH, () => listHomepageProducts(db));
    return {
      exists: true,
      answers: carried([[HOMEPAGE_PRODUCTS_PATH, await homepage], await categories()]),
      lazyScreen: null,
    };
  }
  if (page === APP_PAGES.products) {
    const products = cache.json(PRODUCTS_PATH, () => listProducts(db));
    return {
      exists: true,
      answers: carried([[PRODUCTS_PATH, await products], await categories()]),
      lazyScreen: LAZY_SCREENS.products,
    };
  }
  return { exists: true, answers: new Map(), lazyScreen: null };
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

/** What the page adds to index.html's head for `page`, given the build manifest (or null). */
function headAdditions(page: AppPage, manifest: Record<string, ManifestChunk> | null): string {
  const preloads =
    page.lazyScreen && manifest
      ? chunkFiles(manifest, page.lazyScreen).map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        )
      : [];
  return preloads.join('') + (page.answers.size > 0 ? answersScript(page.answers) : '');
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
 * Answers the app's index.html from `webDist`, 200 or 404 by `resolveAppPage`; a page that exists
 * also carries `siteConfig` (GET /api/site-config's answer).
 */
export function webAppPages(
  webDist: string,
  sources: AnswerSources,
  siteConfig: SiteConfigDto,
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
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(page.exists ? 200 : 404)
      .type('html')
      .send(html.replace('</head>', `${headAdditions(page, manifest)}</head>`));
  };
}
