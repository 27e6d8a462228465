/**
 * Every route an Express app serves, read from its router (router 2.x layers): what the OpenAPI
 * document describes and what the access matrix and bad-input tests walk, so a route added to any
 * router is seen without anyone having to list it.
 */
import type { Express } from 'express';

/** One route: an upper-case HTTP method, its full Express path (`/api/orders/:id`), its handlers. */
export interface ServedRoute {
  method: string;
  path: string;
  /** The route's own handlers, in order (rate limiters, body parsers, the endpoint). */
  handlers: readonly unknown[];
}

/** The parts of router 2.x's Layer and Route that the walk reads (not in @types/express). */
interface WalkedLayer {
  /** The path given to `use` or to the route (`/api`, `/orders/:id`). */
  rawPath?: unknown;
  route?: {
    path: unknown;
    methods: Record<string, boolean | undefined>;
    stack: { method?: string; handle: unknown }[];
  };
  /** A nested router carries a stack of its own. */
  handle?: { stack?: WalkedLayer[] };
}

/** `prefix` + `path`, without a doubled or trailing slash (`/api` + `/` is `/api`). */
function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function walk(stack: readonly WalkedLayer[], prefix: string, found: ServedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { path, methods, stack: handlers } = layer.route;
      if (typeof path !== 'string')
        throw new Error(`A route path that is not a string cannot be walked: ${String(path)}`);
      for (const [method, on] of Object.entries(methods)) {
        if (!on) continue;
        if (method === '_all')
          throw new Error(`router.all(${path}) answers every method: list it by hand`);
        found.push({
          method: method.toUpperCase(),
          path: join(prefix, path),
          handlers: handlers
            .filter((handler) => handler.method === undefined || handler.method === method)
            .map((handler) => handler.handle),
        });
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
 * Every route of `app`, sorted by `"METHOD path"`; a route registered twice is listed once (the
 * first registration answers).
 * @throws Error for a route the walk cannot name (a RegExp path or `router.all`)
 */
export function servedRoutes(app: Express): ServedRoute[] {
  const found: ServedRoute[] = [];
  walk((app.router as unknown as { stack: WalkedLayer[] }).stack, '/', found);
  const unique = new Map<string, ServedRoute>();
  for (const route of found) if (!unique.has(routeKey(route))) unique.set(routeKey(route), route);
  return [...unique.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** `"METHOD path"`, the key the tests' tables use. */
export function routeKey(route: { method: string; path: string }): string {
  return `${route.method} ${route.path}`;
}
