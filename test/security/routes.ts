/**
 * The routes the security tests walk: every route the store serves (api/openapi/served-routes.ts),
 * minus the ones that are not API routes.
 */
import type { Express } from 'express';
import { routeKey, servedRoutes as allServedRoutes } from '../../api/openapi/served-routes';

export { routeKey };

/** One route: an upper-case HTTP method and its full Express path (`/api/orders/:id`). */
export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Served by the app but not API routes, so left out explicitly:
 * - `GET /{*path}`: the single-page app's catch-all (index.html for any other path); it exists only
 *   when web/dist is built.
 * Static files (`/assets`, `/demo-images` and the built app's files through express.static) are
 * middleware, not routes, so the walk never sees them.
 */
export const EXCLUDED_ROUTES: ReadonlySet<string> = new Set(['GET /{*path}']);

/**
 * Routes whose success revokes the session they are called with (signing out, starting an
 * impersonation, ending one): a walk that reuses a session signs in again after them.
 */
export const REVOKES_SESSION: ReadonlySet<string> = new Set([
  'POST /api/logout',
  'POST /api/admin/users/:id/impersonate',
  'POST /api/stop-impersonation',
]);

/** Every route of `app` (API, health, sandbox payment page, uploads) as `{method, path}`, sorted. */
export function servedRoutes(app: Express): RouteEntry[] {
  return allServedRoutes(app)
    .filter((route) => !EXCLUDED_ROUTES.has(routeKey(route)))
    .map(({ method, path }) => ({ method, path }));
}
