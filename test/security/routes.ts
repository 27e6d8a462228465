/**
 * Every route the store serves, read from the Express router itself (issue 9, item 1), so a route
 * added to any router is walked by the access matrix and the bad-input tests without anyone
 * having to remember to list it.
 */
import type { Express } from 'express';

/** One route: an upper-case HTTP method and its full Express path (`/api/orders/:id`). */
export interface RouteEntry {
  method: string;
  path: string;
}

/** The parts of router 2.x's Layer and Route that the walk reads (not in @types/express). */
interface WalkedLayer {
  /** The path given to `use` or to the route (`/api`, `/orders/:id`). */
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  /** A nested router carries a stack of its own. */
  handle?: { stack?: WalkedLayer[] };
}

/**
 * Served by the app but not API routes, so left out explicitly:
 * - `GET /{*path}`: the single-page app's catch-all (index.html for any other path); it exists only
 *   when web/dist is built.
 * Static files (`/assets`, `/demo-images` and the built app's files through express.static) are
 * middleware, not routes, so the walk never sees them.
 */
export const EXCLUDED_ROUTES: ReadonlySet<string> = new Set(['GET /{*path}']);

/** `prefix` + `path`, without a doubled or trailing slash (`/api` + `/` is `/api`). */
function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function walk(stack: readonly WalkedLayer[], prefix: string, found: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string')
        throw new Error(`A route path that is not a string cannot be walked: ${String(path)}`);
      for (const [method, on] of Object.entries(methods)) {
        if (!on) continue;
        if (method === '_all')
          throw new Error(`router.all(${path}) answers every method: list it by hand`);
        found.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      const mount = layer.rawPath ?? '/';
      if (typeof mount !== 'string')
        throw new Error(`A router mounted at a non-string path cannot be walked: ${typeof mount}`);
      walk(layer.handle.stack, join(prefix, mount), found);
    }
    // Any other layer is middleware (body parsers, session, origin check, static files).
  }
}

/**
 * Every route of `app` (API, health, sandbox payment page, uploads) as `{method, path}`, sorted and
 * without duplicates, minus EXCLUDED_ROUTES.
 * @throws Error for a route the walk cannot name (a RegExp path or `router.all`)
 */
export function servedRoutes(app: Express): RouteEntry[] {
  const found: RouteEntry[] = [];
  walk((app.router as unknown as { stack: WalkedLayer[] }).stack, '/', found);
  const unique = new Map<string, RouteEntry>();
  for (const route of found) {
    const key = routeKey(route);
    if (!EXCLUDED_ROUTES.has(key)) unique.set(key, route);
  }
  return [...unique.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** `"METHOD path"`, the key the test tables use. */
export function routeKey(route: RouteEntry): string {
  return `${route.method} ${route.path}`;
}
