/**
 * First path segments that belong to the store itself, shared by the web app (the product page
 * at /{customUrl} renders nothing for the spec's reserved segments) and the server (a product's
 * custom URL may not be one of them, or its /{customUrl} address would open another page).
 */

/**
 * First path segments that never name a product (docs/specs/customer-area.md section 2, Product
 * page): anything starting with admin, or exactly one of these.
 */
export const RESERVED_FIRST_SEGMENTS = [
  'auth',
  'dashboard',
  'profile',
  'orders',
  'transactions',
  'support',
  'add-funds',
] as const;

/** True when /{segment} must not be read as a product's custom URL. */
export function isReservedSegment(segment: string): boolean {
  return (
    segment.startsWith('admin') || (RESERVED_FIRST_SEGMENTS as readonly string[]).includes(segment)
  );
}

/**
 * The store's other first segments: the web app's other top-level pages (web/src/app/router.tsx)
 * and the server's own paths (api/app.ts: the API, health, metrics, uploads, built assets, demo
 * images, the sandbox payment page). A test checks the app's paths are all here.
 */
export const STORE_FIRST_SEGMENTS = [
  'products',
  'category',
  'about',
  'contact',
  'terms',
  'privacy',
  'refund',
  'forgot-password',
  'reset-password',
  'verify-email',
  'api',
  'assets',
  'uploads',
  'demo-images',
  'healthz',
  'readyz',
  'metrics',
  'sandbox',
] as const;

/**
 * True when `url` (a slug) cannot be a product's custom URL: /{url} is a page or path of the
 * store, so the product would never open there.
 */
export function isReservedCustomUrl(url: string): boolean {
  return isReservedSegment(url) || (STORE_FIRST_SEGMENTS as readonly string[]).includes(url);
}
