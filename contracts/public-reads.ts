/**
 * The addresses of the public reads a storefront page starts with: the catalogue
 * (docs/specs/customer-area.md section 7, docs/specs/admin-area.md section 7) and the site config,
 * built in one place: the web app fetches them, and the server answers the same addresses ahead of
 * time inside a page it serves (api/http/web-app-pages.ts), keyed by these very strings.
 */

/**
 * The id of the `<script type="application/json">` in which a served page carries these answers:
 * an object from GET address to answer body.
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

/** GET: the server's settings the web app depends on (contracts/payments.ts SiteConfigDto). */
export const SITE_CONFIG_PATH = '/api/site-config';

/** GET: every active product (the All Products page). */
export const PRODUCTS_PATH = '/api/products';

/** GET: the featured products of the home page. */
export const HOMEPAGE_PRODUCTS_PATH = '/api/products/homepage';

/** GET: the active categories, in their order. */
export const CATEGORIES_PATH = '/api/categories';

/** GET: one category by its customUrl or id (404 when there is none). */
export function categoryByUrlPath(url: string): string {
  return `/api/categories/by-url/${encodeURIComponent(url)}`;
}

/** GET: the active products of category `categoryId` (the category page). */
export function categoryProductsPath(categoryId: number): string {
  return `/api/categories/${categoryId}/products`;
}

/** GET: the active products of category `categoryId` (Similar Products on a product page). */
export function similarProductsPath(categoryId: number): string {
  return `/api/products/category/${categoryId}`;
}

/** GET: one product by its productUrl or customUrl (404 when there is none). */
export function productByUrlPath(url: string): string {
  return `/api/products/by-url/${encodeURIComponent(url)}`;
}
