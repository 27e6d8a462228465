/**
 * The web app's page (web/dist/index.html) for every GET and HEAD no other route answered, with
 * the status the app's own router would give it: 200 for a route of the app
 * (contracts/app-routes.ts) and 404 for any other path, so that crawlers and monitors see a
 * missing page as missing while a person sees the app's 404 page. Category and product addresses
 * count only while the catalogue read model has an active category or product there (the app then
 * shows "Category Not Found" or "Product Not Found").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Queryable } from '../../application/db/pool';
import { matchAppRoute } from '../../contracts/app-routes';
import { productIdOfUrl } from '../../contracts/product-id-url';
import {
  findCategoryByUrl,
  findProductByUrl,
  isActiveProduct,
} from '../../projections/catalogue/queries';

/** A path segment decoded as the app decodes it (left as it is when it is not valid encoding). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether the page the app renders at `pathname` exists: a route of the app whose category or
 * product, when it names one, is active. The product page resolves a product URL, a custom URL or
 * `product-<id>` (web/src/features/catalogue/api/get-product-by-url.ts); its category segment is
 * not checked, as the app does not check it either.
 */
export async function appPageExists(db: Queryable, pathname: string): Promise<boolean> {
  const match = matchAppRoute(pathname);
  if (!match) return false;
  const { categoryUrl, productUrl = match.params.customUrl } = match.params;
  if (productUrl !== undefined) {
    const url = decoded(productUrl);
    if (await findProductByUrl(db, url)) return true;
    const id = productIdOfUrl(url);
    return id !== null && (await isActiveProduct(db, id));
  }
  if (categoryUrl !== undefined)
    return (await findCategoryByUrl(db, decoded(categoryUrl))) !== null;
  return true;
}

/** Answers the app's index.html from `webDist`, 200 or 404 by `appPageExists`. */
export function webAppPages(webDist: string, db: Queryable): RequestHandler {
  const indexHtml = path.join(webDist, 'index.html');
  return async (req, res) => {
    const [exists, html] = await Promise.all([
      appPageExists(db, req.path),
      fs.readFile(indexHtml, 'utf8'),
    ]);
    // Revalidated on every load: a new build changes the hashed asset names it points to.
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(exists ? 200 : 404)
      .type('html')
      .send(html);
  };
}
